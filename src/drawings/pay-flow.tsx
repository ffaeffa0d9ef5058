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
  user: string;
  userSub: string;
  app: string;
  appSub: string;
  plan: string;
  buy: string;
  pay: string;
  paySub: string;
  product: string;
  planRow: string;
  price: string;
  stripe: string;
  stripeSub: string;
  stripeProduct: string;
  method: string;
  subscribe: string;
  webhook: string;
  webhookSub: string;
  subscription: string;
  device: string;
};

const labels: Localized<Labels> = {
  en: {
    title: 'A purchase through Fulcro Pay',
    desc: "An end user chooses a plan in your app. Your app asks Fulcro Pay for a checkout session, and the user pays on the Stripe Checkout page of your own Stripe account. Stripe reports the payment back with a webhook event, Fulcro Pay records the subscription with the device it is for, and the plan's entitlement is unlocked on that device.",
    user: 'End user',
    userSub: 'chooses Premium',
    app: 'Your app',
    appSub: 'starts a checkout',
    plan: 'Premium',
    buy: 'Buy',
    pay: 'Fulcro Pay',
    paySub: 'links user and device',
    product: 'Product',
    planRow: 'Plan · entitlements',
    price: 'Price',
    stripe: 'Stripe Checkout',
    stripeSub: 'in your Stripe account',
    stripeProduct: 'Pool care Premium',
    method: 'Payment method',
    subscribe: 'Subscribe',
    webhook: 'webhook',
    webhookSub: 'payment event',
    subscription: 'Subscription',
    device: 'Entitlement on the device',
  },
  it: {
    title: 'Un acquisto con Fulcro Pay',
    desc: "Un utente finale sceglie un piano nella tua app. La tua app chiede a Fulcro Pay una sessione di checkout e l'utente paga sulla pagina Stripe Checkout del tuo account Stripe. Stripe comunica il pagamento con un evento webhook, Fulcro Pay registra l'abbonamento insieme al dispositivo a cui si riferisce e l'abilitazione del piano si attiva su quel dispositivo.",
    user: 'Utente finale',
    userSub: 'sceglie Premium',
    app: 'La tua app',
    appSub: 'avvia il checkout',
    plan: 'Premium',
    buy: 'Acquista',
    pay: 'Fulcro Pay',
    paySub: 'collega utente e dispositivo',
    product: 'Prodotto',
    planRow: 'Piano · abilitazioni',
    price: 'Prezzo',
    stripe: 'Stripe Checkout',
    stripeSub: 'nel tuo account Stripe',
    stripeProduct: 'Pool care Premium',
    method: 'Metodo di pagamento',
    subscribe: 'Abbonati',
    webhook: 'webhook',
    webhookSub: 'evento di pagamento',
    subscription: 'Abbonamento',
    device: 'Abilitazione sul dispositivo',
  },
};

const mono = `${palette.mono} ${palette.text}`;

function Step({x, y, n}: {x: number; y: number; n: number}): ReactNode {
  return (
    <g>
      <circle cx={x} cy={y} r="13" className={palette.accent} />
      <text x={x} y={y + 5} textAnchor="middle" className={`${palette.small} ${palette.textOnAccent}`} fontWeight="700">
        {n}
      </text>
    </g>
  );
}

/** The end user, a person whose head is centred at (x, y). */
function Person({x, y}: {x: number; y: number}): ReactNode {
  return (
    <>
      <circle cx={x} cy={y} r="24" className={palette.panel} />
      <path
        d={`M${x - 40},${y + 92} Q${x - 40},${y + 34} ${x},${y + 34} Q${x + 40},${y + 34} ${x + 40},${y + 92} Z`}
        className={palette.panel}
      />
    </>
  );
}

/** Your app: a phone (120 × 200) with a plan card and a buy button. */
function Phone({x, y, t}: {x: number; y: number; t: Labels}): ReactNode {
  return (
    <>
      <rect x={x} y={y} width="120" height="200" rx="18" className={palette.panel} />
      <rect x={x + 10} y={y + 20} width="100" height="166" rx="8" className={palette.surface} />
      <rect x={x + 18} y={y + 32} width="84" height="84" rx="8" className={palette.soft} />
      <text x={x + 60} y={y + 56} textAnchor="middle" className={`${palette.small} ${palette.text}`} fontWeight="700">
        {t.plan}
      </text>
      <rect x={x + 28} y={y + 70} width="64" height="8" rx="4" className={palette.panel} />
      <rect x={x + 28} y={y + 86} width="50" height="8" rx="4" className={palette.panel} />
      <Box x={x + 14} y={y + 132} w={92} h={36} tone="accent" label={t.buy} compact />
    </>
  );
}

/** Stripe's hosted checkout page, a browser window. */
function Checkout({x, y, w, h, t}: {x: number; y: number; w: number; h: number; t: Labels}): ReactNode {
  return (
    <>
      <rect x={x} y={y} width={w} height={h} rx="10" className={palette.panel} />
      <path d={`M${x},${y + 28} L${x + w},${y + 28}`} className={palette.line} />
      {[16, 30, 44].map((dx) => (
        <circle key={dx} cx={x + dx} cy={y + 14} r="4" className={palette.fillLine} />
      ))}
      <text x={x + 60} y={y + 19} className={`${palette.mono} ${palette.muted}`}>
        checkout.stripe.com
      </text>
      <Text x={x + 16} y={y + 58}>
        {t.stripeProduct}
      </Text>
      <Box x={x + 16} y={y + 72} w={w - 32} h={38} tone="ghost" label={t.method} compact />
      <Box x={x + 16} y={y + 122} w={w - 32} h={40} tone="accent" label={t.subscribe} compact />
    </>
  );
}

/** The subscription Fulcro Pay records. */
function Subscription({x, y, w, h, t}: {x: number; y: number; w: number; h: number; t: Labels}): ReactNode {
  return (
    <>
      <rect x={x} y={y} width={w} height={h} rx="12" className={palette.panel} />
      <Text x={x + 16} y={y + 28}>
        {t.subscription}
      </Text>
      {['status: active', 'plan: premium', 'thingId: pool-ctrl-0007'].map((line, i) => (
        <text key={line} x={x + 16} y={y + 60 + i * 24} className={mono}>
          {line}
        </text>
      ))}
    </>
  );
}

/** The device with its entitlement (140 units tall). */
function Device({x, y, w}: {x: number; y: number; w: number}): ReactNode {
  return (
    <>
      <rect x={x} y={y} width={w} height="140" rx="14" className={palette.panel} />
      <rect x={x + 20} y={y + 18} width="120" height="56" rx="6" className={palette.soft} />
      <text x={x + 36} y={y + 52} className={mono}>
        pH 7.3
      </text>
      <circle cx={x + w - 64} cy={y + 32} r="8" className={palette.ok} />
      <circle cx={x + w - 36} cy={y + 32} r="8" className={palette.fillLine} />
      <rect x={x + 20} y={y + 88} width={w - 40} height="36" rx="18" className={palette.ok} />
      <text x={x + w / 2} y={y + 111} textAnchor="middle" className={mono}>
        water-history ✓
      </text>
    </>
  );
}

/** A caption: a label and, below it, a muted small line. */
type CaptionProps = {x: number; y: number; label: string; sub: string; anchor?: 'start' | 'middle' | 'end'};

function Caption({x, y, label, sub, anchor = 'middle'}: CaptionProps): ReactNode {
  return (
    <>
      <Text x={x} y={y} anchor={anchor}>
        {label}
      </Text>
      <Text x={x} y={y + 22} anchor={anchor} size="small" muted>
        {sub}
      </Text>
    </>
  );
}

/** End user → your app → Fulcro Pay → Stripe, then a webhook back to a subscription and an entitlement on the device. */
export default function PayFlow(): ReactNode {
  const t = useLabels(labels);
  return (
    <DrawingSvg title={t.title} desc={t.desc} narrow={portrait(t)}>
      {/* 1. The end user */}
      <Person x={84} y={112} />
      <Caption x={84} y={276} label={t.user} sub={t.userSub} />
      <Arrow
        points={[
          [132, 150],
          [200, 150],
        ]}
        tone="accent"
      />
      <Step x={166} y={124} n={1} />

      {/* 2. Your app: a phone with a plan card and a buy button */}
      <Phone x={200} y={48} t={t} />
      <Caption x={260} y={276} label={t.app} sub={t.appSub} />
      <Arrow
        points={[
          [320, 150],
          [380, 150],
        ]}
        tone="accent"
      />
      <Step x={350} y={124} n={2} />

      {/* 3. Fulcro Pay keeps the catalogue */}
      <rect x="380" y="48" width="220" height="200" rx="14" className={palette.panel} />
      <Text x={490} y={76} anchor="middle">
        {t.pay}
      </Text>
      {[t.product, t.planRow, t.price].map((label, i) => (
        <Box key={label} x={396} y={90 + i * 48} w={188} h={42} tone="soft" label={label} compact />
      ))}
      <Text x={490} y={276} anchor="middle" size="small" muted>
        {t.paySub}
      </Text>
      <Arrow
        points={[
          [600, 150],
          [660, 150],
        ]}
        tone="accent"
      />
      <Step x={630} y={124} n={3} />

      {/* 4. Stripe's hosted checkout page */}
      <Checkout x={660} y={48} w={276} h={200} t={t} />
      <Caption x={784} y={276} label={t.stripe} sub={t.stripeSub} />

      {/* 5. Stripe's webhook event comes back */}
      <Arrow
        points={[
          [912, 248],
          [912, 410],
          [660, 410],
        ]}
        tone="warm"
      />
      <Step x={912} y={330} n={4} />
      <Caption x={896} y={372} label={t.webhook} sub={t.webhookSub} anchor="end" />

      {/* The subscription Fulcro Pay records */}
      <Subscription x={420} y={340} w={240} h={140} t={t} />
      <Arrow
        points={[
          [420, 410],
          [340, 410],
        ]}
        tone="accent"
      />
      <Step x={380} y={384} n={5} />

      {/* The device with its entitlement */}
      <Device x={100} y={340} w={240} />
      <Text x={220} y={510} anchor="middle" size="small" muted>
        {t.device}
      </Text>
    </DrawingSvg>
  );
}

/** Portrait: the user and the app side by side, then the flow runs down a spine through Pay, Stripe, the subscription and the device. */
function portrait(t: Labels): NarrowLayout {
  const s = 270; // the spine: every step's arrow runs down it, its number on the left
  const down = (y1: number, y2: number, n: number, tone: 'accent' | 'warm' = 'accent') => (
    <>
      <Arrow
        points={[
          [s, y1],
          [s, y2],
        ]}
        tone={tone}
      />
      <Step x={s - 26} y={(y1 + y2) / 2} n={n} />
    </>
  );
  return {
    height: 1198,
    content: (
      <>
        <Person x={80} y={76} />
        <Caption x={80} y={240} label={t.user} sub={t.userSub} />
        <Arrow
          points={[
            [128, 114],
            [210, 114],
          ]}
          tone="accent"
        />
        <Step x={169} y={88} n={1} />
        <Phone x={210} y={12} t={t} />
        <Caption x={s} y={240} label={t.app} sub={t.appSub} />
        {down(276, 318, 2)}
        <rect x="20" y="318" width="320" height="212" rx="14" className={palette.panel} />
        <Caption x={180} y={346} label={t.pay} sub={t.paySub} />
        {[t.product, t.planRow, t.price].map((label, i) => (
          <Box key={label} x={36} y={380 + i * 48} w={288} h={40} tone="soft" label={label} compact />
        ))}
        {down(530, 604, 3)}
        <Caption x={20} y={560} label={t.stripe} sub={t.stripeSub} anchor="start" />
        <Checkout x={20} y={604} w={320} h={180} t={t} />
        {down(784, 852, 4, 'warm')}
        <Caption x={s - 52} y={814} label={t.webhook} sub={t.webhookSub} anchor="end" />
        <Subscription x={20} y={852} w={320} h={128} t={t} />
        {down(980, 1024, 5)}
        <Device x={20} y={1024} w={320} />
        <Text x={180} y={1178} anchor="middle" size="small" muted>
          {t.device}
        </Text>
      </>
    ),
  };
}
