/**
 * The width at and below which Docusaurus lays pages out for small screens:
 * theme-common's `useWindowSize` returns `mobile`, and Infima's CSS hides the
 * desktop sidebar and table of contents (JS and CSS must agree,
 * facebook/docusaurus#9603). Docusaurus does not export it; UPGRADING.md lists
 * this copy. Read by `KeepServerMarkup/DesktopOnly`.
 */
export const desktopBreakpoint = 996;
