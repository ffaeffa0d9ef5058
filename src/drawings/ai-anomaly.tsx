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

type Labels = {
  title: string;
  desc: string;
  chart: string;
  now: string;
  observed: string;
  expected: string;
  forecast: string;
  anomaly: string;
  metric: string;
  metricSub: string;
  model: string;
  modelSub: string;
  event: string;
  eventSub: string;
  rule: string;
  ruleSub: string;
  retraining: string;
};

const labels: Localized<Labels> = {
  en: {
    title: 'Anomaly detection and forecasting with Fulcro AI',
    desc: 'A chart of a supply water temperature over time: the observed line stays inside the expected range except for one spike, flagged as an anomaly, and after the present moment a dashed forecast continues inside the shaded range. Below, the pipeline: a metric feeds a model, the model raises an event, and a rule turns the event into a notification or a command, while, with Fulcro AI Full, the model is re-trained automatically on a schedule, on drift and after firmware rollouts.',
    chart: 'Supply water temperature',
    now: 'now',
    observed: 'Observed',
    expected: 'Expected range',
    forecast: 'Forecast',
    anomaly: 'Anomaly',
    metric: 'Metric',
    metricSub: 'inputs · window',
    model: 'Model',
    modelSub: 'detect · forecast',
    event: 'Event',
    eventSub: 'anomaly raised',
    rule: 'Rule',
    ruleSub: 'notify or command',
    retraining: 'Full re-trains on schedule, on drift, after firmware rollouts',
  },
  it: {
    title: 'Rilevamento di anomalie e previsioni con Fulcro AI',
    desc: "Un grafico della temperatura dell'acqua di mandata nel tempo: la linea osservata resta nell'intervallo atteso tranne un picco, segnalato come anomalia, e dopo l'istante attuale una previsione tratteggiata prosegue dentro l'area ombreggiata. Sotto, la pipeline: una metrica alimenta un modello, il modello genera un evento e una regola trasforma l'evento in una notifica o in un comando, mentre, con Fulcro AI Full, il modello viene riaddestrato in automatico a calendario, in caso di deriva e dopo i rollout firmware.",
    chart: "Temperatura dell'acqua di mandata",
    now: 'adesso',
    observed: 'Osservato',
    expected: 'Intervallo atteso',
    forecast: 'Previsione',
    anomaly: 'Anomalia',
    metric: 'Metrica',
    metricSub: 'ingressi · finestra',
    model: 'Modello',
    modelSub: 'rileva · prevede',
    event: 'Evento',
    eventSub: 'anomalia segnalata',
    rule: 'Regola',
    ruleSub: 'notifica o comando',
    retraining: 'Full riaddestra a calendario, su deriva, dopo i rollout firmware',
  },
};

/* Plot area of the chart. */
const plot = {left: 70, right: 910, top: 76, bottom: 300};
const nowX = 640;
const anomalyX = 470;

/** The expected value at x: a daily cycle. */
function expected(x: number): number {
  return 188 - 52 * Math.sin((2 * Math.PI * (x - plot.left)) / 250);
}

/** A small, repeatable wobble for the observed line. */
function wobble(i: number): number {
  return 9 * Math.sin(i * 1.7) + 5 * Math.cos(i * 2.9);
}

const band = 26;

function points(from: number, to: number, step: number, y: (x: number, i: number) => number): [number, number][] {
  const result: [number, number][] = [];
  for (let x = from, i = 0; x <= to; x += step, i += 1) result.push([x, Math.round(y(x, i))]);
  return result;
}

function path(list: readonly (readonly [number, number])[]): string {
  return list.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x},${y}`).join(' ');
}

type Map = (v: number) => number;

/** The chart's lines and marks, drawn through X and Y (the landscape plot's coordinates to the canvas's). */
function Chart({t, X, Y}: {t: Labels; X: Map; Y: Map}): ReactNode {
  const at = (list: [number, number][]) => list.map(([x, y]): [number, number] => [X(x), Y(y)]);
  const upper = at(points(plot.left, plot.right, 10, (x) => expected(x) - band));
  const lower = at(points(plot.left, plot.right, 10, (x) => expected(x) + band)).reverse();
  const observed = at(
    points(plot.left, nowX, 10, (x, i) => (x === anomalyX ? expected(x) - 78 : expected(x) + wobble(i))),
  );
  const forecast = at(points(nowX, plot.right, 10, (x) => expected(x)));
  const [ax, ay] = [X(anomalyX), Y(Math.round(expected(anomalyX) - 78))];
  const [left, right, top, bottom, now] = [X(plot.left), X(plot.right), Y(plot.top), Y(plot.bottom), X(nowX)];
  return (
    <>
      <path d={`${path(upper)} ${path(lower).replace('M', 'L')} Z`} className={palette.soft} />
      <path d={`M${left},${top} L${left},${bottom} L${right},${bottom}`} className={palette.line} />
      <path d={`M${now},${top + 8} L${now},${bottom}`} className={`${palette.line} ${palette.dashed}`} />
      <Text x={now + 8} y={top + 22} size="small" muted>
        {t.now}
      </Text>
      <path d={path(observed)} className={palette.lineAccent} />
      <path d={path(forecast)} className={`${palette.lineAccent} ${palette.dashed}`} />
      <circle cx={ax} cy={ay} r="13" className={palette.lineWarm} />
      <circle cx={ax} cy={ay} r="5" className={palette.fillWarm} />
      <Box x={ax - 52} y={ay - 54} w={104} h={34} tone="warm" label={t.anomaly} compact />
    </>
  );
}

/** Legend entry i (observed, expected range, forecast, anomaly), its key starting at x. */
function Legend({t, i, x, y}: {t: Labels; i: number; x: number; y: number}): ReactNode {
  const line = `M${x},${y - 5} L${x + 28},${y - 5}`;
  const key = [
    <path d={line} className={palette.lineAccent} />,
    <rect x={x} y={y - 14} width="28" height="16" rx="3" className={palette.soft} />,
    <path d={line} className={`${palette.lineAccent} ${palette.dashed}`} />,
    <circle cx={x} cy={y - 5} r="6" className={palette.fillWarm} />,
  ][i];
  return (
    <>
      {key}
      <Text x={x + (i === 3 ? 14 : 36)} y={y} size="small">
        {[t.observed, t.expected, t.forecast, t.anomaly][i]}
      </Text>
    </>
  );
}

const stages = (t: Labels): [string, string][] => [
  [t.metric, t.metricSub],
  [t.model, t.modelSub],
  [t.event, t.eventSub],
  [t.rule, t.ruleSub],
];
const stageTone = (i: number) => (i === 1 ? 'accent' : i === 2 ? 'warm' : 'neutral');

/** A time-series chart with its expected range, a flagged anomaly and a forecast; below, the pipeline from metric to rule. */
export default function AiAnomaly(): ReactNode {
  const t = useLabels(labels);
  const pipeline = stages(t);
  const boxW = 190;
  const gap = 50;
  const x0 = 25;
  const boxY = 396;
  const boxH = 74;
  return (
    <DrawingSvg title={t.title} desc={t.desc} narrow={portrait(t)}>
      {/* The chart */}
      <rect x="24" y="24" width="912" height="334" rx="14" className={palette.panel} />
      <Text x={44} y={56}>
        {t.chart}
      </Text>
      <Chart t={t} X={(x) => x} Y={(y) => y} />
      {/* Legend */}
      {[70, 270, 470, 684].map((x, i) => (
        <Legend key={x} t={t} i={i} x={x} y={334} />
      ))}
      {/* The pipeline */}
      {pipeline.map(([label, sub], i) => (
        <Box
          key={label}
          x={x0 + i * (boxW + gap)}
          y={boxY}
          w={boxW}
          h={boxH}
          tone={stageTone(i)}
          label={label}
          sub={sub}
        />
      ))}
      {pipeline.slice(1).map(([label], i) => (
        <Arrow
          key={label}
          points={[
            [x0 + (i + 1) * boxW + i * gap, boxY + boxH / 2],
            [x0 + (i + 1) * (boxW + gap), boxY + boxH / 2],
          ]}
          tone="accent"
        />
      ))}
      {/* Re-training loop under the model */}
      <Arrow
        points={[
          [x0 + boxW + gap + 150, boxY + boxH],
          [x0 + boxW + gap + 150, 500],
          [x0 + boxW + gap + 40, 500],
          [x0 + boxW + gap + 40, boxY + boxH],
        ]}
        dashed
      />
      <Text x={x0 + boxW + gap + 164} y={505} size="small" muted>
        {t.retraining}
      </Text>
    </DrawingSvg>
  );
}

/** Portrait: the chart (narrower, its legend in two columns), then the pipeline top to bottom, the loop beside the model. */
function portrait(t: Labels): NarrowLayout {
  const title = wrap(t.chart, 30);
  const top = 76 + (title.length - 1) * 23;
  const bottom = top + 180;
  const y0 = bottom + 106;
  const model = y0 + 100;
  const loop = wrap(t.retraining, 16);
  return {
    height: y0 + 384,
    content: (
      <>
        <rect x="12" y="12" width="336" height={bottom + 62} rx="14" className={palette.panel} />
        <Paragraph x={28} y={42} lines={title} />
        <Chart
          t={t}
          X={(x) => Math.round(28 + ((x - plot.left) * 304) / 840)}
          Y={(y) => Math.round(top + ((y - plot.top) * 180) / 224)}
        />
        {[0, 1, 2, 3].map((i) => (
          <Legend key={i} t={t} i={i} x={(i > 1 ? 196 : 28) + (i === 3 ? 22 : 0)} y={bottom + 34 + (i % 2) * 26} />
        ))}
        {stages(t).map(([label, sub], i) => (
          <g key={label}>
            <Box x={12} y={y0 + i * 100} w={180} h={64} tone={stageTone(i)} label={label} sub={sub} />
            {i > 0 && (
              <Arrow
                points={[
                  [102, y0 + i * 100 - 36],
                  [102, y0 + i * 100],
                ]}
                tone="accent"
              />
            )}
          </g>
        ))}
        <Arrow
          points={[
            [192, model + 48],
            [214, model + 48],
            [214, model + 16],
            [192, model + 16],
          ]}
          dashed
        />
        <Paragraph x={228} y={model + 38 - loop.length * 10} lines={loop} size="small" muted lineHeight={20} />
      </>
    ),
  };
}
