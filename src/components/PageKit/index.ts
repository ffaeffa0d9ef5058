/**
 * The page kit: the section components every MDX page is built from. They are
 * given to every Markdown page by `src/theme/MDXPage/index.tsx`, so pages (and their Italian
 * copies) import nothing. Components only some pages need (drawings, the GDPR
 * table, the cost model, a story's facts) are not here: each page imports them
 * with a plain MDX `import` line, so they ship in that page's chunk only and an
 * editor sees where they come from. README "Add a marketing page".
 */
export {default as Section} from '@site/src/components/Section';
export {default as Hero} from './Hero';
export {Actions, Cta} from './Actions';
export {FeatureGrid, Feature} from './FeatureGrid';
export {Steps, Step} from './Steps';
export {default as Figure} from './Figure';
export {default as CtaBand} from './CtaBand';
export {default as Compare} from './Compare';
export {Faq, Question} from './Faq';
export {default as Callout} from './Callout';
export {default as Contents} from './Contents';
export {Product} from './Product';
export {default as PlanAvailability} from './PlanAvailability';
