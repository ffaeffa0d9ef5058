/**
 * The payload checker's ready-made examples (issue 42), each a case the page
 * loads and the verdict each check gives it. The page offers them as buttons
 * and as links (`#example={id}`), the docs link to them, and
 * tests/unit/payload-check.test.ts and tests/e2e/payload-checker.spec.ts check
 * the verdicts. The defaults and the valid pack are the contract's own
 * examples (asyncapi/core.yaml), never retyped.
 */
import type {CheckId, CheckInput, Verdict} from './payload-check';
import type {MqttContract} from './mqtt-contract';

export const exampleIds = ['valid', 'missing-base-name', 'wrong-tenant', 'oversize', 'cbor'] as const;
export type ExampleId = (typeof exampleIds)[number];

/** The verdicts each example must show, line by line. */
export const exampleVerdicts: Record<ExampleId, Record<CheckId, Verdict>> = {
  valid: {topic: 'pass', encoding: 'pass', schema: 'pass', records: 'pass', policy: 'pass'},
  'missing-base-name': {topic: 'pass', encoding: 'pass', schema: 'pass', records: 'fail', policy: 'pass'},
  'wrong-tenant': {topic: 'fail', encoding: 'pass', schema: 'pass', records: 'pass', policy: 'pass'},
  oversize: {topic: 'pass', encoding: 'pass', schema: 'pass', records: 'pass', policy: 'fail'},
  cbor: {topic: 'pass', encoding: 'pass', schema: 'pass', records: 'pass', policy: 'pass'},
};

/**
 * The contract's SenML example as SenML CBOR, with RFC 8428's integer labels, in hex
 * (cborg's canonical encoding; tests/unit/payload-check.test.ts checks that it decodes to the contract's pack).
 */
export const examplePackCborHex =
  '82a50069666c6f775f74656d70016343656c02f953b0217775726e3a6465763a69643a626f696c65722d303034323a221a6955b900a30068707265737375726501625061021a000251c0';

/** The plan whose limits the examples use, and the other tenant of the wrong-tenant case. */
export const examplePlan = 'standard';
const otherTenant = 'globex';

/** The examples, from the contract's parameters and its telemetry example. */
export function payloadExamples(
  contract: Pick<MqttContract, 'channels' | 'parameters'>,
  maxPayloadKiB: number,
): Record<ExampleId, CheckInput> {
  const tenant = contract.parameters.tenant.example;
  const id = contract.parameters.connectable.example;
  const data = contract.channels.find((c) => c.id === 'data')!;
  const pack = data.messages.find((m) => m.contentType === 'application/senml+json')!.examples[0].payload as Record<
    string,
    unknown
  >[];
  const topic = (t: string) => data.address.replace('{tenant}', t).replace('{connectable}', id);
  const base = {
    credential: {kind: 'device' as const, tenant, id},
    topic: topic(tenant),
    encoding: 'json' as const,
    plan: examplePlan,
  };
  const json = (value: unknown) => JSON.stringify(value);
  // The first record's name came from its base name: without it, the record has no name at all.
  const [first, ...rest] = pack;
  const {bn: _bn, n: _n, ...nameless} = first;
  void _bn;
  void _n;
  // One reading a second, with offsets from the base time, until the pack is just over the plan's maximum.
  const readings: Record<string, unknown>[] = [{...first}];
  for (let t = 1; json(readings).length <= maxPayloadKiB * 1024; t++)
    readings.push({n: first.n, u: first.u, t, v: first.v});
  return {
    valid: {...base, payload: json(pack)},
    'missing-base-name': {...base, payload: json([nameless, ...rest])},
    'wrong-tenant': {...base, topic: topic(otherTenant), payload: json(pack)},
    oversize: {...base, payload: json(readings)},
    cbor: {...base, encoding: 'cbor-hex', payload: examplePackCborHex},
  };
}
