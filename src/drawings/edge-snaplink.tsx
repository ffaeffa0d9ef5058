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
} from '@site/src/components/DrawingKit';
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
const mono = (muted: boolean) => `${palette.mono} ${muted ? palette.muted : palette.text}`;

/** The gateway's terminal, 330 high: the request, the announcement, then what follows approval. */
function Gateway({x, y, w, t}: {x: number; y: number; w: number; t: Labels}): ReactNode {
  return (
    <>
      <rect x={x} y={y} width={w} height="330" rx="14" className={palette.panel} />
      <Text x={x + 16} y={y + 30}>
        {t.gateway}
      </Text>
      <text x={x + w - 16} y={y + 30} textAnchor="end" className={mono(true)}>
        edge-plant-01
      </text>
      <rect x={x + 16} y={y + 46} width={w - 32} height="268" rx="8" className={palette.soft} />
      <text x={x + 30} y={y + 76} className={mono(false)}>
        $ fulcro-edge snaplink request
      </text>
      {[...t.terminal, ...t.terminalAfter].map((line, i) => (
        <text key={line} x={x + 30} y={y + 106 + i * 30 + (i > 2 ? 10 : 0)} className={mono(i === 0 || i === 2)}>
          {line}
        </text>
      ))}
    </>
  );
}

/** The approval screen of Fulcro Control, 330 high (more if its hint wraps); `narrow` packs its columns closer. */
function Control({
  x,
  y,
  w,
  t,
  narrow = false,
}: {
  x: number;
  y: number;
  w: number;
  t: Labels;
  narrow?: boolean;
}): ReactNode {
  const [pad, inset, value, button] = narrow ? [10, 22, 130, 136] : [16, 36, 180, 140];
  const hint = wrap(t.hint, narrow ? 40 : 99);
  return (
    <>
      <rect x={x} y={y} width={w} height={310 + hint.length * 20} rx="14" className={palette.panel} />
      <Text x={x + 16} y={y + 30}>
        {t.window}
      </Text>
      <path d={`M${x},${y + 44} H${x + w}`} className={palette.line} />
      <rect x={x + pad} y={y + 60} width={w - 2 * pad} height="214" rx="10" className={palette.soft} />
      {t.fields.map((field, i) => (
        <g key={field}>
          <Text x={x + inset} y={y + 94 + i * 36} size="small" muted>
            {field}
          </Text>
          <text x={x + value} y={y + 94 + i * 36} className={mono(false)}>
            {values[i]}
          </text>
        </g>
      ))}
      <Box x={x + inset} y={y + 220} w={button} h={40} tone="accent" label={t.approve} compact />
      <Box x={x + inset + button + 16} y={y + 220} w={button} h={40} tone="ghost" label={t.reject} compact />
      <Paragraph x={x + 16} y={y + 304} lines={hint} size="small" muted lineHeight={20} />
    </>
  );
}

/** The installer's terminal on the left, a mock of the Control approval screen on the right, the cloud below, four numbered steps between them. */
export default function EdgeSnaplink(): ReactNode {
  const t = useLabels(labels);
  return (
    <DrawingSvg title={t.title} desc={t.desc} narrow={portrait(t)}>
      <Text x={20} y={42}>
        {t.installer}
      </Text>
      <Text x={460} y={42}>
        {t.operator}
      </Text>
      {/* Left: the gateway's terminal */}
      <Gateway x={20} y={60} w={340} t={t} />
      {/* The two people compare the fingerprint */}
      <Arrow
        points={[
          [360, 190],
          [460, 190],
        ]}
        dashed
        both
      />
      <Text x={410} y={178} anchor="middle" size="small" muted>
        {t.compare}
      </Text>
      <Text x={410} y={214} anchor="middle" size="small" muted>
        {t.fingerprint}
      </Text>
      {/* Right: the approval screen of Fulcro Control */}
      <Control x={460} y={60} w={480} t={t} />
      {/* The four steps, through the cloud */}
      <Arrow
        points={[
          [80, 390],
          [80, 440],
        ]}
        tone="accent"
      />
      <Text x={92} y={420} size="small">
        {t.step1}
      </Text>
      <Arrow
        points={[
          [250, 440],
          [250, 390],
        ]}
        tone="accent"
      />
      <Text x={262} y={420} size="small">
        {t.step4}
      </Text>
      <Arrow
        points={[
          [540, 390],
          [540, 440],
        ]}
        tone="accent"
      />
      <Text x={552} y={420} size="small">
        {t.step3}
      </Text>
      <Arrow
        points={[
          [860, 440],
          [860, 390],
        ]}
        tone="accent"
      />
      <Text x={848} y={420} anchor="end" size="small">
        {t.step2}
      </Text>
      <Box x={20} y={440} w={920} h={64} tone="accent" label={t.cloud} sub={t.cloudSub} />
    </DrawingSvg>
  );
}

/**
 * Portrait: the installer's gateway on top, the cloud in the middle, the Control screen below with its operator; the
 * steps run between them (down on the left, up on the right) and the fingerprint comparison down the left edge.
 */
function portrait(t: Labels): NarrowLayout {
  const step4 = wrap(t.step4, 20);
  const cloud = 374 + 72 + (step4.length - 1) * 20;
  const control = cloud + 168;
  const sub = wrap(t.cloudSub, 28);
  // A pair of steps in the gap under `top`: a down arrow on the left, an up arrow on the right, their labels between.
  const steps = (top: number, down: string, up: readonly string[]) => (
    <>
      <Arrow
        points={[
          [140, top],
          [140, top + 72 + (up.length - 1) * 20],
        ]}
        tone="accent"
      />
      <Text x={152} y={top + 26} size="small">
        {down}
      </Text>
      <Arrow
        points={[
          [326, top + 72 + (up.length - 1) * 20],
          [326, top],
        ]}
        tone="accent"
      />
      <Paragraph x={314} y={top + 50} lines={up} anchor="end" size="small" lineHeight={20} />
    </>
  );
  return {
    height: control + 354 + wrap(t.hint, 40).length * 20,
    content: (
      <>
        <Text x={12} y={30}>
          {t.installer}
        </Text>
        <Gateway x={12} y={44} w={336} t={t} />
        {steps(374, t.step1, step4)}
        <Box x={116} y={cloud} w={232} h={96} tone="accent" />
        <text x={232} y={cloud + 34} textAnchor="middle" className={`${palette.label} ${palette.textOnAccent}`}>
          {t.cloud}
        </text>
        {sub.map((line, i) => (
          <text
            key={line}
            x={232}
            y={cloud + 60 + i * 20}
            textAnchor="middle"
            className={`${palette.small} ${palette.textOnAccent}`}>
            {line}
          </text>
        ))}
        {steps(cloud + 96, t.step2, [t.step3])}
        {/* The fingerprint, compared between the two people */}
        <Arrow
          points={[
            [24, 374],
            [24, control],
          ]}
          dashed
          both
        />
        <Paragraph x={36} y={cloud + 44} lines={[t.compare, t.fingerprint]} size="small" muted lineHeight={20} />
        <Control x={12} y={control} w={336} t={t} narrow />
        <Text x={12} y={control + 340 + wrap(t.hint, 40).length * 20}>
          {t.operator}
        </Text>
      </>
    ),
  };
}
