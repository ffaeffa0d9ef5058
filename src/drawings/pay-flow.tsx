import React, {type ReactNode} from 'react';
import {Arrow, Box, DrawingSvg, Text, palette, useLabels, type Localized} from '@site/src/components/DrawingKit';

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
    desc: 'An end user chooses a plan in your app. Your app asks Fulcro Pay for a checkout session, and the user pays on the Stripe Checkout page of your own Stripe account. Stripe reports the payment back with a webhook event, Fulcro Pay records the subscription with the device it is for, and the plan\'s entitlement is unlocked on that device.',
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
    desc: 'Un utente finale sceglie un piano nella tua app. La tua app chiede a Fulcro Pay una sessione di checkout e l\'utente paga sulla pagina Stripe Checkout del tuo account Stripe. Stripe comunica il pagamento con un evento webhook, Fulcro Pay registra l\'abbonamento insieme al dispositivo a cui si riferisce e l\'abilitazione del piano si attiva su quel dispositivo.',
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

/** End user → your app → Fulcro Pay → Stripe, then a webhook back to a subscription and an entitlement on the device. */
export default function PayFlow(): ReactNode {
  const t = useLabels(labels);
  return (
    <DrawingSvg title={t.title} desc={t.desc}>

      {/* 1. The end user */}
      <circle cx="84" cy="112" r="24" className={palette.panel} />
      <path d="M44,204 Q44,146 84,146 Q124,146 124,204 Z" className={palette.panel} />
      <Text x={84} y={276} anchor="middle">
        {t.user}
      </Text>
      <Text x={84} y={298} anchor="middle" size="small" muted>
        {t.userSub}
      </Text>
      <Arrow points={[[132, 150], [200, 150]]} tone="accent" />
      <Step x={166} y={124} n={1} />

      {/* 2. Your app: a phone with a plan card and a buy button */}
      <rect x="200" y="48" width="120" height="200" rx="18" className={palette.panel} />
      <rect x="210" y="68" width="100" height="166" rx="8" className={palette.surface} />
      <rect x="218" y="80" width="84" height="84" rx="8" className={palette.soft} />
      <text x="260" y="104" textAnchor="middle" className={`${palette.small} ${palette.text}`} fontWeight="700">
        {t.plan}
      </text>
      <rect x="228" y="118" width="64" height="8" rx="4" className={palette.panel} />
      <rect x="228" y="134" width="50" height="8" rx="4" className={palette.panel} />
      <Box x={214} y={180} w={92} h={36} tone="accent" label={t.buy} compact />
      <Text x={260} y={276} anchor="middle">
        {t.app}
      </Text>
      <Text x={260} y={298} anchor="middle" size="small" muted>
        {t.appSub}
      </Text>
      <Arrow points={[[320, 150], [380, 150]]} tone="accent" />
      <Step x={350} y={124} n={2} />

      {/* 3. Fulcro Pay keeps the catalogue */}
      <rect x="380" y="48" width="220" height="200" rx="14" className={palette.panel} />
      <Text x={490} y={76} anchor="middle">
        {t.pay}
      </Text>
      <Box x={396} y={90} w={188} h={42} tone="soft" label={t.product} compact />
      <Box x={396} y={138} w={188} h={42} tone="soft" label={t.planRow} compact />
      <Box x={396} y={186} w={188} h={42} tone="soft" label={t.price} compact />
      <Text x={490} y={276} anchor="middle" size="small" muted>
        {t.paySub}
      </Text>
      <Arrow points={[[600, 150], [660, 150]]} tone="accent" />
      <Step x={630} y={124} n={3} />

      {/* 4. Stripe's hosted checkout page */}
      <rect x="660" y="48" width="276" height="200" rx="10" className={palette.panel} />
      <path d="M660,76 L936,76" className={palette.line} />
      <circle cx="676" cy="62" r="4" className={palette.fillLine} />
      <circle cx="690" cy="62" r="4" className={palette.fillLine} />
      <circle cx="704" cy="62" r="4" className={palette.fillLine} />
      <text x="720" y="67" className={`${palette.mono} ${palette.muted}`}>
        checkout.stripe.com
      </text>
      <Text x={676} y={106}>
        {t.stripeProduct}
      </Text>
      <Box x={676} y={120} w={244} h={38} tone="ghost" label={t.method} compact />
      <Box x={676} y={170} w={244} h={40} tone="accent" label={t.subscribe} compact />
      <Text x={784} y={276} anchor="middle">
        {t.stripe}
      </Text>
      <Text x={784} y={298} anchor="middle" size="small" muted>
        {t.stripeSub}
      </Text>

      {/* 5. Stripe's webhook event comes back */}
      <Arrow points={[[912, 248], [912, 410], [660, 410]]} tone="warm" />
      <Step x={912} y={330} n={4} />
      <Text x={896} y={372} anchor="end">
        {t.webhook}
      </Text>
      <Text x={896} y={394} anchor="end" size="small" muted>
        {t.webhookSub}
      </Text>

      {/* The subscription Fulcro Pay records */}
      <rect x="420" y="340" width="240" height="140" rx="12" className={palette.panel} />
      <Text x={436} y={368}>
        {t.subscription}
      </Text>
      <text x="436" y="400" className={mono}>
        status: active
      </text>
      <text x="436" y="424" className={mono}>
        plan: premium
      </text>
      <text x="436" y="448" className={mono}>
        thingId: pool-ctrl-0007
      </text>
      <Arrow points={[[420, 410], [340, 410]]} tone="accent" />
      <Step x={380} y={384} n={5} />

      {/* The device with its entitlement */}
      <rect x="100" y="340" width="240" height="140" rx="14" className={palette.panel} />
      <rect x="120" y="358" width="120" height="56" rx="6" className={palette.soft} />
      <text x="136" y="392" className={mono}>
        pH 7.3
      </text>
      <circle cx="276" cy="372" r="8" className={palette.ok} />
      <circle cx="304" cy="372" r="8" className={palette.fillLine} />
      <rect x="120" y="428" width="200" height="36" rx="18" className={palette.ok} />
      <text x="220" y="451" textAnchor="middle" className={mono}>
        water-history ✓
      </text>
      <Text x={220} y={510} anchor="middle" size="small" muted>
        {t.device}
      </Text>
    </DrawingSvg>
  );
}
