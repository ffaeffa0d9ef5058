import {useEffect, type RefObject} from 'react';
import {translate} from '@docusaurus/Translate';

/**
 * Repairs two accessibility faults of the API theme's markup, in the DOM,
 * as the theme renders (and re-renders) it:
 *
 * - schema and parameter lists are `<ul>` elements whose items are `<div>`s:
 *   the items get `role="listitem"`;
 * - the arrows that scroll a row of tabs are empty buttons: they get a name.
 */
export function useThemeA11yFixes(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = root.current;
    if (!element) return undefined;
    const labels = {
      left: translate({
        id: 'apiReference.tabs.scrollLeft',
        message: 'Scroll tabs left',
        description: 'Accessible name of the arrow that scrolls a row of tabs of an API page to the left',
      }),
      right: translate({
        id: 'apiReference.tabs.scrollRight',
        message: 'Scroll tabs right',
        description: 'Accessible name of the arrow that scrolls a row of tabs of an API page to the right',
      }),
    };
    const repair = () => {
      element
        .querySelectorAll(':is(ul, ol) > div:not([role])')
        .forEach((item) => item.setAttribute('role', 'listitem'));
      element.querySelectorAll('button.openapi-tabs__arrow:not([aria-label])').forEach((button) => {
        button.setAttribute('aria-label', button.classList.contains('left') ? labels.left : labels.right);
      });
    };
    repair();
    const observer = new MutationObserver(repair);
    observer.observe(element, {childList: true, subtree: true});
    return () => observer.disconnect();
  }, [root]);
}
