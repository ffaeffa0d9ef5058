import React, {type ReactNode} from 'react';
import {Arrow, Box, DrawingSvg, Text, palette, useLabels, type Localized, type Tone} from '@site/src/components/DrawingKit';

type Labels = {
  title: string;
  desc: string;
  heading: string;
  note: string;
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
    steps: ['Report', 'Acknowledge', 'Triage', 'Fix', 'Disclose'],
    who: ['you', 'we', 'we', 'we', 'together'],
    when: [['day 0'], ['within 3', 'working days'], ['within 10', 'working days'], ['target set', 'by severity'], ['on a date', 'agreed with you']],
    window: 'Coordinated disclosure window: 90 days from your report',
    extension: 'extendable by agreement',
  },
  it: {
    title: 'Dalla segnalazione alla divulgazione',
    desc: 'La linea del tempo di una segnalazione di vulnerabilità. Segnali il giorno 0; confermiamo la ricezione entro 3 giorni lavorativi, valutiamo entro 10 giorni lavorativi, correggiamo entro l’obiettivo fissato per la gravità e divulghiamo insieme in una data concordata con te. Una parentesi sotto la linea mostra la finestra di divulgazione coordinata di 90 giorni dalla segnalazione, prorogabile di comune accordo.',
    heading: 'Dalla segnalazione alla divulgazione',
    note: 'Il tempo scorre da sinistra a destra, non in scala. I giorni lavorativi sono quelli italiani.',
    steps: ['Segnalazione', 'Conferma', 'Valutazione', 'Correzione', 'Divulgazione'],
    who: ['tu', 'noi', 'noi', 'noi', 'insieme'],
    when: [['giorno 0'], ['entro 3 giorni', 'lavorativi'], ['entro 10 giorni', 'lavorativi'], ['obiettivo fissato', 'per gravità'], ['in una data', 'concordata con te']],
    window: 'Finestra di divulgazione coordinata: 90 giorni dalla segnalazione',
    extension: 'prorogabile di comune accordo',
  },
};

const axisY = 320;
const xs = [110, 285, 460, 635, 810];
const tones: Tone[] = ['warm', 'accent', 'accent', 'accent', 'ok'];

/** Five milestones on a time axis, who acts at each, and the disclosure window underneath. */
export default function DisclosureTimeline(): ReactNode {
  const t = useLabels(labels);
  return (
    <DrawingSvg title={t.title} desc={t.desc}>
      <Text x={24} y={52} size="heading">
        {t.heading}
      </Text>
      <Text x={24} y={82} size="small" muted>
        {t.note}
      </Text>
      {/* The time axis */}
      <Arrow points={[[40, axisY], [920, axisY]]} />
      {xs.map((x, i) => (
        <g key={t.steps[i]}>
          <Text x={x} y={198} anchor="middle" size="small" muted>
            {t.who[i]}
          </Text>
          <Box x={x - 75} y={210} w={150} h={64} tone={tones[i]} label={t.steps[i]} />
          <path d={`M${x},274 L${x},${axisY - 10}`} className={palette.line} />
          <circle cx={x} cy={axisY} r="10" className={tones[i] === 'warm' ? palette.warm : tones[i] === 'ok' ? palette.ok : palette.accent} />
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
      <Arrow points={[[xs[4], 434], [904, 434]]} tone="warm" dashed />
      <Text x={904} y={464} anchor="end" size="small" muted>
        {t.extension}
      </Text>
    </DrawingSvg>
  );
}
