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
  heading: string;
  cloudLane: string;
  cloudLaneSub: string;
  bufferLane: string;
  bufferLaneSub: string;
  servicesLane: string;
  servicesLaneSub: string;
  connected: string;
  down: string;
  reconnected: string;
  empty: string;
  direct: string;
  stored: string;
  replay: readonly string[];
  queued: string;
  time: string;
};

const labels: Localized<Labels> = {
  en: {
    title: 'Store-and-forward with the data persistence addon',
    desc: 'A timeline in three phases. While the cloud link is connected, messages published by edge services go straight to Fulcro Cloud and the buffer on disk stays empty. While the link is down, every message is written to the buffer, in order, up to its configured size; when it is full, the oldest messages are dropped and an event reports it. When the link comes back, the buffer is replayed to the cloud oldest first, and new messages queue behind the buffered ones until it is empty.',
    heading: 'Store-and-forward: offline data waits on disk',
    cloudLane: 'Fulcro Cloud',
    cloudLaneSub: 'MQTT + TLS',
    bufferLane: 'Buffer on disk',
    bufferLaneSub: 'data persistence',
    servicesLane: 'Edge services',
    servicesLaneSub: 'publish with QoS 1',
    connected: 'Connected',
    down: 'Link down',
    reconnected: 'Reconnected',
    empty: 'empty',
    direct: 'sent directly',
    stored: 'stored in order',
    replay: ['replay,', 'oldest first'],
    queued: 'queued behind',
    time: 'time',
  },
  it: {
    title: "Store-and-forward con l'addon di persistenza dei dati",
    desc: 'Una linea del tempo in tre fasi. Finché il collegamento con il cloud è attivo, i messaggi pubblicati dai servizi edge arrivano subito a Fulcro Cloud e il buffer su disco resta vuoto. Quando il collegamento cade, ogni messaggio viene scritto nel buffer, in ordine, fino alla dimensione configurata; quando è pieno, i messaggi più vecchi vengono scartati e un evento lo segnala. Al ritorno della connessione il buffer viene reinviato al cloud partendo dal messaggio più vecchio, e i nuovi messaggi si accodano dietro quelli salvati finché il buffer non si svuota.',
    heading: 'Persistenza dei dati: offline i dati aspettano su disco',
    cloudLane: 'Fulcro Cloud',
    cloudLaneSub: 'MQTT + TLS',
    bufferLane: 'Buffer su disco',
    bufferLaneSub: 'persistenza dei dati',
    servicesLane: 'Servizi edge',
    servicesLaneSub: 'pubblicano in QoS 1',
    connected: 'Connesso',
    down: 'Collegamento giù',
    reconnected: 'Riconnesso',
    empty: 'vuoto',
    direct: 'inviati subito',
    stored: 'salvati in ordine',
    replay: ['reinvio dal', 'più vecchio'],
    queued: 'in coda dietro',
    time: 'tempo',
  },
};

/** A buffer drawn as a container with `slices` stored messages, centred on `cx`, its top at `y`. */
function Buffer({
  cx,
  slices,
  y = 200,
  w = 140,
  h = 130,
}: {
  cx: number;
  slices: number;
  y?: number;
  w?: number;
  h?: number;
}): ReactNode {
  return (
    <g>
      <rect x={cx - w / 2} y={y} width={w} height={h} rx={10} className={palette.panel} />
      {Array.from({length: slices}, (_, i) => (
        <rect
          key={i}
          x={cx - w / 2 + 12}
          y={y + h - 24 - i * 22}
          width={w - 24}
          height={16}
          rx={4}
          className={palette.warm}
        />
      ))}
    </g>
  );
}

/** Three phases left to right (connected, offline, reconnected) over three lanes (cloud, buffer, edge services). */
export default function EdgeAddons(): ReactNode {
  const t = useLabels(labels);
  const messages = Array.from({length: 17}, (_, i) => 224 + i * 44);
  return (
    <DrawingSvg title={t.title} desc={t.desc} narrow={portrait(t)}>
      <Text x={20} y={42} size="heading">
        {t.heading}
      </Text>
      {/* Phase boundaries */}
      <path d="M440,136 V390 M700,136 V390" className={`${palette.line} ${palette.dashed}`} />
      {/* Lane labels */}
      <Text x={20} y={98}>
        {t.cloudLane}
      </Text>
      <Text x={20} y={118} size="small" muted>
        {t.cloudLaneSub}
      </Text>
      <Text x={20} y={260}>
        {t.bufferLane}
      </Text>
      <Text x={20} y={282} size="small" muted>
        {t.bufferLaneSub}
      </Text>
      <Text x={20} y={412}>
        {t.servicesLane}
      </Text>
      <Text x={20} y={434} size="small" muted>
        {t.servicesLaneSub}
      </Text>
      {/* Lane 1: the state of the cloud link */}
      <Box x={200} y={76} w={236} h={48} tone="ok" label={t.connected} compact />
      <Box x={444} y={76} w={252} h={48} tone="warm" label={t.down} compact />
      <Box x={704} y={76} w={236} h={48} tone="ok" label={t.reconnected} compact />
      {/* Phase 1: straight to the cloud, buffer empty */}
      <Buffer cx={290} slices={0} />
      <Text x={290} y={270} anchor="middle" size="small" muted>
        {t.empty}
      </Text>
      <Arrow
        points={[
          [400, 404],
          [400, 124],
        ]}
        tone="accent"
      />
      <Text x={388} y={370} anchor="end" size="small" muted>
        {t.direct}
      </Text>
      {/* Phase 2: offline, everything goes to disk */}
      <Text x={576} y={190} anchor="middle" size="small" muted>
        {t.stored}
      </Text>
      <Buffer cx={576} slices={5} />
      <Arrow
        points={[
          [576, 404],
          [576, 330],
        ]}
        tone="warm"
      />
      {/* Phase 3: replay, oldest first; new data queues behind */}
      <Buffer cx={840} slices={2} />
      <Arrow
        points={[
          [840, 200],
          [840, 124],
        ]}
        tone="accent"
      />
      <Text x={828} y={158} anchor="end" size="small" muted>
        {t.replay[0]}
      </Text>
      <Text x={828} y={178} anchor="end" size="small" muted>
        {t.replay[1]}
      </Text>
      <Arrow
        points={[
          [840, 404],
          [840, 330],
        ]}
        tone="warm"
      />
      <Text x={828} y={370} anchor="end" size="small" muted>
        {t.queued}
      </Text>
      {/* Lane 3: messages published by edge services */}
      {messages.map((x) => (
        <rect key={x} x={x - 12} y={404} width={24} height={24} rx={5} className={palette.soft} />
      ))}
      {/* Time axis */}
      <Arrow
        points={[
          [200, 470],
          [940, 470],
        ]}
      />
      <Text x={940} y={496} anchor="end" size="small" muted>
        {t.time}
      </Text>
    </DrawingSvg>
  );
}

/**
 * Portrait: time runs down. The lanes become columns (edge services, buffer, cloud link), each phase a band across
 * them: messages go right, straight to the cloud, into the buffer, or out of it.
 */
function portrait(t: Labels): NarrowLayout {
  const heading = wrap(t.heading, 30);
  const head = 74 + (heading.length - 1) * 27;
  const lanes: [number, string, string][] = [
    [62, t.servicesLane, t.servicesLaneSub],
    [172, t.bufferLane, t.bufferLaneSub],
    [294, t.cloudLane, t.cloudLaneSub],
  ];
  const top = head + 104;
  const band = 190;
  const bands = [0, 1, 2].map((i) => top + i * band);
  const end = top + 3 * band;
  const muted = (x: number, y: number, lines: readonly string[]) => (
    <Paragraph x={x} y={y} lines={lines} anchor="middle" size="small" muted lineHeight={18} />
  );
  const [b1, b2, b3] = bands;
  return {
    height: end + 40,
    content: (
      <>
        <Paragraph x={12} y={34} lines={heading} size="heading" />
        {/* The lanes, as column headings */}
        {lanes.map(([cx, label, sub]) => {
          const lines = wrap(label, 9);
          return (
            <g key={label}>
              <Paragraph x={cx} y={head} lines={lines} anchor="middle" />
              <Paragraph
                x={cx}
                y={head + lines.length * 23}
                lines={wrap(sub, 13)}
                anchor="middle"
                size="small"
                muted
                lineHeight={20}
              />
            </g>
          );
        })}
        {/* Phase boundaries and the state of the cloud link in each phase */}
        <path d={`M30,${b2} H348 M30,${b3} H348`} className={`${palette.line} ${palette.dashed}`} />
        {[
          [t.connected, 'ok'],
          [t.down, 'warm'],
          [t.reconnected, 'ok'],
        ].map(([label, tone], i) => (
          <Box
            key={label}
            x={240}
            y={bands[i] + 12}
            w={108}
            h={band - 24}
            tone={tone as 'ok' | 'warm'}
            label={wrap(label, 12)}
            compact
          />
        ))}
        {/* Lane 1: messages published by edge services, all along */}
        {Array.from({length: 12}, (_, i) => (
          <rect
            key={i}
            x={50}
            y={bands[i >> 2] + 19 + (i % 4) * 44}
            width={24}
            height={24}
            rx={5}
            className={palette.soft}
          />
        ))}
        {/* Phase 1: straight to the cloud, buffer empty */}
        {muted(157, b1 + 21, [t.direct])}
        <Arrow
          points={[
            [74, b1 + 31],
            [240, b1 + 31],
          ]}
          tone="accent"
        />
        <Buffer cx={172} y={b1 + 56} w={88} h={116} slices={0} />
        {muted(172, b1 + 120, [t.empty])}
        {/* Phase 2: offline, everything goes to disk */}
        {muted(172, b2 + 32, [t.stored])}
        <Buffer cx={172} y={b2 + 48} w={88} h={116} slices={5} />
        <Arrow
          points={[
            [74, b2 + 119],
            [128, b2 + 119],
          ]}
          tone="warm"
        />
        {/* Phase 3: replay, oldest first; new data queues behind */}
        {muted(172, b3 + 24, t.replay)}
        <Buffer cx={172} y={b3 + 52} w={88} h={100} slices={2} />
        <Arrow
          points={[
            [216, b3 + 80],
            [240, b3 + 80],
          ]}
          tone="accent"
        />
        <Arrow
          points={[
            [74, b3 + 119],
            [128, b3 + 119],
          ]}
          tone="warm"
        />
        {muted(172, b3 + 174, [t.queued])}
        {/* Time axis */}
        <Arrow
          points={[
            [20, top],
            [20, end],
          ]}
        />
        <Text x={12} y={end + 24} size="small" muted>
          {t.time}
        </Text>
      </>
    ),
  };
}
