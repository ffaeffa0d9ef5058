import React, {type ReactNode} from 'react';
import {
  Arrow,
  Box,
  DrawingSvg,
  Text,
  palette,
  useLabels,
  type Localized,
  type NarrowLayout,
} from '@site/src/components/DrawingKit';
import {authLifetimes} from '@site/src/data/platform';

type Labels = {
  title: string;
  desc: string;
  browserLane: string;
  nativeLane: string;
  webApp: string;
  webAppSub: string;
  nativeApp: string;
  nativeAppSub: string;
  browserFlow: string;
  browserFlowSub: string;
  nativeFlow: string;
  nativeFlowSub: string;
  cookie: readonly string[];
  token: readonly string[];
  sessionSub: string;
  accessToken: readonly string[];
  accessTokenSub: string;
  services: readonly string[];
  servicesSub: string;
  exchange: string;
  flowsTitle: string;
  flows: readonly string[];
};

const hours = authLifetimes.sessionHours;
const minutes = authLifetimes.accessTokenMinutes;

const labels: Localized<Labels> = {
  en: {
    title: 'Browser and native authentication flows in Fulcro Auth',
    desc: `Two lanes. In a browser, a web app runs a browser flow with a form and a CSRF cookie, receives a session cookie valid ${hours} hours and exchanges it for an access token valid ${minutes} minutes, which it sends with its calls to the Fulcro APIs: apart from Auth itself and Core's live-data WebSocket, the APIs take the access token, not the cookie. In a native app, the app runs a JSON-only native flow, receives a session token valid ${hours} hours and exchanges it for an access token valid ${minutes} minutes in the same way. Below, the five self-service flows that exist in both variants: login, registration, recovery, verification and settings.`,
    browserLane: 'In a browser',
    nativeLane: 'In a native app',
    webApp: 'Web app',
    webAppSub: 'your portal',
    nativeApp: 'Native app',
    nativeAppSub: 'mobile, desktop',
    browserFlow: 'Browser flow',
    browserFlowSub: 'form + CSRF',
    nativeFlow: 'Native flow',
    nativeFlowSub: 'JSON, no cookies',
    cookie: ['Session', 'cookie'],
    token: ['Session', 'token'],
    sessionSub: `${hours} hours`,
    accessToken: ['Access token'],
    accessTokenSub: `${minutes} minutes`,
    services: ['Fulcro', 'APIs'],
    servicesSub: 'who am I?',
    exchange: 'exchange',
    flowsTitle: 'Self-service flows, each in both variants',
    flows: ['login', 'registration', 'recovery', 'verification', 'settings'],
  },
  it: {
    title: 'Flussi di autenticazione browser e nativi in Fulcro Auth',
    desc: `Due corsie. In un browser, un'app web esegue un flusso browser con un modulo e un cookie CSRF, riceve un cookie di sessione valido ${hours} ore e lo scambia con un token di accesso valido ${minutes} minuti, che invia con le sue chiamate alle API di Fulcro: a parte Auth stesso e il WebSocket dei dati live di Core, le API accettano il token di accesso, non il cookie. In un'app nativa, l'app esegue un flusso nativo solo JSON, riceve un token di sessione valido ${hours} ore e lo scambia allo stesso modo con un token di accesso valido ${minutes} minuti. Sotto, i cinque flussi self-service disponibili in entrambe le varianti: accesso, registrazione, recupero, verifica e impostazioni.`,
    browserLane: 'In un browser',
    nativeLane: "In un'app nativa",
    webApp: 'App web',
    webAppSub: 'il tuo portale',
    nativeApp: 'App nativa',
    nativeAppSub: 'mobile, desktop',
    browserFlow: 'Flusso browser',
    browserFlowSub: 'modulo + CSRF',
    nativeFlow: 'Flusso nativo',
    nativeFlowSub: 'JSON, senza cookie',
    cookie: ['Cookie', 'di sessione'],
    token: ['Token', 'di sessione'],
    sessionSub: `${hours} ore`,
    accessToken: ['Token', 'di accesso'],
    accessTokenSub: `${minutes} minuti`,
    services: ['API di', 'Fulcro'],
    servicesSub: 'chi sono?',
    exchange: 'scambio',
    flowsTitle: 'Flussi self-service, in entrambe le varianti',
    flows: ['accesso', 'registrazione', 'recupero', 'verifica', 'impostazioni'],
  },
};

/* Columns: app, flow, session, access token, services. */
const col = {
  app: {x: 24, w: 150},
  flow: {x: 210, w: 170},
  session: {x: 416, w: 160},
  token: {x: 656, w: 130},
  services: {x: 816, w: 120},
};
const lane = {browser: 62, native: 254};
const boxH = 96;

/** Browser and native lanes from the app to the Fulcro APIs (both through an access token), and the five self-service flows below. */
export default function AuthFlows(): ReactNode {
  const t = useLabels(labels);
  const mid = (y: number) => y + boxH / 2;
  const flowW = (col.token.x + col.token.w - col.app.x - 4 * 15) / 5;
  return (
    <DrawingSvg title={t.title} desc={t.desc} narrow={portrait(t)}>
      {/* Browser lane */}
      <Text x={col.app.x} y={46} size="small" muted>
        {t.browserLane}
      </Text>
      <Box x={col.app.x} y={lane.browser} w={col.app.w} h={boxH} label={t.webApp} sub={t.webAppSub} />
      <Box
        x={col.flow.x}
        y={lane.browser}
        w={col.flow.w}
        h={boxH}
        tone="soft"
        label={t.browserFlow}
        sub={t.browserFlowSub}
      />
      <Box
        x={col.session.x}
        y={lane.browser}
        w={col.session.w}
        h={boxH}
        tone="accent"
        label={t.cookie}
        sub={t.sessionSub}
      />
      <Arrow
        points={[
          [col.app.x + col.app.w, mid(lane.browser)],
          [col.flow.x, mid(lane.browser)],
        ]}
        tone="accent"
      />
      <Arrow
        points={[
          [col.flow.x + col.flow.w, mid(lane.browser)],
          [col.session.x, mid(lane.browser)],
        ]}
        tone="accent"
      />
      <Box
        x={col.token.x}
        y={lane.browser}
        w={col.token.w}
        h={boxH}
        tone="warm"
        label={t.accessToken}
        sub={t.accessTokenSub}
        compact
      />
      <Arrow
        points={[
          [col.session.x + col.session.w, mid(lane.browser)],
          [col.token.x, mid(lane.browser)],
        ]}
        tone="accent"
      />
      <Text
        x={(col.session.x + col.session.w + col.token.x) / 2}
        y={mid(lane.browser) - 12}
        anchor="middle"
        size="small"
        muted>
        {t.exchange}
      </Text>
      <Arrow
        points={[
          [col.token.x + col.token.w, mid(lane.browser)],
          [col.services.x, mid(lane.browser)],
        ]}
        tone="accent"
      />
      {/* Divider between the lanes */}
      <path d={`M${col.app.x},214 L${col.token.x + col.token.w},214`} className={`${palette.line} ${palette.dashed}`} />
      {/* Native lane */}
      <Text x={col.app.x} y={lane.native - 16} size="small" muted>
        {t.nativeLane}
      </Text>
      <Box x={col.app.x} y={lane.native} w={col.app.w} h={boxH} label={t.nativeApp} sub={t.nativeAppSub} />
      <Box
        x={col.flow.x}
        y={lane.native}
        w={col.flow.w}
        h={boxH}
        tone="soft"
        label={t.nativeFlow}
        sub={t.nativeFlowSub}
      />
      <Box
        x={col.session.x}
        y={lane.native}
        w={col.session.w}
        h={boxH}
        tone="accent"
        label={t.token}
        sub={t.sessionSub}
      />
      <Box
        x={col.token.x}
        y={lane.native}
        w={col.token.w}
        h={boxH}
        tone="warm"
        label={t.accessToken}
        sub={t.accessTokenSub}
        compact
      />
      <Arrow
        points={[
          [col.app.x + col.app.w, mid(lane.native)],
          [col.flow.x, mid(lane.native)],
        ]}
        tone="accent"
      />
      <Arrow
        points={[
          [col.flow.x + col.flow.w, mid(lane.native)],
          [col.session.x, mid(lane.native)],
        ]}
        tone="accent"
      />
      <Arrow
        points={[
          [col.session.x + col.session.w, mid(lane.native)],
          [col.token.x, mid(lane.native)],
        ]}
        tone="accent"
      />
      <Text
        x={(col.session.x + col.session.w + col.token.x) / 2}
        y={mid(lane.native) - 12}
        anchor="middle"
        size="small"
        muted>
        {t.exchange}
      </Text>
      <Arrow
        points={[
          [col.token.x + col.token.w, mid(lane.native)],
          [col.services.x, mid(lane.native)],
        ]}
        tone="accent"
      />
      {/* The services both lanes reach */}
      <Box
        x={col.services.x}
        y={lane.browser}
        w={col.services.w}
        h={lane.native + boxH - lane.browser}
        label={t.services}
        sub={t.servicesSub}
      />
      {/* The five flows */}
      <Text x={col.token.x + col.token.w} y={424} anchor="end" size="small" muted>
        {t.flowsTitle}
      </Text>
      {t.flows.map((flow, i) => (
        <Box key={flow} x={col.app.x + i * (flowW + 15)} y={438} w={flowW} h={46} tone="ghost" label={flow} compact />
      ))}
    </DrawingSvg>
  );
}

/** Portrait: the two lanes side by side, each running down to its access token, both into the Fulcro APIs; the five flows below. */
function portrait(t: Labels): NarrowLayout {
  const lanes: [string, string, string, string, string, readonly string[]][] = [
    [t.browserLane, t.webApp, t.webAppSub, t.browserFlow, t.browserFlowSub, t.cookie],
    [t.nativeLane, t.nativeApp, t.nativeAppSub, t.nativeFlow, t.nativeFlowSub, t.token],
  ];
  const apis = 488;
  return {
    height: apis + 222,
    content: (
      <>
        <path d={`M180,20 L180,${apis - 24}`} className={`${palette.line} ${palette.dashed}`} />
        {lanes.map(([lane, app, appSub, flow, flowSub, session], i) => {
          const x = 12 + i * 178;
          const mid = x + 79;
          return (
            <g key={lane}>
              <Text x={x} y={30} size="small" muted>
                {lane}
              </Text>
              <Box x={x} y={44} w={158} h={64} label={app} sub={appSub} />
              <Arrow
                points={[
                  [mid, 108],
                  [mid, 136],
                ]}
                tone="accent"
              />
              <Box x={x} y={136} w={158} h={64} tone="soft" label={flow} sub={flowSub} />
              <Arrow
                points={[
                  [mid, 200],
                  [mid, 228],
                ]}
                tone="accent"
              />
              <Box x={x} y={228} w={158} h={84} tone="accent" label={session} sub={t.sessionSub} />
              <Arrow
                points={[
                  [mid, 312],
                  [mid, 364],
                ]}
                tone="accent"
              />
              <Text x={i ? mid - 10 : mid + 10} y={344} anchor={i ? 'end' : 'start'} size="small" muted>
                {t.exchange}
              </Text>
              <Box x={x} y={364} w={158} h={84} tone="warm" label={t.accessToken} sub={t.accessTokenSub} compact />
              <Arrow
                points={[
                  [mid, 448],
                  [mid, apis],
                ]}
                tone="accent"
              />
            </g>
          );
        })}
        <Box x={12} y={apis} w={336} h={64} label={t.services.join(' ')} sub={t.servicesSub} />
        <Text x={12} y={apis + 110} size="small" muted>
          {t.flowsTitle}
        </Text>
        {t.flows.map((flow, i) => (
          <Box
            key={flow}
            x={12 + (i % 3) * 116 + (i > 2 ? 58 : 0)}
            y={apis + 124 + Math.floor(i / 3) * 50}
            w={104}
            h={40}
            tone="ghost"
            label={flow}
            compact
          />
        ))}
      </>
    ),
  };
}
