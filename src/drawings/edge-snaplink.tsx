import React, {type ReactNode} from 'react';
import {Arrow, Box, DrawingSvg, Text, palette, useLabels, type Localized} from '@site/src/components/DrawingKit';
import {remoteInitKeys} from '@site/src/data/platform';

type Labels = {
  title: string;
  desc: string;
  installer: string;
  operator: string;
  gateway: string;
  terminal: readonly string[];
  terminalAfter: readonly string[];
  compare: string;
  fingerprint: string;
  window: string;
  fields: readonly string[];
  approve: string;
  reject: string;
  hint: string;
  cloud: string;
  cloudSub: string;
  step1: string;
  step2: string;
  step3: string;
  step4: string;
};

const hours = remoteInitKeys.initializationKeyValidityHours;
const print = '4F9A 21C7 E03B 5D68';

const labels: Localized<Labels> = {
  en: {
    title: 'SnapLink: approving a new gateway',
    desc: `On the left, an installer runs the SnapLink request on a new gateway, whose terminal shows its fingerprint and waits. The gateway announces itself to Fulcro Cloud, and the request appears in Fulcro Control, drawn on the right, with the connectable id, fingerprint, source IP address and time, and Approve and Reject buttons. The operator compares the fingerprint with the installer and approves; remote init then issues a single-use initialization key, valid ${hours} hours, and the gateway receives its certificate and configuration and connects.`,
    installer: 'Installer, on site',
    operator: 'Operator, in the office',
    gateway: 'New gateway',
    terminal: ['Announcing edge-plant-01', `Fingerprint ${print}`, 'Waiting for approval…'],
    terminalAfter: ['Approved', 'Certificate received', 'Configuration downloaded', 'Connected over mTLS'],
    compare: 'compare',
    fingerprint: 'fingerprint',
    window: 'Fulcro Control · Pending requests',
    fields: ['Connectable', 'Fingerprint', 'Source IP', 'Announced'],
    approve: 'Approve',
    reject: 'Reject',
    hint: 'Compare the fingerprint, then approve or reject',
    cloud: 'Fulcro Cloud · remote init',
    cloudSub: `initialization key: single use, valid ${hours} hours`,
    step1: '1. Announces itself',
    step2: '2. Request appears',
    step3: '3. Approved',
    step4: '4. Identity + config',
  },
  it: {
    title: 'SnapLink: approvare un nuovo gateway',
    desc: `A sinistra un installatore avvia la richiesta SnapLink su un nuovo gateway, il cui terminale mostra l'impronta e resta in attesa. Il gateway si annuncia a Fulcro Cloud e la richiesta compare in Fulcro Control, disegnato a destra, con l'id del connectable, l'impronta, l'indirizzo IP di origine, l'ora e i pulsanti Approva e Rifiuta. L'operatore confronta l'impronta con l'installatore e approva; il remote init emette allora una chiave di inizializzazione monouso, valida ${hours} ore, e il gateway riceve certificato e configurazione e si collega.`,
    installer: 'Installatore, sul posto',
    operator: 'Operatore, in ufficio',
    gateway: 'Nuovo gateway',
    terminal: ['Annuncio edge-plant-01', `Impronta ${print}`, 'In attesa di approvazione…'],
    terminalAfter: ['Approvata', 'Certificato ricevuto', 'Configurazione scaricata', 'Connesso in mTLS'],
    compare: 'confronta',
    fingerprint: 'impronta',
    window: 'Fulcro Control · Richieste in attesa',
    fields: ['Connectable', 'Impronta', 'IP di origine', 'Annunciata'],
    approve: 'Approva',
    reject: 'Rifiuta',
    hint: "Confronta l'impronta, poi approva o rifiuta",
    cloud: 'Fulcro Cloud · remote init',
    cloudSub: `chiave di inizializzazione: monouso, valida ${hours} ore`,
    step1: '1. Si annuncia',
    step2: '2. Richiesta in attesa',
    step3: '3. Approvata',
    step4: '4. Identità e configurazione',
  },
};

const values = ['edge-plant-01', print, '203.0.113.24', '2025-11-21 09:18 UTC'];

/** The installer's terminal on the left, a mock of the Control approval screen on the right, the cloud below, four numbered steps between them. */
export default function EdgeSnaplink(): ReactNode {
  const t = useLabels(labels);
  const mono = (muted: boolean) => `${palette.mono} ${muted ? palette.muted : palette.text}`;
  return (
    <DrawingSvg title={t.title} desc={t.desc}>
      <Text x={20} y={42}>
        {t.installer}
      </Text>
      <Text x={460} y={42}>
        {t.operator}
      </Text>
      {/* Left: the gateway's terminal */}
      <rect x="20" y="60" width="340" height="330" rx="14" className={palette.panel} />
      <Text x={36} y={90}>
        {t.gateway}
      </Text>
      <text x={344} y={90} textAnchor="end" className={mono(true)}>
        edge-plant-01
      </text>
      <rect x="36" y="106" width="308" height="268" rx="8" className={palette.soft} />
      <text x={50} y={136} className={mono(false)}>
        $ fulcro-edge snaplink request
      </text>
      {t.terminal.map((line, i) => (
        <text key={line} x={50} y={166 + i * 30} className={mono(i !== 1)}>
          {line}
        </text>
      ))}
      {t.terminalAfter.map((line, i) => (
        <text key={line} x={50} y={266 + i * 30} className={mono(false)}>
          {line}
        </text>
      ))}
      {/* The two people compare the fingerprint */}
      <Arrow points={[[360, 190], [460, 190]]} dashed both />
      <Text x={410} y={178} anchor="middle" size="small" muted>
        {t.compare}
      </Text>
      <Text x={410} y={214} anchor="middle" size="small" muted>
        {t.fingerprint}
      </Text>
      {/* Right: the approval screen of Fulcro Control */}
      <rect x="460" y="60" width="480" height="330" rx="14" className={palette.panel} />
      <Text x={476} y={90}>
        {t.window}
      </Text>
      <path d="M460,104 H940" className={palette.line} />
      <rect x="476" y="120" width="448" height="214" rx="10" className={palette.soft} />
      {t.fields.map((field, i) => (
        <g key={field}>
          <Text x={496} y={154 + i * 36} size="small" muted>
            {field}
          </Text>
          <text x={640} y={154 + i * 36} className={mono(false)}>
            {values[i]}
          </text>
        </g>
      ))}
      <Box x={496} y={280} w={140} h={40} tone="accent" label={t.approve} compact />
      <Box x={652} y={280} w={140} h={40} tone="ghost" label={t.reject} compact />
      <Text x={476} y={364} size="small" muted>
        {t.hint}
      </Text>
      {/* The four steps, through the cloud */}
      <Arrow points={[[80, 390], [80, 440]]} tone="accent" />
      <Text x={92} y={420} size="small">
        {t.step1}
      </Text>
      <Arrow points={[[250, 440], [250, 390]]} tone="accent" />
      <Text x={262} y={420} size="small">
        {t.step4}
      </Text>
      <Arrow points={[[540, 390], [540, 440]]} tone="accent" />
      <Text x={552} y={420} size="small">
        {t.step3}
      </Text>
      <Arrow points={[[860, 440], [860, 390]]} tone="accent" />
      <Text x={848} y={420} anchor="end" size="small">
        {t.step2}
      </Text>
      <Box x={20} y={440} w={920} h={64} tone="accent" label={t.cloud} sub={t.cloudSub} />
    </DrawingSvg>
  );
}
