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
  route: string;
  depot: string;
  sidecar: string;
  alarm: readonly string[];
  qr: string;
  cloud: string;
  core: string;
  coreSub: string;
  rules: string;
  rulesSub: string;
  notifications: string;
  notificationsSub: string;
  exporter: string;
  exporterSub: string;
  pay: string;
  paySub: string;
  control: string;
};

const labels: Localized<Labels> = {
  en: {
    title: 'A vending route connected to Fulcro Cloud',
    desc: "On the left, a map of a restocking route links a van at the depot to five vending machines. Machine vend-0815, running Fulcro Edge as a sidecar, reports a cabinet temperature of 7.8 °C with the compressor off, and a customer signed in to the operator's app pays at a machine by scanning its QR code. On the right, Fulcro Cloud receives stock and temperatures in Core, the rules engine raises the fridge alarm, Notifications sends an SMS to the technician, Exporter exports the stock readings the restocking list is made from, Pay takes the app's payment through Stripe checkout and Fulcro Control shows the fleet.",
    route: 'Restocking route',
    depot: 'Depot',
    sidecar: 'Fulcro Edge sidecar',
    alarm: ['7.8 °C', 'compressor off'],
    qr: 'Pay in the app',
    cloud: 'Fulcro Cloud',
    core: 'Core',
    coreSub: 'stock · temperatures',
    rules: 'Rules engine',
    rulesSub: 'fridge alarm',
    notifications: 'Notifications',
    notificationsSub: 'SMS to the technician',
    exporter: 'Exporter',
    exporterSub: 'stock readings',
    pay: 'Pay',
    paySub: 'Stripe checkout',
    control: 'Fulcro Control',
  },
  it: {
    title: 'Un giro di distributori collegato a Fulcro Cloud',
    desc: "A sinistra, la mappa di un giro di rifornimento collega un furgone al deposito con cinque distributori automatici. Il distributore vend-0815, con Fulcro Edge in modalità sidecar, segnala una temperatura del vano di 7,8 °C con il compressore fermo, e un cliente che ha effettuato l'accesso all'app del gestore paga a una macchina inquadrandone il codice QR. A destra, Fulcro Cloud riceve scorte e temperature in Core, il motore di regole genera l'allarme del frigorifero, le notifiche mandano un SMS al tecnico, Exporter esporta le letture delle scorte da cui nasce l'elenco dei rifornimenti, Pay incassa il pagamento dell'app con il checkout di Stripe e Fulcro Control mostra la flotta.",
    route: 'Giro di rifornimento',
    depot: 'Deposito',
    sidecar: 'Fulcro Edge sidecar',
    alarm: ['7,8 °C', 'compressore fermo'],
    qr: "Paga nell'app",
    cloud: 'Fulcro Cloud',
    core: 'Core',
    coreSub: 'scorte · temperature',
    rules: 'Motore di regole',
    rulesSub: 'allarme frigorifero',
    notifications: 'Notifiche',
    notificationsSub: 'SMS al tecnico',
    exporter: 'Exporter',
    exporterSub: 'letture scorte',
    pay: 'Pay',
    paySub: 'checkout Stripe',
    control: 'Fulcro Control',
  },
};

/** A vending cabinet: glass front with shelves and a keypad. */
function Cabinet({x, y, alert}: {x: number; y: number; alert?: boolean}): ReactNode {
  return (
    <g>
      <rect x={x} y={y} width={56} height={84} rx={6} className={alert ? palette.warm : palette.panel} />
      <rect x={x + 6} y={y + 8} width={30} height={60} rx={3} className={palette.soft} />
      <path
        d={`M${x + 6},${y + 28} L${x + 36},${y + 28} M${x + 6},${y + 48} L${x + 36},${y + 48}`}
        className={palette.line}
      />
      <rect x={x + 41} y={y + 12} width={10} height={22} rx={2} className={palette.fillLine} />
    </g>
  );
}

/** The restocking van, seen from the side. */
function Van({x, y}: {x: number; y: number}): ReactNode {
  return (
    <g>
      <rect x={x} y={y} width={70} height={36} rx={4} className={palette.panel} />
      <rect x={x + 70} y={y + 10} width={24} height={26} rx={4} className={palette.panel} />
      <circle cx={x + 20} cy={y + 38} r={8} className={palette.fillLine} />
      <circle cx={x + 76} cy={y + 38} r={8} className={palette.fillLine} />
    </g>
  );
}

/** A customer's phone showing a QR code. */
function Phone({x, y}: {x: number; y: number}): ReactNode {
  const dots: [number, number, number][] = [
    [25, 48, 14],
    [51, 48, 14],
    [25, 74, 14],
    [53, 76, 8],
  ];
  return (
    <g>
      <rect x={x} y={y} width={90} height={136} rx={14} className={palette.panel} />
      <rect x={x + 8} y={y + 16} width={74} height={104} rx={6} className={palette.surface} />
      <rect x={x + 21} y={y + 44} width={48} height={48} rx={3} className={palette.panel} />
      {dots.map(([dx, dy, size]) => (
        <rect key={dx * dy} x={x + dx} y={y + dy} width={size} height={size} className={palette.fillLine} />
      ))}
    </g>
  );
}

/** The route map on the left, the cloud services on the right. */
export default function UsecaseVending(): ReactNode {
  const t = useLabels(labels);
  const services: [string, string, number][] = [
    [t.core, t.coreSub, 76],
    [t.rules, t.rulesSub, 148],
    [t.notifications, t.notificationsSub, 220],
    [t.exporter, t.exporterSub, 292],
  ];
  return (
    <DrawingSvg title={t.title} desc={t.desc} narrow={portrait(t, services)}>
      {/* The route map */}
      <rect x="24" y="24" width="532" height="492" rx="16" className={palette.soft} />
      <Text x={44} y={58}>
        {t.route}
      </Text>
      <path
        d="M138,458 L128,302 L98,142 L278,134 L468,162 L328,292"
        className={`${palette.lineWarm} ${palette.dashed}`}
      />
      <Cabinet x={70} y={100} />
      <Cabinet x={250} y={92} />
      <Cabinet x={440} y={120} />
      <Cabinet x={100} y={260} />
      <Cabinet x={300} y={250} alert />
      <text x={328} y={354} textAnchor="middle" className={`${palette.mono} ${palette.small} ${palette.text}`}>
        vend-0815
      </text>
      <Text x={328} y={374} anchor="middle" size="small" muted>
        {t.sidecar}
      </Text>
      <path d="M356,293 L370,293" className={palette.lineWarm} />
      <Box x={370} y={268} w={176} h={50} tone="warm" label={t.alarm} compact />
      {/* The van at the depot */}
      <Van x={44} y={440} />
      <Text x={44} y={506} size="small" muted>
        {t.depot}
      </Text>
      {/* A customer's phone paying by QR code */}
      <Text x={436} y={430} anchor="end" size="small" muted>
        {t.qr}
      </Text>
      <Phone x={446} y={356} />
      {/* Fulcro Cloud */}
      <rect x="580" y="24" width="356" height="492" rx="16" className={palette.panel} />
      <Text x={758} y={58} anchor="middle">
        {t.cloud}
      </Text>
      <Arrow
        points={[
          [556, 104],
          [600, 104],
        ]}
        tone="accent"
      />
      <Arrow
        points={[
          [536, 424],
          [600, 424],
        ]}
      />
      {services.map(([label, sub, y], i) => (
        <Box key={label} x={600} y={y} w={316} h={56} tone={i === 0 ? 'soft' : 'neutral'} label={label} sub={sub} />
      ))}
      <Box x={600} y={396} w={316} h={56} tone="soft" label={t.pay} sub={t.paySub} />
      <Box x={600} y={464} w={316} h={40} tone="accent" label={t.control} />
    </DrawingSvg>
  );
}

/** Portrait: the route map on top (the alert cabinet on the right, the phone below it), the cloud services underneath. */
function portrait(t: Labels, services: readonly [string, string, number][]): NarrowLayout {
  const cabinets: [number, number][] = [
    [40, 64],
    [152, 56],
    [264, 72],
    [40, 256],
  ];
  const rows: [string, string | undefined, 'soft' | 'neutral' | 'accent'][] = [
    ...services.map(([label, sub], i): [string, string, 'soft' | 'neutral'] => [label, sub, i ? 'neutral' : 'soft']),
    [t.pay, t.paySub, 'soft'],
  ];
  return {
    height: 958,
    content: (
      <>
        {/* The route map */}
        <rect x="12" y="12" width="336" height="486" rx="16" className={palette.soft} />
        <Text x={28} y={44}>
          {t.route}
        </Text>
        <path
          d="M114,420 L68,298 L68,106 L180,98 L292,114 L292,222"
          className={`${palette.lineWarm} ${palette.dashed}`}
        />
        {cabinets.map(([x, y]) => (
          <Cabinet key={x + y} x={x} y={y} />
        ))}
        <Cabinet x={264} y={180} alert />
        <text x={250} y={212} textAnchor="end" className={`${palette.mono} ${palette.small} ${palette.text}`}>
          vend-0815
        </text>
        <Text x={250} y={234} anchor="end" size="small" muted>
          {t.sidecar}
        </Text>
        <path d="M292,264 L292,280" className={palette.lineWarm} />
        <Box x={156} y={280} w={180} h={50} tone="warm" label={t.alarm} compact />
        <Van x={32} y={410} />
        <Text x={32} y={478} size="small" muted>
          {t.depot}
        </Text>
        <Text x={236} y={414} anchor="end" size="small" muted>
          {t.qr}
        </Text>
        <Phone x={246} y={340} />
        {/* Fulcro Cloud */}
        <rect x="12" y="518" width="336" height="428" rx="16" className={palette.panel} />
        <Text x={164} y={552} anchor="middle">
          {t.cloud}
        </Text>
        <Arrow
          points={[
            [100, 498],
            [100, 570],
          ]}
          tone="accent"
        />
        {rows.map(([label, sub, tone], i) => (
          <Box key={label} x={28} y={570 + i * 64} w={272} h={56} tone={tone} label={label} sub={sub} />
        ))}
        <Arrow
          points={[
            [320, 476],
            [320, 854],
            [300, 854],
          ]}
        />
        <Box x={28} y={890} w={272} h={40} tone="accent" label={t.control} />
      </>
    ),
  };
}
