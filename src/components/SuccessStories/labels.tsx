import {translate} from '@docusaurus/Translate';
import {product} from '@site/src/data/product';
import {routes} from '@site/src/data/routes';
import type {StoryIndustry, StoryPart} from '@site/src/data/stories-schema';

/** Industry names (literal translation ids, so write-translations finds them). */
export function industryLabel(industry: StoryIndustry): string {
  switch (industry) {
    case 'hvac':
      return translate({id: 'stories.industry.hvac', message: 'HVAC'});
    case 'washing':
      return translate({id: 'stories.industry.washing', message: 'Industrial washing machines'});
    case 'pool':
      return translate({id: 'stories.industry.pool', message: 'Swimming pool and spa'});
    case 'smart-home':
      return translate({id: 'stories.industry.smartHome', message: 'Smart home'});
    case 'vending':
      return translate({id: 'stories.industry.vending', message: 'Vending machines'});
    case 'electronics':
      return translate({id: 'stories.industry.electronics', message: 'Embedded electronics'});
  }
}

/** A platform part's name and its product page. */
export function partLink(part: StoryPart): {label: string; to: string} {
  const p = product.name;
  switch (part) {
    case 'cloud':
      return {label: `${p} Cloud`, to: routes.productCloud};
    case 'edge':
      return {label: `${p} Edge`, to: routes.productEdge};
    case 'ai':
      return {label: `${p} AI`, to: routes.productAi};
    case 'control':
      return {label: `${p} Control`, to: routes.productControl};
    case 'copilot':
      return {label: `${p} Copilot`, to: routes.productCopilot};
    case 'auth':
      return {label: 'Auth', to: routes.productAuth};
    case 'exporter':
      return {label: 'Exporter', to: routes.productExporter};
    case 'monitoring':
      return {label: translate({id: 'stories.part.monitoring', message: 'Monitoring'}), to: routes.productMonitoring};
    case 'notifications':
      return {
        label: translate({id: 'stories.part.notifications', message: 'Notifications'}),
        to: routes.productNotifications,
      };
    case 'pay':
      return {label: 'Pay', to: routes.productPay};
    case 'resources':
      return {label: translate({id: 'stories.part.resources', message: 'Resources'}), to: routes.productResources};
    case 'rules-engine':
      return {
        label: translate({id: 'stories.part.rulesEngine', message: 'Rules engine'}),
        to: routes.productRulesEngine,
      };
    case 'gdpr':
      return {label: translate({id: 'stories.part.gdpr', message: 'GDPR compliance map'}), to: routes.productGdpr};
  }
}
