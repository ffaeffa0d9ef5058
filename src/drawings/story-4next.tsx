import React, {type ReactNode} from 'react';
import {
  Arrow,
  Box,
  DrawingSvg,
  Text,
  palette,
  useLabels,
  type Localized,
  type NarrowLayout,
} from '@site/src/components/DrawingKit';

type Labels = {
  title: string;
  desc: string;
  myHome: string;
  room: string;
  roomSub: string;
  plugCard: string;
  plugCardSub: string;
  door: string;
  doorSub: string;
  share: string;
  premium: string;
  apis: string;
  push: string;
  atHome: string;
  hub: string;
  hubSub: string;
  sensors: readonly string[];
  plug: readonly string[];
  cloud: string;
  gdpr: string;
  gdprSub: string;
  auth: string;
  authSub: string;
  ownerships: string;
  ownershipsSub: string;
  notifications: string;
  notificationsSub: string;
  pay: string;
  paySub: string;
  core: string;
  coreSub: string;
};

const labels: Localized<Labels> = {
  en: {
    title: 'Illustrative project: the app, the hub and the cloud services behind them',
    desc: 'On the left, a phone shows the app: room temperature, a kitchen plug, an open-door alarm received as a push message, a button to share the home with the family and one to go premium. The app calls Fulcro Cloud through REST APIs. In the home, sensors talk to the hub, and the hub and a Wi-Fi plug send their data to Core. In the cloud: the GDPR compliance map, Auth with native flows and tokens, device ownerships to claim, share and transfer, Notifications for push and email, Pay for the premium subscription through Stripe, and Core.',
    myHome: 'My home',
    room: 'Living room',
    roomSub: '21.5 °C',
    plugCard: 'Kitchen plug',
    plugCardSub: '140 W',
    door: 'Front door open',
    doorSub: 'push · 23:40',
    share: 'Share with family',
    premium: 'Go premium',
    apis: 'REST APIs',
    push: 'push',
    atHome: 'At home',
    hub: 'Home hub',
    hubSub: 'MQTT · TLS',
    sensors: ['Sensors'],
    plug: ['Wi-Fi plug'],
    cloud: 'Fulcro Cloud',
    gdpr: 'GDPR compliance map',
    gdprSub: 'for the DPO',
    auth: 'Auth',
    authSub: 'native flows · tokens',
    ownerships: 'Device ownerships',
    ownershipsSub: 'claim · share · transfer',
    notifications: 'Notifications',
    notificationsSub: 'push · email · branding',
    pay: 'Pay',
    paySub: 'premium plan · Stripe',
    core: 'Core',
    coreSub: 'hub and plug data',
  },
  it: {
    title: "Progetto illustrativo: l'app, l'hub e i servizi cloud che li sostengono",
    desc: "A sinistra un telefono mostra l'app: la temperatura di una stanza, la presa della cucina, un allarme di porta aperta ricevuto come messaggio push, un pulsante per condividere la casa con la famiglia e uno per passare a premium. L'app chiama Fulcro Cloud tramite API REST. In casa i sensori parlano con l'hub, e l'hub e una presa Wi-Fi inviano i dati a Core. Nel cloud: la mappa di conformità GDPR, Auth con flussi nativi e token, la proprietà dei dispositivi per associare, condividere e trasferire, le notifiche per push ed email, Pay per l'abbonamento premium tramite Stripe, e Core.",
    myHome: 'La mia casa',
    room: 'Soggiorno',
    roomSub: '21,5 °C',
    plugCard: 'Presa cucina',
    plugCardSub: '140 W',
    door: 'Porta aperta',
    doorSub: 'push · 23:40',
    share: 'Condividi in famiglia',
    premium: 'Passa a premium',
    apis: 'API REST',
    push: 'push',
    atHome: 'In casa',
    hub: 'Hub domestico',
    hubSub: 'MQTT · TLS',
    sensors: ['Sensori'],
    plug: ['Presa', 'Wi-Fi'],
    cloud: 'Fulcro Cloud',
    gdpr: 'Mappa di conformità GDPR',
    gdprSub: 'per il DPO',
    auth: 'Auth',
    authSub: 'flussi nativi · token',
    ownerships: 'Proprietà dei dispositivi',
    ownershipsSub: 'associa · condividi · trasferisci',
    notifications: 'Notifiche',
    notificationsSub: 'push · email · branding',
    pay: 'Pay',
    paySub: 'abbonamento premium · Stripe',
    core: 'Core',
    coreSub: 'dati di hub e prese',
  },
};

const servicesOf = (t: Labels): [string, string, 'soft' | 'neutral'][] => [
  [t.gdpr, t.gdprSub, 'neutral'],
  [t.auth, t.authSub, 'neutral'],
  [t.ownerships, t.ownershipsSub, 'neutral'],
  [t.notifications, t.notificationsSub, 'neutral'],
  [t.pay, t.paySub, 'neutral'],
  [t.core, t.coreSub, 'soft'],
];

/** A phone with the app on the left, the hub and its devices in the middle, the cloud services on the right. */
export default function Story4next(): ReactNode {
  const t = useLabels(labels);
  const services = servicesOf(t);
  return (
    <DrawingSvg title={t.title} desc={t.desc} narrow={portrait(t)}>
      {/* The phone and the app */}
      <rect x="40" y="24" width="240" height="492" rx="32" className={palette.panel} />
      <rect x="130" y="40" width="60" height="8" rx="4" className={palette.soft} />
      <rect x="56" y="64" width="208" height="412" rx="8" className={palette.surface} />
      <Text x={160} y={100} anchor="middle" size="heading">
        {t.myHome}
      </Text>
      <Box x={68} y={120} w={184} h={56} tone="soft" label={t.room} sub={t.roomSub} compact />
      <Box x={68} y={188} w={184} h={56} tone="soft" label={t.plugCard} sub={t.plugCardSub} compact />
      <Box x={68} y={264} w={184} h={56} tone="warm" label={t.door} sub={t.doorSub} compact />
      <Box x={68} y={340} w={184} h={48} tone="accent" label={t.share} compact />
      <Box x={68} y={404} w={184} h={48} label={t.premium} compact />
      <circle cx={160} cy={496} r={10} className={palette.soft} />
      <rect x="600" y="24" width="344" height="492" rx="16" className={palette.panel} />
      <Text x={772} y={58} anchor="middle" size="heading">
        {t.cloud}
      </Text>
      {/* App to cloud, cloud to app */}
      <Arrow
        points={[
          [280, 172],
          [620, 172],
        ]}
        tone="accent"
        both
      />
      <Text x={430} y={162} anchor="middle" size="small" muted>
        {t.apis}
      </Text>
      <Arrow
        points={[
          [620, 308],
          [584, 308],
          [584, 240],
          [280, 240],
        ]}
        tone="warm"
      />
      <Text x={430} y={232} anchor="middle" size="small" muted>
        {t.push}
      </Text>
      {/* The home */}
      <Box x={324} y={264} w={232} h={216} tone="ghost" />
      <Text x={336} y={288} size="small" muted>
        {t.atHome}
      </Text>
      <Box x={340} y={300} w={200} h={72} tone="soft" label={t.hub} sub={t.hubSub} />
      <Box x={340} y={412} w={92} h={48} label={t.sensors} compact />
      <Box x={448} y={412} w={92} h={48} label={t.plug} compact />
      <Arrow
        points={[
          [386, 412],
          [386, 372],
        ]}
        dashed
      />
      <Arrow
        points={[
          [540, 336],
          [584, 336],
          [584, 424],
          [620, 424],
        ]}
        tone="accent"
      />
      <Arrow
        points={[
          [540, 440],
          [620, 440],
        ]}
        tone="accent"
      />
      {/* The cloud services */}
      {services.map(([label, sub, tone], i) => (
        <Box key={label} x={620} y={76 + i * 68} w={304} h={56} tone={tone} label={label} sub={sub} compact />
      ))}
    </DrawingSvg>
  );
}

/** Portrait: the phone on top, the cloud services below it (Core last), the home at the bottom sending its data up to Core. */
function portrait(t: Labels): NarrowLayout {
  const cloud = 452;
  const services = servicesOf(t);
  const core = cloud + 44 + services.length * 56; // the bottom of Core, the last service
  const home = core + 58;
  return {
    height: home + 186,
    content: (
      <>
        {/* The phone and the app */}
        <rect x="80" y="12" width="200" height="380" rx="28" className={palette.panel} />
        <rect x="150" y="24" width="60" height="8" rx="4" className={palette.soft} />
        <rect x="92" y="44" width="176" height="312" rx="8" className={palette.surface} />
        <Text x={180} y={74} anchor="middle" size="heading">
          {t.myHome}
        </Text>
        <Box x={100} y={88} w={160} h={50} tone="soft" label={t.room} sub={t.roomSub} compact />
        <Box x={100} y={146} w={160} h={50} tone="soft" label={t.plugCard} sub={t.plugCardSub} compact />
        <Box x={100} y={208} w={160} h={50} tone="warm" label={t.door} sub={t.doorSub} compact />
        <Box x={100} y={266} w={160} h={36} tone="accent" label={t.share} compact />
        <Box x={100} y={310} w={160} h={36} label={t.premium} compact />
        <circle cx={180} cy={374} r={9} className={palette.soft} />
        {/* App to cloud, cloud to app */}
        <Arrow
          points={[
            [150, 392],
            [150, cloud],
          ]}
          tone="accent"
          both
        />
        <Text x={138} y={428} anchor="end" size="small" muted>
          {t.apis}
        </Text>
        <Arrow
          points={[
            [210, cloud],
            [210, 392],
          ]}
          tone="warm"
        />
        <Text x={222} y={428} size="small" muted>
          {t.push}
        </Text>
        {/* The cloud services */}
        <rect x="12" y={cloud} width="336" height={core + 14 - cloud} rx="16" className={palette.panel} />
        <Text x={180} y={cloud + 34} anchor="middle" size="heading">
          {t.cloud}
        </Text>
        {services.map(([label, sub, tone], i) => (
          <Box key={label} x={24} y={cloud + 52 + i * 56} w={312} h={48} tone={tone} label={label} sub={sub} compact />
        ))}
        {/* The home */}
        <Box x={12} y={home} w={336} h={174} tone="ghost" />
        <Text x={24} y={home + 24} size="small" muted>
          {t.atHome}
        </Text>
        <Box x={24} y={home + 36} w={184} h={64} tone="soft" label={t.hub} sub={t.hubSub} />
        <Box x={232} y={home + 36} w={104} h={64} label={t.plug} compact />
        <Box x={24} y={home + 120} w={184} h={40} label={t.sensors} compact />
        <Arrow
          points={[
            [116, home + 120],
            [116, home + 100],
          ]}
          dashed
        />
        <Arrow
          points={[
            [116, home + 36],
            [116, core],
          ]}
          tone="accent"
        />
        <Arrow
          points={[
            [284, home + 36],
            [284, core],
          ]}
          tone="accent"
        />
      </>
    ),
  };
}
