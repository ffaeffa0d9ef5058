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
  board: string;
  image: string;
  app: string;
  broker: string;
  monitor: string;
  agent: string;
  kernel: string;
  steps: readonly string[];
};

const labels: Localized<Labels> = {
  en: {
    title: 'Illustrative project: a module that boots ready to connect',
    desc: 'On the left, a board with its system-on-module: the Linux image built with Yocto holds the customer application, a local broker, the system monitor addon and the fulcro-edge agent from the meta-fulcro layer, above the kernel and board support package. On the right, five steps: the board boots, announces itself with SnapLink, is approved in Fulcro Control, receives its certificate through remote init, and sends its health metrics to Monitoring.',
    board: 'Board and module',
    image: 'Linux image (Yocto)',
    app: 'Your application',
    broker: 'Local broker',
    monitor: 'System monitor',
    agent: 'fulcro-edge · meta-fulcro',
    kernel: 'Linux kernel and BSP',
    steps: [
      'Board boots, agent starts',
      'Announces itself · SnapLink',
      'Approved in Fulcro Control',
      'Certificate via remote init',
      'Health metrics to Monitoring',
    ],
  },
  it: {
    title: 'Progetto illustrativo: un modulo che si avvia pronto a connettersi',
    desc: "A sinistra, una scheda con il suo system-on-module: l'immagine Linux compilata con Yocto contiene l'applicazione del cliente, un broker locale, l'addon system monitor e l'agente fulcro-edge del layer meta-fulcro, sopra il kernel e il pacchetto di supporto della scheda. A destra, cinque passi: la scheda si avvia, si annuncia con SnapLink, viene approvata in Fulcro Control, riceve il certificato tramite remote init e invia le metriche di salute a Monitoring.",
    board: 'Scheda e modulo',
    image: 'Immagine Linux (Yocto)',
    app: 'La tua applicazione',
    broker: 'Broker locale',
    monitor: 'System monitor',
    agent: 'fulcro-edge · meta-fulcro',
    kernel: 'Kernel Linux e BSP',
    steps: [
      "La scheda si avvia con l'agente",
      'Si annuncia con SnapLink',
      'Approvata in Fulcro Control',
      'Certificato via remote init',
      'Metriche di salute a Monitoring',
    ],
  },
};

/** A board with its software stack on the left, the five onboarding steps on the right. */
export default function StoryEngicam(): ReactNode {
  const t = useLabels(labels);
  return (
    <DrawingSvg title={t.title} desc={t.desc} narrow={portrait(t)}>
      {/* The board and its module */}
      <rect x="24" y="56" width="400" height="444" rx="18" className={palette.panel} />
      <Text x={224} y={92} anchor="middle" size="heading">
        {t.board}
      </Text>
      <rect x="56" y="112" width="336" height="324" rx="12" className={palette.soft} />
      <Text x={224} y={142} anchor="middle">
        {t.image}
      </Text>
      <Box x={72} y={158} w={304} h={52} label={t.app} compact />
      <Box x={72} y={222} w={148} h={52} label={t.broker} compact />
      <Box x={228} y={222} w={148} h={52} label={t.monitor} compact />
      <Box x={72} y={286} w={304} h={52} tone="accent" label={t.agent} compact />
      <Box x={72} y={360} w={304} h={52} label={t.kernel} compact />
      {[56, 120, 184, 248, 312].map((x) => (
        <rect key={x} x={x} y={456} width={48} height={22} rx={4} className={palette.soft} />
      ))}
      {/* Onboarding, step by step */}
      <Arrow
        points={[
          [424, 104],
          [500, 104],
        ]}
        tone="accent"
      />
      {t.steps.map((step, i) => {
        const y = 72 + i * 96;
        return (
          <g key={step}>
            <Box x={500} y={y} w={436} h={64} tone={i === 2 ? 'accent' : i === 0 ? 'soft' : 'neutral'} label={step} />
            <circle cx={532} cy={y + 32} r={15} className={palette.soft} />
            <Text x={532} y={y + 38} anchor="middle" size="small">
              {String(i + 1)}
            </Text>
            {i < t.steps.length - 1 && (
              <Arrow
                points={[
                  [718, y + 64],
                  [718, y + 96],
                ]}
              />
            )}
          </g>
        );
      })}
    </DrawingSvg>
  );
}

/** Portrait: the board and its stack on top, the five onboarding steps below it. */
function portrait(t: Labels): NarrowLayout {
  const steps = 444;
  return {
    height: steps + t.steps.length * 80 - 12,
    content: (
      <>
        <rect x="12" y="12" width="336" height="396" rx="18" className={palette.panel} />
        <Text x={180} y={46} anchor="middle" size="heading">
          {t.board}
        </Text>
        <rect x="28" y="64" width="304" height="288" rx="12" className={palette.soft} />
        <Text x={180} y={92} anchor="middle">
          {t.image}
        </Text>
        <Box x={40} y={108} w={280} h={48} label={t.app} compact />
        <Box x={40} y={164} w={136} h={48} label={t.broker} compact />
        <Box x={184} y={164} w={136} h={48} label={t.monitor} compact />
        <Box x={40} y={220} w={280} h={48} tone="accent" label={t.agent} compact />
        <Box x={40} y={288} w={280} h={48} label={t.kernel} compact />
        {[28, 92, 156, 220, 284].map((x) => (
          <rect key={x} x={x} y={370} width={48} height={22} rx={4} className={palette.soft} />
        ))}
        <Arrow
          points={[
            [202, 408],
            [202, steps],
          ]}
          tone="accent"
        />
        {t.steps.map((step, i) => {
          const y = steps + i * 80;
          return (
            <g key={step}>
              <circle cx={30} cy={y + 28} r={15} className={palette.soft} />
              <Text x={30} y={y + 34} anchor="middle" size="small">
                {String(i + 1)}
              </Text>
              <Box x={56} y={y} w={292} h={56} tone={i === 2 ? 'accent' : i === 0 ? 'soft' : 'neutral'} label={step} />
              {i < t.steps.length - 1 && (
                <Arrow
                  points={[
                    [202, y + 56],
                    [202, y + 80],
                  ]}
                />
              )}
            </g>
          );
        })}
      </>
    ),
  };
}
