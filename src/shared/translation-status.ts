/**
 * What plugins/features/translation-status hands the browser: in the Italian
 * build, and only while some Italian page is older than its English source,
 * a map of those pages' permalinks to the day (YYYY-MM-DD) the English changed.
 * Read by src/components/TranslationNotice through the plugin's global data.
 */

/** The plugin's name, under which its global data is found. */
export const translationStatusPluginName = 'fulcro-translation-status';

/** Permalink of a stale Italian page → day its English source changed. */
export type StaleTranslations = Record<string, string>;
