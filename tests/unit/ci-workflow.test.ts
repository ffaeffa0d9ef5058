import {readFileSync} from 'node:fs';
import {load} from 'js-yaml';

/**
 * CI must run what the README tells a developer to run: the test command
 * under "Run every test", as one step, in Debian with Debian's Chromium and
 * Node 20, and must keep what a failure leaves behind (the folders
 * playwright.config.ts writes) and the built site. Editing the README's
 * command or the workflow alone fails here, naming what the workflow must
 * contain.
 */

const workflowPath = '.github/workflows/ci.yml';

type Step = {name?: string; uses?: string; run?: string; if?: string; with?: Record<string, unknown>; env?: Record<string, unknown>};
type Job = {'runs-on'?: string; container?: string | {image?: string}; 'timeout-minutes'?: number; steps?: Step[]};
type Workflow = {
  on?: {pull_request?: unknown; push?: {branches?: string[]}};
  concurrency?: {group?: string; 'cancel-in-progress'?: boolean};
  jobs?: Record<string, Job>;
};

/** The command in the fenced bash block that follows "Run every test" in the README. */
function readmeTestCommand(readme: string): string | undefined {
  const match = /Run every test[^\n]*\n+```bash\n([\s\S]*?)\n```/.exec(readme);
  return match?.[1].trim();
}

const command = readmeTestCommand(readFileSync('README.md', 'utf8'));
const workflow = load(readFileSync(workflowPath, 'utf8')) as Workflow;
const jobs = Object.entries(workflow.jobs ?? {});
/** The job that runs the README's command (the first job when none does, so each check still says what it misses). */
const noJob: [string, Job] = ['', {}];
const [jobName, job] = jobs.find(([, j]) => (j.steps ?? []).some((s) => s.run?.trim() === command)) ?? jobs[0] ?? noJob;
const steps = job.steps ?? [];
const indexOf = (predicate: (step: Step) => boolean) => steps.findIndex(predicate);
const testStep = indexOf((s) => s.run?.trim() === command);
/** Steps that must come before the test step (all of them while it is missing, so those checks still run). */
const beforeTests = testStep < 0 ? steps.length : testStep;
const uses = (action: string) => (s: Step) => s.uses?.split('@')[0] === action;

/** A path of the upload (`test-results/`) covers `target` when target is that folder or inside it. */
function covers(uploadPaths: string[], target: string): boolean {
  const clean = (p: string) => p.trim().replace(/^\.\//, '').replace(/\/+$/, '');
  return uploadPaths.some((p) => clean(target) === clean(p) || clean(target).startsWith(`${clean(p)}/`));
}
const pathsOf = (step: Step) => {
  const path = step.with?.path;
  return (typeof path === 'string' ? path : '').split('\n').filter((p) => p.trim() !== '');
};

describe('CI workflow (.github/workflows/ci.yml)', () => {
  it('finds the README test command', () => {
    expect(command, 'README.md must keep the test command in a ```bash block right after "Run every test"').toMatch(/^npm /);
  });

  it("runs the README's test command exactly, as one step, with CI set", () => {
    expect(testStep, `a step of the workflow must have \`run: ${command}\`, exactly as the README writes it`).toBeGreaterThanOrEqual(0);
    expect(String(steps[testStep].env?.CI), `the step running \`${command}\` must set \`env: {CI: true}\` (retries, traces, 2 workers)`).toBe('true');
  });

  it('runs on pull requests and on pushes to main', () => {
    expect(workflow.on && 'pull_request' in workflow.on, 'the workflow must have `on: pull_request`').toBe(true);
    expect(workflow.on?.push?.branches ?? [], 'the workflow must have `on: push: branches: [main]`').toContain('main');
  });

  it('cancels a run that a newer push supersedes, and has a time limit', () => {
    expect(workflow.concurrency?.group, 'the workflow must have a `concurrency.group` per ref').toMatch(/github\.ref/);
    expect(workflow.concurrency?.['cancel-in-progress'], 'the workflow must have `concurrency.cancel-in-progress: true`').toBe(true);
    expect(job['timeout-minutes'] ?? 0, `job ${jobName} must set \`timeout-minutes\``).toBeGreaterThan(0);
  });

  it('checks out the repository and sets up Node 20 with the npm cache before the tests', () => {
    const checkout = indexOf(uses('actions/checkout'));
    const node = indexOf(uses('actions/setup-node'));
    expect(checkout, 'a step must use `actions/checkout` before the test step').toBeGreaterThanOrEqual(0);
    expect(checkout, 'a step must use `actions/checkout` before the test step').toBeLessThan(beforeTests);
    expect(node, 'a step must use `actions/setup-node` before the test step').toBeGreaterThanOrEqual(0);
    expect(node, 'a step must use `actions/setup-node` before the test step').toBeLessThan(beforeTests);
    expect(String(steps[node].with?.['node-version']), '`actions/setup-node` must have `node-version: 20`').toMatch(/^20(\.|$)/);
    expect(steps[node].with?.cache, '`actions/setup-node` must have `cache: npm`').toBe('npm');
  });

  it("installs Debian's Chromium before the tests", () => {
    const image = typeof job.container === 'string' ? job.container : job.container?.image;
    expect(image ?? '', `job ${jobName} must run in a Debian container (\`container: debian:…\`): Ubuntu's chromium package is a snap`).toMatch(/^debian:/);
    const chromium = indexOf((s) => /apt-get install\b[^\n]*\bchromium\b/.test(s.run ?? ''));
    expect(chromium, 'a step must run `apt-get install -y chromium` before the test step').toBeGreaterThanOrEqual(0);
    expect(chromium, 'a step must run `apt-get install -y chromium` before the test step').toBeLessThan(beforeTests);
  });

  it('keeps the end-to-end report and traces when the tests fail', () => {
    const config = readFileSync('playwright.config.ts', 'utf8');
    const traces = /outputDir:\s*'([^']+)'/.exec(config)?.[1];
    const reports = [...config.matchAll(/outputFile:\s*'([^']+)'/g)].map((m) => m[1]);
    expect(traces, 'playwright.config.ts names its outputDir (where the traces go)').toBeDefined();
    expect(reports.length, 'playwright.config.ts writes a report file (outputFile)').toBeGreaterThan(0);
    const onFailure = steps.filter((s) => uses('actions/upload-artifact')(s) && /\bfailure\(\)/.test(s.if ?? ''));
    for (const target of [traces!, ...reports]) {
      expect(
        onFailure.some((s) => covers(pathsOf(s), target)),
        `a step with \`if: failure()\` must upload \`${target}\` (from playwright.config.ts) with actions/upload-artifact`,
      ).toBe(true);
    }
  });

  it('keeps the built site whenever the build got that far', () => {
    const site = steps.find((s) => uses('actions/upload-artifact')(s) && covers(pathsOf(s), 'build'));
    expect(site, 'a step must upload `build/` with actions/upload-artifact').toBeDefined();
    expect(site?.if ?? '', 'the `build/` upload must run after a failure too (`if: always()` or `!cancelled()`)').toMatch(/always\(\)|!\s*cancelled\(\)/);
  });

  it('pins every action by its major version', () => {
    const unpinned = steps.filter((s) => s.uses && !/@v\d+$/.test(s.uses)).map((s) => s.uses);
    expect(unpinned, 'every `uses:` must name a major version, such as `actions/checkout@v4`').toEqual([]);
  });
});
