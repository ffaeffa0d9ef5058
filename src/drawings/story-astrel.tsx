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

/** The pumps and probes at the pool: dosing pumps at `dose`, the circulation (pump, filter, probes) at `loop`, from x0. */
function Site({t, x0, loop, dose}: {t: Labels; x0: number; loop: number; dose: number}): ReactNode {
  return (
    <>
      <Box x={x0 + 92} y={dose} w={76} h={56} tone="soft" label={t.phDosing} compact />
      <Box x={x0 + 194} y={dose} w={100} h={56} tone="soft" label={t.chlorineDosing} compact />
      <Box x={x0} y={loop} w={76} h={56} label={t.pump} compact />
      <Box x={x0 + 92} y={loop} w={76} h={56} label={t.filter} compact />
      <Box x={x0 + 184} y={loop} w={110} h={56} label={t.probes} compact />
      {/* Circulation loop, from pump to probes */}
      <Arrow
        points={[
          [x0 + 76, loop + 28],
          [x0 + 92, loop + 28],
        ]}
        tone="accent"
      />
      <Arrow
        points={[
          [x0 + 168, loop + 28],
          [x0 + 184, loop + 28],
        ]}
        tone="accent"
      />
    </>
  );
}

/** The pool: a basin with two waves, `w` × `h`. */
function Pool({t, x, y, w, h}: {t: Labels; x: number; y: number; w: number; h: number}): ReactNode {
  const wave = (wy: number) => `M${x + w / 2 - 70},${wy} q15,-10 30,0 t30,0 t30,0 t30,0`;
  return (
    <>
      <rect x={x} y={y} width={w} height={h} rx="24" className={palette.soft} />
      <path d={`${wave(y + h * 0.26)} ${wave(y + h * 0.78)}`} className={palette.lineAccent} />
      <Text x={x + w / 2} y={y + h / 2 + 10} anchor="middle" size="heading">
        {t.pool}
      </Text>
    </>
  );
}

/** Fulcro Cloud's services and the people they reach; `pad` is the panel's inner margin (width 312 + 2 × pad). */
function Cloud({t, x, y, pad}: {t: Labels; x: number; y: number; pad: number}): ReactNode {
  const [a, b] = [x + pad, x + pad + 164];
  return (
    <>
      <rect x={x} y={y} width={312 + 2 * pad} height="320" rx="16" className={palette.panel} />
      <Text x={x + pad + 156} y={y + 34} anchor="middle" size="heading">
        {t.cloud}
      </Text>
      <Box x={a} y={y + 56} w={148} h={56} tone="soft" label={t.core} sub={t.coreSub} compact />
      <Box x={b} y={y + 56} w={148} h={56} label={t.resources} sub={t.resourcesSub} compact />
      <Box x={a} y={y + 152} w={148} h={56} label={t.rules} compact />
      <Box x={b} y={y + 152} w={148} h={56} label={t.exporter} sub={t.exporterSub} compact />
      <Box x={a} y={y + 248} w={148} h={56} label={t.notifications} compact />
      <Arrow
        points={[
          [a + 148, y + 84],
          [b, y + 84],
        ]}
      />
      <Arrow
        points={[
          [a + 74, y + 112],
          [a + 74, y + 152],
        ]}
      />
      <Arrow
        points={[
          [a + 74, y + 208],
          [a + 74, y + 248],
        ]}
      />
      <Arrow
        points={[
          [b + 74, y + 112],
          [b + 74, y + 152],
        ]}
      />
      {/* People */}
      <Arrow
        points={[
          [a + 74, y + 304],
          [a + 74, y + 360],
        ]}
        tone="accent"
      />
      <Arrow
        points={[
          [b + 74, y + 208],
          [b + 74, y + 360],
        ]}
        tone="accent"
      />
      <Box x={a} y={y + 360} w={148} h={72} tone="accent" label={t.technician} sub={t.technicianSub} compact />
      <Box x={b} y={y + 360} w={148} h={72} label={t.owner} sub={t.ownerSub} compact />
    </>
  );
}

/** The pool and its circulation loop on the left, the cloud services and the people they reach on the right. */
export default function StoryAstrel(): ReactNode {
  const t = useLabels(labels);
  return (
    <DrawingSvg title={t.title} desc={t.desc} narrow={portrait(t)}>
      {/* At the pool */}
      <Text x={276} y={136} size="small" muted>
        {t.atThePool}
      </Text>
      <Box x={276} y={150} w={294} h={80} tone="accent" label={t.controller} sub={t.controllerSub} />
      <Pool t={t} x={24} y={300} w={220} h={200} />
      <Site t={t} x0={276} loop={424} dose={310} />
      <Arrow
        points={[
          [244, 452],
          [276, 452],
        ]}
        tone="accent"
      />
      <Arrow
        points={[
          [515, 480],
          [515, 514],
          [134, 514],
          [134, 500],
        ]}
        tone="accent"
      />
      {/* Control and readings */}
      <Arrow
        points={[
          [314, 230],
          [314, 424],
        ]}
      />
      <Arrow
        points={[
          [406, 230],
          [406, 310],
        ]}
      />
      <Arrow
        points={[
          [520, 230],
          [520, 310],
        ]}
      />
      <Arrow
        points={[
          [570, 452],
          [586, 452],
          [586, 190],
          [570, 190],
        ]}
        dashed
      />
      {/* To the cloud */}
      <Cloud t={t} x={600} y={40} pad={16} />
      <Arrow
        points={[
          [423, 150],
          [423, 124],
          [616, 124],
        ]}
        tone="accent"
      />
      <Text x={440} y={114} size="small" muted>
        {t.protocol}
      </Text>
    </DrawingSvg>
  );
}

/**
 * Portrait: the pool on top, its circulation below it, the dosing pumps and the controller under them (so the controller
 * sits next to the cloud), then the cloud's services and the people, as in the landscape's right half.
 */
function portrait(t: Labels): NarrowLayout {
  return {
    height: 904,
    content: (
      <>
        <Text x={24} y={28} size="small" muted>
          {t.atThePool}
        </Text>
        <Pool t={t} x={24} y={40} w={294} h={110} />
        <Site t={t} x0={24} loop={178} dose={258} />
        <Box x={24} y={338} w={294} h={80} tone="accent" label={t.controller} sub={t.controllerSub} />
        {/* Circulation: from the pool to the pump, from the probes back to the pool */}
        <Arrow
          points={[
            [62, 150],
            [62, 178],
          ]}
          tone="accent"
        />
        <Arrow
          points={[
            [263, 178],
            [263, 150],
          ]}
          tone="accent"
        />
        {/* Control and readings */}
        <Arrow
          points={[
            [62, 338],
            [62, 234],
          ]}
        />
        <Arrow
          points={[
            [154, 338],
            [154, 314],
          ]}
        />
        <Arrow
          points={[
            [268, 338],
            [268, 314],
          ]}
        />
        <Arrow
          points={[
            [318, 206],
            [334, 206],
            [334, 378],
            [318, 378],
          ]}
          dashed
        />
        {/* To the cloud */}
        <Cloud t={t} x={12} y={458} pad={12} />
        <Arrow
          points={[
            [98, 418],
            [98, 514],
          ]}
          tone="accent"
        />
        <Text x={110} y={444} size="small" muted>
          {t.protocol}
        </Text>
      </>
    ),
  };
}
