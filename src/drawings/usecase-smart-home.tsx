import React, {type ReactNode} from 'react';
import {Arrow, Box, DrawingSvg, Text, palette, useLabels, type Localized} from '@site/src/components/DrawingKit';

type Labels = {
  title: string;
  desc: string;
  stepClaim: string;
  stepShare: string;
  stepTransfer: string;
  device: string;
  addDevice: string;
  claim: string;
  dehumidifier: string;
  ownerRow: string;
  guestRow: string;
  share: string;
  transferTitle: string;
  transferHint: string;
  transfer: string;
  full: string;
  claimCode: string;
  invitation: string;
  transferCode: string;
  cloud: string;
  auth: string;
  authSub: string;
  ownerships: string;
  ownershipsSub: string;
  core: string;
  coreSub: string;
  rules: string;
  rulesSub: string;
  notifications: string;
  notificationsSub: string;
};

const labels: Localized<Labels> = {
  en: {
    title: 'Claim, share and transfer a smart home device',
    desc: 'Three phone screens of an end-user app show the life of a device: claiming it by scanning its code, sharing it with a guest, and transferring it with a transfer code. Next to them, a dehumidifier reports a full tank over MQTT. Below, Fulcro Cloud provides Auth for sign-up and login, Device ownerships for owners and guests, Core for the data, the rules engine and Notifications for push messages.',
    stepClaim: '1 · Claim',
    stepShare: '2 · Share',
    stepTransfer: '3 · Transfer',
    device: 'Device',
    addDevice: 'Add a device',
    claim: 'Claim',
    dehumidifier: 'Dehumidifier',
    ownerRow: 'Owner (you)',
    guestRow: 'Guest',
    share: 'Share',
    transferTitle: 'Transfer',
    transferHint: 'for the new owner',
    transfer: 'Transfer',
    full: 'full',
    claimCode: 'claim code',
    invitation: 'invitation',
    transferCode: 'transfer code',
    cloud: 'Fulcro Cloud',
    auth: 'Auth',
    authSub: 'sign-up, login',
    ownerships: 'Ownerships',
    ownershipsSub: 'owner, guests',
    core: 'Core',
    coreSub: 'SenML data',
    rules: 'Rules engine',
    rulesSub: 'tank full',
    notifications: 'Notifications',
    notificationsSub: 'push to phones',
  },
  it: {
    title: 'Associare, condividere e trasferire un dispositivo smart home',
    desc: 'Tre schermate dell\'app per l\'utente finale mostrano la vita di un dispositivo: lo si associa inquadrando il suo codice, lo si condivide con un ospite e lo si trasferisce con un codice di trasferimento. Accanto, un deumidificatore segnala via MQTT che il serbatoio è pieno. In basso, Fulcro Cloud fornisce Auth per registrazione e login, la proprietà dei dispositivi per proprietari e ospiti, Core per i dati, il motore di regole e le notifiche push.',
    stepClaim: '1 · Associa',
    stepShare: '2 · Condividi',
    stepTransfer: '3 · Trasferisci',
    device: 'Dispositivo',
    addDevice: 'Nuovo dispositivo',
    claim: 'Associa',
    dehumidifier: 'Deumidificatore',
    ownerRow: 'Proprietario',
    guestRow: 'Ospite',
    share: 'Condividi',
    transferTitle: 'Trasferimento',
    transferHint: 'al nuovo titolare',
    transfer: 'Trasferisci',
    full: 'pieno',
    claimCode: 'codice di associazione',
    invitation: 'invito',
    transferCode: 'codice di trasferimento',
    cloud: 'Fulcro Cloud',
    auth: 'Auth',
    authSub: 'registrazione, login',
    ownerships: 'Proprietà',
    ownershipsSub: 'titolare, ospiti',
    core: 'Core',
    coreSub: 'dati SenML',
    rules: 'Motore di regole',
    rulesSub: 'serbatoio pieno',
    notifications: 'Notifiche',
    notificationsSub: 'push sui telefoni',
  },
};

/** A phone outline with its screen; the content is drawn by the caller. */
function Phone({x, step, children}: {x: number; step: string; children: ReactNode}): ReactNode {
  return (
    <g>
      <Text x={x + 80} y={38} anchor="middle">
        {step}
      </Text>
      <rect x={x} y={52} width={160} height={236} rx={22} className={palette.panel} />
      <rect x={x + 10} y={76} width={140} height={192} rx={8} className={palette.surface} />
      <rect x={x + 60} y={62} width={40} height={6} rx={3} className={palette.fillLine} />
      {children}
    </g>
  );
}

/** A button on a phone screen. */
function Button({x, label}: {x: number; label: string}): ReactNode {
  return (
    <g>
      <rect x={x + 20} y={222} width={120} height={34} rx={8} className={palette.accent} />
      <text x={x + 80} y={245} textAnchor="middle" className={`${palette.label} ${palette.textOnAccent}`}>
        {label}
      </text>
    </g>
  );
}

/** Three phone screens (claim, share, transfer), the device, and the cloud services underneath. */
export default function UsecaseSmartHome(): ReactNode {
  const t = useLabels(labels);
  const services: [string, string][] = [
    [t.auth, t.authSub],
    [t.ownerships, t.ownershipsSub],
    [t.core, t.coreSub],
    [t.rules, t.rulesSub],
    [t.notifications, t.notificationsSub],
  ];
  return (
    <DrawingSvg title={t.title} desc={t.desc}>
      {/* 1: claim by scanning the code */}
      <Phone x={40} step={t.stepClaim}>
        <Text x={120} y={100} anchor="middle" size="small">
          {t.addDevice}
        </Text>
        <rect x={80} y={112} width={80} height={80} rx={4} className={palette.panel} />
        <rect x={86} y={118} width={20} height={20} className={palette.fillLine} />
        <rect x={134} y={118} width={20} height={20} className={palette.fillLine} />
        <rect x={86} y={166} width={20} height={20} className={palette.fillLine} />
        <rect x={116} y={146} width={10} height={10} className={palette.fillLine} />
        <rect x={136} y={166} width={10} height={10} className={palette.fillLine} />
        <rect x={116} y={124} width={8} height={8} className={palette.fillLine} />
        <Button x={40} label={t.claim} />
      </Phone>
      <Arrow points={[[200, 170], [280, 170]]} />
      {/* 2: share with a guest */}
      <Phone x={280} step={t.stepShare}>
        <Text x={360} y={100} anchor="middle" size="small">
          {t.dehumidifier}
        </Text>
        <rect x={296} y={114} width={128} height={32} rx={6} className={palette.soft} />
        <Text x={306} y={135} size="small">
          {t.ownerRow}
        </Text>
        <rect x={296} y={154} width={128} height={32} rx={6} className={palette.soft} />
        <Text x={306} y={175} size="small">
          {t.guestRow}
        </Text>
        <Button x={280} label={t.share} />
      </Phone>
      <Arrow points={[[440, 170], [520, 170]]} />
      {/* 3: transfer to the next owner */}
      <Phone x={520} step={t.stepTransfer}>
        <Text x={600} y={100} anchor="middle" size="small">
          {t.transferTitle}
        </Text>
        <rect x={540} y={116} width={120} height={40} rx={8} className={palette.warm} />
        <text x={600} y={142} textAnchor="middle" className={`${palette.mono} ${palette.small} ${palette.textOnWarm}`}>
          4F7Q-92KD
        </text>
        <Text x={600} y={186} anchor="middle" size="small" muted>
          {t.transferHint}
        </Text>
        <Button x={520} label={t.transfer} />
      </Phone>
      {/* The device: a dehumidifier with a full tank */}
      <Text x={830} y={38} anchor="middle">
        {t.device}
      </Text>
      <rect x={770} y={60} width={120} height={190} rx={14} className={palette.panel} />
      <path d="M790,82 L870,82 M790,94 L870,94 M790,106 L870,106 M790,118 L870,118" className={palette.line} />
      <rect x={800} y={136} width={60} height={32} rx={4} className={palette.soft} />
      <text x={830} y={158} textAnchor="middle" className={`${palette.mono} ${palette.small} ${palette.text}`}>
        58%
      </text>
      <rect x={785} y={186} width={90} height={48} rx={6} className={palette.warm} />
      <text x={830} y={215} textAnchor="middle" className={`${palette.small} ${palette.textOnWarm}`}>
        {t.full}
      </text>
      <text x={830} y={276} textAnchor="middle" className={`${palette.mono} ${palette.small} ${palette.muted}`}>
        dehum-5120
      </text>
      {/* Down to the cloud */}
      <Arrow points={[[120, 288], [120, 360]]} both />
      <Text x={130} y={330} size="small" muted>
        {t.claimCode}
      </Text>
      <Arrow points={[[360, 288], [360, 360]]} both />
      <Text x={370} y={330} size="small" muted>
        {t.invitation}
      </Text>
      <Arrow points={[[600, 288], [600, 360]]} both />
      <Text x={610} y={330} size="small" muted>
        {t.transferCode}
      </Text>
      <Arrow points={[[830, 288], [830, 360]]} tone="accent" />
      <Text x={840} y={330} size="small" muted>
        MQTT
      </Text>
      <rect x="24" y="360" width="912" height="156" rx="16" className={palette.panel} />
      <Text x={44} y={394}>
        {t.cloud}
      </Text>
      {services.map(([label, sub], i) => (
        <Box key={label} x={44 + i * 178} y={412} w={160} h={80} tone={i === 1 ? 'soft' : 'neutral'} label={label} sub={sub} compact />
      ))}
    </DrawingSvg>
  );
}
