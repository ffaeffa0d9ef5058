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
import {ingestion} from '@site/src/data/platform';

type Labels = {
  title: string;
  desc: string;
  /** The four stages, left to right: heading and a muted line under it. */
  stages: readonly (readonly [string, string])[];
  devices: string;
  devicesSub: string;
  machines: string;
  machinesSub: string;
  direct: string;
  agent: string;
  addons: string;
  addonList: readonly string[];
  broker: string;
  services: string;
  coreSub: string;
  aiSub: string;
  apps: readonly (readonly [string, string])[];
};

const tls = `MQTT + TLS · ${ingestion.mqttTlsPort}`;
const distros = 'Debian · Ubuntu · Yocto';
const cloudServices = [
  'Auth & IAM',
  'Provisioning',
  'Resources',
  'Rules engine',
  'Notifications',
  'Monitoring',
  'Exporter',
  'Pay',
];

const labels: Localized<Labels> = {
  en: {
    title: 'The Fulcro platform at a glance',
    desc: `The Fulcro platform in four stages, left to right. Your devices connect in two ways: microcontrollers and sensors go straight to Fulcro Cloud over MQTT with TLS on port ${ingestion.mqttTlsPort} or over HTTP, while machines on serial lines or Modbus are read by your edge services on a Linux gateway, where Fulcro Edge runs a local broker and addons such as data persistence, OTA update and a local rules engine, and keeps one MQTT connection over TLS to the cloud. Your Fulcro Cloud instance, at {tenant}.fulcro.cloud, runs Core (acquisition and time series), Auth and IAM, Provisioning, Resources, Rules engine, Notifications, Monitoring, Exporter and Pay, with Fulcro AI, for anomaly detection and forecasting, as an add-on. On the right, Fulcro Control with its flow editor, the Fulcro Copilot assistant and your own apps work with the cloud through the REST APIs and WebSocket, and your end users claim and share devices through your apps.`,
    stages: [
      ['Your devices', 'connectables'],
      ['Fulcro Edge', 'on a Linux gateway'],
      ['Fulcro Cloud', '{tenant}.fulcro.cloud'],
      ['Apps and people', 'your team, your customers'],
    ],
    devices: 'Devices',
    devicesSub: 'MCUs, sensors',
    machines: 'Machines',
    machinesSub: 'serial, Modbus',
    direct: `${tls}, or HTTP`,
    agent: 'Agent',
    addons: 'Addons',
    addonList: ['Data persistence', 'OTA update', 'Local rules engine'],
    broker: 'Local broker',
    services: 'Your edge services',
    coreSub: 'acquisition, time series',
    aiSub: 'anomaly detection, forecasting',
    apps: [
      ['Fulcro Control', 'devices, flow editor'],
      ['Fulcro Copilot', 'assistant'],
      ['Your apps', 'REST APIs, WebSocket'],
      ['End users', 'claim, share'],
    ],
  },
  it: {
    title: "La piattaforma Fulcro in un colpo d'occhio",
    desc: `La piattaforma Fulcro in quattro tappe, da sinistra a destra. I tuoi dispositivi si collegano in due modi: microcontrollori e sensori arrivano direttamente a Fulcro Cloud via MQTT su TLS, sulla porta ${ingestion.mqttTlsPort}, o via HTTP, mentre le macchine su linea seriale o Modbus sono lette dai tuoi servizi edge su un gateway Linux, dove Fulcro Edge fa girare un broker locale e addon come la persistenza dei dati, l'aggiornamento OTA e un motore di regole locale, e tiene una sola connessione MQTT su TLS con il cloud. La tua istanza di Fulcro Cloud, all'indirizzo {tenant}.fulcro.cloud, esegue Core (acquisizione e serie temporali), Auth e IAM, Provisioning, Resources, Rules engine, Notifications, Monitoring, Exporter e Pay, con l'add-on Fulcro AI per il rilevamento di anomalie e le previsioni. A destra Fulcro Control con il suo editor di flussi, l'assistente Fulcro Copilot e le tue app lavorano con il cloud tramite le API REST e WebSocket, e i tuoi utenti finali associano e condividono i dispositivi tramite le tue app.`,
    stages: [
      ['I tuoi dispositivi', 'connectable'],
      ['Fulcro Edge', 'su un gateway Linux'],
      ['Fulcro Cloud', '{tenant}.fulcro.cloud'],
      ['App e persone', 'il tuo team, i tuoi clienti'],
    ],
    devices: 'Dispositivi',
    devicesSub: 'MCU, sensori',
    machines: 'Macchine',
    machinesSub: 'seriale, Modbus',
    direct: `${tls}, o HTTP`,
    agent: 'Agente',
    addons: 'Addon',
    addonList: ['Persistenza dei dati', 'Aggiornamento OTA', 'Motore di regole locale'],
    broker: 'Broker locale',
    services: 'I tuoi servizi edge',
    coreSub: 'acquisizione, serie temporali',
    aiSub: 'rilevamento di anomalie, previsioni',
    apps: [
      ['Fulcro Control', 'dispositivi, editor di flussi'],
      ['Fulcro Copilot', 'assistente'],
      ['Le tue app', 'API REST, WebSocket'],
      ['Utenti finali', 'associano, condividono'],
    ],
  },
};

/** A stage's heading: a coloured rule (accent for Fulcro's own parts), the heading, a muted line. */
function Stage({
  x,
  y,
  w,
  stage: [heading, sub],
  ours,
}: {
  x: number;
  y: number;
  w: number;
  stage: readonly [string, string];
  ours: boolean;
}): ReactNode {
  return (
    <>
      <rect x={x} y={y} width={w} height="4" rx="2" className={ours ? palette.accent : palette.fillLine} />
      <Text x={x} y={y + 32} size="heading">
        {heading}
      </Text>
      <Text x={x} y={y + 54} size="small" muted>
        {sub}
      </Text>
    </>
  );
}

/** The agent with its addons: an accent header over a soft list. */
function Agent({x, y, w, t}: {x: number; y: number; w: number; t: Labels}): ReactNode {
  const h = 46 + t.addonList.length * 20;
  return (
    <>
      <rect x={x} y={y + 30} width={w} height={h} rx="10" className={palette.soft} />
      <Box x={x} y={y} w={w} h={44} tone="accent" label={t.agent} />
      <Text x={x + 14} y={y + 66} size="small" muted>
        {t.addons}
      </Text>
      <Paragraph x={x + 14} y={y + 88} size="small" lines={t.addonList} />
    </>
  );
}

/** The Fulcro AI add-on: a warm dashed box with an «add-on» tag. */
function Ai({x, y, w, lines}: {x: number; y: number; w: number; lines: readonly string[]}): ReactNode {
  return (
    <>
      <rect
        x={x}
        y={y}
        width={w}
        height={42 + lines.length * 20}
        rx="10"
        className={`${palette.lineWarm} ${palette.dashed}`}
      />
      <Text x={x + 14} y={y + 28}>
        Fulcro AI
      </Text>
      <rect x={x + w - 72} y={y + 11} width="60" height="24" rx="12" className={palette.warm} />
      <text x={x + w - 42} y={y + 28} textAnchor="middle" className={`${palette.small} ${palette.textOnWarm}`}>
        add-on
      </text>
      <Paragraph x={x + 14} y={y + 50} size="small" muted lines={lines} />
    </>
  );
}

/** Four stages, left to right: your devices, Fulcro Edge on a gateway, Fulcro Cloud, the apps and people that use it. */
export default function PlatformOverview(): ReactNode {
  const t = useLabels(labels);
  const col = [
    [20, 140],
    [210, 200],
    [460, 240],
    [750, 190],
  ] as const;
  const rows = [140, 242, 350, 474]; // centres shared across the columns
  return (
    <DrawingSvg title={t.title} desc={t.desc} narrow={portrait(t)}>
      {t.stages.map((stage, i) => (
        <Stage key={stage[0]} x={col[i][0]} y={20} w={col[i][1]} stage={stage} ours={i === 1 || i === 2} />
      ))}
      {/* Your devices: straight to the cloud, or behind the gateway */}
      <Box x={20} y={rows[0] - 36} w={140} h={72} label={t.devices} sub={t.devicesSub} />
      <Arrow
        points={[
          [160, rows[0]],
          [460, rows[0]],
        ]}
        tone="accent"
      />
      <Text x={310} y={rows[0] - 12} anchor="middle" size="small" muted>
        {t.direct}
      </Text>
      <Box x={20} y={rows[3] - 36} w={140} h={72} label={t.machines} sub={t.machinesSub} />
      {/* Fulcro Edge on the gateway */}
      <rect x="210" y="180" width="200" height="332" rx="16" className={palette.panel} />
      <Text x={310} y={206} anchor="middle" size="small" muted>
        {distros}
      </Text>
      <Agent x={222} y={rows[1] - 22} w={176} t={t} />
      <Box x={222} y={382} w={176} h={44} tone="soft" label={t.broker} compact />
      <Box x={222} y={452} w={176} h={44} label={t.services} compact />
      <Arrow
        points={[
          [310, 356],
          [310, 382],
        ]}
        both
      />
      <Arrow
        points={[
          [310, 426],
          [310, 452],
        ]}
        tone="accent"
        both
      />
      <Text x={322} y={444} size="small" muted>
        MQTT
      </Text>
      <Arrow
        points={[
          [160, rows[3]],
          [222, rows[3]],
        ]}
      />
      <Arrow
        points={[
          [398, rows[1]],
          [460, rows[1]],
        ]}
        tone="accent"
        both
      />
      <Text x={435} y={rows[1] - 10} anchor="middle" size="small" muted>
        MQTT
      </Text>
      <Text x={435} y={rows[1] + 22} anchor="middle" size="small" muted>
        TLS
      </Text>
      {/* Fulcro Cloud: Core, the services, the AI add-on */}
      <rect x="460" y="96" width="240" height="416" rx="16" className={palette.soft} />
      <Box x={472} y={110} w={216} h={56} tone="accent" label="Core" sub={t.coreSub} />
      {cloudServices.map((name, i) => (
        <Box key={name} x={472 + (i % 2) * 112} y={182 + Math.floor(i / 2) * 56} w={104} h={48} label={name} compact />
      ))}
      <Ai x={472} y={414} w={216} lines={wrap(t.aiSub, 26)} />
      {/* Apps and people */}
      {t.apps.map(([name, sub], i) => (
        <g key={name}>
          <Box x={750} y={rows[i] - 36} w={190} h={72} tone={i < 2 ? 'accent' : 'neutral'} label={name} sub={sub} />
          {i < 3 && (
            <Arrow
              points={[
                [700, rows[i]],
                [750, rows[i]],
              ]}
              both
            />
          )}
        </g>
      ))}
      <Arrow
        points={[
          [845, rows[2] + 36],
          [845, rows[3] - 36],
        ]}
        both
      />
    </DrawingSvg>
  );
}

/** Breaks a sub after its comma when it is longer than 18 characters (the kit's Box has a one-line sub). */
const subLines = (sub: string) =>
  sub.length > 18 ? sub.split(', ').map((part, i, all) => (i < all.length - 1 ? `${part},` : part)) : [sub];

/** Portrait: the four stages top to bottom; the direct devices' link runs down the left edge, past the gateway. */
function portrait(t: Labels): NarrowLayout {
  const [s1, s2, s3, s4] = t.stages;
  const edge = 146; // top of the gateway
  const row = edge + 84; // the edge services and the local broker
  const card = row + 78; // the agent
  const cloud = card + 76 + t.addonList.length * 20 + 14 + 34;
  const cb = cloud + 348; // bottom of the cloud
  const ct = cb + 70; // top of the apps
  const lines = t.apps.map(([, sub]) => subLines(sub).length);
  const h1 = 34 + Math.max(lines[0], lines[1]) * 20;
  const h2 = 34 + Math.max(lines[2], lines[3]) * 20;
  const bottom = ct + 10 + h1 + 10 + h2 + 10;
  return {
    height: bottom + 12,
    content: (
      <>
        {/* Your devices */}
        <Text x={12} y={36} size="heading">
          {s1[0]}
        </Text>
        <Text x={348} y={36} anchor="end" size="small" muted>
          {s1[1]}
        </Text>
        <Box x={12} y={50} w={160} h={60} label={t.devices} sub={t.devicesSub} />
        <Box x={188} y={50} w={160} h={60} label={t.machines} sub={t.machinesSub} />
        <Arrow
          points={[
            [24, 110],
            [24, cloud],
          ]}
          tone="accent"
        />
        <Text x={36} y={132} size="small" muted>
          {t.direct}
        </Text>
        {/* Fulcro Edge on the gateway */}
        <rect x="40" y={edge} width="308" height={cloud - 34 - edge} rx="16" className={palette.panel} />
        <Text x={52} y={edge + 32} size="heading">
          {s2[0]}
        </Text>
        <Paragraph x={52} y={edge + 54} size="small" muted lines={[s2[1], distros]} />
        <Box x={52} y={row} w={114} h={52} tone="soft" label={t.broker} compact />
        <Box x={222} y={row} w={114} h={52} label={wrap(t.services, 14)} compact />
        <Arrow
          points={[
            [279, 110],
            [279, row],
          ]}
        />
        <Arrow
          points={[
            [166, row + 26],
            [222, row + 26],
          ]}
          tone="accent"
          both
        />
        <Text x={194} y={row + 18} anchor="middle" size="small" muted>
          MQTT
        </Text>
        <Arrow
          points={[
            [109, row + 52],
            [109, card],
          ]}
          both
        />
        <Agent x={52} y={card} w={284} t={t} />
        <Arrow
          points={[
            [194, cloud - 48],
            [194, cloud],
          ]}
          tone="accent"
          both
        />
        <Text x={206} y={cloud - 19} size="small" muted>
          MQTT + TLS
        </Text>
        {/* Fulcro Cloud */}
        <rect x="12" y={cloud} width="336" height={cb - cloud} rx="16" className={palette.soft} />
        <Text x={24} y={cloud + 32} size="heading">
          {s3[0]}
        </Text>
        <Text x={336} y={cloud + 32} anchor="end" size="small" muted>
          {s3[1]}
        </Text>
        <Box x={24} y={cloud + 46} w={312} h={48} tone="accent" label="Core" sub={t.coreSub} />
        {cloudServices.map((name, i) => (
          <Box
            key={name}
            x={24 + (i % 2) * 160}
            y={cloud + 106 + Math.floor(i / 2) * 40}
            w={152}
            h={34}
            label={name}
            compact
          />
        ))}
        <Ai x={24} y={cloud + 272} w={312} lines={[t.aiSub]} />
        {/* Apps and people */}
        <Text x={12} y={cb + 36} size="heading">
          {s4[0]}
        </Text>
        <Text x={12} y={cb + 58} size="small" muted>
          {s4[1]}
        </Text>
        <Arrow
          points={[
            [300, cb],
            [300, ct],
          ]}
          both
        />
        <rect x="12" y={ct} width="336" height={bottom - ct} rx="16" className={`${palette.panel} ${palette.dashed}`} />
        {t.apps.map(([name, sub], i) => (
          <Box
            key={name}
            x={i % 2 ? 194 : 22}
            y={i < 2 ? ct + 10 : ct + 20 + h1}
            w={144}
            h={i < 2 ? h1 : h2}
            tone={i < 2 ? 'accent' : 'neutral'}
            label={name}
            sub={subLines(sub)}
          />
        ))}
        <Arrow
          points={[
            [166, ct + 20 + h1 + h2 / 2],
            [194, ct + 20 + h1 + h2 / 2],
          ]}
          both
        />
      </>
    ),
  };
}
