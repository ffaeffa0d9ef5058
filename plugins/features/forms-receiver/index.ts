/**
 * Local Docusaurus plugin: in `npm start`, the dev server answers the form
 * endpoints that are not configured (see src/config/forms.ts), so the
 * checkout and contact forms work end to end on a fresh machine.
 *
 * Docusaurus 3.10 merges a plugin's `configureWebpack().devServer` into its
 * own dev-server options with webpack-merge (lib/commands/start/webpack.js),
 * which joins two `setupMiddlewares` functions by calling both and
 * concatenating the arrays they return. So this plugin returns only its own
 * middleware and never touches the list it is given; it ends up after the
 * default ones, which pass POST requests on (the dev-server smoke stage of
 * `npm test`, scripts/smoke-dev-server.mjs, posts a contact form through it).
 */
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

type ConfigureWebpackResult = ReturnType<NonNullable<Plugin['configureWebpack']>>;
import {createFormsReceiver} from './receiver';

export type FormsReceiverOptions = {
  /** Path answered for orders, or null when FULCRO_ORDER_ENDPOINT is set. */
  ordersPath: string | null;
  /** Path answered for contact requests, or null when FULCRO_CONTACT_ENDPOINT is set. */
  contactPath: string | null;
};

type Middleware = {name: string; path?: string; middleware: ReturnType<typeof createFormsReceiver>};

export function receiverDevServer(options: FormsReceiverOptions & {dir: string}) {
  const middleware = createFormsReceiver(options);
  return {
    setupMiddlewares: (_defaults: unknown[]): Middleware[] => [{name: 'fulcro-forms-receiver', middleware}],
  };
}

export default function formsReceiverPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const options = rawOptions as FormsReceiverOptions;
  return {
    name: 'fulcro-forms-receiver',
    configureWebpack(_config, isServer) {
      if (isServer || process.env.NODE_ENV !== 'development') return undefined;
      if (!options.ordersPath && !options.contactPath) return undefined;
      // `devServer` is read by `docusaurus start` only; the bundler types do not list it.
      return {devServer: receiverDevServer({...options, dir: join(context.siteDir, '.submissions')})} as ConfigureWebpackResult;
    },
  };
}
