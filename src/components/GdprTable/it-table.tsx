import React, {type ReactNode} from 'react';
import {rows} from '@site/src/data/gdpr-map/it';
import Table, {type GdprTableLabels} from './index';

/** The Italian rows: a chunk of its own, loaded only by the Italian page. */
export default function ItalianGdprTable(labels: GdprTableLabels): ReactNode {
  return <Table rows={rows} {...labels} />;
}
