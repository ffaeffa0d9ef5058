import {createContext, useContext} from 'react';

/** The front matter of the MDX page being shown (set by src/theme/MDXPage), for kit components that show it. */
export const PageFrontMatterContext = createContext<Record<string, unknown>>({});

export function usePageFrontMatter(): Record<string, unknown> {
  return useContext(PageFrontMatterContext);
}
