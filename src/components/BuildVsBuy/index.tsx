import React, {useEffect, useId, useState, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {compute, defaults, fields, formatInput, validate, type Field, type Inputs, type Messages} from './model';
import {CostTable, type BuildVsBuyLabels, type EditableCell} from './table';

export type {BuildVsBuyLabels} from './table';
export type {Messages as BuildVsBuyMessages} from './model';

export type BuildVsBuyProps = {
  labels: BuildVsBuyLabels;
  /** Validation messages; `{min}` and `{max}` become the field's bounds. */
  messages: Messages;
};

type Raw = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

/**
 * The interactive build-vs-buy cost model. Its first render (the server's HTML,
 * and the first client render, so hydration matches) is the static table of
 * defaults; after hydration the values become inputs. An invalid entry shows a
 * message next to its field and the results keep the last valid values.
 */
export default function BuildVsBuy({labels, messages}: BuildVsBuyProps): ReactNode {
  const {i18n} = useDocusaurusContext();
  const locale = i18n.currentLocale;
  const id = useId();
  const [interactive, setInteractive] = useState(false);
  const [raw, setRaw] = useState<Raw>(
    () => Object.fromEntries(fields.map((field) => [field, formatInput(defaults[field], locale)])) as Raw,
  );
  const [valid, setValid] = useState<Inputs>(defaults);
  const [errors, setErrors] = useState<Errors>({});

  useEffect(() => setInteractive(true), []);

  const change = (field: Field, text: string) => {
    setRaw((current) => ({...current, [field]: text}));
    const checked = validate(field, text, locale, messages);
    if (checked.ok) {
      setValid((current) => ({...current, [field]: checked.value}));
      setErrors((current) => ({...current, [field]: undefined}));
    } else {
      setErrors((current) => ({...current, [field]: checked.message}));
    }
  };

  const cells = interactive
    ? (Object.fromEntries(
        fields.map((field): [Field, EditableCell] => [
          field,
          {id: `${id}-${field}`, raw: raw[field], message: errors[field], onChange: (text) => change(field, text)},
        ]),
      ) as Record<Field, EditableCell>)
    : undefined;

  return <CostTable labels={labels} locale={locale} values={valid} results={compute(valid)} cells={cells} />;
}
