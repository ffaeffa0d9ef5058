import React, {useEffect, useId, useMemo, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import localizeIt from 'ajv-i18n/localize/it';
import contractJson from '@site/api-reference/_generated/mqtt-contract.json';
import * as validators from '@site/api-reference/_generated/mqtt-validators.mjs';
import {ingestion, messagePolicyDefaults} from '@site/src/data/platform';
import type {MqttContract} from '@site/src/shared/mqtt-contract';
import {
  checkMessage,
  errorFix,
  errorPointer,
  isoTime,
  payloadEncodings,
  sendCommands,
  stateFromFragment,
  stateToFragment,
  type CheckId,
  type CheckInput,
  type CheckLine,
  type Credential,
  type PayloadEncoding,
  type SchemaError,
  type Verdict,
} from '@site/src/shared/payload-check';
import {exampleIds, payloadExamples, type ExampleId} from '@site/src/shared/payload-examples';
import styles from './styles.module.css';
import {TableScroller, stackedTable} from '@site/src/components/ScrollTable';

/**
 * The sentences of the result, written in the doc (docs/core/payload-checker.mdx and its Italian copy) rather than
 * in code.json, which every page of a locale loads: `{check}.{code}` for a line (`topic.other-tenant`), `fix.{code}`
 * for how to fix a schema error, `record.{problem}` for a record Core refuses, and `more.{name}` for the rest.
 */
export type CheckerMessages = Record<string, string>;

const contract = contractJson as unknown as MqttContract;
const policies = messagePolicyDefaults as unknown as Record<
  string,
  {messagesPerSecond: number; burst: number; maxPayloadKiB: number}
>;
const plans = Object.keys(policies);
const examples = payloadExamples(contract, policies[plans[0]].maxPayloadKiB);
const ctx = {contract, validators, policies};
const mqtts = contract.servers.find((s) => s.id === 'mqtts')!;
/** The REST API's base path: the live-data WebSocket is served under it (asyncapi/core.yaml, servers.liveData). */
const apiBase = contract.servers.find((s) => s.id === 'liveData')!.pathname!;
const where = {host: mqtts.host.replace(/:\d+$/, ''), port: ingestion.mqttTlsPort, apiBase};
/** Records shown in the table; a larger pack shows its first ones and says how many there are. */
const shownRecords = 50;

const fill = (template: string | undefined, params: Record<string, string | number>, locale: string): string =>
  (template ?? '').replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    return typeof value === 'number' ? value.toLocaleString(locale) : (value ?? `{${name}}`);
  });

function initialState(): CheckInput {
  if (typeof window === 'undefined') return examples.valid;
  return stateFromFragment(window.location.hash) ?? examples[exampleFromHash(window.location.hash) ?? 'valid'];
}

function exampleFromHash(hash: string): ExampleId | undefined {
  const id = /(?:^#|&)example=([\w-]+)/.exec(hash)?.[1];
  return (exampleIds as readonly string[]).includes(id ?? '') ? (id as ExampleId) : undefined;
}

function useVerdictLabels(): Record<Verdict, string> {
  return {
    pass: translate({id: 'payloadChecker.verdict.pass', message: 'Passes'}),
    warn: translate({id: 'payloadChecker.verdict.warn', message: 'Warning'}),
    fail: translate({id: 'payloadChecker.verdict.fail', message: 'Fails'}),
    skip: translate({id: 'payloadChecker.verdict.skip', message: 'Not checked'}),
  };
}

const checkLabels = (): Record<CheckId, string> => ({
  topic: translate({id: 'payloadChecker.check.topic', message: 'Topic'}),
  encoding: translate({id: 'payloadChecker.check.encoding', message: 'Encoding'}),
  schema: translate({id: 'payloadChecker.check.schema', message: 'Schema'}),
  records: translate({id: 'payloadChecker.check.records', message: 'Records'}),
  policy: translate({id: 'payloadChecker.check.policy', message: 'Message policy'}),
});

function CopyButton({text, label}: {text: string; label: string}): ReactNode {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      className="button button--sm button--secondary"
      onClick={() => {
        void navigator.clipboard.writeText(text).then(() => setCopied(true));
      }}>
      {label}
      <span className={styles.copied} aria-live="polite">
        {copied ? ` ✓ ${translate({id: 'payloadChecker.copied', message: 'Copied'})}` : ''}
      </span>
    </button>
  );
}

/** The checker: inputs, the five lines of the result, the errors and records, the commands and the permalink. */
export default function Checker({messages}: {messages: CheckerMessages}): ReactNode {
  const {i18n} = useDocusaurusContext();
  const locale = i18n.currentLocale;
  const id = useId();
  const [input, setInput] = useState<CheckInput>(initialState);
  const verdictLabels = useVerdictLabels();
  const labels = checkLabels();

  // The state lives in the fragment: the URL is the permalink, and the browser never sends a fragment to a server.
  useEffect(() => {
    const fragment = `#${stateToFragment(input)}`;
    if (window.location.hash !== fragment) window.history.replaceState(window.history.state, '', fragment);
  }, [input]);
  useEffect(() => {
    const onHash = () => {
      const next =
        stateFromFragment(window.location.hash) ?? examples[exampleFromHash(window.location.hash) ?? ('' as ExampleId)];
      if (next) setInput(next);
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  const result = useMemo(() => checkMessage(ctx, input), [input]);
  const commands = useMemo(() => sendCommands(input, result, where), [input, result]);
  const schemaErrors = useMemo(() => {
    const copy: SchemaError[] = result.schemaErrors.map((e) => ({...e}));
    if (locale === 'it') localizeIt(copy as Parameters<typeof localizeIt>[0]);
    return copy;
  }, [result, locale]);

  const set = (patch: Partial<CheckInput>) => setInput((current) => ({...current, ...patch}));
  const setCredential = (patch: Partial<Credential>) =>
    setInput((current) => ({...current, credential: {...current.credential, ...patch}}));
  const lineText = (line: CheckLine) => fill(messages[`${line.check}.${line.code}`], line.params, locale);
  const permalink =
    typeof window === 'undefined'
      ? ''
      : `${window.location.origin}${window.location.pathname}#${stateToFragment(input)}`;
  const refused = result.records.filter((r) => r.problem);

  return (
    <div className={styles.checker} data-payload-checker="ready">
      <div className={styles.examples} role="group" aria-labelledby={`${id}-examples`}>
        <span id={`${id}-examples`} className={styles.examplesLabel}>
          <Translate id="payloadChecker.examples">Examples</Translate>
        </span>
        {exampleIds.map((example) => (
          <button
            key={example}
            type="button"
            className="button button--sm button--outline button--primary"
            data-example={example}
            onClick={() => setInput(examples[example])}>
            {messages[`example.${example}`]}
          </button>
        ))}
      </div>

      <form className={styles.form} onSubmit={(event) => event.preventDefault()}>
        <fieldset className={styles.credential}>
          <legend className={styles.label}>
            <Translate id="payloadChecker.credential">Credential</Translate>
          </legend>
          <div className={styles.credentialFields}>
            <div className={styles.field}>
              <label className={styles.subLabel} htmlFor={`${id}-kind`}>
                {translate({id: 'payloadChecker.kind', message: 'Kind'})}
              </label>
              <select
                id={`${id}-kind`}
                value={input.credential.kind}
                onChange={(e) => setCredential({kind: e.target.value as Credential['kind']})}>
                <option value="device">{messages['more.kind.device']}</option>
                <option value="edge">{messages['more.kind.edge']}</option>
                <option value="app">{messages['more.kind.app']}</option>
              </select>
            </div>
            <div className={styles.field}>
              <label className={styles.subLabel} htmlFor={`${id}-tenant`}>
                {translate({id: 'payloadChecker.tenant', message: 'Tenant'})}
              </label>
              <input
                id={`${id}-tenant`}
                value={input.credential.tenant}
                spellCheck={false}
                autoCapitalize="off"
                onChange={(e) => setCredential({tenant: e.target.value})}
              />
            </div>
            <div className={styles.field}>
              <label className={styles.subLabel} htmlFor={`${id}-id`}>
                {translate({id: 'payloadChecker.id', message: 'Id'})}
              </label>
              <input
                id={`${id}-id`}
                value={input.credential.id}
                spellCheck={false}
                autoCapitalize="off"
                onChange={(e) => setCredential({id: e.target.value})}
              />
            </div>
          </div>
        </fieldset>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-topic`}>
            {translate({id: 'payloadChecker.topic', message: 'Topic'})}
          </label>
          <input
            id={`${id}-topic`}
            className={styles.mono}
            value={input.topic}
            spellCheck={false}
            autoCapitalize="off"
            onChange={(e) => set({topic: e.target.value})}
          />
        </div>
        <div className={styles.payloadHead}>
          <label className={styles.label} htmlFor={`${id}-payload`}>
            {translate({id: 'payloadChecker.payload', message: 'Payload'})}
          </label>
          <div className={styles.inline}>
            <label className={styles.subLabel} htmlFor={`${id}-encoding`}>
              {translate({id: 'payloadChecker.encoding', message: 'Encoding'})}
            </label>
            <select
              id={`${id}-encoding`}
              value={input.encoding}
              onChange={(e) => set({encoding: e.target.value as PayloadEncoding})}>
              {payloadEncodings.map((encoding) => (
                <option key={encoding} value={encoding}>
                  {messages[`more.encoding.${encoding}`]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <textarea
          id={`${id}-payload`}
          className={clsx(styles.mono, styles.payload)}
          rows={8}
          value={input.payload}
          spellCheck={false}
          onChange={(e) => set({payload: e.target.value})}
        />
        <div className={clsx(styles.field, styles.plan)}>
          <label className={styles.label} htmlFor={`${id}-plan`}>
            {translate({id: 'payloadChecker.plan', message: 'Plan'})}
          </label>
          <select id={`${id}-plan`} value={input.plan} onChange={(e) => set({plan: e.target.value})}>
            {plans.map((plan) => (
              <option key={plan} value={plan}>
                {plan[0].toUpperCase() + plan.slice(1)}
              </option>
            ))}
          </select>
        </div>
      </form>

      <h2 className={styles.heading} id={`${id}-result`}>
        <Translate id="payloadChecker.result">Result</Translate>
      </h2>
      <div role="status" aria-labelledby={`${id}-result`} className={styles.status}>
        <ol className={styles.lines}>
          {result.lines.map((line) => (
            <li
              key={line.check}
              className={clsx(styles.line, styles[line.verdict])}
              data-check={line.check}
              data-verdict={line.verdict}>
              <span className={styles.checkName}>{labels[line.check]}</span>
              <span className={styles.verdict}>
                <span aria-hidden="true">{{pass: '✓', warn: '!', fail: '✗', skip: '–'}[line.verdict]} </span>
                {verdictLabels[line.verdict]}
              </span>
              <span className={styles.lineText}>{lineText(line)}</span>
            </li>
          ))}
        </ol>
      </div>

      {schemaErrors.length > 0 && (
        <>
          <h3 className={styles.subheading}>{labels.schema}</h3>
          <ul className={styles.errors}>
            {schemaErrors.map((error, index) => {
              const {fix, value} = errorFix(error);
              return (
                <li key={index} data-pointer={errorPointer(error)}>
                  <code>{errorPointer(error)}</code> {error.message}.{' '}
                  {fill(messages[`fix.${fix}`], {value: value ?? ''}, locale)}
                </li>
              );
            })}
          </ul>
        </>
      )}

      {result.records.length > 0 && (
        <>
          <h3 className={styles.subheading}>{labels.records}</h3>
          {refused.length > 0 && (
            <ul className={styles.errors}>
              {refused.slice(0, 5).map((r) => (
                <li key={r.index}>
                  <code>/{r.index}</code> {messages[`record.${r.problem}`]}
                </li>
              ))}
            </ul>
          )}
          {/* The site's one table pattern: scrolls in its region on a desktop, stacks its rows on a phone. */}
          <TableScroller label={labels.records}>
            <table {...stackedTable} className={clsx(stackedTable.className, styles.table)}>
              {result.records.length > shownRecords && (
                <caption className={styles.caption}>
                  {fill(messages['more.firstRecords'], {shown: shownRecords, count: result.records.length}, locale)}
                </caption>
              )}
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">{messages['more.column.name']}</th>
                  <th scope="col">{messages['more.column.time']}</th>
                  <th scope="col">{messages['more.column.value']}</th>
                  <th scope="col">{messages['more.column.unit']}</th>
                </tr>
              </thead>
              <tbody>
                {result.records.slice(0, shownRecords).map((r) => (
                  <tr key={r.index} className={clsx(r.problem && styles.refusedRow)}>
                    <td data-label="#">{r.index}</td>
                    <td data-label={messages['more.column.name']} className={styles.mono}>
                      {r.name || '—'}
                    </td>
                    <td data-label={messages['more.column.time']} className={styles.mono}>
                      {r.relative ? fill(messages['more.relativeTime'], {seconds: r.time}, locale) : isoTime(r.time)}
                    </td>
                    <td data-label={messages['more.column.value']} className={styles.mono}>
                      {r.value === undefined ? '' : typeof r.value === 'number' ? r.value : JSON.stringify(r.value)}
                      {r.sum !== undefined ? ` (Σ ${r.sum})` : ''}
                    </td>
                    <td data-label={messages['more.column.unit']} className={styles.mono}>
                      {r.unit ?? ''}
                      {r.recommendedUnit && (
                        <span className={styles.unitFlag}>
                          {' '}
                          {fill(messages['more.recommendedUnit'], {unit: r.recommendedUnit}, locale)}
                        </span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroller>
        </>
      )}

      <h2 className={styles.heading}>
        <Translate id="payloadChecker.send">Send it</Translate>
      </h2>
      {commands ? (
        <>
          <div className={styles.commandHead}>
            <h3 className={styles.subheading}>MQTT</h3>
            <CopyButton
              text={commands.mqtt}
              label={translate({id: 'payloadChecker.copyMqtt', message: 'Copy the MQTT command'})}
            />
          </div>
          <pre className={styles.command} tabIndex={0} role="region" aria-label="MQTT" data-command="mqtt">
            <code>{commands.mqtt}</code>
          </pre>
          {commands.http && (
            <>
              <div className={styles.commandHead}>
                <h3 className={styles.subheading}>HTTP</h3>
                <CopyButton
                  text={commands.http}
                  label={translate({id: 'payloadChecker.copyHttp', message: 'Copy the HTTP call'})}
                />
              </div>
              <pre className={styles.command} tabIndex={0} role="region" aria-label="HTTP" data-command="http">
                <code>{commands.http}</code>
              </pre>
            </>
          )}
        </>
      ) : (
        <p data-command="none">{messages['more.noCommand']}</p>
      )}
      <div className={styles.commandHead}>
        <h3 className={styles.subheading}>
          <Translate id="payloadChecker.permalink">Permalink</Translate>
        </h3>
        <CopyButton
          text={permalink}
          label={translate({id: 'payloadChecker.copyPermalink', message: 'Copy the permalink'})}
        />
      </div>
      <p className={styles.note}>{messages['more.permalink']}</p>
    </div>
  );
}
