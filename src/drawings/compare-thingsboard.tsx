import React, {type ReactNode} from 'react';
import {
  Arrow,
  Box,
  DrawingSvg,
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
  thingsboard: string;
  fulcro: string;
  mapsTo: string;
  pairs: readonly (readonly [string, string])[];
};

const labels: Localized<Labels> = {
  en: {
    title: 'ThingsBoard concepts and their Fulcro counterparts',
    desc: 'Two columns joined by arrows. ThingsBoard tenant maps to a Fulcro tenant; customer to a realm or team; device to a connectable; asset to a resource of a resource type; device profile to a model plus the tenant’s default configuration, which the columns of a batch row override; rule chain to rules of the rules engine; dashboard to a Fulcro Control view; IoT Gateway to Fulcro Edge.',
    thingsboard: 'ThingsBoard',
    fulcro: 'Fulcro',
    mapsTo: 'maps to',
    pairs: [
      ['Tenant', 'Tenant'],
      ['Customer', 'Realm or team'],
      ['Device', 'Connectable'],
      ['Asset', 'Resource (resource type)'],
      ['Device profile', 'Model + tenant’s defaults'],
      ['Rule chain', 'Rules engine rules'],
      ['Dashboard', 'Fulcro Control view'],
      ['IoT Gateway', 'Fulcro Edge'],
    ],
  },
  it: {
    title: 'I concetti di ThingsBoard e i loro corrispondenti in Fulcro',
    desc: 'Due colonne unite da frecce. Il tenant di ThingsBoard corrisponde a un tenant di Fulcro; il customer a un realm o a un team; il device a un connectable; l’asset a una risorsa di un tipo di risorsa; il device profile a un modello più la configurazione predefinita del tenant, che le colonne di una riga del lotto sovrascrivono; la rule chain alle regole del motore di regole; la dashboard a una vista di Fulcro Control; l’IoT Gateway a Fulcro Edge.',
    thingsboard: 'ThingsBoard',
    fulcro: 'Fulcro',
    mapsTo: 'corrisponde a',
    pairs: [
      ['Tenant', 'Tenant'],
      ['Customer', 'Realm o team'],
      ['Device', 'Connectable'],
      ['Asset', 'Risorsa (tipo di risorsa)'],
      ['Device profile', 'Modello + default del tenant'],
      ['Rule chain', 'Regole del motore di regole'],
      ['Dashboard', 'Vista di Fulcro Control'],
      ['IoT Gateway', 'Fulcro Edge'],
    ],
  },
};

/** A concept map: ThingsBoard entities on the left, what each becomes in Fulcro on the right. */
export default function CompareThingsboard(): ReactNode {
  const t = useLabels(labels);
  return (
    <DrawingSvg title={t.title} desc={t.desc} narrow={portrait(t)}>
      <rect x="24" y="20" width="332" height="500" rx="16" className={palette.panel} />
      <rect x="604" y="20" width="332" height="500" rx="16" className={palette.soft} />
      <Text x={190} y={54} anchor="middle" size="heading">
        {t.thingsboard}
      </Text>
      <Text x={770} y={54} anchor="middle" size="heading">
        {t.fulcro}
      </Text>
      <Text x={480} y={54} anchor="middle" size="small" muted>
        {t.mapsTo}
      </Text>
      {t.pairs.map(([from, to], i) => {
        const y = 74 + i * 55;
        return (
          <g key={from}>
            <Box x={44} y={y} w={292} h={42} label={from} compact />
            <Arrow
              points={[
                [336, y + 21],
                [624, y + 21],
              ]}
              tone="accent"
            />
            <Box x={624} y={y} w={292} h={42} tone={i === 6 || i === 7 ? 'accent' : 'neutral'} label={to} compact />
          </g>
        );
      })}
    </DrawingSvg>
  );
}

/** Portrait: the same two columns, narrower, with the longer names wrapped; «maps to» sits above the arrows. */
function portrait(t: Labels): NarrowLayout {
  return {
    height: 560,
    content: (
      <>
        <Text x={162} y={30} anchor="middle" size="small" muted>
          {t.mapsTo}
        </Text>
        <rect x="12" y="44" width="136" height="504" rx="16" className={palette.panel} />
        <rect x="176" y="44" width="172" height="504" rx="16" className={palette.soft} />
        <Text x={80} y={76} anchor="middle">
          {t.thingsboard}
        </Text>
        <Text x={262} y={76} anchor="middle">
          {t.fulcro}
        </Text>
        {t.pairs.map(([from, to], i) => {
          const y = 92 + i * 56;
          return (
            <g key={from}>
              <Box x={18} y={y} w={124} h={48} label={wrap(from, 11)} compact />
              <Arrow
                points={[
                  [142, y + 24],
                  [182, y + 24],
                ]}
                tone="accent"
              />
              <Box
                x={182}
                y={y}
                w={160}
                h={48}
                tone={i === 6 || i === 7 ? 'accent' : 'neutral'}
                label={wrap(to, 17)}
                compact
              />
            </g>
          );
        })}
      </>
    ),
  };
}
