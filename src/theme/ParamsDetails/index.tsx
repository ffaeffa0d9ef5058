import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import Details from '@theme/Details';
import ParamsItem from '@theme/ParamsItem';

type Parameter = {
  name: string;
  in: string;
  schema?: {'x-enumDescriptions'?: Record<string, string>; items?: {'x-enumDescriptions'?: Record<string, string>}};
  [key: string]: unknown;
};

type Props = {parameters?: Parameter[]};

const locations = ['path', 'query', 'header', 'cookie'] as const;

/**
 * An operation's parameters, grouped by where they go, as the API theme
 * shows them, but rendered on the server too: the theme draws them in the
 * browser only, behind a placeholder that the list then pushes down the
 * page. Here they are in the page's HTML, readable before any script runs.
 */
export default function ParamsDetails({parameters = []}: Props): ReactNode {
  return (
    <>
      {locations.map((location) => {
        const params = parameters.filter((param) => param?.in === location);
        if (params.length === 0) return null;
        const title = translate(
          {id: 'theme.openapi.paramsDetails.parametersTitle', message: '{type} Parameters'},
          {type: location.charAt(0).toUpperCase() + location.slice(1)},
        );
        return (
          <Details
            key={location}
            className="openapi-markdown__details"
            style={{marginBottom: '1rem'}}
            data-collapsed={false}
            open
            summary={
              <summary>
                <h3 className="openapi-markdown__details-summary-header-params">{title}</h3>
              </summary>
            }>
            <ul>
              {params.map((param) => (
                <ParamsItem
                  key={param.name}
                  className="paramsItem"
                  param={{
                    ...param,
                    enumDescriptions: Object.entries(
                      param.schema?.['x-enumDescriptions'] ?? param.schema?.items?.['x-enumDescriptions'] ?? {},
                    ),
                  }}
                />
              ))}
            </ul>
          </Details>
        );
      })}
    </>
  );
}
