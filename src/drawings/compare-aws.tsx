import React, {type ReactNode} from 'react';
import {
  Arrow,
  Box,
  DrawingSvg,
  Paragraph,
  Text,
  palette,
  useLabels,
  wrap,
  type Localized,
  type NarrowLayout,
} from '@site/src/components/DrawingKit';

type Labels = {
  title: string;
  desc: string;
  awsHeading: string;
  fulcroHeading: string;
  devices: string;
  iotCore: string;
  deviceManagement: string;
  deviceDefender: string;
  greengrass: string;
  rulesLambda: string;
  timeSeries: readonly [string, string];
  dashboards: string;
  accounts: string;
  billing: string;
  glue: string;
  edge: string;
  cloud: string;
  core: string;
  provisioning: string;
  identity: string;
  automation: string;
  control: string;
  legend: string;
};

const labels: Localized<Labels> = {
  en: {
    title: 'An IoT back end assembled from AWS services compared with Fulcro',
    desc: 'On the left, devices connect to AWS IoT Core, and companion services sit below it: AWS IoT Device Management, AWS IoT Device Defender, AWS IoT Greengrass for the edge, rules with Lambda, and a time-series store of your choice; dashboards, end-user accounts and billing are dashed: further services to add (such as Amazon Cognito for user accounts) or code your team writes, and so are the glue code and on-call duty at the bottom. On the right, devices connect through Fulcro Edge to Fulcro Cloud, whose core, provisioning, multi-tenant identity and automation services are ready-made, with Fulcro Control on top for the operations team.',
    awsHeading: 'Assembled from AWS services',
    fulcroHeading: 'One platform: Fulcro',
    devices: 'Devices',
    iotCore: 'AWS IoT Core',
    deviceManagement: 'Device Management',
    deviceDefender: 'Device Defender',
    greengrass: 'Greengrass (edge)',
    rulesLambda: 'Rules and Lambda',
    timeSeries: ['Time-series store', '(your choice)'],
    dashboards: 'Your dashboards',
    accounts: 'Your user accounts',
    billing: 'Your billing',
    glue: 'Glue code and on-call: your team',
    edge: 'Fulcro Edge',
    cloud: 'Fulcro Cloud',
    core: 'Core: ingestion, storage, OTA',
    provisioning: 'Provisioning, certificates, remote init',
    identity: 'Auth and IAM, multi-tenant',
    automation: 'Rules, notifications, exports',
    control: 'Fulcro Control',
    legend: 'Dashed: a service to add or code your team writes · Solid: a ready-made service',
  },
  it: {
    title: 'Un back end IoT assemblato con i servizi AWS a confronto con Fulcro',
    desc: 'A sinistra i dispositivi si collegano ad AWS IoT Core e sotto ci sono i servizi complementari: AWS IoT Device Management, AWS IoT Device Defender, AWS IoT Greengrass per l’edge, le regole con Lambda e un archivio di serie temporali a tua scelta; dashboard, account degli utenti finali e fatturazione sono tratteggiati: altri servizi da aggiungere (come Amazon Cognito per gli account) o codice che scrive il tuo team, come il codice di raccordo e la reperibilità in fondo. A destra i dispositivi si collegano tramite Fulcro Edge a Fulcro Cloud, i cui servizi di core, provisioning, identità multi-tenant e automazione sono già pronti, con Fulcro Control in cima per il team operativo.',
    awsHeading: 'Assemblato con i servizi AWS',
    fulcroHeading: 'Una piattaforma: Fulcro',
    devices: 'Dispositivi',
    iotCore: 'AWS IoT Core',
    deviceManagement: 'Device Management',
    deviceDefender: 'Device Defender',
    greengrass: 'Greengrass (edge)',
    rulesLambda: 'Regole e Lambda',
    timeSeries: ['Serie temporali:', 'archivio a tua scelta'],
    dashboards: 'Le tue dashboard',
    accounts: 'I tuoi account utente',
    billing: 'La tua fatturazione',
    glue: 'Raccordo e reperibilità: il tuo team',
    edge: 'Fulcro Edge',
    cloud: 'Fulcro Cloud',
    core: 'Core: acquisizione, archivio, OTA',
    provisioning: 'Provisioning, certificati, remote init',
    identity: 'Auth e IAM, multi-tenant',
    automation: 'Regole, notifiche, export',
    control: 'Fulcro Control',
    legend: 'Tratteggiato: un servizio da aggiungere o codice che scrive il tuo team · Pieno: un servizio pronto',
  },
};

/** Two panels: an assembly of AWS services with the parts a team still builds (left), one platform (right). */
export default function CompareAws(): ReactNode {
  const t = useLabels(labels);
  const grid: [string | readonly string[], boolean][] = [
    [t.deviceManagement, false],
    [t.deviceDefender, false],
    [t.greengrass, false],
    [t.rulesLambda, false],
    [t.timeSeries, false],
    [t.dashboards, true],
    [t.accounts, true],
    [t.billing, true],
  ];
  const layers = [t.core, t.provisioning, t.identity, t.automation];
  return (
    <DrawingSvg title={t.title} desc={t.desc} narrow={portrait(t, grid, layers)}>
      {/* Left: assembled from AWS services */}
      <rect x="20" y="20" width="450" height="472" rx="16" className={palette.panel} />
      <Text x={245} y={52} anchor="middle" size="heading">
        {t.awsHeading}
      </Text>
      <Box x={40} y={72} w={130} h={52} label={t.devices} />
      <Arrow
        points={[
          [170, 98],
          [210, 98],
        ]}
        tone="accent"
      />
      <Box x={210} y={72} w={240} h={52} tone="soft" label={t.iotCore} />
      <Arrow
        points={[
          [330, 124],
          [330, 150],
        ]}
      />
      <rect x="30" y="150" width="430" height="252" rx="12" className={palette.soft} />
      {grid.map(([name, dashed], i) => (
        <Box
          key={typeof name === 'string' ? name : name.join(' ')}
          x={i % 2 === 0 ? 40 : 255}
          y={164 + Math.floor(i / 2) * 60}
          w={195}
          h={46}
          tone={dashed ? 'ghost' : 'neutral'}
          label={name}
          compact
        />
      ))}
      <Arrow
        points={[
          [245, 402],
          [245, 420],
        ]}
      />
      <Box x={40} y={420} w={410} h={52} tone="ghost" label={t.glue} compact />
      {/* Right: one platform */}
      <rect x="490" y="20" width="450" height="472" rx="16" className={palette.panel} />
      <Text x={715} y={52} anchor="middle" size="heading">
        {t.fulcroHeading}
      </Text>
      <Box x={510} y={72} w={130} h={52} label={t.devices} />
      <Arrow
        points={[
          [640, 98],
          [680, 98],
        ]}
        tone="accent"
      />
      <Box x={680} y={72} w={240} h={52} tone="soft" label={t.edge} />
      <Arrow
        points={[
          [800, 124],
          [800, 150],
        ]}
        tone="accent"
      />
      <rect x="500" y="150" width="430" height="252" rx="12" className={palette.soft} />
      <Text x={715} y={178} anchor="middle" size="label">
        {t.cloud}
      </Text>
      {layers.map((name, i) => (
        <Box key={name} x={510} y={192 + i * 52} w={410} h={42} label={name} compact />
      ))}
      <Arrow
        points={[
          [715, 402],
          [715, 420],
        ]}
        tone="accent"
        both
      />
      <Box x={510} y={420} w={410} h={52} tone="accent" label={t.control} />
      <Text x={480} y={518} anchor="middle" size="small" muted>
        {t.legend}
      </Text>
    </DrawingSvg>
  );
}

type Row = [string | readonly string[], boolean];

/**
 * Portrait: the two panels stacked, each a column: its heading, the devices and their entry point, its services one
 * per row (long names wrap), then what sits below them; the legend at the bottom.
 */
function portrait(t: Labels, grid: readonly Row[], layers: readonly string[]): NarrowLayout {
  // A box holds about 30 characters; a longer name breaks into two lines of about the same length.
  const fit = (label: string) => (label.length > 30 ? wrap(label, Math.ceil(label.length / 2) + 6) : [label]);
  const out: ReactNode[] = [];
  let y = 12;
  const panel = (
    heading: string,
    entry: string,
    accent: boolean,
    items: readonly Row[],
    cloud: string,
    below: ReactNode,
    belowH: number,
  ) => {
    const top = y;
    const head = wrap(heading, 22);
    const row = top + 52 + (head.length - 1) * 27;
    const block = row + 72;
    let by = block + (cloud ? 42 : 10);
    const boxes = items.map(([label, dashed]) => {
      const lines = typeof label === 'string' ? fit(label) : label;
      const h = 17 + 19 * lines.length;
      by += h + 8;
      return (
        <Box
          key={lines.join()}
          x={28}
          y={by - h - 8}
          w={304}
          h={h}
          tone={dashed ? 'ghost' : 'neutral'}
          label={lines}
          compact
        />
      );
    });
    const end = by + 2;
    const tone = accent ? 'accent' : 'line';
    y = end + 18 + belowH + 16;
    out.push(
      <g key={heading}>
        <rect x="12" y={top} width="336" height={y - top} rx="16" className={palette.panel} />
        <Paragraph x={180} y={top + 32} lines={head} anchor="middle" size="heading" />
        <Box x={24} y={row} w={132} h={48} label={t.devices} />
        <Arrow
          points={[
            [156, row + 24],
            [184, row + 24],
          ]}
          tone="accent"
        />
        <Box x={184} y={row} w={152} h={48} tone="soft" label={entry} />
        <Arrow
          points={[
            [260, row + 48],
            [260, block],
          ]}
          tone={tone}
        />
        <rect x="20" y={block} width="320" height={end - block} rx="12" className={palette.soft} />
        {cloud && (
          <Text x={180} y={block + 28} anchor="middle">
            {cloud}
          </Text>
        )}
        {boxes}
        <Arrow
          points={[
            [180, end],
            [180, end + 18],
          ]}
          tone={tone}
          both={accent}
        />
        <g transform={`translate(0 ${end + 18})`}>{below}</g>
      </g>,
    );
    y += 16;
  };
  const glue = fit(t.glue);
  const glueH = 17 + 19 * glue.length;
  panel(
    t.awsHeading,
    t.iotCore,
    false,
    grid,
    '',
    <Box x={28} y={0} w={304} h={glueH} tone="ghost" label={glue} compact />,
    glueH,
  );
  const cloud: Row[] = layers.map((name) => [name, false]);
  panel(
    t.fulcroHeading,
    t.edge,
    true,
    cloud,
    t.cloud,
    <Box x={28} y={0} w={304} h={48} tone="accent" label={t.control} />,
    48,
  );
  const legend = wrap(t.legend, 42);
  return {
    height: y + legend.length * 20 + 2,
    content: (
      <>
        {out}
        <Paragraph x={180} y={y + 10} lines={legend} anchor="middle" size="small" muted />
      </>
    ),
  };
}
