import React, {type ReactNode} from 'react';
import {
  DrawingSvg,
  Paragraph,
  Text,
  palette,
  useLabels,
  wrap,
  type Localized,
  type NarrowLayout,
} from '@site/src/components/DrawingKit';
import {ingestion, testedKubernetes} from '@site/src/data/platform';

type Pillar = {name: readonly [string, string]; items: readonly string[]};

type Labels = {
  title: string;
  desc: string;
  roof: string;
  base: string;
  pillars: readonly Pillar[];
};

const mqtt = `MQTT ${ingestion.mqttVersions.join(' / ')}`;
/** "EKS · AKS · GKE", from the list of tested managed Kubernetes services. */
const clusters = testedKubernetes.map((name) => name.split(' ').pop()).join(' · ');

const labels: Localized<Labels> = {
  en: {
    title: 'The five engineering principles of Fulcro',
    desc: 'A building with five columns holding up a roof named Fulcro, standing on a base named your connected product. The columns are open protocols (MQTT, SenML, OpenAPI, RFC 9457), your data stays yours (exports in CSV, XLSX, PDF and JSON, retention you set), multi-tenant by design (tenants, realms, a CA per tenant), secure by default (an X.509 certificate per unit, breached passwords refused, short-lived tokens) and a planned way out (self-hosting on three managed Kubernetes services, exports in open formats, devices re-provisioned with a key of their destination).',
    roof: 'Fulcro',
    base: 'Your connected product, in the field for years',
    pillars: [
      {name: ['Open', 'protocols'], items: [mqtt, 'SenML', 'OpenAPI', 'RFC 9457']},
      {name: ['Your data', 'stays yours'], items: ['CSV · XLSX', 'PDF · JSON', 'Retention you set']},
      {name: ['Multi-tenant', 'by design'], items: ['Tenants', 'Realms', 'CA per tenant']},
      {name: ['Secure', 'by default'], items: ['X.509 per unit', 'Breach check', 'Short tokens']},
      {name: ['A planned', 'way out'], items: ['Self-hosting', clusters, 'Open exports']},
    ],
  },
  it: {
    title: 'I cinque principi di ingegneria di Fulcro',
    desc: 'Un edificio con cinque colonne che reggono un tetto chiamato Fulcro, appoggiato su una base chiamata il tuo prodotto connesso. Le colonne sono protocolli aperti (MQTT, SenML, OpenAPI, RFC 9457), i dati restano tuoi (esportazioni in CSV, XLSX, PDF e JSON, conservazione decisa da te), multi-tenant per progetto (tenant, realm, una CA per tenant), sicuro di serie (un certificato X.509 per unità, password violate rifiutate, token di breve durata) e un’uscita prevista (installazione nel tuo cluster su tre servizi Kubernetes gestiti, esportazioni in formati aperti, dispositivi che ricevono un nuovo provisioning con una chiave della destinazione).',
    roof: 'Fulcro',
    base: 'Il tuo prodotto connesso, sul campo per anni',
    pillars: [
      {name: ['Protocolli', 'aperti'], items: [mqtt, 'SenML', 'OpenAPI', 'RFC 9457']},
      {name: ['I dati', 'restano tuoi'], items: ['CSV · XLSX', 'PDF · JSON', 'Conservazione', 'decisa da te']},
      {name: ['Multi-tenant', 'per progetto'], items: ['Tenant', 'Realm', 'CA per tenant']},
      {name: ['Sicuro', 'di serie'], items: ['X.509 per unità', 'Password violate', 'Token brevi']},
      {name: ['Un’uscita', 'prevista'], items: ['Nel tuo cluster', clusters, 'Esportazioni', 'aperte']},
    ],
  },
};

/** A temple: the roof and its architrave are the platform, five columns are the principles, the base is the product. */
export default function Principles(): ReactNode {
  const t = useLabels(labels);
  const w = 152;
  const gap = 18;
  return (
    <DrawingSvg title={t.title} desc={t.desc} narrow={portrait(t)}>
      {/* Roof and architrave */}
      <polygon points="64,140 480,36 896,140" className={palette.accent} />
      <text x={480} y={120} textAnchor="middle" className={`${palette.heading} ${palette.textOnAccent}`}>
        {t.roof}
      </text>
      <rect x={64} y={146} width={832} height={22} rx={4} className={palette.accent} />
      {/* Columns */}
      {t.pillars.map((pillar, i) => {
        const x = 64 + i * (w + gap);
        const cx = x + w / 2;
        return (
          <g key={pillar.name.join(' ')}>
            <rect x={x} y={180} width={w} height={232} rx={6} className={palette.soft} />
            <Text x={cx} y={214} anchor="middle">
              {pillar.name[0]}
            </Text>
            <Text x={cx} y={238} anchor="middle">
              {pillar.name[1]}
            </Text>
            <path d={`M${x + 20},256 L${x + w - 20},256`} className={palette.line} />
            {pillar.items.map((item, j) => (
              <Text key={item} x={cx} y={286 + j * 28} anchor="middle" size="small" muted>
                {item}
              </Text>
            ))}
          </g>
        );
      })}
      {/* Base: a step, then the slab the temple stands on, which is the product */}
      <rect x={44} y={420} width={872} height={18} rx={4} className={palette.fillLine} />
      <rect x={24} y={446} width={912} height={64} rx={8} className={palette.warm} />
      <text x={480} y={484} textAnchor="middle" className={`${palette.label} ${palette.textOnWarm}`}>
        {t.base}
      </text>
    </DrawingSvg>
  );
}

/**
 * Portrait: the same temple, narrower; the five columns become five rows between the roof and the base, each with its
 * name on the left and its items on the right.
 */
function portrait(t: Labels): NarrowLayout {
  const rows = t.pillars.map((pillar) => 28 + Math.max(46, pillar.items.length * 20));
  const tops = rows.map((_, i) => 140 + rows.slice(0, i).reduce((a, b) => a + b + 8, 0));
  const base = tops[4] + rows[4] + 8;
  return {
    height: base + 108,
    content: (
      <>
        <polygon points="24,104 180,24 336,104" className={palette.accent} />
        <text x={180} y={90} textAnchor="middle" className={`${palette.heading} ${palette.textOnAccent}`}>
          {t.roof}
        </text>
        <rect x={24} y={110} width={312} height={20} rx={4} className={palette.accent} />
        {t.pillars.map((pillar, i) => {
          const [y, h] = [tops[i], rows[i]];
          return (
            <g key={pillar.name.join(' ')}>
              <rect x={24} y={y} width={312} height={h} rx={6} className={palette.soft} />
              <Paragraph x={40} y={y + h / 2 - 5} lines={pillar.name} />
              <path d={`M160,${y + 14} L160,${y + h - 14}`} className={palette.line} />
              <Paragraph
                x={176}
                y={y + h / 2 + 5 - (pillar.items.length - 1) * 10}
                lines={pillar.items}
                size="small"
                muted
                lineHeight={20}
              />
            </g>
          );
        })}
        <rect x={16} y={base} width={328} height={16} rx={4} className={palette.fillLine} />
        <rect x={12} y={base + 24} width={336} height={72} rx={8} className={palette.warm} />
        {wrap(t.base, 28).map((line, i, lines) => (
          <text
            key={line}
            x={180}
            y={base + 24 + 36 + 6 - ((lines.length - 1) * 22) / 2 + i * 22}
            textAnchor="middle"
            className={`${palette.label} ${palette.textOnWarm}`}>
            {line}
          </text>
        ))}
      </>
    ),
  };
}
