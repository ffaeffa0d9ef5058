import {readFileSync} from 'node:fs';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import type {MqttContract} from './src/shared/mqtt-contract';
import {apiAreas, apiTagLabels, type ApiAreaId} from './src/data/api-areas';
import {problemTypesByStatus} from './src/data/problem-types';
// Written by `npm run gen-api` (docusaurus-plugin-openapi-docs), not committed.
import auth from './api-reference/auth/sidebar';
import core from './api-reference/core/sidebar';
import devicesOwnerships from './api-reference/devices-ownerships/sidebar';
import exporter from './api-reference/exporter/sidebar';
import iam from './api-reference/iam/sidebar';
import manufacturing from './api-reference/manufacturing/sidebar';
import notifications from './api-reference/notifications/sidebar';
import pay from './api-reference/pay/sidebar';
import resources from './api-reference/resources/sidebar';
import rulesEngine from './api-reference/rules-engine/sidebar';

type GeneratedSidebar = SidebarsConfig[string];
type Item = Extract<GeneratedSidebar, unknown[]>[number];

// The generated modules end in `export default sidebar.apisidebar`, which TypeScript
// resolves as an alias to nothing (an error type, `any`): their type is stated here.
const asSidebar = (sidebar: unknown) => sidebar as GeneratedSidebar;

const generated: Record<ApiAreaId, GeneratedSidebar> = {
  auth: asSidebar(auth),
  core: asSidebar(core),
  'devices-ownerships': asSidebar(devicesOwnerships),
  exporter: asSidebar(exporter),
  iam: asSidebar(iam),
  manufacturing: asSidebar(manufacturing),
  notifications: asSidebar(notifications),
  pay: asSidebar(pay),
  resources: asSidebar(resources),
  'rules-engine': asSidebar(rulesEngine),
};

/**
 * A generated operation item without its label: the sidebar then shows the
 * page's `sidebar_label` (the same words), and the operations' names do not
 * become sidebar translation ids (operation texts stay in English).
 */
function withoutLabel(item: Item): Item {
  if (typeof item === 'object' && item.type === 'doc') {
    const {label: _label, ...rest} = item;
    return rest;
  }
  return item;
}

/**
 * One category per area: its label links to the area's overview page and
 * holds the generated tag categories (with readable labels).
 */
function areaCategory(area: (typeof apiAreas)[number]) {
  const items = generated[area.id] as Item[];
  const overview = items.find((item) => typeof item === 'object' && item.type === 'doc');
  if (!overview || typeof overview !== 'object' || overview.type !== 'doc') {
    throw new Error(`The generated sidebar of ${area.id} has no overview page; run npm run gen-api`);
  }
  const tags = items
    .filter((item) => typeof item === 'object' && item.type === 'category')
    .map((item) => {
      const category = item;
      return {
        ...category,
        label: apiTagLabels[category.label] ?? category.label,
        items: (category.items as Item[]).map(withoutLabel),
      };
    });
  return {
    type: 'category' as const,
    label: area.label,
    link: {type: 'doc' as const, id: overview.id},
    items: tags,
  };
}

/**
 * The MQTT and WebSocket reference (/docs/api/mqtt), written by `npm run gen-api` from the AsyncAPI document:
 * its overview, then a page per channel in the document's order.
 */
function mqttCategory() {
  const file = './api-reference/_generated/mqtt-contract.json';
  let contract: Pick<MqttContract, 'channels'>;
  try {
    contract = JSON.parse(readFileSync(file, 'utf8')) as MqttContract;
  } catch {
    throw new Error(`${file} is missing: run npm run gen-api`);
  }
  return {
    type: 'category' as const,
    label: 'MQTT and WebSocket',
    link: {type: 'doc' as const, id: 'mqtt/index'},
    items: contract.channels.map((channel) => ({type: 'doc' as const, id: `mqtt/${channel.slug}`})),
  };
}

/** The API reference's own sidebar (docs instance `api`): the areas, with Core's MQTT and WebSocket reference after Core. */
const sidebars: SidebarsConfig = {
  api: [
    {type: 'doc', id: 'index'},
    ...apiAreas.flatMap((area) => (area.id === 'core' ? [areaCategory(area), mqttCategory()] : [areaCategory(area)])),
    // One page per problem type, by status (written by `npm run gen-api` from src/data/problem-types.ts and the specs).
    {
      type: 'category',
      label: 'Problem types',
      link: {type: 'doc', id: 'problems/index'},
      items: problemTypesByStatus().map(({name}) => ({type: 'doc' as const, id: `problems/${name}`})),
    },
    // Every version of each area's spec, with its classified changes (api-reference/changelog.mdx).
    {type: 'doc', id: 'changelog'},
    // Every operation that processes personal data, by category: written by `npm run gen-api` from the specs' marks.
    {type: 'doc', id: 'personal-data/index'},
    {type: 'link', label: 'Internal APIs', href: '/docs/internal-api'},
  ],
};

export default sidebars;
