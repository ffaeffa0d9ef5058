import {combineReducers, configureStore} from '@reduxjs/toolkit';
import accept from '@theme/ApiExplorer/Accept/slice';
import contentType from '@theme/ApiExplorer/ContentType/slice';
import schemaSelection from '@theme/ApiExplorer/SchemaSelection/slice';
import server from '@theme/ApiExplorer/Server/slice';
import type {ApiFrontMatter} from '@site/src/shared/api-page';

/**
 * The part of the theme's Redux state that the page's own components read:
 * the media-type tabs (accept, contentType), the oneOf/anyOf choices of
 * schemas and the endpoint's server. The explorer's slices (auth, body,
 * params, response) are left out with the explorer.
 */
const reducer = combineReducers({accept, contentType, server, schemaSelection});

export type OperationStore = ReturnType<typeof createOperationStore>;

export function createOperationStore(api: ApiFrontMatter) {
  return configureStore({
    reducer,
    preloadedState: {
      accept: {value: api.accept[0], options: api.accept},
      contentType: {value: api.contentTypes[0], options: api.contentTypes},
      server: {value: undefined, options: []},
      schemaSelection: {selections: {}},
    },
  });
}
