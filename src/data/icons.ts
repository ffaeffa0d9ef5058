/**
 * Names of the line icons the site draws inline (no image requests, no layout
 * shift): data may name an icon; src/components/Icon draws each one.
 */
export type IconName =
  | 'cloud'
  | 'edge'
  | 'ai'
  | 'control'
  | 'copilot'
  | 'shield'
  | 'chart'
  | 'code'
  | 'hvac'
  | 'vending'
  | 'home'
  | 'pool'
  | 'washer'
  | 'plug'
  | 'gear'
  | 'bolt'
  | 'info'
  | 'bulb';
