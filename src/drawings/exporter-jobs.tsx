import React, {type ReactNode} from 'react';
import {
  Box,
  DrawingSvg,
  Text,
  palette,
  useLabels,
  type Localized,
  type NarrowLayout,
} from '@site/src/components/DrawingKit';
import {retentionDefaults} from '@site/src/data/platform';

type Labels = {
  title: string;
  desc: string;
  jobs: string;
  deleted: string;
  kept: string;
  days: string;
  today: string;
  rows: readonly {name: string; schedule: string}[];
};

const kept = retentionDefaults.exportsKeptDays;

const labels: Localized<Labels> = {
  en: {
    title: 'Recurring export jobs and the life of their reports',
    desc: `Four recurring jobs on a timeline of ten days: telemetry every day as CSV, the device registry every two days as XLSX, a fleet report every week as PDF and a data feed every day as JSON. Each run leaves a report file. Reports from the last ${kept} days are kept; older ones, on the left of the expiry line, have been deleted.`,
    jobs: 'Recurring jobs',
    deleted: 'deleted',
    kept: `kept for ${kept} days`,
    days: 'days',
    today: 'today',
    rows: [
      {name: 'Telemetry', schedule: 'daily · CSV'},
      {name: 'Registry', schedule: 'every 2 days · XLSX'},
      {name: 'Fleet report', schedule: 'weekly · PDF'},
      {name: 'Data feed', schedule: 'daily · JSON'},
    ],
  },
  it: {
    title: 'Job di esportazione ricorrenti e la vita dei loro report',
    desc: `Quattro job ricorrenti su una linea del tempo di dieci giorni: la telemetria ogni giorno in CSV, il registro dei dispositivi ogni due giorni in XLSX, un report della flotta ogni settimana in PDF e un feed di dati ogni giorno in JSON. Ogni esecuzione lascia un file di report. I report degli ultimi ${kept} giorni restano disponibili; quelli più vecchi, a sinistra della linea di scadenza, sono già stati cancellati.`,
    jobs: 'Job ricorrenti',
    deleted: 'cancellati',
    kept: `conservati ${kept} giorni`,
    days: 'giorni',
    today: 'oggi',
    rows: [
      {name: 'Telemetria', schedule: 'ogni giorno · CSV'},
      {name: 'Registro', schedule: 'ogni 2 giorni · XLSX'},
      {name: 'Report flotta', schedule: 'settimanale · PDF'},
      {name: 'Feed di dati', schedule: 'ogni giorno · JSON'},
    ],
  },
};

const formats = ['CSV', 'XLSX', 'PDF', 'JSON'] as const;
/** Days (1–10) on which each job runs. */
const runs: readonly (readonly number[])[] = [
  [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
  [2, 4, 6, 8, 10],
  [1, 8],
  [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
];
const dayCount = 10;
/** Reports created on or before this day have expired by the last day. */
const lastExpiredDay = Math.max(0, dayCount - Math.min(kept, dayCount - 1));

const rowY = (row: number) => 80 + row * 90;
const rowH = 70;
const dayX = (day: number) => 293 + (day - 1) * 66;

/** A report file: a page with a folded corner and its format. */
function File({
  cx,
  cy,
  format,
  expired,
  h = 56,
}: {
  cx: number;
  cy: number;
  format: string;
  expired: boolean;
  h?: number;
}): ReactNode {
  const w = 48;
  const x = cx - w / 2;
  const y = cy - h / 2;
  const fold = 12;
  const outline = `M${x},${y} L${x + w - fold},${y} L${x + w},${y + fold} L${x + w},${y + h} L${x},${y + h} Z`;
  return (
    <g>
      <path d={outline} className={expired ? palette.surface : palette.soft} />
      {expired && <path d={outline} className={`${palette.line} ${palette.dashed}`} />}
      <path d={`M${x + w - fold},${y} L${x + w - fold},${y + fold} L${x + w},${y + fold}`} className={palette.line} />
      <text
        x={cx}
        y={y + h - 16}
        textAnchor="middle"
        className={`${palette.small} ${expired ? palette.muted : palette.text}`}>
        {format}
      </text>
    </g>
  );
}

/** Four recurring jobs on a ten-day timeline; reports older than the retention period are drawn as deleted. */
export default function ExporterJobs(): ReactNode {
  const t = useLabels(labels);
  const expiryX = (dayX(lastExpiredDay) + dayX(lastExpiredDay + 1)) / 2;
  const axisY = 448;
  return (
    <DrawingSvg title={t.title} desc={t.desc} narrow={portrait(t)}>
      <Text x={24} y={58} size="small" muted>
        {t.jobs}
      </Text>
      {/* Above the timeline: deleted on the left, kept on the right */}
      <Text x={(dayX(1) + expiryX) / 2} y={52} anchor="middle" size="small" muted>
        {t.deleted}
      </Text>
      <path
        d={`M${expiryX + 8},66 L${expiryX + 8},58 L${dayX(dayCount) + 24},58 L${dayX(dayCount) + 24},66`}
        className={palette.lineAccent}
      />
      <Text x={(expiryX + dayX(dayCount) + 32) / 2} y={48} anchor="middle" size="small">
        {t.kept}
      </Text>
      {t.rows.map((row, r) => (
        <g key={row.name}>
          <Box
            x={24}
            y={rowY(r)}
            w={200}
            h={rowH}
            tone={r === 0 ? 'accent' : 'neutral'}
            label={row.name}
            sub={row.schedule}
          />
          <path
            d={`M236,${rowY(r) + rowH / 2} L920,${rowY(r) + rowH / 2}`}
            className={`${palette.line} ${palette.dashed}`}
          />
          {runs[r].map((day) => (
            <File
              key={day}
              cx={dayX(day)}
              cy={rowY(r) + rowH / 2}
              format={formats[r]}
              expired={day <= lastExpiredDay}
            />
          ))}
        </g>
      ))}
      {/* Expiry line */}
      <path d={`M${expiryX},70 L${expiryX},${axisY}`} className={palette.lineWarm} />
      {/* Time axis */}
      <path d={`M256,${axisY} L920,${axisY}`} className={palette.line} />
      {Array.from({length: dayCount}, (_, i) => i + 1).map((day) => (
        <g key={day}>
          <path d={`M${dayX(day)},${axisY} L${dayX(day)},${axisY + 8}`} className={palette.line} />
          <Text x={dayX(day)} y={axisY + 28} anchor="middle" size="small" muted>
            {String(day)}
          </Text>
        </g>
      ))}
      <Text x={256} y={axisY + 56} size="small" muted>
        {t.days}
      </Text>
      <Box x={dayX(dayCount) - 40} y={axisY + 38} w={80} h={28} tone="warm" label={t.today} compact />
    </DrawingSvg>
  );
}

/**
 * Portrait: the jobs listed on top, then the timeline turned to run down the page: one row per day, one column per job
 * (headed by its format), the deleted days above the expiry line and the kept days below it.
 */
function portrait(t: Labels): NarrowLayout {
  const top = 348; // the grid's first line, under the format headings
  const colX = (r: number) => 113 + r * 66;
  const dayY = (day: number) => top + 58 + (day - 1) * 52 + (day > lastExpiredDay ? 48 : 0);
  const expiryY = dayY(lastExpiredDay) + 34;
  const bottom = dayY(dayCount) + 26;
  return {
    height: bottom + 48,
    content: (
      <>
        <Text x={16} y={28} size="small" muted>
          {t.jobs}
        </Text>
        {t.rows.map((row, r) => (
          <Box
            key={row.name}
            x={16}
            y={40 + r * 68}
            w={328}
            h={60}
            tone={r === 0 ? 'accent' : 'neutral'}
            label={row.name}
            sub={row.schedule}
          />
        ))}
        <Text x={16} y={top - 10} size="small" muted>
          {t.days}
        </Text>
        <Text x={80} y={top + 22} size="small" muted>
          {t.deleted}
        </Text>
        <Text x={80} y={expiryY + 28} size="small">
          {t.kept}
        </Text>
        <path
          d={`M30,${dayY(lastExpiredDay + 1) - 20} L22,${dayY(lastExpiredDay + 1) - 20} L22,${bottom} L30,${bottom}`}
          className={palette.lineAccent}
        />
        {formats.map((format, r) => (
          <g key={format}>
            <Text x={colX(r)} y={top - 10} anchor="middle" size="small" muted>
              {format}
            </Text>
            <path
              d={`M${colX(r)},${dayY(1) - 20} L${colX(r)},${dayY(lastExpiredDay) + 20} M${colX(r)},${dayY(lastExpiredDay + 1) - 20} L${colX(r)},${bottom}`}
              className={`${palette.line} ${palette.dashed}`}
            />
            {runs[r].map((day) => (
              <File key={day} cx={colX(r)} cy={dayY(day)} format={format} expired={day <= lastExpiredDay} h={46} />
            ))}
          </g>
        ))}
        <path d={`M72,${expiryY} L344,${expiryY}`} className={palette.lineWarm} />
        <path d={`M72,${top} L72,${bottom}`} className={palette.line} />
        {Array.from({length: dayCount}, (_, i) => i + 1).map((day) => (
          <g key={day}>
            <path d={`M64,${dayY(day)} L72,${dayY(day)}`} className={palette.line} />
            <Text x={58} y={dayY(day) + 5} anchor="end" size="small" muted>
              {String(day)}
            </Text>
          </g>
        ))}
        <Box x={16} y={bottom + 10} w={80} h={28} tone="warm" label={t.today} compact />
      </>
    ),
  };
}
