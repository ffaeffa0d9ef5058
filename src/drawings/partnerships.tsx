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
} from '@site/src/components/DrawingKit';

type Partner = {name: string; brings: string};

type Labels = {
  title: string;
  desc: string;
  apply: string;
  applySteps: string;
  programme: string;
  partnersGet: string;
  benefits: readonly string[];
  partners: readonly [Partner, Partner, Partner, Partner];
  makers: string;
  makersSub: string;
};

const labels: Localized<Labels> = {
  en: {
    title: 'The Fulcro partner programme',
    desc: 'Four kinds of partners sit in the corners: hardware makers who bring gateways and boards, system integrators who bring on-site projects, hosting partners who bring Kubernetes clusters and agencies who bring apps and dashboards. Each is linked both ways to the partner programme in the middle, which gives technical enablement, a sandbox instance, early access to releases and co-selling. Partners join through an application, a call and a sandbox, and together serve the same device makers.',
    apply: 'Apply',
    applySteps: 'form → call → sandbox',
    programme: 'Partner programme',
    partnersGet: 'Partners receive',
    benefits: ['Technical enablement', 'A sandbox instance', 'Early access to releases', 'Co-selling'],
    partners: [
      {name: 'Hardware makers', brings: 'gateways, boards'},
      {name: 'System integrators', brings: 'on-site projects'},
      {name: 'Hosting partners', brings: 'Kubernetes clusters'},
      {name: 'Agencies', brings: 'apps and dashboards'},
    ],
    makers: 'Device makers',
    makersSub: 'the customers we share',
  },
  it: {
    title: 'Il programma partner di Fulcro',
    desc: 'Negli angoli ci sono quattro tipi di partner: produttori hardware che portano gateway e schede, system integrator che portano progetti sul campo, partner di hosting che portano cluster Kubernetes e agenzie che portano app e dashboard. Ciascuno è collegato nei due sensi al programma partner al centro, che offre formazione tecnica, un’istanza sandbox, release in anteprima e vendita congiunta. Si entra con una candidatura, un colloquio e una sandbox, e insieme si servono gli stessi produttori di dispositivi.',
    apply: 'Candidati',
    applySteps: 'modulo → colloquio → sandbox',
    programme: 'Programma partner',
    partnersGet: 'I partner ricevono',
    benefits: ['Formazione tecnica', 'Un’istanza sandbox', 'Release in anteprima', 'Vendita congiunta'],
    partners: [
      {name: 'Produttori hardware', brings: 'gateway, schede'},
      {name: 'System integrator', brings: 'progetti sul campo'},
      {name: 'Partner di hosting', brings: 'cluster Kubernetes'},
      {name: 'Agenzie', brings: 'app e dashboard'},
    ],
    makers: 'Produttori di dispositivi',
    makersSub: 'i clienti che condividiamo',
  },
};

/** Partner kinds in the corners, the programme in the middle, the shared customers below. */
export default function Partnerships(): ReactNode {
  const t = useLabels(labels);
  const [hardware, integrators, hosting, agencies] = t.partners;
  return (
    <DrawingSvg title={t.title} desc={t.desc} narrow={portrait(t)}>
      {/* Corners: the four kinds of partners */}
      <Box x={24} y={40} w={240} h={96} label={hardware.name} sub={hardware.brings} />
      <Box x={696} y={40} w={240} h={96} label={integrators.name} sub={integrators.brings} />
      <Box x={24} y={404} w={240} h={96} label={hosting.name} sub={hosting.brings} />
      <Box x={696} y={404} w={240} h={96} label={agencies.name} sub={agencies.brings} />
      <Arrow
        points={[
          [264, 88],
          [297, 88],
          [297, 200],
          [330, 200],
        ]}
        both
      />
      <Arrow
        points={[
          [696, 88],
          [663, 88],
          [663, 200],
          [630, 200],
        ]}
        both
      />
      <Arrow
        points={[
          [264, 452],
          [297, 452],
          [297, 340],
          [330, 340],
        ]}
        both
      />
      <Arrow
        points={[
          [696, 452],
          [663, 452],
          [663, 340],
          [630, 340],
        ]}
        both
      />
      {/* Top: how to join */}
      <Box x={355} y={24} w={250} h={74} tone="soft" label={t.apply} sub={t.applySteps} />
      <Arrow
        points={[
          [480, 98],
          [480, 140],
        ]}
        tone="accent"
      />
      {/* Middle: the programme */}
      <rect x={330} y={140} width={300} height={250} rx={16} className={palette.panel} />
      <Text x={480} y={176} anchor="middle" size="heading">
        {t.programme}
      </Text>
      <Text x={480} y={206} anchor="middle" size="small" muted>
        {t.partnersGet}
      </Text>
      {t.benefits.map((benefit, i) => (
        <g key={benefit}>
          <circle cx={376} cy={240 + i * 34} r={5} className={palette.fillAccent} />
          <Text x={392} y={245 + i * 34} size="small">
            {benefit}
          </Text>
        </g>
      ))}
      {/* Bottom: the customers partners and Fulcro serve together */}
      <Arrow
        points={[
          [480, 390],
          [480, 430],
        ]}
        tone="accent"
      />
      <Box x={330} y={430} w={300} h={74} tone="accent" label={t.makers} sub={t.makersSub} />
    </DrawingSvg>
  );
}

/** Portrait: joining on top, two kinds of partners above the programme and two below it, the shared customers at the bottom. */
function portrait(t: Labels): NarrowLayout {
  const panel = 224;
  const bottom = panel + 254;
  const partner = ({name, brings}: Partner, i: number, y: number) => (
    <g key={name}>
      <Box x={12 + (i % 2) * 178} y={y} w={158} h={84} label={wrap(name, 12)} sub={brings} />
      <Arrow
        points={[
          [91 + (i % 2) * 178, y < panel ? y + 84 : panel + 214],
          [91 + (i % 2) * 178, y < panel ? panel : y],
        ]}
        both
      />
    </g>
  );
  return {
    height: bottom + 186,
    content: (
      <>
        <Box x={56} y={12} w={248} h={64} tone="soft" label={t.apply} sub={t.applySteps} />
        <Arrow
          points={[
            [180, 76],
            [180, panel],
          ]}
          tone="accent"
        />
        {t.partners.map((p, i) => partner(p, i, i < 2 ? 100 : bottom))}
        <rect x={12} y={panel} width={336} height={214} rx={16} className={palette.panel} />
        <Text x={180} y={panel + 36} anchor="middle" size="heading">
          {t.programme}
        </Text>
        <Text x={180} y={panel + 62} anchor="middle" size="small" muted>
          {t.partnersGet}
        </Text>
        {t.benefits.map((benefit, i) => (
          <g key={benefit}>
            <circle cx={84} cy={panel + 92 + i * 32} r={5} className={palette.fillAccent} />
            <Text x={100} y={panel + 97 + i * 32} size="small">
              {benefit}
            </Text>
          </g>
        ))}
        <Arrow
          points={[
            [180, panel + 214],
            [180, bottom + 110],
          ]}
          tone="accent"
        />
        <Box x={56} y={bottom + 110} w={248} h={64} tone="accent" label={t.makers} sub={t.makersSub} />
      </>
    ),
  };
}
