import React, {type ReactNode} from 'react';
import {
  Arrow,
  Box,
  DrawingSvg,
  Text,
  useLabels,
  wrap,
  type Localized,
  type NarrowLayout,
} from '@site/src/components/DrawingKit';
import {ingestion} from '@site/src/data/platform';
import {product} from '@site/src/data/product';

type Labels = {
  title: string;
  desc: string;
  yourCode: string;
  youCall: string;
  runsIt: string;
  standards: string;
  edgeService: string;
  edgeServiceSub: string;
  scripts: string;
  scriptsSub: string;
  apps: string;
  appsSub: string;
  broker: string;
  cli: string;
  cliSub: string;
  rest: string;
  edge: string;
  edgeSub: string;
  cloud: string;
  cloudSub: string;
  chips: readonly string[];
};

const localBroker = `${ingestion.edgeLocalBroker.host}:${ingestion.edgeLocalBroker.port}`;
const mqtt = `MQTT ${ingestion.mqttVersions.join(' / ')}`;
const chips = [mqtt, 'SenML (RFC 8428)', 'OpenAPI', 'JSON:API', 'RFC 9457'];

const labels: Localized<Labels> = {
  en: {
    title: 'The developer’s view of Fulcro',
    desc: 'Three layers. At the top, your code: an edge service in any language, scripts and CI pipelines, and your own apps. In the middle, what that code calls: the local broker of the gateway, the fulcroctl command line and the REST APIs. At the bottom, what runs it: Fulcro Edge on the gateway, connected to Fulcro Cloud. Underneath, the open standards everything uses: MQTT, SenML, OpenAPI, JSON:API and RFC 9457 problem details.',
    yourCode: 'Your code',
    youCall: 'What it calls',
    runsIt: 'What runs it',
    standards: 'Open standards underneath',
    edgeService: 'Edge service',
    edgeServiceSub: 'Python, Go, Rust, C…',
    scripts: 'Scripts and CI',
    scriptsSub: 'shell, pipelines',
    apps: 'Your apps',
    appsSub: 'web, mobile, back office',
    broker: 'Local broker',
    cli: product.cli,
    cliSub: 'command line',
    rest: 'REST APIs',
    edge: 'Fulcro Edge',
    edgeSub: 'TLS, buffering, forwarding',
    cloud: 'Fulcro Cloud',
    cloudSub: 'Core · Auth · IAM · Exporter · Rules engine …',
    chips,
  },
  it: {
    title: 'Fulcro visto da uno sviluppatore',
    desc: 'Tre livelli. In alto il tuo codice: un servizio edge in qualsiasi linguaggio, script e pipeline di CI, le tue applicazioni. Al centro ciò che il codice chiama: il broker locale del gateway, la riga di comando fulcroctl e le API REST. In basso ciò che lo esegue: Fulcro Edge sul gateway, collegato a Fulcro Cloud. Sotto tutto, gli standard aperti usati ovunque: MQTT, SenML, OpenAPI, JSON:API e i problem details della RFC 9457.',
    yourCode: 'Il tuo codice',
    youCall: 'Cosa chiama',
    runsIt: 'Cosa lo esegue',
    standards: 'Standard aperti alla base',
    edgeService: 'Servizio edge',
    edgeServiceSub: 'Python, Go, Rust, C…',
    scripts: 'Script e CI',
    scriptsSub: 'shell, pipeline',
    apps: 'Le tue app',
    appsSub: 'web, mobile, gestionali',
    broker: 'Broker locale',
    cli: product.cli,
    cliSub: 'riga di comando',
    rest: 'API REST',
    edge: 'Fulcro Edge',
    edgeSub: 'TLS, buffer, inoltro',
    cloud: 'Fulcro Cloud',
    cloudSub: 'Core · Auth · IAM · Exporter · motore di regole …',
    chips,
  },
};

/** Your code on top, the interfaces it calls, what runs them, and the open standards underneath. */
export default function DeveloperStack(): ReactNode {
  const t = useLabels(labels);
  const cols = [20, 340, 660];
  const w = 280;
  const mid = (i: number) => cols[i] + w / 2;
  return (
    <DrawingSvg title={t.title} desc={t.desc} narrow={portrait(t)}>
      {/* Your code */}
      <Text x={20} y={34} size="small" muted>
        {t.yourCode}
      </Text>
      <Box x={cols[0]} y={44} w={w} h={80} tone="accent" label={t.edgeService} sub={t.edgeServiceSub} />
      <Box x={cols[1]} y={44} w={w} h={80} tone="accent" label={t.scripts} sub={t.scriptsSub} />
      <Box x={cols[2]} y={44} w={w} h={80} tone="accent" label={t.apps} sub={t.appsSub} />
      {/* What it calls */}
      <Text x={20} y={172} size="small" muted>
        {t.youCall}
      </Text>
      <Arrow
        points={[
          [mid(0), 124],
          [mid(0), 182],
        ]}
        tone="accent"
      />
      <Arrow
        points={[
          [mid(1), 124],
          [mid(1), 182],
        ]}
        tone="accent"
      />
      <Arrow
        points={[
          [mid(2), 124],
          [mid(2), 182],
        ]}
        tone="accent"
      />
      <Box x={cols[0]} y={182} w={w} h={76} tone="soft" label={t.broker} sub={localBroker} />
      <Box x={cols[1]} y={182} w={w} h={76} tone="soft" label={t.cli} sub={t.cliSub} />
      <Box x={cols[2]} y={182} w={w} h={76} tone="soft" label={t.rest} sub="/api/{service}/v1" />
      {/* What runs it */}
      <Text x={20} y={306} size="small" muted>
        {t.runsIt}
      </Text>
      <Arrow
        points={[
          [mid(0), 258],
          [mid(0), 316],
        ]}
      />
      <Arrow
        points={[
          [mid(1), 258],
          [mid(1), 316],
        ]}
      />
      <Arrow
        points={[
          [mid(2), 258],
          [mid(2), 316],
        ]}
      />
      <Box x={cols[0]} y={316} w={w} h={80} label={t.edge} sub={t.edgeSub} />
      <Box x={cols[1]} y={316} w={600} h={80} label={t.cloud} sub={t.cloudSub} />
      <Arrow
        points={[
          [300, 356],
          [340, 356],
        ]}
        tone="accent"
        both
      />
      {/* Open standards */}
      <Text x={20} y={436} size="small" muted>
        {t.standards}
      </Text>
      {t.chips.map((chip, i) => (
        <Box key={chip} x={20 + i * 187} y={448} w={172} h={52} radius={26} tone="ghost" label={chip} compact />
      ))}
    </DrawingSvg>
  );
}

/**
 * Portrait: your code and what it calls as two columns, one row per path (the edge service's last, above Fulcro Edge);
 * what runs it below, the cloud reached by the other two paths along the right edge; the open standards at the bottom.
 */
function portrait(t: Labels): NarrowLayout {
  const rows: [string, string, string, string][] = [
    [t.scripts, t.scriptsSub, t.cli, t.cliSub],
    [t.apps, t.appsSub, t.rest, '/api/{service}/v1'],
    [t.edgeService, t.edgeServiceSub, t.broker, localBroker],
  ];
  const cloud = 460;
  const chips = cloud + 130;
  return {
    height: chips + 52 * Math.ceil(t.chips.length / 2) + 2,
    content: (
      <>
        <Text x={12} y={28} size="small" muted>
          {t.yourCode}
        </Text>
        <Text x={172} y={28} size="small" muted>
          {t.youCall}
        </Text>
        {rows.map(([code, codeSub, call, callSub], i) => {
          const y = 40 + i * 96;
          return (
            <g key={code}>
              <Box x={12} y={y} w={136} h={80} tone="accent" label={code} sub={wrap(codeSub, 16)} />
              <Arrow
                points={[
                  [148, y + 40],
                  [172, y + 40],
                ]}
                tone="accent"
              />
              <Box x={172} y={y} w={144} h={80} tone="soft" label={call} sub={wrap(callSub, 16)} />
              {i < 2 && (
                <Arrow
                  points={[
                    [316, y + 40],
                    [332, y + 40],
                    [332, cloud],
                  ]}
                />
              )}
            </g>
          );
        })}
        <Text x={12} y={386} size="small" muted>
          {t.runsIt}
        </Text>
        <Arrow
          points={[
            [244, 312],
            [244, 340],
          ]}
        />
        <Box x={172} y={340} w={144} h={80} tone="neutral" label={t.edge} sub={wrap(t.edgeSub, 16)} />
        <Arrow
          points={[
            [244, 420],
            [244, cloud],
          ]}
          tone="accent"
          both
        />
        <Box x={12} y={cloud} w={336} h={84} tone="neutral" label={t.cloud} sub={wrap(t.cloudSub, 30)} />
        <Text x={12} y={chips - 12} size="small" muted>
          {t.standards}
        </Text>
        {t.chips.map((chip, i) => (
          <Box
            key={chip}
            x={i % 2 === 0 && i === t.chips.length - 1 ? 99 : 12 + (i % 2) * 174}
            y={chips + Math.floor(i / 2) * 52}
            w={162}
            h={42}
            radius={21}
            tone="ghost"
            label={chip}
            compact
          />
        ))}
      </>
    ),
  };
}
