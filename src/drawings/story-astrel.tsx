import React, {type ReactNode} from 'react';
import {Arrow, Box, DrawingSvg, Text, palette, useLabels, type Localized} from '@site/src/components/DrawingKit';

type Labels = {
  title: string;
  desc: string;
  atThePool: string;
  pool: string;
  controller: string;
  controllerSub: string;
  pump: string;
  filter: string;
  probes: readonly string[];
  phDosing: readonly string[];
  chlorineDosing: readonly string[];
  protocol: string;
  cloud: string;
  core: string;
  coreSub: string;
  resources: string;
  resourcesSub: string;
  rules: readonly string[];
  exporter: string;
  exporterSub: string;
  notifications: string;
  technician: string;
  technicianSub: string;
  owner: string;
  ownerSub: string;
};

const labels: Localized<Labels> = {
  en: {
    title: 'Illustrative project: a connected pool controller',
    desc: 'At the pool, water flows from the pool through the pump, the filter and the probe cell and back. The pool controller drives the pump and the pH and chlorine dosing pumps and reads the probes. It sends its readings over MQTT with TLS to Fulcro Cloud, where Core stores them, Resources ties each controller to its pool and site, the rules engine checks the water chemistry, Notifications sends a push message to the technician and Exporter produces a season report for the owner.',
    atThePool: 'At the pool',
    pool: 'Pool',
    controller: 'Pool controller',
    controllerSub: 'Wi-Fi · MQTT',
    pump: 'Pump',
    filter: 'Filter',
    probes: ['Probes', 'pH · Rx · °C'],
    phDosing: ['pH', 'dosing'],
    chlorineDosing: ['Chlorine', 'dosing'],
    protocol: 'MQTT · TLS',
    cloud: 'Fulcro Cloud',
    core: 'Core',
    coreSub: 'readings',
    resources: 'Resources',
    resourcesSub: 'pool · site',
    rules: ['Rules engine'],
    exporter: 'Exporter',
    exporterSub: 'recurring job',
    notifications: 'Notifications',
    technician: 'Technician',
    technicianSub: 'push message',
    owner: 'Owner',
    ownerSub: 'season PDF',
  },
  it: {
    title: 'Progetto illustrativo: una centralina per piscine connessa',
    desc: "In piscina l'acqua passa dalla vasca alla pompa, al filtro e alla cella delle sonde, poi torna in vasca. La centralina comanda la pompa e le pompe dosatrici di pH e cloro e legge le sonde. Invia le letture via MQTT con TLS a Fulcro Cloud, dove Core le conserva, Risorse lega ogni centralina alla sua piscina e al suo impianto, il motore di regole controlla la chimica dell'acqua, le notifiche mandano un messaggio push al tecnico ed Exporter produce un report di stagione per il proprietario.",
    atThePool: 'In piscina',
    pool: 'Piscina',
    controller: 'Centralina',
    controllerSub: 'Wi-Fi · MQTT',
    pump: 'Pompa',
    filter: 'Filtro',
    probes: ['Sonde', 'pH · Rx · °C'],
    phDosing: ['Dosaggio', 'pH'],
    chlorineDosing: ['Dosaggio', 'cloro'],
    protocol: 'MQTT · TLS',
    cloud: 'Fulcro Cloud',
    core: 'Core',
    coreSub: 'letture',
    resources: 'Risorse',
    resourcesSub: 'piscina, impianto',
    rules: ['Motore', 'di regole'],
    exporter: 'Exporter',
    exporterSub: 'job ricorrente',
    notifications: 'Notifiche',
    technician: 'Tecnico',
    technicianSub: 'messaggio push',
    owner: 'Proprietario',
    ownerSub: 'PDF di stagione',
  },
};

/** The pool and its circulation loop on the left, the cloud services and the people they reach on the right. */
export default function StoryAstrel(): ReactNode {
  const t = useLabels(labels);
  return (
    <DrawingSvg title={t.title} desc={t.desc}>
      {/* At the pool */}
      <Text x={276} y={136} size="small" muted>
        {t.atThePool}
      </Text>
      <Box x={276} y={150} w={294} h={80} tone="accent" label={t.controller} sub={t.controllerSub} />
      <rect x="24" y="300" width="220" height="200" rx="24" className={palette.soft} />
      <path d="M64,352 q15,-10 30,0 t30,0 t30,0 t30,0" className={palette.lineAccent} />
      <path d="M64,456 q15,-10 30,0 t30,0 t30,0 t30,0" className={palette.lineAccent} />
      <Text x={134} y={410} anchor="middle" size="heading">
        {t.pool}
      </Text>
      <Box x={368} y={310} w={76} h={56} tone="soft" label={t.phDosing} compact />
      <Box x={470} y={310} w={100} h={56} tone="soft" label={t.chlorineDosing} compact />
      <Box x={276} y={424} w={76} h={56} label={t.pump} compact />
      <Box x={368} y={424} w={76} h={56} label={t.filter} compact />
      <Box x={460} y={424} w={110} h={56} label={t.probes} compact />
      {/* Circulation loop */}
      <Arrow points={[[244, 452], [276, 452]]} tone="accent" />
      <Arrow points={[[352, 452], [368, 452]]} tone="accent" />
      <Arrow points={[[444, 452], [460, 452]]} tone="accent" />
      <Arrow points={[[515, 480], [515, 514], [134, 514], [134, 500]]} tone="accent" />
      {/* Control and readings */}
      <Arrow points={[[314, 230], [314, 424]]} />
      <Arrow points={[[406, 230], [406, 310]]} />
      <Arrow points={[[520, 230], [520, 310]]} />
      <Arrow points={[[570, 452], [586, 452], [586, 190], [570, 190]]} dashed />
      {/* To the cloud */}
      <rect x="600" y="40" width="344" height="320" rx="16" className={palette.panel} />
      <Text x={772} y={74} anchor="middle" size="heading">
        {t.cloud}
      </Text>
      <Arrow points={[[423, 150], [423, 124], [616, 124]]} tone="accent" />
      <Text x={440} y={114} size="small" muted>
        {t.protocol}
      </Text>
      <Box x={616} y={96} w={148} h={56} tone="soft" label={t.core} sub={t.coreSub} compact />
      <Box x={780} y={96} w={148} h={56} label={t.resources} sub={t.resourcesSub} compact />
      <Box x={616} y={192} w={148} h={56} label={t.rules} compact />
      <Box x={780} y={192} w={148} h={56} label={t.exporter} sub={t.exporterSub} compact />
      <Box x={616} y={288} w={148} h={56} label={t.notifications} compact />
      <Arrow points={[[764, 124], [780, 124]]} />
      <Arrow points={[[690, 152], [690, 192]]} />
      <Arrow points={[[690, 248], [690, 288]]} />
      <Arrow points={[[854, 152], [854, 192]]} />
      {/* People */}
      <Arrow points={[[690, 344], [690, 400]]} tone="accent" />
      <Arrow points={[[854, 248], [854, 400]]} tone="accent" />
      <Box x={616} y={400} w={148} h={72} tone="accent" label={t.technician} sub={t.technicianSub} compact />
      <Box x={780} y={400} w={148} h={72} label={t.owner} sub={t.ownerSub} compact />
    </DrawingSvg>
  );
}
