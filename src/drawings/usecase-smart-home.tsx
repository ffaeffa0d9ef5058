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
    desc: "Tre schermate dell'app per l'utente finale mostrano la vita di un dispositivo: lo si associa inquadrando il suo codice, lo si condivide con un ospite e lo si trasferisce con un codice di trasferimento. Accanto, un deumidificatore segnala via MQTT che il serbatoio è pieno. In basso, Fulcro Cloud fornisce Auth per registrazione e login, la proprietà dei dispositivi per proprietari e ospiti, Core per i dati, il motore di regole e le notifiche push.",
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

/** Where a phone's parts sit, from the phone's top: the title, the content, the button; its height; the QR code's size. */
type Frame = {title: number; block: number; button: number; h: number; qr: number};
const wide: Frame = {title: 48, block: 60, button: 170, h: 236, qr: 80};
const tall: Frame = {title: 42, block: 54, button: 140, h: 204, qr: 64};

/** A phone outline with its screen, its top at `y`; the content is drawn by the caller. */
function Phone({x, y, f, children}: {x: number; y: number; f: Frame; children: ReactNode}): ReactNode {
  return (
    <g>
      <rect x={x} y={y} width={160} height={f.h} rx={22} className={palette.panel} />
      <rect x={x + 10} y={y + 24} width={140} height={f.h - 44} rx={8} className={palette.surface} />
      <rect x={x + 60} y={y + 10} width={40} height={6} rx={3} className={palette.fillLine} />
      {children}
    </g>
  );
}

/** A button on a phone screen. */
function Button({x, y, label}: {x: number; y: number; label: string}): ReactNode {
  return (
    <g>
      <rect x={x + 20} y={y} width={120} height={34} rx={8} className={palette.accent} />
      <text x={x + 80} y={y + 23} textAnchor="middle" className={`${palette.label} ${palette.textOnAccent}`}>
        {label}
      </text>
    </g>
  );
}

/** The three screens (claim by scanning the code, share with a guest, transfer to the next owner), phone i at x(i), y. */
function screens(t: Labels, x: (i: number) => number, y: number, f: Frame): ReactNode[] {
  const title = y + f.title;
  const b = y + f.block;
  const [x0, x1, x2] = [0, 1, 2].map(x);
  return [
    <Phone key="claim" x={x0} y={y} f={f}>
      <Text x={x0 + 80} y={title} anchor="middle" size="small">
        {t.addDevice}
      </Text>
      <g transform={`translate(${x0 + 80 - f.qr / 2},${b}) scale(${f.qr / 80})`}>
        <rect width={80} height={80} rx={4} className={palette.panel} />
        {[
          [6, 6, 20],
          [54, 6, 20],
          [6, 54, 20],
          [36, 34, 10],
          [56, 54, 10],
          [36, 12, 8],
        ].map(([sx, sy, size]) => (
          <rect key={`${sx}-${sy}`} x={sx} y={sy} width={size} height={size} className={palette.fillLine} />
        ))}
      </g>
      <Button x={x0} y={y + f.button} label={t.claim} />
    </Phone>,
    <Phone key="share" x={x1} y={y} f={f}>
      <Text x={x1 + 80} y={title} anchor="middle" size="small">
        {t.dehumidifier}
      </Text>
      {[t.ownerRow, t.guestRow].map((row, i) => (
        <g key={row}>
          <rect x={x1 + 16} y={b + 2 + i * 40} width={128} height={32} rx={6} className={palette.soft} />
          <Text x={x1 + 26} y={b + 23 + i * 40} size="small">
            {row}
          </Text>
        </g>
      ))}
      <Button x={x1} y={y + f.button} label={t.share} />
    </Phone>,
    <Phone key="transfer" x={x2} y={y} f={f}>
      <Text x={x2 + 80} y={title} anchor="middle" size="small">
        {t.transferTitle}
      </Text>
      <rect x={x2 + 20} y={b + 4} width={120} height={40} rx={8} className={palette.warm} />
      <text
        x={x2 + 80}
        y={b + 30}
        textAnchor="middle"
        className={`${palette.mono} ${palette.small} ${palette.textOnWarm}`}>
        4F7Q-92KD
      </text>
      <Text x={x2 + 80} y={b + 74} anchor="middle" size="small" muted>
        {t.transferHint}
      </Text>
      <Button x={x2} y={y + f.button} label={t.transfer} />
    </Phone>,
  ];
}

/** The dehumidifier with a full tank, its body's top-left corner at x, y. */
function Device({x, y, t}: {x: number; y: number; t: Labels}): ReactNode {
  return (
    <g>
      <rect x={x} y={y} width={120} height={190} rx={14} className={palette.panel} />
      <path
        d={[22, 34, 46, 58].map((dy) => `M${x + 20},${y + dy} L${x + 100},${y + dy}`).join(' ')}
        className={palette.line}
      />
      <rect x={x + 30} y={y + 76} width={60} height={32} rx={4} className={palette.soft} />
      <text x={x + 60} y={y + 98} textAnchor="middle" className={`${palette.mono} ${palette.small} ${palette.text}`}>
        58%
      </text>
      <rect x={x + 15} y={y + 126} width={90} height={48} rx={6} className={palette.warm} />
      <text x={x + 60} y={y + 155} textAnchor="middle" className={`${palette.small} ${palette.textOnWarm}`}>
        {t.full}
      </text>
    </g>
  );
}

/** The device's name, as its label shows it. */
function DeviceId({x, y, anchor = 'middle'}: {x: number; y: number; anchor?: 'middle' | 'start'}): ReactNode {
  return (
    <text x={x} y={y} textAnchor={anchor} className={`${palette.mono} ${palette.small} ${palette.muted}`}>
      dehum-5120
    </text>
  );
}

const servicesOf = (t: Labels): [string, string][] => [
  [t.auth, t.authSub],
  [t.ownerships, t.ownershipsSub],
  [t.core, t.coreSub],
  [t.rules, t.rulesSub],
  [t.notifications, t.notificationsSub],
];

/** Three phone screens (claim, share, transfer), the device, and the cloud services underneath. */
export default function UsecaseSmartHome(): ReactNode {
  const t = useLabels(labels);
  const steps = [t.stepClaim, t.stepShare, t.stepTransfer];
  const links = [t.claimCode, t.invitation, t.transferCode];
  return (
    <DrawingSvg title={t.title} desc={t.desc} narrow={portrait(t)}>
      {screens(t, (i) => 40 + i * 240, 52, wide)}
      {steps.map((step, i) => (
        <g key={step}>
          <Text x={120 + i * 240} y={38} anchor="middle">
            {step}
          </Text>
          {i < 2 && (
            <Arrow
              points={[
                [200 + i * 240, 170],
                [280 + i * 240, 170],
              ]}
            />
          )}
          {/* Down to the cloud */}
          <Arrow
            points={[
              [120 + i * 240, 288],
              [120 + i * 240, 360],
            ]}
            both
          />
          <Text x={130 + i * 240} y={330} size="small" muted>
            {links[i]}
          </Text>
        </g>
      ))}
      {/* The device: a dehumidifier with a full tank */}
      <Text x={830} y={38} anchor="middle">
        {t.device}
      </Text>
      <Device x={770} y={60} t={t} />
      <DeviceId x={830} y={276} />
      <Arrow
        points={[
          [830, 288],
          [830, 360],
        ]}
        tone="accent"
      />
      <Text x={840} y={330} size="small" muted>
        MQTT
      </Text>
      <rect x="24" y="360" width="912" height="156" rx="16" className={palette.panel} />
      <Text x={44} y={394}>
        {t.cloud}
      </Text>
      {servicesOf(t).map(([label, sub], i) => (
        <Box
          key={label}
          x={44 + i * 178}
          y={412}
          w={160}
          h={80}
          tone={i === 1 ? 'soft' : 'neutral'}
          label={label}
          sub={sub}
          compact
        />
      ))}
    </DrawingSvg>
  );
}

/**
 * Portrait: the three screens one below the other, each with its step and what it exchanges with the cloud (along the
 * right edge); then the device, and the cloud services at the bottom.
 */
function portrait(t: Labels): NarrowLayout {
  const row = (i: number) => 12 + i * 224;
  const device = row(3);
  const cloud = device + 232;
  const steps = [t.stepClaim, t.stepShare, t.stepTransfer];
  const links = [t.claimCode, t.invitation, t.transferCode];
  return {
    height: cloud + 256,
    content: (
      <>
        {screens(t, () => 20, 0, tall).map((phone, i) => (
          <g key={steps[i]} transform={`translate(0,${row(i)})`}>
            {phone}
          </g>
        ))}
        {steps.map((step, i) => {
          const y = row(i);
          const link = wrap(links[i], 14);
          return (
            <g key={step}>
              <Text x={196} y={y + 26}>
                {step}
              </Text>
              {i < 2 && (
                <Arrow
                  points={[
                    [100, y + 204],
                    [100, y + 224],
                  ]}
                />
              )}
              <Paragraph x={196} y={y + 112 - link.length * 20} size="small" muted lines={link} />
              <Arrow
                points={[
                  [180, y + 102],
                  [336, y + 102],
                  [336, cloud],
                ]}
                both
              />
            </g>
          );
        })}
        {/* The device */}
        <Device x={40} y={device} t={t} />
        <Text x={196} y={device + 26}>
          {t.device}
        </Text>
        <DeviceId x={196} y={device + 50} anchor="start" />
        <Arrow
          points={[
            [100, device + 190],
            [100, cloud],
          ]}
          tone="accent"
        />
        <Text x={112} y={device + 218} size="small" muted>
          MQTT
        </Text>
        {/* The cloud */}
        <rect x="12" y={cloud} width="336" height="244" rx="16" className={palette.panel} />
        <Text x={28} y={cloud + 32}>
          {t.cloud}
        </Text>
        {servicesOf(t).map(([label, sub], i) => (
          <Box
            key={label}
            x={i && i % 2 === 0 ? 185 : 24}
            y={cloud + 46 + Math.ceil(i / 2) * 64}
            w={i ? 151 : 312}
            h={56}
            tone={i === 1 ? 'soft' : 'neutral'}
            label={label}
            sub={sub}
            compact
          />
        ))}
      </>
    ),
  };
}
