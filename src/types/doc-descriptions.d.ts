/**
 * The docs' descriptions (plugins/patches/doc-descriptions) of one docs instance
 * (`default.json`, `api.json`), for the locale being built: doc id → description.
 */
declare module '@fulcro/doc-descriptions/*' {
  const descriptions: Record<string, string>;
  export default descriptions;
}
