import React, {type ReactNode} from 'react';
import {
  Arrow,
  Box,
  DrawingSvg,
  palette,
  useLabels,
  type Localized,
  type NarrowLayout,
} from '@site/src/components/DrawingKit';

type Lines = readonly string[];

type Labels = {
  title: string;
  desc: string;
  fulcro: string;
  fulcroRole: string;
  data: Lines;
  you: string;
  youRole: string;
  /** The five stages of a device's data, left to right. */
  stages: readonly [string, string, string, string, string];
  /** What Fulcro provides at each stage. */
  provides: readonly [Lines, Lines, Lines, Lines, Lines];
  /** What stays with the customer at each stage. */
  keeps: readonly [Lines, Lines, Lines, Lines, Lines];
};

const labels: Localized<Labels> = {
  en: {
    title: 'Shared responsibility for device data',
    desc: "The five stages of a device's data run across the middle: collect, transmit, store, use and erase. Above each stage is what Fulcro provides as processor: per-device certificates, mutual TLS, retention limits and encrypted backups, IAM roles and policies that deny by default, deletion and the erasure hook. Below each stage is what stays with you as controller: purpose and legal basis, keeping device keys safe, choosing retention periods, deciding who gets which role, and answering people's requests.",
    fulcro: 'Fulcro',
    fulcroRole: 'processor',
    data: ['Device', 'data'],
    you: 'You',
    youRole: 'controller',
    stages: ['Collect', 'Transmit', 'Store', 'Use', 'Erase'],
    provides: [
      ['Per-device', 'certificates'],
      ['Mutual TLS', 'on every link'],
      ['Retention', 'limits and', 'encrypted', 'backups'],
      ['IAM roles and', 'policies, deny', 'by default'],
      ['Deletion and', 'erasure hook'],
    ],
    keeps: [
      ['Purpose and', 'legal basis'],
      ['Keys kept safe', 'in the device'],
      ['Retention', 'periods you', 'choose'],
      ['Who gets', 'which role'],
      ['Answering', 'requests'],
    ],
  },
  it: {
    title: 'Responsabilità condivisa sui dati dei dispositivi',
    desc: "Al centro scorrono le cinque fasi dei dati di un dispositivo: raccolta, trasmissione, conservazione, uso e cancellazione. Sopra ogni fase c'è ciò che Fulcro fornisce come responsabile del trattamento: certificati per singolo dispositivo, TLS reciproco, limiti di conservazione e backup cifrati, ruoli e policy IAM con accesso negato di base, cancellazione ed erasure hook. Sotto ogni fase c'è ciò che resta a te come titolare: finalità e base giuridica, chiavi al sicuro nel dispositivo, tempi di conservazione, chi riceve quale ruolo e risposte agli interessati.",
    fulcro: 'Fulcro',
    fulcroRole: 'responsabile',
    data: ['Dati del', 'dispositivo'],
    you: 'Tu',
    youRole: 'titolare',
    stages: ['Raccolta', 'Trasmissione', 'Conservazione', 'Uso', 'Cancellazione'],
    provides: [
      ['Certificati', 'per singolo', 'dispositivo'],
      ['TLS reciproco', 'su ogni', 'connessione'],
      ['Limiti di', 'conservazione,', 'backup cifrati'],
      ['Ruoli e policy', 'IAM, accesso', 'negato di base'],
      ['Cancellazione', 'ed erasure', 'hook'],
    ],
    keeps: [
      ['Finalità e', 'base giuridica'],
      ['Chiavi al', 'sicuro nel', 'dispositivo'],
      ['Tempi di', 'conservazione', 'che scegli tu'],
      ['Chi riceve', 'quale ruolo'],
      ['Risposte agli', 'interessati'],
    ],
  },
};

/** Three lanes: what Fulcro provides (top), the data lifecycle (middle), what stays with the customer (bottom). */
export default function GdprResponsibility(): ReactNode {
  const t = useLabels(labels);
  const columnX = (i: number) => 176 + i * 159;
  const w = 132;
  const top = {y: 40, h: 112};
  const stage = {y: 230, h: 80};
  const bottom = {y: 388, h: 112};
  const dashed = `${palette.line} ${palette.dashed}`;
  return (
    <DrawingSvg title={t.title} desc={t.desc} narrow={portrait(t)}>
      {/* Lane headers */}
      <Box x={16} y={top.y} w={144} h={top.h} tone="accent" label={t.fulcro} sub={t.fulcroRole} />
      <Box x={16} y={stage.y} w={144} h={stage.h} label={t.data} />
      <Box x={16} y={bottom.y} w={144} h={bottom.h} tone="warm" label={t.you} sub={t.youRole} />
      {t.stages.map((name, i) => {
        const x = columnX(i);
        const middle = x + w / 2;
        return (
          <g key={name}>
            {/* What Fulcro provides at this stage, tied to the stage below */}
            <Box x={x} y={top.y} w={w} h={top.h} tone="soft" label={t.provides[i]} compact />
            <line x1={middle} y1={top.y + top.h} x2={middle} y2={stage.y} className={dashed} />
            {/* The stage itself */}
            <Box x={x} y={stage.y} w={w} h={stage.h} label={name} compact />
            {i < t.stages.length - 1 && (
              <Arrow
                points={[
                  [x + w, stage.y + stage.h / 2],
                  [columnX(i + 1), stage.y + stage.h / 2],
                ]}
                tone="accent"
              />
            )}
            {/* What stays with the customer at this stage */}
            <line x1={middle} y1={stage.y + stage.h} x2={middle} y2={bottom.y} className={dashed} />
            <Box x={x} y={bottom.y} w={w} h={bottom.h} label={t.keeps[i]} compact />
          </g>
        );
      })}
    </DrawingSvg>
  );
}

/**
 * Portrait: the lane headers on top (Fulcro on the left, you on the right), then the stages running down a spine, each
 * with what Fulcro provides on the left and what stays with you on the right.
 */
function portrait(t: Labels): NarrowLayout {
  const dashed = `${palette.line} ${palette.dashed}`;
  const pair = t.stages.map((_, i) => Math.max(t.provides[i].length, t.keeps[i].length) * 19 + 22);
  const tops = pair.map((_, i) => 148 + pair.slice(0, i).reduce((sum, h) => sum + h + 80, 0));
  const last = tops.length - 1;
  return {
    height: tops[last] + 68 + pair[last],
    content: (
      <>
        {/* Lane headers */}
        <Box x={12} y={12} w={336} h={44} label={t.data.join(' ')} />
        <Box x={12} y={68} w={160} h={56} tone="accent" label={t.fulcro} sub={t.fulcroRole} />
        <Box x={188} y={68} w={160} h={56} tone="warm" label={t.you} sub={t.youRole} />
        {t.stages.map((name, i) => {
          const y = tops[i];
          return (
            <g key={name}>
              <Box x={12} y={y} w={336} h={40} label={name} compact />
              {i < last && (
                <Arrow
                  points={[
                    [180, y + 40],
                    [180, tops[i + 1]],
                  ]}
                  tone="accent"
                />
              )}
              <path d={`M92,${y + 40} L92,${y + 56} M268,${y + 40} L268,${y + 56}`} className={dashed} />
              <Box x={12} y={y + 56} w={160} h={pair[i]} tone="soft" label={t.provides[i]} compact />
              <Box x={188} y={y + 56} w={160} h={pair[i]} label={t.keeps[i]} compact />
            </g>
          );
        })}
      </>
    ),
  };
}
