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
  oneTenant: string;
  threeTenants: string;
  tenantAcme: string;
  realms: readonly {id: string; sub: string}[];
  data: string;
  plan: string;
  ca: string;
  branding: string;
  fleetView: string;
  realmsNote: string;
  tenants: readonly string[];
  ownRealms: string;
  ownData: readonly string[];
  ownCa: string;
  ownPlan: string;
  ownBranding: readonly string[];
  nothingShared: string;
};

const labels: Localized<Labels> = {
  en: {
    title: 'One company in one tenant, or three companies in three',
    desc: 'One tenant per company, side by side with three companies. On the left, one company with several product lines is one tenant named acme, holding three realms (staff, pool-owners and hvac-owners); all three share the connectables and their data, one plan with its limits, one certificate authority, one notification branding and one fleet view. On the right, three separate companies, such as subsidiaries that are legal entities of their own, have a tenant each (acme, acme-laundry and acme-pool), with their own realms, devices and data, certificate authority, plan and branding, and nothing crosses between them.',
    oneTenant: 'One tenant, three realms',
    threeTenants: 'Three companies, three tenants',
    tenantAcme: 'Tenant acme',
    realms: [
      {id: 'staff', sub: 'employees'},
      {id: 'pool-owners', sub: 'pool app'},
      {id: 'hvac-owners', sub: 'HVAC app'},
    ],
    data: 'Connectables and their data',
    plan: 'One plan, one set of limits',
    ca: 'One CA',
    branding: 'One branding',
    fleetView: 'One fleet view in Fulcro Control',
    realmsNote: 'Realms separate people, not data',
    tenants: ['acme', 'acme-laundry', 'acme-pool'],
    ownRealms: 'Own realms',
    ownData: ['Devices', 'and data'],
    ownCa: 'Own CA',
    ownPlan: 'Own plan',
    ownBranding: ['Own', 'branding'],
    nothingShared: 'Nothing crosses between tenants',
  },
  it: {
    title: 'Un’azienda in un tenant, oppure tre aziende in tre',
    desc: 'Un tenant per azienda, accanto a tre aziende. A sinistra, un’azienda con più linee di prodotto è un solo tenant chiamato acme, che contiene tre realm (staff, pool-owners e hvac-owners); tutti e tre condividono i connectable e i loro dati, un piano con i suoi limiti, una sola autorità di certificazione, un solo branding delle notifiche e una sola vista della flotta. A destra, tre aziende distinte, come controllate che sono persone giuridiche a sé, hanno un tenant ciascuna (acme, acme-laundry e acme-pool), con i propri realm, dispositivi e dati, autorità di certificazione, piano e branding, e tra loro non passa nulla.',
    oneTenant: 'Un tenant, tre realm',
    threeTenants: 'Tre aziende, tre tenant',
    tenantAcme: 'Tenant acme',
    realms: [
      {id: 'staff', sub: 'dipendenti'},
      {id: 'pool-owners', sub: 'app piscine'},
      {id: 'hvac-owners', sub: 'app HVAC'},
    ],
    data: 'I connectable e i loro dati',
    plan: 'Un piano, un solo set di limiti',
    ca: 'Una sola CA',
    branding: 'Un solo branding',
    fleetView: 'Una vista unica in Fulcro Control',
    realmsNote: 'I realm separano le persone, non i dati',
    tenants: ['acme', 'acme-laundry', 'acme-pool'],
    ownRealms: 'Realm propri',
    ownData: ['Dispositivi', 'e dati'],
    ownCa: 'CA propria',
    ownPlan: 'Piano proprio',
    ownBranding: ['Branding', 'proprio'],
    nothingShared: 'Tra un tenant e l’altro non passa nulla',
  },
};

/** Left: one company, one tenant whose realms share everything but identities. Right: three companies, three tenants that share nothing. */
export default function BusinessUnits(): ReactNode {
  const t = useLabels(labels);
  const realmW = 130;
  const realmGap = 11;
  const sub = 140;
  const subGap = 16;
  return (
    <DrawingSvg title={t.title} desc={t.desc} narrow={portrait(t)}>
      {/* Left: one tenant, three realms */}
      <Text x={242} y={46} anchor="middle" size="heading">
        {t.oneTenant}
      </Text>
      <rect x={16} y={64} width={452} height={420} rx={16} className={palette.panel} />
      <Text x={36} y={98} size="small" muted>
        {t.tenantAcme}
      </Text>
      {t.realms.map((realm, i) => {
        const x = 36 + i * (realmW + realmGap);
        return (
          <g key={realm.id}>
            <Box x={x} y={114} w={realmW} h={76} tone="soft" label={realm.id} sub={realm.sub} compact />
            <Arrow
              points={[
                [x + realmW / 2, 190],
                [x + realmW / 2, 230],
              ]}
              tone="accent"
            />
          </g>
        );
      })}
      <Box x={36} y={230} w={412} h={50} label={t.data} compact />
      <Box x={36} y={290} w={412} h={50} label={t.plan} compact />
      <Box x={36} y={350} w={201} h={50} label={t.ca} compact />
      <Box x={247} y={350} w={201} h={50} label={t.branding} compact />
      <Box x={36} y={410} w={412} h={50} label={t.fleetView} compact />
      <Text x={242} y={514} anchor="middle" size="small" muted>
        {t.realmsNote}
      </Text>
      {/* Right: three tenants */}
      <Text x={718} y={46} anchor="middle" size="heading">
        {t.threeTenants}
      </Text>
      {t.tenants.map((tenant, i) => {
        const x = 492 + i * (sub + subGap);
        const inner = x + 8;
        const w = sub - 16;
        return (
          <g key={tenant}>
            <rect x={x} y={64} width={sub} height={420} rx={14} className={palette.panel} />
            <Text x={x + sub / 2} y={98} anchor="middle" size="small" muted>
              {tenant}
            </Text>
            <Box x={inner} y={114} w={w} h={58} tone="soft" label={t.ownRealms} compact />
            <Box x={inner} y={182} w={w} h={58} label={t.ownData} compact />
            <Box x={inner} y={250} w={w} h={58} label={t.ownCa} compact />
            <Box x={inner} y={318} w={w} h={58} label={t.ownPlan} compact />
            <Box x={inner} y={386} w={w} h={58} label={t.ownBranding} compact />
          </g>
        );
      })}
      <Text x={718} y={514} anchor="middle" size="small" muted>
        {t.nothingShared}
      </Text>
    </DrawingSvg>
  );
}

/** Portrait: the one-tenant panel on top (realms stacked, joined on their way to the shared data), the three tenants below. */
function portrait(t: Labels): NarrowLayout {
  const split = (text: string) => {
    if (text.length <= 26) return [text];
    const spaces = [...text.matchAll(/ /g)].map((m) => m.index);
    const cut = spaces.reduce((best, i) =>
      Math.abs(i - text.length / 2) < Math.abs(best - text.length / 2) ? i : best,
    );
    return [text.slice(0, cut), text.slice(cut + 1)];
  };
  const heading = split(t.threeTenants);
  const top = 558 + heading.length * 27;
  const own = [t.ownRealms, t.ownData.join(' '), t.ownCa, t.ownPlan, t.ownBranding.join(' ')].map((label) =>
    wrap(label, 9),
  );
  const shared: [string, number, number, number][] = [
    [t.data, 28, 276, 304],
    [t.plan, 28, 328, 304],
    [t.ca, 28, 380, 148],
    [t.branding, 184, 380, 148],
    [t.fleetView, 28, 432, 304],
  ];
  return {
    height: top + 390,
    content: (
      <>
        {/* One tenant, three realms */}
        <Text x={180} y={38} anchor="middle" size="heading">
          {t.oneTenant}
        </Text>
        <rect x="12" y="56" width="336" height="436" rx="16" className={palette.panel} />
        <Text x={28} y={84} size="small" muted>
          {t.tenantAcme}
        </Text>
        {t.realms.map((realm, i) => (
          <Box
            key={realm.id}
            x={28}
            y={98 + i * 54}
            w={252}
            h={46}
            tone="soft"
            label={realm.id}
            sub={realm.sub}
            compact
          />
        ))}
        <path d="M280,121 L312,121 M280,175 L312,175 M280,229 L312,229" className={palette.lineAccent} />
        <Arrow
          points={[
            [312, 121],
            [312, 276],
          ]}
          tone="accent"
        />
        {shared.map(([label, x, y, w]) => (
          <Box key={label} x={x} y={y} w={w} h={44} label={label} compact />
        ))}
        <Text x={180} y={518} anchor="middle" size="small" muted>
          {t.realmsNote}
        </Text>
        {/* Three tenants */}
        <Paragraph x={180} y={568} anchor="middle" size="heading" lines={heading} />
        {t.tenants.map((tenant, i) => {
          const x = 12 + i * 114;
          return (
            <g key={tenant}>
              <rect x={x} y={top} width={108} height={350} rx={14} className={palette.panel} />
              <Text x={x + 54} y={top + 30} anchor="middle" size="small" muted>
                {tenant}
              </Text>
              {own.map((label, j) => (
                <Box
                  key={label.join()}
                  x={x + 4}
                  y={top + 44 + j * 60}
                  w={100}
                  h={52}
                  tone={j ? 'neutral' : 'soft'}
                  label={label}
                  compact
                />
              ))}
            </g>
          );
        })}
        <Text x={180} y={top + 376} anchor="middle" size="small" muted>
          {t.nothingShared}
        </Text>
      </>
    ),
  };
}
