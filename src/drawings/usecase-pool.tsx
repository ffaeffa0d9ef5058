import React, {type ReactNode} from 'react';
import {Arrow, Box, DrawingSvg, Text, palette, useLabels, type Localized} from '@site/src/components/DrawingKit';

type Labels = {
  title: string;
  desc: string;
  controller: string;
  cloud: string;
  provisioning: string;
  provisioningSub: string;
  core: string;
  coreSub: string;
  resources: string;
  rules: string;
  rulesSub: string;
  ownerships: string;
  ownershipsSub: string;
  notifications: string;
  notificationsSub: string;
  auth: string;
  authSub: string;
  poolName: string;
  readings: readonly string[];
  temperature: string;
  chlorine: string;
  pumpOn: string;
  app: string;
  list: readonly string[];
};

const labels: Localized<Labels> = {
  en: {
    title: 'A pool controller connected straight to Fulcro Cloud',
    desc: 'On the left, a pool controller with its display shows pH, ORP, water temperature and pump state, with probes in the pool water. It publishes directly over MQTT with TLS to Fulcro Cloud, where Provisioning gave it a certificate, Core stores the readings, Resources exposes the pool-controllers type, the rules engine watches the chemistry, Device ownerships links owners and guests, Notifications sends push messages and Auth signs people in. On the right, the owner\'s app shows a pH warning and the technician\'s list filters the pools whose pump is in fault.',
    controller: 'Pool controller',
    cloud: 'Fulcro Cloud',
    provisioning: 'Provisioning',
    provisioningSub: 'an X.509 certificate per controller',
    core: 'Core',
    coreSub: 'SenML time series',
    resources: 'Resources',
    rules: 'Rules engine',
    rulesSub: 'pH, ORP',
    ownerships: 'Ownerships',
    ownershipsSub: 'owner, guests',
    notifications: 'Notifications',
    notificationsSub: 'push, email',
    auth: 'Auth',
    authSub: 'owners and technicians sign in',
    poolName: 'Garden pool',
    readings: ['pH 7.9', 'ORP 0.64 V', '29.5 °C', 'pump running'],
    temperature: '29.5 °C',
    chlorine: 'Cl 0.7 mg/L',
    pumpOn: 'Pump: on',
    app: 'Owner\'s app',
    list: ['Technician\'s list'],
  },
  it: {
    title: 'Una centralina per piscine collegata direttamente a Fulcro Cloud',
    desc: 'A sinistra, una centralina per piscine con il suo display mostra pH, ORP, temperatura dell\'acqua e stato della pompa, con le sonde immerse nell\'acqua. Pubblica direttamente via MQTT con TLS su Fulcro Cloud, dove il provisioning le ha dato un certificato, Core conserva le letture, Resources espone il tipo pool-controllers, il motore di regole sorveglia la chimica, la proprietà dei dispositivi collega proprietari e ospiti, le notifiche inviano messaggi push e Auth fa accedere le persone. A destra, l\'app del proprietario mostra un avviso sul pH e l\'elenco del manutentore filtra le piscine con la pompa in errore.',
    controller: 'Centralina',
    cloud: 'Fulcro Cloud',
    provisioning: 'Provisioning',
    provisioningSub: 'un certificato X.509 per centralina',
    core: 'Core',
    coreSub: 'serie temporali SenML',
    resources: 'Resources',
    rules: 'Regole',
    rulesSub: 'pH, ORP',
    ownerships: 'Proprietà',
    ownershipsSub: 'titolare, ospiti',
    notifications: 'Notifiche',
    notificationsSub: 'push, email',
    auth: 'Auth',
    authSub: 'accedono proprietari e manutentori',
    poolName: 'Piscina giardino',
    readings: ['pH 7,9', 'ORP 0,64 V', '29,5 °C', 'pompa attiva'],
    temperature: '29,5 °C',
    chlorine: 'Cl 0,7 mg/L',
    pumpOn: 'Pompa: accesa',
    app: 'App del proprietario',
    list: ['Elenco del', 'manutentore'],
  },
};

/** The controller on the left, the cloud services in the middle, the owner's app and the technician's list on the right. */
export default function UsecasePool(): ReactNode {
  const t = useLabels(labels);
  return (
    <DrawingSvg title={t.title} desc={t.desc}>
      {/* The controller, its display and its probes in the water */}
      <Text x={124} y={80} anchor="middle">
        {t.controller}
      </Text>
      <rect x="24" y="440" width="200" height="76" rx="10" className={palette.soft} />
      <path d="M84,370 L84,472 M124,370 L124,472 M164,370 L164,472" className={palette.line} />
      <path d="M36,458 Q54,448 72,458 T108,458 T144,458 T180,458 T212,458" className={palette.lineAccent} />
      <text x="124" y="500" textAnchor="middle" className={`${palette.mono} ${palette.small} ${palette.text}`}>
        pool-ctrl-0007
      </text>
      <rect x="24" y="96" width="200" height="280" rx="18" className={palette.panel} />
      <rect x="40" y="116" width="168" height="140" rx="8" className={palette.soft} />
      {t.readings.map((line, i) => (
        <text key={line} x="54" y={144 + i * 28} className={`${palette.mono} ${palette.small} ${palette.text}`}>
          {line}
        </text>
      ))}
      <circle cx="84" cy="306" r="14" className={palette.soft} />
      <circle cx="124" cy="306" r="14" className={palette.soft} />
      <circle cx="164" cy="306" r="14" className={palette.accent} />
      {/* Straight to the cloud over MQTT */}
      <Text x={266} y={192} anchor="middle" size="small" muted>
        MQTT
      </Text>
      <Text x={266} y={226} anchor="middle" size="small" muted>
        TLS
      </Text>
      {/* Fulcro Cloud */}
      <rect x="300" y="24" width="340" height="492" rx="16" className={palette.panel} />
      <Text x={470} y={60} anchor="middle">
        {t.cloud}
      </Text>
      {/* The MQTT link, drawn over the panel edge */}
      <Arrow points={[[224, 204], [320, 204]]} tone="accent" />
      <Box x={320} y={80} w={300} h={64} label={t.provisioning} sub={t.provisioningSub} compact />
      <Box x={320} y={172} w={300} h={64} tone="soft" label={t.core} sub={t.coreSub} />
      <Arrow points={[[392, 236], [392, 268]]} />
      <Arrow points={[[547, 236], [547, 268]]} />
      <Box x={320} y={268} w={145} h={64} tone="accent" label={t.resources} sub="pool-controllers" compact />
      <Box x={475} y={268} w={145} h={64} label={t.rules} sub={t.rulesSub} compact />
      <Arrow points={[[547, 332], [547, 364]]} />
      <Box x={320} y={364} w={145} h={56} label={t.ownerships} sub={t.ownershipsSub} compact />
      <Box x={475} y={364} w={145} h={56} label={t.notifications} sub={t.notificationsSub} compact />
      <Box x={320} y={444} w={300} h={56} label={t.auth} sub={t.authSub} compact />
      {/* The owner's app */}
      <Arrow points={[[640, 190], [690, 190]]} both />
      <Arrow points={[[620, 392], [660, 392], [660, 300], [690, 300]]} />
      <rect x="690" y="40" width="170" height="300" rx="24" className={palette.panel} />
      <rect x="702" y="72" width="146" height="236" rx="10" className={palette.surface} />
      <rect x="755" y="52" width="40" height="6" rx="3" className={palette.fillLine} />
      <Text x={775} y={100} anchor="middle" size="small">
        {t.poolName}
      </Text>
      <rect x="712" y="116" width="126" height="40" rx="8" className={palette.warm} />
      <text x="775" y="142" textAnchor="middle" className={`${palette.label} ${palette.textOnWarm}`}>
        {t.readings[0]}
      </text>
      <Text x={718} y={190} size="small">
        {t.chlorine}
      </Text>
      <Text x={718} y={218} size="small">
        {t.temperature}
      </Text>
      <Text x={718} y={246} size="small">
        {t.pumpOn}
      </Text>
      <rect x="745" y="320" width="60" height="5" rx="2.5" className={palette.fillLine} />
      <Text x={775} y={366} anchor="middle" size="small" muted>
        {t.app}
      </Text>
      {/* The technician's list */}
      <Arrow points={[[640, 446], [690, 446]]} both />
      <Box x={690} y={392} w={246} h={108} label={t.list} sub="filter[pumpState]=fault" />
    </DrawingSvg>
  );
}
