import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

/** The asterisk after a required field's label; the field itself carries `required`. */
export default function RequiredMark(): ReactNode {
  return (
    <abbr
      className={styles.required}
      title={translate({id: 'forms.required.title', message: 'required'})}
      aria-hidden="true">
      *
    </abbr>
  );
}

/** The sentence at the top of a form explaining the asterisk. */
export function RequiredNote(): ReactNode {
  return (
    <p className={styles.requiredNote}>
      {translate({id: 'forms.required.note', message: 'Fields marked with an asterisk (*) are required.'})}
    </p>
  );
}
