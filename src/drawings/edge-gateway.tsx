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
  cloud: string;
  cloudSub: string;
  up: string;
  down: string;
  gateway: string;
  distros: string;
  agent: string;
  agentSub: string;
  broker: string;
  addons: string;
  persistence: readonly string[];
  ota: readonly string[];
  rules: readonly string[];
  monitor: readonly string[];
  services: string;
  serviceA: string;
  serviceB: string;
  serviceC: string;
  devices: string;
  devicesSub: string;
  boiler: string;
  serial: string;
  meter: string;
  modbus: string;
  sensor: string;
  ble: string;
};

const broker = `${ingestion.edgeLocalBroker.host}:${ingestion.edgeLocalBroker.port}`;
const tls = `MQTT + TLS · ${ingestion.mqttTlsPort}`;

const labels: Localized<Labels> = {
  en: {
    title: 'Fulcro Edge on a Linux gateway',
    desc: 'A Linux gateway runs the Fulcro Edge agent, which keeps one MQTT connection over TLS to Fulcro Cloud above it. Inside the gateway, the agent works with four addons (data persistence, OTA update, rules engine, system monitor) and runs a local broker; your own edge services, written in any language, publish to that broker. Below the gateway, devices on a serial line, on Modbus and on BLE are read by those services.',
    cloud: 'Fulcro Cloud',
    cloudSub: tls,
    up: 'telemetry, events',
    down: 'commands, config',
    gateway: 'Linux gateway',
    distros: 'Debian · Ubuntu · Yocto',
    agent: 'Fulcro Edge',
    agentSub: 'agent, identity',
    broker: 'Local broker',
    addons: 'Addons',
    persistence: ['Data', 'persistence'],
    ota: ['OTA', 'update'],
    rules: ['Rules', 'engine'],
    monitor: ['System', 'monitor'],
    services: 'Your edge services',
    serviceA: 'serial-reader · Python',
    serviceB: 'modbus-poller · Go',
    serviceC: 'ble-scanner · Rust',
    devices: 'Devices behind the gateway',
    devicesSub: 'connectables with the edge as parent',
    boiler: 'Boiler',
    serial: 'serial',
    meter: 'Meter',
    modbus: 'Modbus',
    sensor: 'Sensor',
    ble: 'BLE',
  },
  it: {
    title: 'Fulcro Edge su un gateway Linux',
    desc: "Un gateway Linux esegue l'agente Fulcro Edge, che mantiene una connessione MQTT su TLS con Fulcro Cloud, in alto. Nel gateway l'agente lavora con quattro addon (persistenza dei dati, aggiornamento OTA, motore di regole, monitor di sistema) e fa girare un broker locale; i tuoi servizi edge, scritti in qualsiasi linguaggio, pubblicano su quel broker. Sotto il gateway, quei servizi leggono dispositivi collegati su linea seriale, Modbus e BLE.",
    cloud: 'Fulcro Cloud',
    cloudSub: tls,
    up: 'telemetria, eventi',
    down: 'comandi, configurazione',
    gateway: 'Gateway Linux',
    distros: 'Debian · Ubuntu · Yocto',
    agent: 'Fulcro Edge',
    agentSub: 'agente, identità',
    broker: 'Broker locale',
    addons: 'Addon',
    persistence: ['Persistenza', 'dei dati'],
    ota: ['Aggiornamento', 'OTA'],
    rules: ['Motore', 'di regole'],
    monitor: ['Monitor', 'di sistema'],
    services: 'I tuoi servizi edge',
    serviceA: 'serial-reader · Python',
    serviceB: 'modbus-poller · Go',
    serviceC: 'ble-scanner · Rust',
    devices: 'Dispositivi dietro il gateway',
    devicesSub: "connectable con l'edge come parent",
    boiler: 'Caldaia',
    serial: 'seriale',
    meter: 'Contatore',
    modbus: 'Modbus',
    sensor: 'Sensore',
    ble: 'BLE',
  },
};

/** The cloud above, the gateway in the middle (addons, agent, local broker, edge services), devices below. */
export default function EdgeGateway(): ReactNode {
  const t = useLabels(labels);
  const addons: (readonly string[])[] = [t.persistence, t.ota, t.rules, t.monitor];
  const services = [t.serviceA, t.serviceB, t.serviceC];
  const devices: [string, string][] = [
    [t.boiler, t.serial],
    [t.meter, t.modbus],
    [t.sensor, t.ble],
  ];
  return (
    <DrawingSvg title={t.title} desc={t.desc} narrow={portrait(t)}>
      {/* The cloud, above the gateway */}
      <Box x={360} y={20} w={240} h={60} tone="accent" label={t.cloud} sub={t.cloudSub} />
      <Arrow
        points={[
          [480, 200],
          [480, 80],
        ]}
        tone="accent"
        both
      />
      <Text x={468} y={106} anchor="end" size="small" muted>
        {t.up}
      </Text>
      <Text x={492} y={106} size="small" muted>
        {t.down}
      </Text>
      {/* The gateway */}
      <rect x="20" y="120" width="920" height="290" rx="16" className={palette.panel} />
      <Text x={40} y={152} size="heading">
        {t.gateway}
      </Text>
      <Text x={920} y={152} anchor="end" size="small" muted>
        {t.distros}
      </Text>
      {/* Addons, left */}
      <Box x={28} y={176} w={300} h={208} tone="ghost" />
      <Text x={40} y={200} size="small" muted>
        {t.addons}
      </Text>
      {addons.map((label, i) => (
        <Box
          key={label.join(' ')}
          x={40 + (i % 2) * 142}
          y={212 + Math.floor(i / 2) * 86}
          w={134}
          h={76}
          tone="soft"
          label={label}
          compact
        />
      ))}
      <Arrow
        points={[
          [328, 232],
          [370, 232],
        ]}
        both
      />
      {/* Agent and local broker, centre */}
      <Box x={370} y={200} w={220} h={64} tone="accent" label={t.agent} sub={t.agentSub} />
      <Arrow
        points={[
          [480, 264],
          [480, 310],
        ]}
        both
      />
      <Box x={370} y={310} w={220} h={64} tone="soft" label={t.broker} sub={broker} />
      {/* Edge services, right */}
      <Box x={640} y={176} w={284} h={208} tone="ghost" />
      <Text x={656} y={200} size="small" muted>
        {t.services}
      </Text>
      {services.map((name, i) => (
        <Box key={name} x={656} y={212 + i * 56} w={252} h={44} label={name} compact />
      ))}
      <Arrow
        points={[
          [640, 342],
          [590, 342],
        ]}
        both
      />
      <Text x={615} y={332} anchor="middle" size="small" muted>
        MQTT
      </Text>
      {/* Devices, below */}
      <Text x={40} y={486}>
        {t.devices}
      </Text>
      <Text x={40} y={508} size="small" muted>
        {t.devicesSub}
      </Text>
      {devices.map(([name, link], i) => {
        const x = 640 + i * 98;
        return (
          <g key={name}>
            <Arrow
              points={[
                [x + 44, 460],
                [x + 44, 384],
              ]}
            />
            <Box x={x} y={460} w={88} h={60} label={name} sub={link} compact />
          </g>
        );
      })}
    </DrawingSvg>
  );
}

/** Portrait: the cloud on top; in the gateway the addons beside the agent and the broker, the edge services below; the devices at the bottom. */
function portrait(t: Labels): NarrowLayout {
  const c = 206; // top of the addons and the agent
  const services = c + 316;
  const devices = services + 246;
  const sub = wrap(t.devicesSub, 36);
  const addons = [t.persistence, t.ota, t.rules, t.monitor];
  const devs = [
    [t.boiler, t.serial],
    [t.meter, t.modbus],
    [t.sensor, t.ble],
  ];
  return {
    height: devices + 118 + sub.length * 20,
    content: (
      <>
        <Box x={196} y={12} w={152} h={60} tone="accent" label={t.cloud} sub={t.cloudSub} />
        <Arrow
          points={[
            [272, c],
            [272, 72],
          ]}
          tone="accent"
          both
        />
        <Paragraph x={260} y={100} anchor="end" size="small" muted lines={[`↑ ${t.up}`, `↓ ${t.down}`]} />
        <rect x="8" y="134" width="344" height={services + 202 - 134} rx="16" className={palette.panel} />
        <Text x={20} y={166} size="heading">
          {t.gateway}
        </Text>
        <Text x={20} y={188} size="small" muted>
          {t.distros}
        </Text>
        {/* Addons, beside the agent */}
        <Box x={16} y={c} w={156} h={272} tone="ghost" />
        <Text x={26} y={c + 22} size="small" muted>
          {t.addons}
        </Text>
        {addons.map((label, i) => (
          <Box key={label.join(' ')} x={22} y={c + 32 + i * 60} w={144} h={52} tone="soft" label={label} compact />
        ))}
        <Arrow
          points={[
            [172, c + 32],
            [202, c + 32],
          ]}
          both
        />
        {/* Agent and local broker */}
        <Box x={202} y={c} w={140} h={64} tone="accent" label={t.agent} sub={t.agentSub} />
        <Arrow
          points={[
            [272, c + 64],
            [272, c + 188],
          ]}
          both
        />
        <Box x={202} y={c + 188} w={140} h={84} tone="soft" label={wrap(t.broker, 8)} sub={broker} />
        <Arrow
          points={[
            [272, c + 272],
            [272, services],
          ]}
          both
        />
        <Text x={260} y={c + 300} anchor="end" size="small" muted>
          MQTT
        </Text>
        {/* Edge services */}
        <Box x={16} y={services} w={328} h={190} tone="ghost" />
        <Text x={28} y={services + 22} size="small" muted>
          {t.services}
        </Text>
        {[t.serviceA, t.serviceB, t.serviceC].map((name, i) => (
          <Box key={name} x={28} y={services + 34 + i * 52} w={304} h={44} label={name} compact />
        ))}
        {/* Devices, below the gateway */}
        {devs.map(([name, link], i) => (
          <g key={name}>
            <Arrow
              points={[
                [64 + i * 116, devices],
                [64 + i * 116, services + 190],
              ]}
            />
            <Box x={16 + i * 116} y={devices} w={96} h={60} label={name} sub={link} compact />
          </g>
        ))}
        <Text x={16} y={devices + 94}>
          {t.devices}
        </Text>
        <Paragraph x={16} y={devices + 116} size="small" muted lines={sub} />
      </>
    ),
  };
}
