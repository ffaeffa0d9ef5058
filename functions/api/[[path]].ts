/**
 * Every request under /api/ on the deployed site and in `npm run preview`:
 * the forms' receiver (src/forms/receiver/app.ts), the same code `npm start`
 * runs. Pages Functions route by file name; this one catch-all hands the
 * request to the receiver's own routes.
 */
import {createFormsApp} from '../../src/forms/receiver/app';
import type {FormsEnv} from '../../src/forms/receiver/platform';

const app = createFormsApp();

export const onRequest = ({request, env}: {request: Request; env: FormsEnv}): Response | Promise<Response> =>
  app.fetch(request, env);
