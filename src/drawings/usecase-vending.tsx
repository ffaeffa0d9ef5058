import React, {type ReactNode} from 'react';
import {Arrow, Box, DrawingSvg, Text, palette, useLabels, type Localized} from '@site/src/components/DrawingKit';

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
    desc: 'On the left, a map of a restocking route links a van at the depot to five vending machines. Machine vend-0815, running Fulcro Edge as a sidecar, reports a cabinet temperature of 7.8 °C with the compressor off, and a customer pays at a machine by scanning a QR code with a phone. On the right, Fulcro Cloud receives stock and temperatures in Core, the rules engine raises the fridge alarm, Notifications sends an SMS to the technician, Exporter exports the stock readings the restocking list is made from, Pay takes the payment through Stripe checkout and Fulcro Control shows the fleet.',
    route: 'Restocking route',
    depot: 'Depot',
    sidecar: 'Fulcro Edge sidecar',
    alarm: ['7.8 °C', 'compressor off'],
    qr: 'Pay by QR',
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
    desc: 'A sinistra, la mappa di un giro di rifornimento collega un furgone al deposito con cinque distributori automatici. Il distributore vend-0815, con Fulcro Edge in modalità sidecar, segnala una temperatura del vano di 7,8 °C con il compressore fermo, e un cliente paga a una macchina inquadrando un codice QR con il telefono. A destra, Fulcro Cloud riceve scorte e temperature in Core, il motore di regole genera l\'allarme del frigorifero, le notifiche mandano un SMS al tecnico, Exporter esporta le letture delle scorte da cui nasce l\'elenco dei rifornimenti, Pay incassa il pagamento con il checkout di Stripe e Fulcro Control mostra la flotta.',
    route: 'Giro di rifornimento',
    depot: 'Deposito',
    sidecar: 'Fulcro Edge sidecar',
    alarm: ['7,8 °C', 'compressore fermo'],
    qr: 'Paga con QR',
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
      <path d={`M${x + 6},${y + 28} L${x + 36},${y + 28} M${x + 6},${y + 48} L${x + 36},${y + 48}`} className={palette.line} />
      <rect x={x + 41} y={y + 12} width={10} height={22} rx={2} className={palette.fillLine} />
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
    <DrawingSvg title={t.title} desc={t.desc}>
      {/* The route map */}
      <rect x="24" y="24" width="532" height="492" rx="16" className={palette.soft} />
      <Text x={44} y={58}>
        {t.route}
      </Text>
      <path d="M138,458 L128,302 L98,142 L278,134 L468,162 L328,292" className={`${palette.lineWarm} ${palette.dashed}`} />
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
      <rect x={44} y={440} width={70} height={36} rx={4} className={palette.panel} />
      <rect x={114} y={450} width={24} height={26} rx={4} className={palette.panel} />
      <circle cx={64} cy={478} r={8} className={palette.fillLine} />
      <circle cx={120} cy={478} r={8} className={palette.fillLine} />
      <Text x={44} y={506} size="small" muted>
        {t.depot}
      </Text>
      {/* A customer's phone paying by QR code */}
      <Text x={436} y={430} anchor="end" size="small" muted>
        {t.qr}
      </Text>
      <rect x={446} y={356} width={90} height={136} rx={14} className={palette.panel} />
      <rect x={454} y={372} width={74} height={104} rx={6} className={palette.surface} />
      <rect x={467} y={400} width={48} height={48} rx={3} className={palette.panel} />
      <rect x={471} y={404} width={14} height={14} className={palette.fillLine} />
      <rect x={497} y={404} width={14} height={14} className={palette.fillLine} />
      <rect x={471} y={430} width={14} height={14} className={palette.fillLine} />
      <rect x={499} y={432} width={8} height={8} className={palette.fillLine} />
      {/* Fulcro Cloud */}
      <rect x="580" y="24" width="356" height="492" rx="16" className={palette.panel} />
      <Text x={758} y={58} anchor="middle">
        {t.cloud}
      </Text>
      <Arrow points={[[556, 104], [600, 104]]} tone="accent" />
      <Arrow points={[[536, 424], [600, 424]]} />
      {services.map(([label, sub, y], i) => (
        <Box key={label} x={600} y={y} w={316} h={56} tone={i === 0 ? 'soft' : 'neutral'} label={label} sub={sub} />
      ))}
      <Box x={600} y={396} w={316} h={56} tone="soft" label={t.pay} sub={t.paySub} />
      <Box x={600} y={464} w={316} h={40} tone="accent" label={t.control} />
    </DrawingSvg>
  );
}
