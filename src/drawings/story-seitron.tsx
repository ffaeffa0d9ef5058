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
  home: string;
  thermostat: readonly string[];
  controller: readonly string[];
  wired: string;
  radio: string;
  gateway: string;
  radioService: readonly string[];
  broker: readonly string[];
  persistence: readonly string[];
  cloud: string;
  core: string;
  rules: string;
  notifications: string;
  realms: readonly string[];
  installer: string;
  installerSub: string;
  desk: readonly string[];
  deskSub: string;
};

const labels: Localized<Labels> = {
  en: {
    title: 'Illustrative project: from the room thermostat to the installer',
    desc: 'Inside a home, two room thermostats talk by radio to a gateway, and the heating controller is wired to it. The gateway runs Fulcro Edge with a radio service, a local broker and data persistence, and sends readings to Fulcro Cloud, where Core stores them, the rules engine looks for faults and Notifications alerts the installer by push message and the service desk by email. Each installer company is a team whose policy reaches only its own homes.',
    home: 'A home',
    thermostat: ['Room', 'thermostat'],
    controller: ['Heating', 'controller'],
    wired: 'wired',
    radio: 'radio',
    gateway: 'Gateway · Fulcro Edge',
    radioService: ['Radio', 'service'],
    broker: ['Local', 'broker'],
    persistence: ['Data', 'persistence'],
    cloud: 'Fulcro Cloud',
    core: 'Core · time series',
    rules: 'Rules engine',
    notifications: 'Notifications',
    realms: ['One team', 'per installer'],
    installer: 'Installer',
    installerSub: 'push message',
    desk: ['Service desk'],
    deskSub: 'email · Fulcro Control',
  },
  it: {
    title: "Progetto illustrativo: dal termostato ambiente all'installatore",
    desc: "In una casa due termostati ambiente parlano via radio con un gateway, a cui è collegata via cavo la centralina del riscaldamento. Il gateway esegue Fulcro Edge con un servizio radio, un broker locale e la persistenza dei dati, e invia le letture a Fulcro Cloud, dove Core le conserva, il motore di regole cerca i guasti e le notifiche avvisano l'installatore con un messaggio push e il servizio assistenza via email. Ogni ditta di installazione è un team la cui policy raggiunge solo le sue case.",
    home: 'Una casa',
    thermostat: ['Termostato', 'ambiente'],
    controller: ['Centralina', 'caldaia'],
    wired: 'cavo',
    radio: 'radio',
    gateway: 'Gateway · Fulcro Edge',
    radioService: ['Servizio', 'radio'],
    broker: ['Broker', 'locale'],
    persistence: ['Persistenza', 'dei dati'],
    cloud: 'Fulcro Cloud',
    core: 'Core · serie temporali',
    rules: 'Motore di regole',
    notifications: 'Notifiche',
    realms: ['Un team per', 'installatore'],
    installer: 'Installatore',
    installerSub: 'messaggio push',
    desk: ['Servizio', 'assistenza'],
    deskSub: 'email · Fulcro Control',
  },
};

/** A home (thermostats, controller, gateway) on the left, the cloud in the middle, the installer and the service desk on the right. */
export default function StorySeitron(): ReactNode {
  const t = useLabels(labels);
  return (
    <DrawingSvg title={t.title} desc={t.desc} narrow={portrait(t)}>
      {/* The home */}
      <polygon points="24,160 214,70 404,160" className={palette.panel} />
      <rect x="24" y="160" width="380" height="356" className={palette.panel} />
      <Text x={214} y={146} anchor="middle" size="heading">
        {t.home}
      </Text>
      <Box x={52} y={176} w={150} h={64} tone="soft" label={t.thermostat} compact />
      <Box x={236} y={176} w={150} h={64} tone="soft" label={t.thermostat} compact />
      <Arrow
        points={[
          [127, 240],
          [127, 296],
        ]}
        dashed
      />
      <Arrow
        points={[
          [311, 240],
          [311, 296],
        ]}
        dashed
      />
      <Text x={219} y={274} anchor="middle" size="small" muted>
        {t.radio}
      </Text>
      {/* The gateway */}
      <rect x="40" y="296" width="348" height="116" rx="12" className={palette.soft} />
      <Text x={214} y={323} anchor="middle">
        {t.gateway}
      </Text>
      <Box x={52} y={336} w={104} h={60} label={t.radioService} compact />
      <Box x={164} y={336} w={104} h={60} label={t.broker} compact />
      <Box x={276} y={336} w={104} h={60} label={t.persistence} compact />
      <Box x={52} y={436} w={160} h={64} tone="soft" label={t.controller} compact />
      <Arrow
        points={[
          [104, 436],
          [104, 396],
        ]}
      />
      <Text x={226} y={474} size="small" muted>
        {t.wired}
      </Text>
      {/* The cloud */}
      <rect x="470" y="120" width="230" height="320" rx="16" className={palette.panel} />
      <Text x={585} y={154} anchor="middle" size="heading">
        {t.cloud}
      </Text>
      <Arrow
        points={[
          [388, 320],
          [440, 320],
          [440, 196],
          [486, 196],
        ]}
        tone="accent"
      />
      <Box x={486} y={172} w={198} h={48} tone="soft" label={t.core} compact />
      <Box x={486} y={240} w={198} h={48} label={t.rules} compact />
      <Box x={486} y={308} w={198} h={48} label={t.notifications} compact />
      <Box x={486} y={376} w={198} h={48} tone="ghost" label={t.realms} compact />
      <Arrow
        points={[
          [585, 220],
          [585, 240],
        ]}
      />
      <Arrow
        points={[
          [585, 288],
          [585, 308],
        ]}
      />
      {/* The people */}
      <Arrow
        points={[
          [684, 332],
          [712, 332],
          [712, 240],
          [740, 240],
        ]}
        tone="accent"
      />
      <Arrow
        points={[
          [712, 332],
          [712, 360],
          [740, 360],
        ]}
        tone="accent"
      />
      <Box x={740} y={200} w={200} h={80} tone="accent" label={t.installer} sub={t.installerSub} />
      <Box x={740} y={320} w={200} h={80} label={t.desk} sub={t.deskSub} />
    </DrawingSvg>
  );
}

/**
 * Portrait: the home on top (thermostats, the gateway with its services one per row, the wired controller), its link
 * down into the cloud, and the notifications branching down the right edge to the installer and the service desk.
 */
function portrait(t: Labels): NarrowLayout {
  const flat = (lines: readonly string[]) => lines.join(' ');
  const cloud: [string | readonly string[], 'soft' | 'neutral' | 'ghost', number][] = [
    [t.core, 'soft', 44],
    [t.rules, 'neutral', 44],
    [t.notifications, 'neutral', 44],
    [t.realms, 'ghost', 52],
  ];
  const people: [string, string, 'accent' | 'neutral'][] = [
    [t.installer, t.installerSub, 'accent'],
    [flat(t.desk), t.deskSub, 'neutral'],
  ];
  return {
    height: 1036,
    content: (
      <>
        <polygon points="16,100 180,24 344,100" className={palette.panel} />
        <rect x="16" y="100" width="328" height="416" className={palette.panel} />
        <Text x={180} y={88} anchor="middle" size="heading">
          {t.home}
        </Text>
        {[32, 188].map((x) => (
          <React.Fragment key={x}>
            <Box x={x} y={116} w={140} h={64} tone="soft" label={t.thermostat} compact />
            <Arrow
              points={[
                [x + 70, 180],
                [x + 70, 228],
              ]}
              dashed
            />
          </React.Fragment>
        ))}
        <Text x={180} y={210} anchor="middle" size="small" muted>
          {t.radio}
        </Text>
        <rect x="28" y="228" width="304" height="176" rx="12" className={palette.soft} />
        <Text x={180} y={255} anchor="middle">
          {t.gateway}
        </Text>
        {[t.radioService, t.broker, t.persistence].map((label, i) => (
          <Box key={flat(label)} x={40} y={268 + i * 44} w={280} h={36} label={flat(label)} compact />
        ))}
        <Box x={32} y={436} w={148} h={64} tone="soft" label={t.controller} compact />
        <Arrow
          points={[
            [104, 436],
            [104, 404],
          ]}
        />
        <Text x={192} y={474} size="small" muted>
          {t.wired}
        </Text>
        {/* The cloud */}
        <rect x="16" y="540" width="328" height="312" rx="16" className={palette.panel} />
        <Text x={180} y={574} anchor="middle" size="heading">
          {t.cloud}
        </Text>
        <Arrow
          points={[
            [280, 404],
            [280, 592],
          ]}
          tone="accent"
        />
        {cloud.map(([label, tone, h], i) => (
          <Box key={tone + i} x={48} y={592 + i * 64} w={264} h={h} tone={tone} label={label} compact />
        ))}
        <Arrow
          points={[
            [180, 636],
            [180, 656],
          ]}
        />
        <Arrow
          points={[
            [180, 700],
            [180, 720],
          ]}
        />
        {/* The people */}
        {people.map(([label, sub, tone], i) => (
          <React.Fragment key={label}>
            <Arrow
              points={[
                [312, 742],
                [332, 742],
                [332, 908 + i * 80],
                [312, 908 + i * 80],
              ]}
              tone="accent"
            />
            <Box x={16} y={876 + i * 80} w={296} h={64} tone={tone} label={label} sub={sub} />
          </React.Fragment>
        ))}
      </>
    ),
  };
}
