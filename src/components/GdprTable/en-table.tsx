import React, {type ReactNode} from 'react';
import {rows} from '@site/src/data/gdpr-map/en';
import Table, {type GdprTableLabels} from './index';

/** The English rows: a chunk of its own, loaded only by the English page. */
export default function EnglishGdprTable(labels: GdprTableLabels): ReactNode {
  return <Table rows={rows} {...labels} />;
}
