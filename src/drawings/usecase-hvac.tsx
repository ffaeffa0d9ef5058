import React, {type ReactNode} from 'react';
import {
  Arrow,
  Box,
  DrawingSvg,
  Text,
  palette,
  useLabels,
  type Localized,
  type NarrowLayout,
} from '@site/src/components/DrawingKit';

type Labels = {
  title: string;
  desc: string;
  plantRoom: string;
  boiler: readonly string[];
  heatPump: readonly string[];
  airHandler: readonly string[];
  bus: string;
  edge: string;
  edgeService: string;
  broker: string;
  addons: string;
  persistence: readonly string[];
  localRules: string;
  cloud: string;
  core: string;
  coreSub: string;
  rules: string;
  notifications: string;
  exporter: string;
  exporterSub: string;
  ai: string;
  aiSub: string;
  people: string;
  control: readonly string[];
  installer: string;
  installerSub: string;
  owner: readonly string[];
  ownerSub: string;
};

const labels: Localized<Labels> = {
  en: {
    title: 'Reference architecture for connected HVAC equipment',
    desc: 'A boiler, a heat pump and an air handler in a plant room are read over Modbus or BACnet by an edge service on a Fulcro Edge gateway, which publishes to its local broker, buffers data with the persistence addon and applies local rules. The gateway forwards the data over MQTT with mutual TLS to Fulcro Cloud, where Core stores it and the rules engine, Notifications, Exporter and Fulcro AI use it. Fulcro Control, the installer and the building owner receive the results.',
    plantRoom: 'Plant room',
    boiler: ['Boiler'],
    heatPump: ['Heat pump'],
    airHandler: ['Air handler'],
    bus: 'Modbus · BACnet',
    edge: 'Fulcro Edge',
    edgeService: 'Edge service',
    broker: 'Local broker',
    addons: 'Addons',
    persistence: ['Data', 'persistence'],
    localRules: 'Local rules',
    cloud: 'Fulcro Cloud',
    core: 'Core',
    coreSub: 'SenML time series',
    rules: 'Rules engine',
    notifications: 'Notifications',
    exporter: 'Exporter',
    exporterSub: 'monthly PDF report',
    ai: 'Fulcro AI',
    aiSub: 'anomalies, forecasts',
    people: 'People',
    control: ['Fulcro', 'Control'],
    installer: 'Installer',
    installerSub: 'email · push',
    owner: ['Building', 'owner'],
    ownerSub: 'PDF report',
  },
  it: {
    title: 'Architettura di riferimento per impianti HVAC connessi',
    desc: "Una caldaia, una pompa di calore e un'unità di trattamento aria in centrale termica vengono lette via Modbus o BACnet da un servizio edge su un gateway con Fulcro Edge, che pubblica sul broker locale, conserva i dati con l'addon di persistenza e applica regole locali. Il gateway inoltra i dati via MQTT con TLS reciproco a Fulcro Cloud, dove Core li conserva e motore di regole, notifiche, Exporter e Fulcro AI li usano. Fulcro Control, l'installatore e il proprietario dell'edificio ricevono i risultati.",
    plantRoom: 'Locale tecnico',
    boiler: ['Caldaia'],
    heatPump: ['Pompa', 'di calore'],
    airHandler: ['Trattamento', 'aria'],
    bus: 'Modbus · BACnet',
    edge: 'Fulcro Edge',
    edgeService: 'Servizio edge',
    broker: 'Broker locale',
    addons: 'Addon',
    persistence: ['Persistenza', 'dei dati'],
    localRules: 'Regole locali',
    cloud: 'Fulcro Cloud',
    core: 'Core',
    coreSub: 'serie temporali SenML',
    rules: 'Motore di regole',
    notifications: 'Notifiche',
    exporter: 'Exporter',
    exporterSub: 'report PDF mensile',
    ai: 'Fulcro AI',
    aiSub: 'anomalie, previsioni',
    people: 'Persone',
    control: ['Fulcro', 'Control'],
    installer: 'Installatore',
    installerSub: 'email · push',
    owner: ['Proprietario'],
    ownerSub: 'report PDF',
  },
};

/** A piece of equipment: its name, its SenML units, its y on the landscape canvas. */
type Equipment = [readonly string[], string, number];
/** A cloud service: name, optional second line, y on the landscape canvas, tone. */
type Service = [string, string | undefined, number, 'soft' | 'neutral'];

/** Plant room on the left, the gateway with Fulcro Edge, the cloud services, then the people who use the results. */
export default function UsecaseHvac(): ReactNode {
  const t = useLabels(labels);
  const equipment: Equipment[] = [
    [t.boiler, 'Cel · Pa · m3', 104],
    [t.heatPump, 'W · m3/s · Cel', 204],
    [t.airHandler, '%RH · Pa · Cel', 304],
  ];
  const services: Service[] = [
    [t.core, t.coreSub, 84, 'soft'],
    [t.rules, undefined, 160, 'neutral'],
    [t.notifications, undefined, 236, 'neutral'],
    [t.exporter, t.exporterSub, 320, 'neutral'],
    [t.ai, t.aiSub, 404, 'neutral'],
  ];
  return (
    <DrawingSvg title={t.title} desc={t.desc} narrow={portrait(t, equipment, services)}>
      {/* Plant room with three kinds of equipment on a field bus */}
      <rect x="20" y="24" width="180" height="492" rx="16" className={palette.panel} />
      <Text x={110} y={62} anchor="middle">
        {t.plantRoom}
      </Text>
      {equipment.map(([label, units, y]) => (
        <Box key={units} x={35} y={y} w={150} h={76} tone="soft" label={label} sub={units} />
      ))}
      <path d="M185,242 L220,242 M185,342 L220,342 M220,142 L220,342" className={palette.line} />
      <Text x={110} y={430} anchor="middle" size="small" muted>
        {t.bus}
      </Text>
      {/* Gateway running Fulcro Edge */}
      <rect x="240" y="24" width="200" height="492" rx="16" className={palette.panel} />
      <Arrow
        points={[
          [185, 142],
          [255, 142],
        ]}
      />
      <Text x={340} y={62} anchor="middle">
        {t.edge}
      </Text>
      <Box x={255} y={114} w={170} h={56} label={t.edgeService} />
      <Arrow
        points={[
          [340, 170],
          [340, 200],
        ]}
      />
      <Box x={255} y={200} w={170} h={56} tone="accent" label={t.broker} />
      <Arrow
        points={[
          [340, 256],
          [340, 280],
        ]}
        both
      />
      <Box x={248} y={280} w={184} h={172} tone="ghost" />
      <Text x={262} y={302} size="small" muted>
        {t.addons}
      </Text>
      <Box x={262} y={312} w={156} h={60} label={t.persistence} />
      <Box x={262} y={384} w={156} h={56} label={t.localRules} />
      {/* Link to the cloud */}
      <Arrow
        points={[
          [425, 228],
          [520, 228],
        ]}
        tone="accent"
      />
      <Text x={472} y={216} anchor="middle" size="small" muted>
        MQTT
      </Text>
      <Text x={472} y={250} anchor="middle" size="small" muted>
        mTLS
      </Text>
      {/* Fulcro Cloud services */}
      <rect x="520" y="24" width="240" height="492" rx="16" className={palette.panel} />
      <Text x={640} y={62} anchor="middle">
        {t.cloud}
      </Text>
      {services.map(([label, sub, y, tone]) => (
        <Box key={label} x={540} y={y} w={200} h={56} tone={tone} label={label} sub={sub} />
      ))}
      {/* People who use the results */}
      <Text x={865} y={62} anchor="middle">
        {t.people}
      </Text>
      <Arrow
        points={[
          [760, 124],
          [790, 124],
        ]}
        both
      />
      <Box x={790} y={84} w={150} h={80} tone="accent" label={t.control} />
      <Arrow
        points={[
          [740, 264],
          [790, 264],
        ]}
      />
      <Box x={790} y={232} w={150} h={64} label={t.installer} sub={t.installerSub} />
      <Arrow
        points={[
          [740, 348],
          [790, 348],
        ]}
      />
      <Box x={790} y={306} w={150} h={84} label={t.owner} sub={t.ownerSub} />
    </DrawingSvg>
  );
}

/**
 * Portrait: the plant room, the gateway and the cloud stacked as panels, the people at the bottom; every connection runs
 * in the gutter on the right (the people in reverse order, so the three lanes nest without crossing).
 */
function portrait(t: Labels, equipment: readonly Equipment[], services: readonly Service[]): NarrowLayout {
  const flat = (label: readonly string[]) => label.join(' ');
  const box = (y: number, label: string, sub?: string, tone: 'soft' | 'neutral' | 'accent' = 'neutral') => (
    <Box key={label} x={28} y={y} w={232} h={50} tone={tone} label={label} sub={sub} />
  );
  const panel = (y: number, h: number, title: string) => (
    <>
      <rect x="12" y={y} width="264" height={h} rx="16" className={palette.panel} />
      <Text x={144} y={y + 30} anchor="middle">
        {title}
      </Text>
    </>
  );
  const people: [string, string | undefined, number][] = [
    [flat(t.owner), t.ownerSub, 3],
    [t.installer, t.installerSub, 2],
    [flat(t.control), undefined, 0],
  ];
  const sy = (i: number) => 682 + i * 58;
  const py = (i: number) => 1026 + i * 58;
  return {
    height: 1206,
    content: (
      <>
        {/* Plant room, its field bus down the gutter to the edge service */}
        {panel(12, 252, t.plantRoom)}
        {equipment.map(([label, units], i) => box(58 + i * 58, flat(label), units, 'soft'))}
        <path d="M260,141 L296,141 M260,199 L296,199" className={palette.line} />
        <Text x={144} y={250} anchor="middle" size="small" muted>
          {t.bus}
        </Text>
        {/* Gateway running Fulcro Edge */}
        {panel(280, 340, t.edge)}
        {box(326, t.edgeService)}
        <Arrow
          points={[
            [260, 83],
            [296, 83],
            [296, 351],
            [260, 351],
          ]}
        />
        <Arrow
          points={[
            [144, 376],
            [144, 398],
          ]}
        />
        {box(398, t.broker, undefined, 'accent')}
        <Arrow
          points={[
            [144, 448],
            [144, 470],
          ]}
          both
        />
        <Box x={20} y={470} w={248} h={136} tone="ghost" />
        <Text x={32} y={490} size="small" muted>
          {t.addons}
        </Text>
        <Box x={28} y={500} w={232} h={44} label={flat(t.persistence)} />
        <Box x={28} y={552} w={232} h={44} label={t.localRules} />
        {/* Link to the cloud */}
        <Arrow
          points={[
            [260, 423],
            [296, 423],
            [296, 666],
            [276, 666],
          ]}
          tone="accent"
        />
        <Text x={302} y={530} size="small" muted>
          MQTT
        </Text>
        <Text x={302} y={552} size="small" muted>
          mTLS
        </Text>
        {/* Fulcro Cloud services */}
        {panel(636, 342, t.cloud)}
        {services.map(([label, sub, , tone], i) => box(sy(i), label, sub, tone))}
        {/* People who use the results */}
        <Text x={144} y={1010} anchor="middle">
          {t.people}
        </Text>
        {people.map(([label, sub, from], i) => {
          const lane = 296 + i * 20;
          return (
            <g key={label}>
              {box(py(i), label, sub, from ? 'neutral' : 'accent')}
              <Arrow
                points={[
                  [260, sy(from) + 25],
                  [lane, sy(from) + 25],
                  [lane, py(i) + 25],
                  [260, py(i) + 25],
                ]}
                both={!from}
              />
            </g>
          );
        })}
      </>
    ),
  };
}
