import {createContext} from 'react';

/**
 * The descriptions of one docs instance's docs, by doc id, for the cards of
 * the page that provides them (plugins/patches/doc-descriptions); null elsewhere,
 * where the cards read descriptions from the version's metadata as usual.
 */
export const DocDescriptionsContext = createContext<Record<string, string> | null>(null);
