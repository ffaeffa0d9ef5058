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
  resourceType: string;
  relationships: string;
  readings: string;
  schemaNote: readonly string[];
  endpoints: string;
  collection: string;
  item: string;
  relationship: string;
  related: string;
  clients: string;
  document: string;
  attributes: string;
  included: string;
  connectable: string;
  fills: string;
};

const labels: Localized<Labels> = {
  en: {
    title: 'From a resource type to its API',
    desc: 'A resource type for pool controllers is declared in JSON Schema, with a name, a thingId, readings and a relationship to sites. Fulcro Resources generates JSON:API endpoints from it: the collection, the single resource, the site relationship and the related site, plus client modules for your apps. A response document carries data with attributes and relationships, and the related site in included; the readings come from the telemetry of the connectable named by thingId.',
    resourceType: 'Resource type',
    relationships: 'relationships',
    readings: 'filled from telemetry',
    schemaNote: ['JSON Schema plus', "Fulcro's extensions"],
    endpoints: 'Generated endpoints',
    collection: 'GET · POST',
    item: 'GET · PATCH · DELETE',
    relationship: 'GET · PATCH',
    related: 'GET',
    clients: 'Client modules for your apps',
    document: 'JSON:API document',
    attributes: 'attributes',
    included: 'included',
    connectable: 'connectable in Core',
    fills: 'fills readings',
  },
  it: {
    title: 'Da un tipo di risorsa alla sua API',
    desc: 'Un tipo di risorsa per i controller delle piscine è dichiarato in JSON Schema, con nome, thingId, letture e una relazione con i siti. Fulcro Resources ne genera gli endpoint JSON:API: la collezione, la singola risorsa, la relazione con il sito e il sito collegato, più i moduli client per le tue app. Un documento di risposta contiene data con attributi e relazioni e il sito collegato in included; le letture arrivano dalla telemetria del connectable indicato da thingId.',
    resourceType: 'Tipo di risorsa',
    relationships: 'relazioni',
    readings: 'dalla telemetria',
    schemaNote: ['JSON Schema più le', 'estensioni di Fulcro'],
    endpoints: 'Endpoint generati',
    collection: 'GET · POST',
    item: 'GET · PATCH · DELETE',
    relationship: 'GET · PATCH',
    related: 'GET',
    clients: 'Moduli client per le tue app',
    document: 'Documento JSON:API',
    attributes: 'attributi',
    included: 'included',
    connectable: 'connectable in Core',
    fills: 'aggiorna le letture',
  },
};

const mono = `${palette.mono} ${palette.text}`;

const properties: [string, string, boolean][] = [
  ['name', 'string', false],
  ['thingId', 'string', false],
  ['ph', 'number', true],
  ['chlorine', 'number', true],
  ['pumpState', 'enum', true],
];

/** A pool-controller schema on the left, the endpoints generated from it in the middle, a JSON:API document and the connectable on the right. */
export default function ResourcesModel(): ReactNode {
  const t = useLabels(labels);
  const rows: [string, string][] = [
    [t.collection, '/pool-controllers'],
    [t.item, '/pool-controllers/{id}'],
    [t.relationship, '…/{id}/relationships/site'],
    [t.related, '…/{id}/site'],
  ];
  return (
    <DrawingSvg title={t.title} desc={t.desc} narrow={portrait(t, rows)}>
      {/* Left: the schema card */}
      <rect x="24" y="56" width="240" height="364" rx="12" className={palette.panel} />
      <Text x={40} y={88}>
        {t.resourceType}
      </Text>
      <text x="40" y="116" className={`${palette.mono} ${palette.muted}`}>
        pool-controllers
      </text>
      <path d="M24,132 L264,132" className={palette.line} />
      {properties.map(([name, type, reading], i) => (
        <g key={name}>
          <text x="40" y={164 + i * 30} className={mono}>
            {name}
          </text>
          <text x="148" y={164 + i * 30} className={`${palette.mono} ${palette.muted}`}>
            {type}
          </text>
          {reading && <circle cx="244" cy={159 + i * 30} r="5" className={palette.fillAccent} />}
        </g>
      ))}
      <path d="M24,306 L264,306" className={palette.line} />
      <Text x={40} y={332} size="small" muted>
        {t.relationships}
      </Text>
      <text x="40" y="358" className={mono}>
        site → sites
      </text>
      <circle cx="46" cy="395" r="5" className={palette.fillAccent} />
      <Text x={58} y={400} size="small" muted>
        {t.readings}
      </Text>
      {t.schemaNote.map((line, i) => (
        <Text key={line} x={144} y={452 + i * 20} anchor="middle" size="small" muted>
          {line}
        </Text>
      ))}

      <Arrow
        points={[
          [264, 238],
          [320, 238],
        ]}
        tone="accent"
      />

      {/* Middle: the generated endpoints */}
      <rect x="320" y="56" width="296" height="364" rx="12" className={palette.panel} />
      <Text x={336} y={88}>
        {t.endpoints}
      </Text>
      <text x="336" y="112" className={`${palette.mono} ${palette.muted}`}>
        /api/resources/v1
      </text>
      {rows.map(([methods, path], i) => {
        const y = 128 + i * 70;
        return (
          <g key={path}>
            <rect x="336" y={y} width="264" height="60" rx="8" className={palette.soft} />
            <Text x={350} y={y + 23} size="small" muted>
              {methods}
            </Text>
            <text x="350" y={y + 47} className={mono}>
              {path}
            </text>
          </g>
        );
      })}
      <Arrow
        points={[
          [468, 420],
          [468, 452],
        ]}
        tone="accent"
      />
      <Box x={320} y={452} w={296} h={56} tone="accent" label={t.clients} compact />

      <Arrow
        points={[
          [616, 238],
          [656, 238],
        ]}
        tone="accent"
      />

      {/* Right: a JSON:API document */}
      <rect x="656" y="40" width="280" height="330" rx="12" className={palette.panel} />
      <Text x={672} y={68}>
        {t.document}
      </Text>
      <rect x="672" y="80" width="248" height="196" rx="8" className={palette.line} />
      <text x="684" y="104" className={`${palette.mono} ${palette.muted}`}>
        data
      </text>
      <text x="684" y="128" className={mono}>
        type: pool-controllers
      </text>
      <rect x="682" y="140" width="228" height="58" rx="6" className={palette.soft} />
      <Text x={694} y={160} size="small" muted>
        {t.attributes}
      </Text>
      <text x="694" y="184" className={mono}>
        ph: 7.3, pumpState…
      </text>
      <rect x="682" y="206" width="228" height="58" rx="6" className={palette.soft} />
      <Text x={694} y={226} size="small" muted>
        {t.relationships}
      </Text>
      <text x="694" y="250" className={mono}>
        site → sites/c9d4…
      </text>
      <Arrow
        points={[
          [796, 264],
          [796, 290],
        ]}
      />
      <rect x="672" y="290" width="248" height="64" rx="8" className={`${palette.line} ${palette.dashed}`} />
      <text x="684" y="314" className={`${palette.mono} ${palette.muted}`}>
        {t.included}
      </text>
      <text x="684" y="340" className={mono}>
        type: sites
      </text>

      {/* The connectable whose telemetry fills the readings */}
      <Arrow
        points={[
          [716, 430],
          [716, 370],
        ]}
        tone="warm"
        dashed
      />
      <Text x={730} y={404} size="small" muted>
        {t.fills}
      </Text>
      <Box x={656} y={430} w={280} h={78} label="pool-ctrl-0007" sub={t.connectable} />
    </DrawingSvg>
  );
}

/** Portrait: the schema card, the endpoints, the clients beside the way down to the document, the connectable last. */
function portrait(t: Labels, rows: readonly [string, string][]): NarrowLayout {
  const code = (x: number, y: number, text: string, muted = false) => (
    <text x={x} y={y} className={`${palette.mono} ${muted ? palette.muted : palette.text}`}>
      {text}
    </text>
  );
  const card = (y: number, h: number, title: string) => (
    <>
      <rect x="12" y={y} width="336" height={h} rx="12" className={palette.panel} />
      <Text x={28} y={y + 30}>
        {title}
      </Text>
    </>
  );
  const part = (y: number, label: string, value: string) => (
    <>
      <rect x="38" y={y} width="284" height="54" rx="6" className={palette.soft} />
      <Text x={50} y={y + 20} size="small" muted>
        {label}
      </Text>
      {code(50, y + 43, value)}
    </>
  );
  const api = 378;
  const doc = api + 406;
  const pool = doc + 382;
  return {
    height: pool + 72,
    content: (
      <>
        {/* The schema card */}
        {card(12, 314, t.resourceType)}
        {code(28, 66, 'pool-controllers', true)}
        <path d="M12,80 L348,80" className={palette.line} />
        {properties.map(([name, type, reading], i) => (
          <g key={name}>
            {code(28, 108 + i * 28, name)}
            {code(156, 108 + i * 28, type, true)}
            {reading && <circle cx="320" cy={103 + i * 28} r="5" className={palette.fillAccent} />}
          </g>
        ))}
        <path d="M12,238 L348,238" className={palette.line} />
        <Text x={28} y={262} size="small" muted>
          {t.relationships}
        </Text>
        {code(28, 286, 'site → sites')}
        <circle cx="34" cy="307" r="5" className={palette.fillAccent} />
        <Text x={46} y={312} size="small" muted>
          {t.readings}
        </Text>
        <Arrow
          points={[
            [180, 326],
            [180, api],
          ]}
          tone="accent"
        />
        <Paragraph x={196} y={347} size="small" muted lines={t.schemaNote} />
        {/* The generated endpoints */}
        {card(api, 314, t.endpoints)}
        {code(28, api + 54, '/api/resources/v1', true)}
        {rows.map(([methods, path], i) => (
          <g key={path}>
            <rect x="28" y={api + 68 + i * 60} width="304" height="52" rx="8" className={palette.soft} />
            <Text x={42} y={api + 89 + i * 60} size="small" muted>
              {methods}
            </Text>
            {code(42, api + 111 + i * 60, path)}
          </g>
        ))}
        <Arrow
          points={[
            [92, api + 314],
            [92, api + 334],
          ]}
          tone="accent"
        />
        <Box x={12} y={api + 334} w={160} h={48} tone="accent" label={wrap(t.clients, 17)} compact />
        <Arrow
          points={[
            [264, api + 314],
            [264, doc],
          ]}
          tone="accent"
        />
        {/* A JSON:API document */}
        {card(doc, 326, t.document)}
        <rect x="28" y={doc + 42} width="304" height="190" rx="8" className={palette.line} />
        {code(40, doc + 66, 'data', true)}
        {code(40, doc + 90, 'type: pool-controllers')}
        {part(doc + 102, t.attributes, 'ph: 7.3, pumpState…')}
        {part(doc + 164, t.relationships, 'site → sites/c9d4…')}
        <Arrow
          points={[
            [180, doc + 218],
            [180, doc + 246],
          ]}
        />
        <rect x="28" y={doc + 246} width="304" height="64" rx="8" className={`${palette.line} ${palette.dashed}`} />
        {code(40, doc + 270, t.included, true)}
        {code(40, doc + 296, 'type: sites')}
        {/* The connectable whose telemetry fills the readings */}
        <Arrow
          points={[
            [180, pool],
            [180, doc + 326],
          ]}
          tone="warm"
          dashed
        />
        <Text x={194} y={doc + 360} size="small" muted>
          {t.fills}
        </Text>
        <Box x={12} y={pool} w={336} h={60} label="pool-ctrl-0007" sub={t.connectable} />
      </>
    ),
  };
}
