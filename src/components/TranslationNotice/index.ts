import {createContext, createElement, useContext, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {interpolate} from '@docusaurus/Interpolate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {translationStatusPluginName, type StaleTranslations} from '@site/src/shared/translation-status';
import styles from './styles.module.css';
import {formatIsoDate} from '@site/src/shared/dates';

/**
 * The notice on an Italian page older than its English source (issue 32):
 * the day the English changed and a link to it, in the page's static HTML.
 * The stale pages and their days come from plugins/features/translation-status
 * (global data, Italian build only); docs show the notice from the
 * DocItem/Content wrapper, Markdown pages from the MDXContent wrapper (the
 * MDXPage wrapper gives it their permalink).
 *
 * Written with `createElement` rather than JSX so that the unit tests, which
 * do not compile JSX (tsconfig `jsx: preserve`), can render it on the server.
 * Its words are interface strings in code.json (`translationStatus.notice.*`):
 * the same sentence on every stale page, about 130 bytes gzipped.
 */

type Locales = {
  currentLocale: string;
  defaultLocale: string;
  localeConfigs: Record<string, {baseUrl: string; url: string} | undefined>;
};

/**
 * The same page in the default locale: the permalink with the current
 * locale's base URL swapped for the default one's (`/it/docs/x` → `/docs/x`);
 * absolute when the two locales live on different hosts.
 */
export function englishUrlOf(permalink: string, {currentLocale, defaultLocale, localeConfigs}: Locales): string {
  const current = localeConfigs[currentLocale];
  const english = localeConfigs[defaultLocale];
  if (!current || !english) return permalink;
  const rest = permalink.startsWith(current.baseUrl)
    ? permalink.slice(current.baseUrl.length)
    : permalink.replace(/^\//, '');
  const url = `${english.baseUrl}${rest}`;
  return english.url === current.url ? url : `${english.url}${url}`;
}

type NoticeProps = {englishUrl: string; day: string; htmlLang: string; onPage?: boolean};

/** The notice itself. `onPage`: above a Markdown page's full-width bands, in the site's container. */
export function TranslationNotice({englishUrl, day, htmlLang, onPage = false}: NoticeProps): ReactNode {
  const message = translate({
    id: 'translationStatus.notice.body',
    message:
      'This page translates an earlier version of the English original, which was updated on {date}. {englishLink}',
    description:
      'On a translated page whose English source changed since; {date} is that day, {englishLink} the link to the English page',
  });
  const body = interpolate(message, {
    date: createElement('time', {dateTime: day}, formatIsoDate(day, htmlLang)),
    // Another locale is another site: a plain link loads it, as the theme's language menu does.
    englishLink: createElement(
      'a',
      {href: englishUrl, hrefLang: 'en'},
      translate({id: 'translationStatus.notice.englishLink', message: 'Read the English version'}),
    ),
  });
  const note = createElement(
    'div',
    {role: 'note', className: clsx('alert alert--info', styles.notice), 'data-testid': 'translation-notice'},
    createElement('p', null, body),
  );
  return onPage ? createElement('div', {className: clsx('container', styles.onPage)}, note) : note;
}

/** The notice for the page at `permalink`, or nothing when its translation is current. */
export function StaleTranslationNotice({
  permalink,
  onPage = false,
}: {
  permalink: string | null;
  onPage?: boolean;
}): ReactNode {
  const stale = usePluginData(translationStatusPluginName, undefined, {failfast: false}) as
    StaleTranslations | undefined;
  const {i18n} = useDocusaurusContext();
  const day = permalink === null ? undefined : stale?.[permalink];
  if (permalink === null || day === undefined) return null;
  const htmlLang = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
  return createElement(TranslationNotice, {englishUrl: englishUrlOf(permalink, i18n), day, htmlLang, onPage});
}

/** Set by the MDXPage wrapper to the Markdown page's permalink; null in docs. */
export const PagePermalinkContext = createContext<string | null>(null);

/** The notice of the Markdown page being rendered (the MDXContent wrapper renders it; docs, which share it, have no permalink here). */
export function PageTranslationNotice(): ReactNode {
  return createElement(StaleTranslationNotice, {permalink: useContext(PagePermalinkContext), onPage: true});
}
