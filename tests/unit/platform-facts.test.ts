import {readFileSync} from 'node:fs';
import {
  certificates,
  edgeRequirements,
  messagePolicyDefaults,
  releases,
  remoteInitKeys,
  retentionDefaults,
  lts,
  ingestion,
} from '../../src/data/platform';

/** The docs quote facts that live in src/data/platform.ts; they must agree. */
const doc = (path: string) => readFileSync(`docs/${path}.md`, 'utf8');
const docIt = (path: string) => readFileSync(`i18n/it/docusaurus-plugin-content-docs/current/${path}.md`, 'utf8');

describe('docs agree with the platform facts module', () => {
  it('lists every release with its date in the changelog and the versions page', () => {
    for (const {version, date} of releases) {
      expect(doc('intro/changelog')).toContain(`${version} (${date})`);
      expect(doc('cloud/versions')).toMatch(new RegExp(`\\| ${version.replace('.', '\\.')} \\| ${date}`));
    }
    expect(doc('cloud/versions')).toContain(lts.securityFixesUntil);
  });

  it('quotes the default message policy', () => {
    for (const {messagesPerSecond, burst, maxPayloadKiB} of Object.values(messagePolicyDefaults)) {
      expect(doc('core/message-policy')).toMatch(
        new RegExp(`\\| ${messagesPerSecond} \\| ${burst} \\| ${maxPayloadKiB} KiB \\|`),
      );
    }
  });

  it('quotes the default retention and backups', () => {
    const text = doc('core/backups-and-data-retention');
    expect(text).toContain(`${retentionDefaults.rawDataDays} days`);
    expect(text).toContain(`${retentionDefaults.minuteAggregatesDays} days`);
    expect(text).toContain(`every ${retentionDefaults.backupsEveryHours} hours`);
    expect(text).toContain(`${retentionDefaults.backupsKeptDays} days`);
    expect(text).toContain(`${retentionDefaults.exportsKeptDays} days`);
  });

  it('quotes certificate and key validities', () => {
    expect(doc('provisioning/intro')).toContain(`${certificates.connectableValidityDays} days`);
    expect(doc('provisioning/intro')).toContain(certificates.algorithm);
    expect(doc('remote-init/initialization-key')).toContain(`${remoteInitKeys.initializationKeyValidityHours} hours`);
    expect(doc('remote-init/provisioning-key')).toContain(`${remoteInitKeys.provisioningKeyValidityDays} days`);
    expect(doc('remote-init/migration-key')).toContain(`${remoteInitKeys.migrationKeyValidityHours} hours`);
  });

  it('quotes the edge requirements and local broker', () => {
    const text = doc('edge/requirements');
    expect(text).toContain(`${edgeRequirements.minRamMiB} MiB`);
    expect(text).toContain(`${edgeRequirements.recommendedRamMiB} MiB`);
    expect(text).toContain(edgeRequirements.linuxKernelMin);
    expect(doc('edge/services')).toContain(`${ingestion.edgeLocalBroker.host}:${ingestion.edgeLocalBroker.port}`);
  });

  it('keeps the same figures in the Italian copies', () => {
    expect(docIt('core/message-policy')).toMatch(
      new RegExp(
        `\\| ${messagePolicyDefaults.standard.messagesPerSecond} \\| ${messagePolicyDefaults.standard.burst} \\|`,
      ),
    );
    expect(docIt('remote-init/initialization-key')).toContain(`${remoteInitKeys.initializationKeyValidityHours}`);
  });
});
