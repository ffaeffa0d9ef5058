/**
 * The command-line reference of `fulcroctl`: every command and every flag it
 * accepts. The docs may show only what is listed here (a Vitest test reads
 * every `fulcroctl` invocation in both languages), and the page
 * docs/cloud/command-line-interface.md names every command listed here.
 */

export type CliCommand = {
  /** Words after `fulcroctl`, such as `things create`. */
  command: string;
  /** Positional arguments, in order; a trailing `?` marks an optional one. */
  args?: readonly string[];
  /** Flags the command takes besides the global ones. */
  flags: readonly string[];
  /** Section of docs/cloud/command-line-interface.md that documents it. */
  section: string;
};

/** Flags every command accepts. */
export const cliGlobalFlags = ['--tenant', '--output', '--help'] as const;

/** Values of `--output`. */
export const cliOutputFormats = ['table', 'json', 'yaml'] as const;

export const cliCommands: readonly CliCommand[] = [
  {command: 'login', flags: ['--device-code', '--url'], section: 'login'},
  {command: 'auth token', flags: [], section: 'auth'},
  {command: 'things list', flags: ['--kind', '--parent', '--connected'], section: 'things'},
  {command: 'things get', flags: ['--id'], section: 'things'},
  {
    command: 'things create',
    flags: ['--id', '--kind', '--parent', '--display-name', '--model', '--label'],
    section: 'things',
  },
  {
    command: 'things update',
    flags: [
      '--id',
      '--parent',
      '--display-name',
      '--model',
      '--label',
      '--state',
      '--message-rate',
      '--message-burst',
      '--max-payload-kib',
    ],
    section: 'things',
  },
  {command: 'things delete', flags: ['--id', '--yes'], section: 'things'},
  {command: 'certs issue', flags: ['--thing', '--csr', '--out'], section: 'certs'},
  {command: 'certs ca', flags: ['--out'], section: 'certs'},
  {command: 'keys create initialization', flags: ['--thing', '--kind', '--parent'], section: 'keys'},
  {command: 'keys create provisioning', flags: ['--label', '--kind', '--parent', '--max-uses'], section: 'keys'},
  {command: 'keys create migration', flags: ['--thing'], section: 'keys'},
  {command: 'data send', flags: ['--thing', '--senml'], section: 'data'},
  {command: 'data read', flags: ['--thing', '--from', '--to', '--names', '--aggregation'], section: 'data'},
  {
    command: 'manufacturing batch upload',
    args: ['file'],
    flags: ['--name', '--dry-run', '--wait'],
    section: 'manufacturing',
  },
  {command: 'iam teams list', flags: [], section: 'iam'},
  {command: 'iam teams get', flags: ['--id'], section: 'iam'},
  {command: 'iam teams create', flags: ['--id', '--display-name', '--realm'], section: 'iam'},
  {command: 'iam teams add-member', flags: ['--team', '--user'], section: 'iam'},
  {command: 'iam teams delete', flags: ['--id', '--yes'], section: 'iam'},
  {command: 'iam roles list', flags: [], section: 'iam'},
  {command: 'iam roles get', flags: ['--id'], section: 'iam'},
  {command: 'iam roles create', flags: ['--file'], section: 'iam'},
  {command: 'iam roles delete', flags: ['--id', '--yes'], section: 'iam'},
  {command: 'iam policies list', flags: [], section: 'iam'},
  {command: 'iam policies get', flags: ['--id'], section: 'iam'},
  {command: 'iam policies create', flags: ['--file'], section: 'iam'},
  {command: 'iam policies delete', flags: ['--id', '--yes'], section: 'iam'},
  {command: 'version', flags: [], section: 'version-completion'},
  {command: 'completion', args: ['shell'], flags: [], section: 'version-completion'},
];
