/**
 * Components of docusaurus-theme-openapi-docs that the light API item uses.
 * The theme ships no declarations for its `@theme/*` modules.
 */
declare module '@theme/ApiItem/Layout' {
  import type {ReactNode} from 'react';

  export default function ApiItemLayout(props: {children: ReactNode}): ReactNode;
}

declare module '@theme/SchemaExpansion' {
  import type {ReactNode} from 'react';

  export function SchemaExpansionProvider(props: {children: ReactNode}): ReactNode;
}

declare module '@theme/ApiExplorer/Accept/slice' {
  import type {Reducer} from '@reduxjs/toolkit';

  const reducer: Reducer<{value?: string; options: string[]}>;
  export default reducer;
}

declare module '@theme/ApiExplorer/ContentType/slice' {
  import type {Reducer} from '@reduxjs/toolkit';

  const reducer: Reducer<{value?: string; options: string[]}>;
  export default reducer;
}

declare module '@theme/ApiExplorer/Server/slice' {
  import type {Reducer} from '@reduxjs/toolkit';

  const reducer: Reducer<{value?: {url: string}; options: {url: string}[]}>;
  export default reducer;
}

declare module '@theme/ApiExplorer/SchemaSelection/slice' {
  import type {Reducer} from '@reduxjs/toolkit';

  const reducer: Reducer<{selections: Record<string, number>}>;
  export default reducer;
}

declare module '@theme-original/RequestSchema' {
  import type {ReactNode} from 'react';

  export default function RequestSchema(props: {title: string; body: unknown; style?: unknown}): ReactNode;
}

declare module '@theme-original/ApiTabs' {
  import type {ReactNode} from 'react';

  export default function ApiTabs(props: {lazy?: boolean; children?: ReactNode; [key: string]: unknown}): ReactNode;
}

declare module '@theme-original/SchemaTabs' {
  import type {ReactNode} from 'react';

  export default function SchemaTabs(props: {lazy?: boolean; children?: ReactNode; [key: string]: unknown}): ReactNode;
}

declare module '@theme-original/MimeTabs' {
  import type {ReactNode} from 'react';

  export default function MimeTabs(props: {lazy?: boolean; children?: ReactNode; [key: string]: unknown}): ReactNode;
}

declare module '@theme-original/ResponseSchema' {
  import type {ReactNode} from 'react';

  export default function ResponseSchema(props: {title?: string; body: unknown; [key: string]: unknown}): ReactNode;
}

declare module '@theme/SkeletonLoader' {
  import type {ReactNode} from 'react';

  export default function SkeletonLoader(props: {size?: 'sm' | 'md' | 'lg'}): ReactNode;
}

declare module '@theme/ParamsItem' {
  import type {ReactNode} from 'react';

  export default function ParamsItem(props: {param: Record<string, unknown>; className?: string}): ReactNode;
}
