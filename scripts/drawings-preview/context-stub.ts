/** Stands in for `@docusaurus/useDocusaurusContext` in the drawings preview: the locale comes from the caller. */
export default function useDocusaurusContext(): {i18n: {currentLocale: string}} {
  return {i18n: {currentLocale: (globalThis as {previewLocale?: string}).previewLocale ?? 'en'}};
}
