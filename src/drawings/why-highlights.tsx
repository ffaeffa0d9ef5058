import React, {type ReactNode} from 'react';
import {
  Arrow,
  Box,
  DrawingSvg,
  Paragraph,
  Text,
  useLabels,
  wrap,
  type Localized,
  type NarrowLayout,
} from '@site/src/components/DrawingKit';
import {certificates, ingestion} from '@site/src/data/platform';

type Row = {need: string; proof: string; detail: string};

type Labels = {
  title: string;
  desc: string;
  needs: string;
  proofs: string;
  rows: readonly Row[];
};

const mqtt = `MQTT ${ingestion.mqttVersions.join(' / ')}`;

const labels: Localized<Labels> = {
  en: {
    title: 'Reasons to choose Fulcro and the capabilities behind them',
    desc: "Six needs a device maker has, each joined by an arrow to the Fulcro capability that meets it: a safe identity for every unit (provisioning with X.509 certificates), protocols the firmware team knows (MQTT and SenML), working offline (Fulcro Edge with store-and-forward), updates in stages (OTA in waves that halt on failures, with automatic rollback of the gateway's agent and system image), apps for end users (Auth and device ownerships) and data on your terms (the Exporter with four formats).",
    needs: 'What a device maker needs',
    proofs: 'What backs it in Fulcro',
    rows: [
      {
        need: 'A safe identity for every unit',
        proof: 'Provisioning',
        detail: `X.509 per connectable · ${certificates.algorithm}`,
      },
      {need: 'Protocols our firmware knows', proof: 'Core ingestion', detail: `${mqtt} · HTTP · SenML`},
      {need: 'Keeps working offline', proof: 'Fulcro Edge', detail: 'store-and-forward · local rules'},
      {need: 'Updates in stages', proof: 'OTA update', detail: 'waves that halt · gateway rollback'},
      {need: 'Apps for our end users', proof: 'Auth + Device ownerships', detail: 'realms · claim · share'},
      {need: 'Our data, our way', proof: 'Exporter', detail: 'CSV · XLSX · PDF · JSON'},
    ],
  },
  it: {
    title: 'I motivi per scegliere Fulcro e le funzioni che li sostengono',
    desc: 'Sei esigenze di un produttore di dispositivi, ciascuna collegata da una freccia alla funzione di Fulcro che la soddisfa: un’identità sicura per ogni unità (provisioning con certificati X.509), protocolli noti al team firmware (MQTT e SenML), funzionamento offline (Fulcro Edge con store-and-forward), aggiornamenti graduali (OTA a ondate che si fermano in caso di errori, con rollback automatico di agente e immagine di sistema del gateway), app per gli utenti finali (Auth e proprietà dei dispositivi) e dati alle tue condizioni (l’Exporter con quattro formati).',
    needs: 'Cosa serve a un produttore',
    proofs: 'Cosa lo garantisce in Fulcro',
    rows: [
      {
        need: 'Un’identità sicura per ogni unità',
        proof: 'Provisioning',
        detail: `X.509 per ogni connectable · ${certificates.algorithm}`,
      },
      {need: 'Protocolli che il firmware conosce', proof: 'Acquisizione di Core', detail: `${mqtt} · HTTP · SenML`},
      {need: 'Funziona anche offline', proof: 'Fulcro Edge', detail: 'store-and-forward · regole locali'},
      {
        need: 'Aggiornamenti graduali',
        proof: 'Aggiornamento OTA',
        detail: 'ondate che si fermano · rollback del gateway',
      },
      {
        need: 'App per i nostri utenti finali',
        proof: 'Auth + proprietà dispositivi',
        detail: 'realm · associare · condividere',
      },
      {need: 'I nostri dati, a modo nostro', proof: 'Exporter', detail: 'CSV · XLSX · PDF · JSON'},
    ],
  },
};

/** Needs on the left, the capability that backs each one on the right. */
export default function WhyHighlights(): ReactNode {
  const t = useLabels(labels);
  return (
    <DrawingSvg title={t.title} desc={t.desc} narrow={portrait(t)}>
      <Text x={24} y={44} size="small" muted>
        {t.needs}
      </Text>
      <Text x={516} y={44} size="small" muted>
        {t.proofs}
      </Text>
      {t.rows.map((row, i) => {
        const y = 64 + i * 76;
        return (
          <g key={row.proof}>
            <Box x={24} y={y} w={380} h={60} label={row.need} />
            <Arrow
              points={[
                [404, y + 30],
                [516, y + 30],
              ]}
              tone="accent"
            />
            <Box x={516} y={y} w={420} h={60} tone="soft" label={row.proof} sub={row.detail} />
          </g>
        );
      })}
    </DrawingSvg>
  );
}

/**
 * Portrait: a key for the two kinds of box, then each need with the capability that backs it right below it, joined by
 * a short arrow; long lines wrap.
 */
function portrait(t: Labels): NarrowLayout {
  let y = 84;
  const pairs = t.rows.map((row) => {
    const need = row.need.length > 28 ? wrap(row.need, Math.ceil(row.need.length / 2) + 4) : [row.need];
    // The detail breaks between its parts, each line but the last ending with its separator.
    const detail = row.detail.split(' · ').reduce<string[]>((lines, part) => {
      const last = lines.length - 1;
      if (last >= 0 && lines[last].length + part.length + 3 <= 36) lines[last] += ` · ${part}`;
      else lines.push(part);
      return lines;
    }, []);
    const top = y;
    const proof = top + 20 + need.length * 22 + 20;
    const h = 44 + detail.length * 20;
    y = proof + h + 20;
    return (
      <g key={row.proof}>
        <Box x={16} y={top} w={328} h={20 + need.length * 22} label={need} />
        <Arrow
          points={[
            [180, proof - 20],
            [180, proof],
          ]}
          tone="accent"
        />
        <Box x={16} y={proof} w={328} h={h} tone="soft" />
        <Text x={180} y={proof + 28} anchor="middle">
          {row.proof}
        </Text>
        <Paragraph
          x={180}
          y={proof + 50}
          lines={detail.map((line, i) => (i < detail.length - 1 ? `${line} ·` : line))}
          anchor="middle"
          size="small"
          muted
        />
      </g>
    );
  });
  return {
    height: y - 8,
    content: (
      <>
        {[t.needs, t.proofs].map((key, i) => (
          <React.Fragment key={key}>
            <Box x={16} y={16 + i * 26} w={20} h={16} radius={4} tone={i ? 'soft' : 'neutral'} />
            <Text x={46} y={29 + i * 26} size="small" muted>
              {key}
            </Text>
          </React.Fragment>
        ))}
        {pairs}
      </>
    ),
  };
}
