import React, {useId, useLayoutEffect, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import Heading from '@theme/Heading';
import type {Props as ThemeProps} from '@theme/NotFound/Content';
import Icon, {type IconName} from '@site/src/components/Icon';
import {product} from '@site/src/data/product';
import {routes} from '@site/src/data/routes';
import {markNotFound} from '@site/src/lib/analytics';
import styles from './styles.module.css';

type Destination = {key: string; to: string; icon: IconName};

/** Where a lost visitor most often wants to go, in order. */
const destinations: Destination[] = [
  {key: 'home', to: routes.home, icon: 'home'},
  {key: 'products', to: routes.productCloud, icon: 'cloud'},
  {key: 'pricing', to: routes.pricing, icon: 'chart'},
  {key: 'docs', to: routes.docsHome, icon: 'code'},
  {key: 'help', to: routes.helpCenter, icon: 'gear'},
  {key: 'contact', to: routes.contactUs, icon: 'copilot'},
];

type Props = ThemeProps & {
  /** The page's drawing (src/theme/NotFound/index.tsx); the docs' own not-found view (DocRoot) has none. */
  drawing?: ReactNode;
};

type Words = {
  eyebrow: string;
  lead: string;
  search: {label: string; placeholder: string; button: string};
  destinationsTitle: string;
  destinations: Record<string, {title: string; description: string}>;
};

/**
 * The page's own words, out of code.json (which ships in every Italian page's main.js); they load with the not-found
 * page, and with the docs' layout, which shows this content for an unknown doc (theme-classic's DocRoot imports it).
 * The title stays the theme's (`theme.NotFound.title`), which the document title uses too.
 */
const words: Record<'en' | 'it', Words> = {
  en: {
    eyebrow: 'Error 404',
    lead: 'The page may have moved, or the address may have a typo. Search the site, or carry on from one of the pages below.',
    search: {label: 'Search the site', placeholder: 'Edge, retention, MQTT…', button: 'Search'},
    destinationsTitle: 'Where to go from here',
    destinations: {
      home: {title: 'Home page', description: `What ${product.name} is and whom it is for`},
      products: {
        title: `${product.name} Cloud`,
        description: 'The platform and its services, then Edge, AI, Control and Copilot',
      },
      pricing: {title: 'Plans and pricing', description: 'What each plan admits, and the plan finder'},
      docs: {title: 'Documentation', description: 'Guides, concepts and the API reference'},
      help: {title: 'Help center', description: 'Answers to common questions and ways to get support'},
      contact: {title: 'Contact us', description: 'Tell us about the link that brought you here'},
    },
  },
  it: {
    eyebrow: 'Errore 404',
    lead: 'La pagina potrebbe essere stata spostata, o l’indirizzo potrebbe contenere un errore. Cerca nel sito, o riparti da una delle pagine qui sotto.',
    search: {label: 'Cerca nel sito', placeholder: 'Edge, conservazione, MQTT…', button: 'Cerca'},
    destinationsTitle: 'Da dove ripartire',
    destinations: {
      home: {title: 'Pagina iniziale', description: `Che cos’è ${product.name} e a chi serve`},
      products: {
        title: `${product.name} Cloud`,
        description: 'La piattaforma e i suoi servizi, poi Edge, AI, Control e Copilot',
      },
      pricing: {
        title: 'Piani e prezzi',
        description: 'Che cosa ammette ogni piano, e lo strumento per scegliere il tuo',
      },
      docs: {title: 'Documentazione', description: 'Guide, concetti e il riferimento API'},
      help: {title: 'Assistenza', description: 'Risposte alle domande frequenti e modi per avere supporto'},
      contact: {title: 'Contattaci', description: 'Segnalaci il link che ti ha portato qui'},
    },
  },
};

/**
 * The not-found page's content (replacing theme-classic's, which told visitors to "contact the owner of the site"):
 * the title, what happened, a search form, the main destinations and, on the page itself, a drawing. The search form
 * is a plain GET to the search plugin's results page (`/search?q=…`), so it works before any script. Kept light:
 * theme-classic's DocRoot imports this component, so it ships with every doc page; the drawing does not. It also tells
 * analytics that the path is no page (the 404 event), on the not-found page and for an unknown doc alike.
 */
export default function NotFoundContent({className, drawing}: Props): ReactNode {
  const t = words[useDocusaurusContext().i18n.currentLocale === 'it' ? 'it' : 'en'];
  const searchId = useId();
  const {pathname} = useLocation();
  // This path is no page: analytics reports it as Plausible's 404 event, not a page view (src/lib/analytics.ts).
  // Marked in a layout effect, in the same commit as the route change the analytics client module reports.
  useLayoutEffect(() => markNotFound(pathname), [pathname]);
  const searchPage = useBaseUrl('/search');
  return (
    <main className={clsx(styles.page, className)}>
      <div className={clsx('container', styles.layout, drawing && styles.withDrawing)}>
        <div className={styles.intro}>
          <p className={styles.eyebrow}>{t.eyebrow}</p>
          <Heading as="h1" className={styles.title}>
            <Translate id="theme.NotFound.title" description="The title of the 404 page">
              Page Not Found
            </Translate>
          </Heading>
          <p className={styles.lead}>{t.lead}</p>
          <form
            role="search"
            action={searchPage}
            method="get"
            className={styles.search}
            aria-labelledby={`${searchId}-label`}>
            <label id={`${searchId}-label`} htmlFor={searchId} className={styles.searchLabel}>
              {t.search.label}
            </label>
            <div className={styles.searchRow}>
              <input
                id={searchId}
                name="q"
                type="search"
                required
                placeholder={t.search.placeholder}
                className={styles.searchInput}
              />
              <button type="submit" className={clsx('button button--primary', styles.searchButton)}>
                {t.search.button}
              </button>
            </div>
          </form>
        </div>
        {drawing && <div className={styles.drawing}>{drawing}</div>}
        <section className={styles.destinations} aria-labelledby={`${searchId}-destinations`}>
          <Heading as="h2" id={`${searchId}-destinations`} className={styles.destinationsTitle}>
            {t.destinationsTitle}
          </Heading>
          <ul className={styles.grid}>
            {destinations.map(({key, to, icon}) => (
              <li key={key}>
                <Link to={to} className={styles.card}>
                  <span className={styles.icon}>
                    <Icon name={icon} size={24} />
                  </span>
                  <span className={styles.cardText}>
                    <span className={styles.cardTitle}>{t.destinations[key].title}</span>
                    <span className={styles.cardDescription}>{t.destinations[key].description}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </main>
  );
}
