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
    desc: "On the left, a pool controller with its display shows pH, ORP, water temperature and pump state, with probes in the pool water. It publishes directly over MQTT with TLS to Fulcro Cloud, where Provisioning gave it a certificate, Core stores the readings, Resources exposes the pool-controllers type, the rules engine watches the chemistry, Device ownerships links owners and guests, Notifications sends push messages and Auth signs people in. On the right, the owner's app shows a pH warning and the technician's list filters the pools whose pump is in fault.",
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
    app: "Owner's app",
    list: ["Technician's list"],
  },
  it: {
    title: 'Una centralina per piscine collegata direttamente a Fulcro Cloud',
    desc: "A sinistra, una centralina per piscine con il suo display mostra pH, ORP, temperatura dell'acqua e stato della pompa, con le sonde immerse nell'acqua. Pubblica direttamente via MQTT con TLS su Fulcro Cloud, dove il provisioning le ha dato un certificato, Core conserva le letture, Resources espone il tipo pool-controllers, il motore di regole sorveglia la chimica, la proprietà dei dispositivi collega proprietari e ospiti, le notifiche inviano messaggi push e Auth fa accedere le persone. A destra, l'app del proprietario mostra un avviso sul pH e l'elenco del manutentore filtra le piscine con la pompa in errore.",
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

const monoSmall = `${palette.mono} ${palette.small} ${palette.text}`;

/** The controller (200 wide): its display with the readings and three buttons (at dy = by). */
function Controller({x, y, h, by, t}: {x: number; y: number; h: number; by: number; t: Labels}): ReactNode {
  return (
    <>
      <rect x={x} y={y} width="200" height={h} rx="18" className={palette.panel} />
      <rect x={x + 16} y={y + 20} width="168" height="140" rx="8" className={palette.soft} />
      {t.readings.map((line, i) => (
        <text key={line} x={x + 30} y={y + 48 + i * 28} className={monoSmall}>
          {line}
        </text>
      ))}
      {[60, 100, 140].map((dx) => (
        <circle key={dx} cx={x + dx} cy={y + by} r="14" className={dx === 140 ? palette.accent : palette.soft} />
      ))}
    </>
  );
}

/** The pool water (200 wide, h tall) with the three probes coming down from `top`. */
function Water({x, y, h, top}: {x: number; y: number; h: number; top: number}): ReactNode {
  const wave = y + 18;
  return (
    <>
      <rect x={x} y={y} width="200" height={h} rx="10" className={palette.soft} />
      <path
        d={[60, 100, 140].map((dx) => `M${x + dx},${top} L${x + dx},${y + 32}`).join(' ')}
        className={palette.line}
      />
      <path
        d={`M${x + 12},${wave} Q${x + 30},${wave - 10} ${x + 48},${wave} ${[84, 120, 156, 188].map((dx) => `T${x + dx},${wave}`).join(' ')}`}
        className={palette.lineAccent}
      />
      <text x={x + 100} y={y + h - 16} textAnchor="middle" className={monoSmall}>
        pool-ctrl-0007
      </text>
    </>
  );
}

/** Fulcro Cloud's services inside a column from x (width w), from y; the two-column rows split it in half. */
function Services({x, y, w, gap, t}: {x: number; y: number; w: number; gap: number; t: Labels}): ReactNode {
  const half = (w - 10) / 2;
  const [core, pair1, pair2, auth] = [y + 92, y + 188, y + 284, y + 364];
  return (
    <>
      <Box x={x} y={y} w={w} h={64} label={t.provisioning} sub={t.provisioningSub} compact />
      <Box x={x} y={core} w={w} h={64} tone="soft" label={t.core} sub={t.coreSub} />
      <Arrow
        points={[
          [x + 72, core + 64],
          [x + 72, pair1],
        ]}
      />
      <Arrow
        points={[
          [x + w - 73, core + 64],
          [x + w - 73, pair1],
        ]}
      />
      <Box x={x} y={pair1} w={half} h={64} tone="accent" label={t.resources} sub="pool-controllers" compact />
      <Box x={x + half + 10} y={pair1} w={half} h={64} label={t.rules} sub={t.rulesSub} compact />
      <Arrow
        points={[
          [x + w - 73, pair1 + 64],
          [x + w - 73, pair2 - gap],
        ]}
      />
      <Box x={x} y={pair2 - gap} w={half} h={56} label={t.ownerships} sub={t.ownershipsSub} compact />
      <Box x={x + half + 10} y={pair2 - gap} w={half} h={56} label={t.notifications} sub={t.notificationsSub} compact />
      <Box x={x} y={auth - 2 * gap} w={w} h={56} label={t.auth} sub={t.authSub} compact />
    </>
  );
}

/** The owner's app: a phone (w × h) with the pool's readings and the pH warning. */
function Phone({x, y, w, h, t}: {x: number; y: number; w: number; h: number; t: Labels}): ReactNode {
  const c = x + w / 2;
  return (
    <>
      <rect x={x} y={y} width={w} height={h} rx="24" className={palette.panel} />
      <rect x={x + 12} y={y + 32} width={w - 24} height={h - 64} rx="10" className={palette.surface} />
      <rect x={c - 20} y={y + 12} width="40" height="6" rx="3" className={palette.fillLine} />
      <Text x={c} y={y + 60} anchor="middle" size="small">
        {t.poolName}
      </Text>
      <rect x={x + 22} y={y + 76} width={w - 44} height="40" rx="8" className={palette.warm} />
      <text x={c} y={y + 102} textAnchor="middle" className={`${palette.label} ${palette.textOnWarm}`}>
        {t.readings[0]}
      </text>
      {[t.chlorine, t.temperature, t.pumpOn].map((line, i) => (
        <Text key={line} x={x + 28} y={y + 150 + i * 28} size="small">
          {line}
        </Text>
      ))}
      <rect x={c - 30} y={y + h - 20} width="60" height="5" rx="2.5" className={palette.fillLine} />
    </>
  );
}

/** The controller on the left, the cloud services in the middle, the owner's app and the technician's list on the right. */
export default function UsecasePool(): ReactNode {
  const t = useLabels(labels);
  return (
    <DrawingSvg title={t.title} desc={t.desc} narrow={portrait(t)}>
      {/* The controller, its display and its probes in the water */}
      <Text x={124} y={80} anchor="middle">
        {t.controller}
      </Text>
      <Water x={24} y={440} h={76} top={370} />
      <Controller x={24} y={96} h={280} by={210} t={t} />
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
      <Arrow
        points={[
          [224, 204],
          [320, 204],
        ]}
        tone="accent"
      />
      <Services x={320} y={80} w={300} gap={0} t={t} />
      {/* The owner's app */}
      <Arrow
        points={[
          [640, 190],
          [690, 190],
        ]}
        both
      />
      <Arrow
        points={[
          [620, 392],
          [660, 392],
          [660, 300],
          [690, 300],
        ]}
      />
      <Phone x={690} y={40} w={170} h={300} t={t} />
      <Text x={775} y={366} anchor="middle" size="small" muted>
        {t.app}
      </Text>
      {/* The technician's list */}
      <Arrow
        points={[
          [640, 446],
          [690, 446],
        ]}
        both
      />
      <Box x={690} y={392} w={246} h={108} label={t.list} sub="filter[pumpState]=fault" />
    </DrawingSvg>
  );
}

/**
 * Portrait: the controller in the water, its MQTT link running down the right edge into Core, the services in two columns, then
 * the technician's list and the owner's app below, the notifications reaching the app round the right edge.
 */
function portrait(t: Labels): NarrowLayout {
  const list = wrap(t.list.join(' '), 12);
  const [filter, fault] = 'filter[pumpState]=fault'.split('=');
  return {
    height: 1146,
    content: (
      <>
        <Text x={120} y={32} anchor="middle">
          {t.controller}
        </Text>
        <Water x={20} y={284} h={64} top={264} />
        <Controller x={20} y={44} h={220} by={194} t={t} />
        <Text x={286} y={148} anchor="middle" size="small" muted>
          MQTT
        </Text>
        <Text x={286} y={182} anchor="middle" size="small" muted>
          TLS
        </Text>
        <rect x="16" y="368" width="328" height="450" rx="16" className={palette.panel} />
        <Text x={180} y={400} anchor="middle">
          {t.cloud}
        </Text>
        <Arrow
          points={[
            [220, 162],
            [352, 162],
            [352, 538],
            [332, 538],
          ]}
          tone="accent"
        />
        <Services x={28} y={414} w={304} gap={16} t={t} />
        <Arrow
          points={[
            [94, 818],
            [94, 858],
          ]}
          both
        />
        <Box x={20} y={858} w={148} h={82 + list.length * 23} />
        <Paragraph x={94} y={890} lines={list} anchor="middle" />
        <Paragraph x={94} y={902 + list.length * 23} lines={[filter, `=${fault}`]} anchor="middle" size="small" muted />
        <Arrow
          points={[
            [256, 818],
            [256, 858],
          ]}
          both
        />
        <Arrow
          points={[
            [332, 710],
            [352, 710],
            [352, 900],
            [336, 900],
          ]}
        />
        <Phone x={176} y={858} w={160} h={250} t={t} />
        <Text x={256} y={1132} anchor="middle" size="small" muted>
          {t.app}
        </Text>
      </>
    ),
  };
}
