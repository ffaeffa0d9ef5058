/**
 * The width at and below which Docusaurus lays pages out for small screens
 * (`useWindowSize` of @docusaurus/theme-common returns `mobile`, and Infima's
 * CSS hides the desktop sidebar and table of contents). Docusaurus does not
 * export it; UPGRADING.md lists this copy.
 */
export const desktopBreakpoint = 996;

/** Whether the page is laid out for a small screen now (false on the server). */
export function isSmallScreen(): boolean {
  return typeof window !== 'undefined' && window.innerWidth <= desktopBreakpoint;
}
