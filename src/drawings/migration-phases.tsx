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
  type Tone,
} from '@site/src/components/DrawingKit';

type Labels = {
  title: string;
  desc: string;
  phasesHeading: string;
  phases: readonly (readonly [string, string])[];
  thingsboard: string;
  fulcro: string;
  devices: string;
  tbServes: string;
  tbRollback: string;
  tbOff: string;
  backfill: string;
  shadow: string;
  fulcroServes: string;
  oldTopic: string;
  bothTopics: string;
  newTopic: string;
  rollback: string;
  note: string;
};

const labels: Localized<Labels> = {
  en: {
    title: 'The five phases of a migration from ThingsBoard to Fulcro',
    desc: 'A timeline in five phases: map and export, register and backfill, run side by side, cut over in waves, switch off ThingsBoard. Three lanes run under it. ThingsBoard serves the fleet until the cut-over, then stays ready for a rollback, then is switched off. Fulcro receives the imported history, then a shadow copy of live data, then serves the fleet. Devices publish on the ThingsBoard topic, then on both topics, then only on the Fulcro topic. A rollback arrow leads from Fulcro back to ThingsBoard during the cut-over.',
    phasesHeading: 'Phases',
    phases: [
      ['Map and', 'export'],
      ['Register and', 'backfill'],
      ['Run side', 'by side'],
      ['Cut over', 'in waves'],
      ['Switch off', 'ThingsBoard'],
    ],
    thingsboard: 'ThingsBoard',
    fulcro: 'Fulcro',
    devices: 'Devices',
    tbServes: 'serves the fleet',
    tbRollback: 'rollback ready',
    tbOff: 'off',
    backfill: 'history',
    shadow: 'shadow',
    fulcroServes: 'serves the fleet',
    oldTopic: 'v1/devices/me/telemetry',
    bothTopics: 'both',
    newTopic: 'fulcro/…/data',
    rollback: 'rollback',
    note: 'Move the fleet in waves; each wave can roll back until ThingsBoard is switched off.',
  },
  it: {
    title: 'Le cinque fasi di una migrazione da ThingsBoard a Fulcro',
    desc: 'Una linea del tempo in cinque fasi: mappa ed esporta, registra e importa, esercizio in parallelo, passaggio a ondate, spegnimento di ThingsBoard. Sotto scorrono tre corsie. ThingsBoard serve la flotta fino al passaggio, poi resta pronto per un rollback, poi viene spento. Fulcro riceve lo storico importato, poi una copia in ombra dei dati live, poi serve la flotta. I dispositivi pubblicano sul topic di ThingsBoard, poi su entrambi i topic, poi solo sul topic di Fulcro. Durante il passaggio una freccia di rollback riporta da Fulcro a ThingsBoard.',
    phasesHeading: 'Fasi',
    phases: [
      ['Mappa ed', 'esporta'],
      ['Registra e', 'importa'],
      ['Esercizio', 'in parallelo'],
      ['Passaggio', 'a ondate'],
      ['Spegni', 'ThingsBoard'],
    ],
    thingsboard: 'ThingsBoard',
    fulcro: 'Fulcro',
    devices: 'Dispositivi',
    tbServes: 'serve la flotta',
    tbRollback: 'rollback pronto',
    tbOff: 'spento',
    backfill: 'storico',
    shadow: 'in ombra',
    fulcroServes: 'serve la flotta',
    oldTopic: 'v1/devices/me/telemetry',
    bothTopics: 'entrambi',
    newTopic: 'fulcro/…/data',
    rollback: 'rollback',
    note: 'Sposta la flotta a ondate: ogni ondata può tornare indietro finché ThingsBoard resta acceso.',
  },
};

type Segment = {from: number; to: number; tone: Tone; label: string};

/** Where phase i starts on the landscape timeline. */
const phaseX = (i: number) => 180 + i * 155;

/** The three lanes: name, row on the landscape canvas, and what each does from one x to another. */
const lanesOf = (t: Labels): [string, number, Segment[]][] => [
  [
    t.thingsboard,
    140,
    [
      {from: 180, to: 645, tone: 'neutral', label: t.tbServes},
      {from: 645, to: 800, tone: 'ghost', label: t.tbRollback},
      {from: 800, to: 940, tone: 'ghost', label: t.tbOff},
    ],
  ],
  [
    t.fulcro,
    236,
    [
      {from: 335, to: 490, tone: 'soft', label: t.backfill},
      {from: 490, to: 645, tone: 'soft', label: t.shadow},
      {from: 645, to: 940, tone: 'accent', label: t.fulcroServes},
    ],
  ],
  [
    t.devices,
    332,
    [
      {from: 180, to: 490, tone: 'neutral', label: t.oldTopic},
      {from: 490, to: 645, tone: 'soft', label: t.bothTopics},
      {from: 645, to: 940, tone: 'accent', label: t.newTopic},
    ],
  ],
];

/** Phase boxes across the top, three lanes (ThingsBoard, Fulcro, devices) below, a rollback arrow at the cut-over. */
export default function MigrationPhases(): ReactNode {
  const t = useLabels(labels);
  const lanes = lanesOf(t);
  return (
    <DrawingSvg title={t.title} desc={t.desc} narrow={portrait(t)}>
      <Text x={90} y={78} anchor="middle" size="label" muted>
        {t.phasesHeading}
      </Text>
      {t.phases.map((phase, i) => (
        <g key={phase[0]}>
          <Box x={phaseX(i)} y={40} w={140} h={64} tone={i === 3 ? 'warm' : 'soft'} label={phase} compact />
          {i < 4 && (
            <Arrow
              points={[
                [phaseX(i) + 140, 72],
                [phaseX(i) + 155, 72],
              ]}
            />
          )}
        </g>
      ))}
      {lanes.map(([name, y, segments]) => (
        <g key={name}>
          <Box x={20} y={y} w={140} h={60} label={name} compact />
          {segments.map((s) => (
            <Box
              key={s.label + s.from}
              x={s.from + 2}
              y={y + 6}
              w={s.to - s.from - 4}
              h={48}
              tone={s.tone}
              label={s.label}
              radius={6}
              compact
            />
          ))}
        </g>
      ))}
      <path d="M645,118 L645,400" className={`${palette.line} ${palette.dashed}`} />
      <Arrow
        points={[
          [720, 236],
          [720, 200],
        ]}
        tone="warm"
        dashed
      />
      <Text x={730} y={224} size="small">
        {t.rollback}
      </Text>
      <Text x={560} y={452} anchor="middle" size="small" muted>
        {t.note}
      </Text>
    </DrawingSvg>
  );
}

/**
 * Portrait: time runs down. Each phase is a bar, and under it what each lane (ThingsBoard, Fulcro, devices) does in
 * that phase; the rollback arrow sits under the cut-over.
 */
function portrait(t: Labels): NarrowLayout {
  const lanes = lanesOf(t);
  const cols = [30, 134, 238];
  const widths = [96, 96, 110];
  const rowY = (i: number) => 76 + i * 104 + (i > 3 ? 36 : 0);
  const cut = rowY(3);
  const note = wrap(t.note, 44);
  // Topics break after a slash: a space after each one lets wrap() break there.
  const lines = (label: string) => wrap(label.replace(/\//g, '/ '), 13).map((line) => line.replace(/\/ /g, '/'));
  return {
    height: rowY(4) + 128 + note.length * 20,
    content: (
      <>
        <Text x={12} y={30} muted>
          {t.phasesHeading}
        </Text>
        {lanes.map(([name], l) => (
          <Text key={name} x={cols[l] + widths[l] / 2} y={60} anchor="middle" size="small" muted>
            {name}
          </Text>
        ))}
        <Arrow
          points={[
            [18, rowY(0) + 16],
            [18, rowY(4) + 90],
          ]}
        />
        {t.phases.map((phase, i) => {
          const y = rowY(i);
          const x = phaseX(i) + 70;
          return (
            <g key={phase[0]}>
              <circle cx={18} cy={y + 16} r={5} className={palette.fillLine} />
              <Box x={30} y={y} w={318} h={32} tone={i === 3 ? 'warm' : 'soft'} label={phase.join(' ')} compact />
              {lanes.map(([name, , segments], l) => {
                const s = segments.find((seg) => seg.from <= x && x < seg.to);
                return (
                  s && (
                    <Box
                      key={name}
                      x={cols[l]}
                      y={y + 40}
                      w={widths[l]}
                      h={50}
                      tone={s.tone}
                      label={lines(s.label)}
                      radius={6}
                      compact
                    />
                  )
                );
              })}
            </g>
          );
        })}
        <path d={`M30,${cut - 8} L348,${cut - 8}`} className={`${palette.line} ${palette.dashed}`} />
        <Arrow
          points={[
            [182, cut + 90],
            [182, cut + 106],
            [78, cut + 106],
            [78, cut + 90],
          ]}
          tone="warm"
          dashed
        />
        <Text x={130} y={cut + 126} anchor="middle" size="small">
          {t.rollback}
        </Text>
        <Paragraph x={180} y={rowY(4) + 122} anchor="middle" size="small" muted lines={note} />
      </>
    ),
  };
}
