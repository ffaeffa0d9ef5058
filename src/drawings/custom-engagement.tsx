import React, {type ReactNode} from 'react';
import {
  Arrow,
  Box,
  DrawingSvg,
  Text,
  palette,
  useLabels,
  wrap,
  type Localized,
  type NarrowLayout,
  type Tone,
} from '@site/src/components/DrawingKit';

type Labels = {
  title: string;
  desc: string;
  yourSystems: string;
  erp: string;
  crm: string;
  apps: string;
  apis: readonly string[];
  micro: string;
  microSub: string;
  services: string;
  servicesSub: readonly string[];
  board: string;
  yocto: string;
  cluster: string;
  engagement: string;
  steps: readonly (readonly string[])[];
  discoverySub: string;
  optional: string;
};

const labels: Localized<Labels> = {
  en: {
    title: 'What custom work connects, and how an engagement runs',
    desc: 'At the top, what custom work connects: your ERP, CRM and apps exchange data with Fulcro through REST APIs and webhooks; your own microservices, built with Micro, run outside the platform, in your infrastructure or, on Enterprise, in your own cluster, and call the same REST APIs; on the right, Fulcro Edge runs on your own board and the platform can run in your own Kubernetes cluster. At the bottom, how an engagement runs: a discovery call (the free consultation), a written proposal and quote, delivery in iterations, handover with documentation and an optional jump-start pack.',
    yourSystems: 'Your systems',
    erp: 'ERP',
    crm: 'CRM',
    apps: 'Your apps',
    apis: ['REST APIs', 'webhooks'],
    micro: 'Your microservices',
    microSub: 'built with Micro',
    services: 'Cloud services',
    servicesSub: ['auth', 'rules', 'notifications'],
    board: 'Your board',
    yocto: 'Yocto · ARM',
    cluster: 'Your cluster',
    engagement: 'How an engagement runs',
    steps: [
      ['Discovery call'],
      ['Proposal', 'and quote'],
      ['Delivery in', 'iterations'],
      ['Handover with', 'documentation'],
      ['Jump-start', 'pack'],
    ],
    discoverySub: 'free consultation',
    optional: 'optional',
  },
  it: {
    title: 'Cosa collega uno sviluppo su misura e come si svolge la collaborazione',
    desc: 'In alto, cosa collega uno sviluppo su misura: ERP, CRM e le tue app scambiano dati con Fulcro tramite API REST e webhook; i tuoi microservizi, scritti con Micro, girano fuori dalla piattaforma, nella tua infrastruttura o, con Enterprise, nel tuo cluster, e chiamano le stesse API REST; a destra, Fulcro Edge gira sulla tua scheda e la piattaforma può girare nel tuo cluster Kubernetes. In basso, come si svolge la collaborazione: chiamata conoscitiva (la consulenza gratuita), proposta scritta e preventivo, consegna per iterazioni, passaggio di consegne con documentazione e un pacchetto jump-start facoltativo.',
    yourSystems: 'I tuoi sistemi',
    erp: 'ERP',
    crm: 'CRM',
    apps: 'Le tue app',
    apis: ['API REST', 'webhook'],
    micro: 'I tuoi microservizi',
    microSub: 'scritti con Micro',
    services: 'Servizi cloud',
    servicesSub: ['auth', 'regole', 'notifiche'],
    board: 'La tua scheda',
    yocto: 'Yocto · ARM',
    cluster: 'Il tuo cluster',
    engagement: 'Come si svolge la collaborazione',
    steps: [
      ['Chiamata', 'conoscitiva'],
      ['Proposta e', 'preventivo'],
      ['Consegna per', 'iterazioni'],
      ['Passaggio di', 'consegne'],
      ['Pacchetto', 'jump-start'],
    ],
    discoverySub: 'consulenza gratuita',
    optional: 'facoltativo',
  },
};

const stepW = 164;
const stepGap = 23;
const stepY = 420;
const stepH = 80;
const tones: Tone[] = ['accent', 'neutral', 'neutral', 'neutral', 'ghost'];

/** Your systems and your own microservices calling the platform's APIs, your hardware and cluster; below, the five steps of an engagement. */
export default function CustomEngagement(): ReactNode {
  const t = useLabels(labels);
  const stepX = (i: number) => 24 + i * (stepW + stepGap);
  const loopX = stepX(2);
  return (
    <DrawingSvg title={t.title} desc={t.desc} narrow={portrait(t)}>
      {/* Middle: the platform, its APIs facing your systems */}
      <rect x="300" y="28" width="360" height="264" rx="16" className={palette.panel} />
      <Text x={480} y={60} anchor="middle" size="heading">
        Fulcro
      </Text>
      <Box x={316} y={76} w={124} h={200} tone="soft" label={t.apis} />
      <Box x={456} y={76} w={188} h={200} />
      <Text x={550} y={140} anchor="middle">
        {t.services}
      </Text>
      {t.servicesSub.map((name, i) => (
        <Text key={name} x={550} y={172 + i * 24} anchor="middle" size="small" muted>
          {name}
        </Text>
      ))}
      {/* Left: the systems you already run */}
      <Text x={24} y={44} size="small" muted>
        {t.yourSystems}
      </Text>
      {[t.erp, t.crm, t.apps].map((name, i) => (
        <g key={name}>
          <Box x={24} y={56 + i * 60} w={208} h={48} label={name} />
          <Arrow
            points={[
              [232, 80 + i * 60],
              [316, 80 + i * 60],
            ]}
            both
            tone="accent"
          />
        </g>
      ))}
      {/* Your own microservices run outside the platform (docs/micro) and call its REST APIs */}
      <Box x={24} y={236} w={208} h={56} tone="warm" label={t.micro} sub={t.microSub} />
      <Arrow
        points={[
          [232, 264],
          [316, 264],
        ]}
        tone="accent"
      />
      {/* Right: your hardware and your own cluster */}
      <rect x="736" y="40" width="200" height="136" rx="12" className={palette.panel} />
      <Text x={752} y={64} size="small" muted>
        {t.board}
      </Text>
      <Box x={752} y={76} w={168} h={40} tone="accent" label="Fulcro Edge" compact />
      <Box x={752} y={124} w={168} h={36} tone="soft" label={t.yocto} compact />
      <Arrow
        points={[
          [736, 108],
          [660, 108],
        ]}
        both
        tone="accent"
      />
      <Box x={736} y={196} w={200} h={80} label={t.cluster} sub="EKS · AKS · GKE" dashed />
      <Arrow
        points={[
          [736, 236],
          [660, 236],
        ]}
        both
        dashed
      />
      {/* Bottom: the engagement, step by step */}
      <path d="M24,326 L936,326" className={`${palette.line} ${palette.dashed}`} />
      <Text x={24} y={372} size="heading">
        {t.engagement}
      </Text>
      {t.steps.map((lines, i) => (
        <g key={lines.join(' ')}>
          <Box
            x={stepX(i)}
            y={stepY}
            w={stepW}
            h={stepH}
            tone={tones[i]}
            label={lines}
            sub={i === 0 ? t.discoverySub : i === 4 ? t.optional : undefined}
            compact
          />
          {i < 4 && (
            <Arrow
              points={[
                [stepX(i) + stepW, stepY + stepH / 2],
                [stepX(i + 1), stepY + stepH / 2],
              ]}
              dashed={i === 3}
            />
          )}
        </g>
      ))}
      {/* Delivery repeats: a loop over the iterations step */}
      <Arrow
        points={[
          [loopX + 120, stepY],
          [loopX + 120, stepY - 22],
          [loopX + 40, stepY - 22],
          [loopX + 40, stepY],
        ]}
        tone="accent"
      />
    </DrawingSvg>
  );
}

/**
 * Portrait: your systems and your microservices side by side on top, the platform below them, your board and cluster
 * under it; then the engagement's five steps top to bottom, the loop beside the delivery step.
 */
function portrait(t: Labels): NarrowLayout {
  const steps = 636;
  const stepY = (i: number) => steps + i * 68 + (i > 0 ? 8 : 0);
  return {
    height: stepY(4) + 68,
    content: (
      <>
        {/* Your systems and your own microservices */}
        <Box x={12} y={12} w={160} h={164} tone="ghost" />
        <Text x={24} y={34} size="small" muted>
          {t.yourSystems}
        </Text>
        {[t.erp, t.crm, t.apps].map((name, i) => (
          <Box key={name} x={24} y={44 + i * 42} w={136} h={36} label={name} compact />
        ))}
        <Box x={188} y={12} w={160} h={164} tone="warm" label={wrap(t.micro, 13)} sub={t.microSub} />
        {/* The platform, its APIs facing them */}
        <rect x="12" y="200" width="336" height="176" rx="16" className={palette.panel} />
        <Text x={180} y={230} anchor="middle" size="heading">
          Fulcro
        </Text>
        <Box x={28} y={244} w={304} h={40} tone="soft" label={t.apis.join(' · ')} />
        <Box x={28} y={296} w={304} h={64} label={t.services} sub={t.servicesSub.join(' · ')} />
        <Arrow
          points={[
            [92, 176],
            [92, 244],
          ]}
          both
          tone="accent"
        />
        <Arrow
          points={[
            [268, 176],
            [268, 244],
          ]}
          tone="accent"
        />
        {/* Your hardware and your own cluster */}
        <rect x="12" y="420" width="160" height="136" rx="12" className={palette.panel} />
        <Text x={28} y={444} size="small" muted>
          {t.board}
        </Text>
        <Box x={28} y={456} w={128} h={40} tone="accent" label="Fulcro Edge" compact />
        <Box x={28} y={504} w={128} h={36} tone="soft" label={t.yocto} compact />
        <Box x={188} y={420} w={160} h={136} label={t.cluster} sub="EKS · AKS · GKE" dashed />
        <Arrow
          points={[
            [92, 420],
            [92, 376],
          ]}
          both
          tone="accent"
        />
        <Arrow
          points={[
            [268, 420],
            [268, 376],
          ]}
          both
          dashed
        />
        {/* The engagement, step by step */}
        <path d="M12,580 L348,580" className={`${palette.line} ${palette.dashed}`} />
        <Text x={12} y={616} size="heading">
          {t.engagement}
        </Text>
        {t.steps.map((lines, i) => (
          <g key={lines.join(' ')}>
            <Box
              x={12}
              y={stepY(i)}
              w={300}
              h={i % 4 ? 44 : 52}
              tone={tones[i]}
              label={lines.join(' ')}
              sub={i === 0 ? t.discoverySub : i === 4 ? t.optional : undefined}
              compact
            />
            {i < 4 && (
              <Arrow
                points={[
                  [162, stepY(i) + (i ? 44 : 52)],
                  [162, stepY(i + 1)],
                ]}
                dashed={i === 3}
              />
            )}
          </g>
        ))}
        {/* Delivery repeats */}
        <Arrow
          points={[
            [312, stepY(2) + 32],
            [334, stepY(2) + 32],
            [334, stepY(2) + 12],
            [312, stepY(2) + 12],
          ]}
          tone="accent"
        />
      </>
    ),
  };
}
