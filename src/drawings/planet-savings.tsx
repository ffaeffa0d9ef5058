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

type Outcome = {title: string; sub: string};

type Labels = {
  title: string;
  desc: string;
  building: string;
  heatPump: string;
  gateway: string;
  gatewaySub: string;
  data: string;
  configuration: string;
  sender: string;
  cloud: readonly [string, string];
  cloudSub: string;
  van: string;
  outcomes: readonly Outcome[];
};

const labels: Localized<Labels> = {
  en: {
    title: 'Where connected products save energy and material',
    desc: 'A connected building with a heat pump and a gateway running Fulcro Edge. The gateway sends data to Fulcro Cloud, where rules and Fulcro AI flag a fault; your team, or a rule’s command, sends a corrected configuration back to the heat pump. From the cloud, four outcomes follow: heating and cooling tuned to need, maintenance based on the condition of each unit, fewer site visits thanks to remote diagnostics and over-the-air updates, and retention chosen by you so that less data is stored and backed up. A service van below the building stands for the trips that are avoided.',
    building: 'A connected building',
    heatPump: 'Heat pump',
    gateway: 'Gateway',
    gatewaySub: 'Fulcro Edge',
    data: 'data',
    configuration: 'configuration',
    sender: 'team or rule',
    cloud: ['Fulcro Cloud', '+ Fulcro AI'],
    cloudSub: 'flags the fault',
    van: 'fewer trips',
    outcomes: [
      {title: 'HVAC tuned to need', sub: 'less energy for heating and cooling'},
      {title: 'Maintenance on condition', sub: 'parts replaced when they are worn'},
      {title: 'Fewer site visits', sub: 'remote diagnostics and OTA updates'},
      {title: 'Retention you choose', sub: 'less data stored and backed up'},
    ],
  },
  it: {
    title: 'Dove i prodotti connessi risparmiano energia e materiali',
    desc: 'Un edificio connesso con una pompa di calore e un gateway con Fulcro Edge. Il gateway invia i dati a Fulcro Cloud, dove le regole e Fulcro AI segnalano un guasto; il tuo team, o il comando di una regola, rimanda alla pompa di calore una configurazione corretta. Dal cloud derivano quattro risultati: riscaldamento e raffrescamento regolati sul bisogno, manutenzione basata sulle condizioni di ogni unità, meno uscite in campo grazie alla diagnosi remota e agli aggiornamenti OTA, e una conservazione dei dati decisa da te, così si archiviano e si copiano meno dati. Un furgone dell’assistenza sotto l’edificio rappresenta le uscite evitate.',
    building: 'Un edificio connesso',
    heatPump: 'Pompa di calore',
    gateway: 'Gateway',
    gatewaySub: 'Fulcro Edge',
    data: 'dati',
    configuration: 'configurazione',
    sender: 'team o regola',
    cloud: ['Fulcro Cloud', '+ Fulcro AI'],
    cloudSub: 'segnala il guasto',
    van: 'meno uscite',
    outcomes: [
      {title: 'HVAC regolato sul bisogno', sub: 'meno energia per caldo e freddo'},
      {title: 'Manutenzione su condizione', sub: 'ricambi sostituiti quando usurati'},
      {title: 'Meno uscite in campo', sub: 'diagnosi remota e aggiornamenti OTA'},
      {title: 'Conservazione su misura', sub: 'meno dati archiviati e in backup'},
    ],
  },
};

/** The service van that stays in the yard: a body w long and a cab, with two wheels. */
function Van({x, y, w}: {x: number; y: number; w: number}): ReactNode {
  return (
    <>
      <rect x={x} y={y} width={w} height={40} rx={6} className={palette.panel} />
      <rect x={x + w} y={y + 14} width={40} height={26} rx={4} className={palette.panel} />
      <circle cx={x + 32} cy={y + 42} r={10} className={palette.fillLine} />
      <circle cx={x + w + 14} cy={y + 42} r={10} className={palette.fillLine} />
    </>
  );
}

/** A building with its equipment on the left, the cloud in the middle, four kinds of saving on the right. */
export default function PlanetSavings(): ReactNode {
  const t = useLabels(labels);
  const cards = [40, 152, 264, 376];
  return (
    <DrawingSvg title={t.title} desc={t.desc} narrow={portrait(t)}>
      {/* The building */}
      <Text x={150} y={72} anchor="middle" size="small" muted>
        {t.building}
      </Text>
      <polygon points="40,170 150,96 260,170" className={palette.soft} />
      <rect x={56} y={170} width={188} height={250} className={palette.panel} />
      <Box x={72} y={200} w={156} h={56} label={t.heatPump} compact />
      <Arrow
        points={[
          [150, 256],
          [150, 284],
        ]}
      />
      <Box x={72} y={284} w={156} h={64} tone="soft" label={t.gateway} sub={t.gatewaySub} compact />
      {/* The service van that stays in the yard */}
      <Van x={60} y={452} w={110} />
      <Text x={226} y={484} size="small" muted>
        {t.van}
      </Text>
      {/* Data out; a corrected configuration back, sent by your team or a rule's command (Fulcro AI only flags) */}
      <Arrow
        points={[
          [228, 316],
          [360, 316],
        ]}
        tone="accent"
      />
      <Text x={294} y={306} anchor="middle" size="small" muted>
        {t.data}
      </Text>
      <Arrow
        points={[
          [360, 228],
          [228, 228],
        ]}
        tone="warm"
      />
      <Text x={294} y={218} anchor="middle" size="small" muted>
        {t.configuration}
      </Text>
      <Text x={294} y={248} anchor="middle" size="small" muted>
        {t.sender}
      </Text>
      {/* The cloud */}
      <Box x={360} y={200} w={200} h={144} tone="accent" label={t.cloud} sub={t.cloudSub} />
      {/* Four kinds of saving */}
      <path d="M560,272 L580,272" className={palette.lineAccent} />
      <path d={`M580,${cards[0] + 48} L580,${cards[3] + 48}`} className={palette.lineAccent} />
      {t.outcomes.map((outcome, i) => (
        <g key={outcome.title}>
          <Arrow
            points={[
              [580, cards[i] + 48],
              [600, cards[i] + 48],
            ]}
            tone="accent"
          />
          <Box x={600} y={cards[i]} w={344} h={96} tone="ok" label={outcome.title} sub={outcome.sub} />
        </g>
      ))}
    </DrawingSvg>
  );
}

/**
 * Portrait: the building on top with the van beside it, the data going down to the cloud and the configuration coming
 * back up to the heat pump, then the four kinds of saving stacked below the cloud.
 */
function portrait(t: Labels): NarrowLayout {
  const cards = [500, 584, 668, 752];
  return {
    height: 840,
    content: (
      <>
        <Text x={118} y={28} anchor="middle" size="small" muted>
          {t.building}
        </Text>
        <polygon points="16,120 118,48 220,120" className={palette.soft} />
        <rect x={28} y={120} width={180} height={190} className={palette.panel} />
        <Box x={44} y={140} w={148} h={56} label={t.heatPump} compact />
        <Arrow
          points={[
            [118, 196],
            [118, 220],
          ]}
        />
        <Box x={44} y={220} w={148} h={64} tone="soft" label={t.gateway} sub={t.gatewaySub} compact />
        <Van x={236} y={252} w={68} />
        <Text x={286} y={330} anchor="middle" size="small" muted>
          {t.van}
        </Text>
        <Arrow
          points={[
            [118, 284],
            [118, 360],
          ]}
          tone="accent"
        />
        <Text x={106} y={340} anchor="end" size="small" muted>
          {t.data}
        </Text>
        <Arrow
          points={[
            [218, 360],
            [218, 168],
            [192, 168],
          ]}
          tone="warm"
        />
        <Text x={228} y={176} size="small" muted>
          {t.configuration}
        </Text>
        <Text x={228} y={198} size="small" muted>
          {t.sender}
        </Text>
        <Box x={60} y={360} w={240} h={100} tone="accent" label={t.cloud} sub={t.cloudSub} />
        <path d={`M180,460 L180,480 L20,480 L20,${cards[3] + 36}`} className={palette.lineAccent} />
        {t.outcomes.map((outcome, i) => (
          <g key={outcome.title}>
            <Arrow
              points={[
                [20, cards[i] + 36],
                [44, cards[i] + 36],
              ]}
              tone="accent"
            />
            <Box x={44} y={cards[i]} w={300} h={72} tone="ok" label={outcome.title} sub={outcome.sub} />
          </g>
        ))}
      </>
    ),
  };
}
