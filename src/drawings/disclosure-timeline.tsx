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
  heading: string;
  note: string;
  /** The note for the portrait layout, where time runs down. */
  noteDown: string;
  steps: readonly string[];
  who: readonly string[];
  when: readonly (readonly string[])[];
  window: string;
  extension: string;
};

const labels: Localized<Labels> = {
  en: {
    title: 'From report to disclosure',
    desc: 'A timeline of a vulnerability report. You report on day 0; we acknowledge within 3 working days, triage within 10 working days, fix within the target set by severity, and disclose together on a date agreed with you. A bracket under the timeline shows the coordinated disclosure window of 90 days from your report, extendable by agreement.',
    heading: 'From report to disclosure',
    note: 'Time runs left to right, not to scale. Working days are Italian working days.',
    noteDown: 'Time runs from top to bottom, not to scale. Working days are Italian working days.',
    steps: ['Report', 'Acknowledge', 'Triage', 'Fix', 'Disclose'],
    who: ['you', 'we', 'we', 'we', 'together'],
    when: [
      ['day 0'],
      ['within 3', 'working days'],
      ['within 10', 'working days'],
      ['target set', 'by severity'],
      ['on a date', 'agreed with you'],
    ],
    window: 'Coordinated disclosure window: 90 days from your report',
    extension: 'extendable by agreement',
  },
  it: {
    title: 'Dalla segnalazione alla divulgazione',
    desc: 'La linea del tempo di una segnalazione di vulnerabilità. Segnali il giorno 0; confermiamo la ricezione entro 3 giorni lavorativi, valutiamo entro 10 giorni lavorativi, correggiamo entro l’obiettivo fissato per la gravità e divulghiamo insieme in una data concordata con te. Una parentesi sotto la linea mostra la finestra di divulgazione coordinata di 90 giorni dalla segnalazione, prorogabile di comune accordo.',
    heading: 'Dalla segnalazione alla divulgazione',
    note: 'Il tempo scorre da sinistra a destra, non in scala. I giorni lavorativi sono quelli italiani.',
    noteDown: 'Il tempo scorre dall’alto in basso, non in scala. I giorni lavorativi sono quelli italiani.',
    steps: ['Segnalazione', 'Conferma', 'Valutazione', 'Correzione', 'Divulgazione'],
    who: ['tu', 'noi', 'noi', 'noi', 'insieme'],
    when: [
      ['giorno 0'],
      ['entro 3 giorni', 'lavorativi'],
      ['entro 10 giorni', 'lavorativi'],
      ['obiettivo fissato', 'per gravità'],
      ['in una data', 'concordata con te'],
    ],
    window: 'Finestra di divulgazione coordinata: 90 giorni dalla segnalazione',
    extension: 'prorogabile di comune accordo',
  },
};

const axisY = 320;
const xs = [110, 285, 460, 635, 810];
const tones: Tone[] = ['warm', 'accent', 'accent', 'accent', 'ok'];

const dot = (i: number) => (tones[i] === 'warm' ? palette.warm : tones[i] === 'ok' ? palette.ok : palette.accent);

/** Five milestones on a time axis, who acts at each, and the disclosure window underneath. */
export default function DisclosureTimeline(): ReactNode {
  const t = useLabels(labels);
  return (
    <DrawingSvg title={t.title} desc={t.desc} narrow={portrait(t)}>
      <Text x={24} y={52} size="heading">
        {t.heading}
      </Text>
      <Text x={24} y={82} size="small" muted>
        {t.note}
      </Text>
      {/* The time axis */}
      <Arrow
        points={[
          [40, axisY],
          [920, axisY],
        ]}
      />
      {xs.map((x, i) => (
        <g key={t.steps[i]}>
          <Text x={x} y={198} anchor="middle" size="small" muted>
            {t.who[i]}
          </Text>
          <Box x={x - 75} y={210} w={150} h={64} tone={tones[i]} label={t.steps[i]} />
          <path d={`M${x},274 L${x},${axisY - 10}`} className={palette.line} />
          <circle cx={x} cy={axisY} r="10" className={dot(i)} />
          {t.when[i].map((line, j) => (
            <Text key={line} x={x} y={362 + j * 20} anchor="middle" size="small">
              {line}
            </Text>
          ))}
        </g>
      ))}
      {/* The coordinated disclosure window, and its extension by agreement */}
      <path d={`M${xs[0]},422 L${xs[0]},434 L${xs[4]},434 L${xs[4]},422`} className={palette.lineAccent} />
      <Text x={xs[0]} y={464} size="small">
        {t.window}
      </Text>
      <Arrow
        points={[
          [xs[4], 434],
          [904, 434],
        ]}
        tone="warm"
        dashed
      />
      <Text x={904} y={464} anchor="end" size="small" muted>
        {t.extension}
      </Text>
    </DrawingSvg>
  );
}

/**
 * Portrait: time runs down an axis on the left; each milestone is a row (who, the step, when); the disclosure window is
 * a bracket beside the axis, continued by its dashed extension, and explained below.
 */
function portrait(t: Labels): NarrowLayout {
  const heading = wrap(t.heading, 24);
  const note = wrap(t.noteDown, 40);
  const y0 = 36 + (heading.length - 1) * 27 + 28 + note.length * 20 + 10;
  const mid = (i: number) => y0 + i * 112 + 46;
  const end = mid(4) + 64;
  const window = wrap(t.window, 40);
  return {
    height: end + 30 + window.length * 20 + 20 + 12,
    content: (
      <>
        <Paragraph x={16} y={36} lines={heading} size="heading" />
        <Paragraph x={16} y={36 + (heading.length - 1) * 27 + 28} lines={note} size="small" muted />
        <Arrow
          points={[
            [44, y0],
            [44, end],
          ]}
        />
        {t.steps.map((step, i) => (
          <g key={step}>
            <Text x={72} y={mid(i) - 32} size="small" muted>
              {t.who[i]}
            </Text>
            <Box x={72} y={mid(i) - 24} w={272} h={48} tone={tones[i]} label={step} />
            <path d={`M54,${mid(i)} L72,${mid(i)}`} className={palette.line} />
            <circle cx="44" cy={mid(i)} r="10" className={dot(i)} />
            <Text x={72} y={mid(i) + 46} size="small">
              {t.when[i].join(' ')}
            </Text>
          </g>
        ))}
        <path d={`M28,${mid(0)} L20,${mid(0)} L20,${mid(4)} L28,${mid(4)}`} className={palette.lineAccent} />
        <Arrow
          points={[
            [20, mid(4)],
            [20, end],
          ]}
          tone="warm"
          dashed
        />
        <Paragraph x={16} y={end + 30} lines={window} size="small" />
        <Text x={16} y={end + 30 + window.length * 20} size="small" muted>
          {t.extension}
        </Text>
      </>
    ),
  };
}
