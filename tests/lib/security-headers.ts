/** The headers every page (and image) must be served with: what the unit and end-to-end tests of the headers expect. */
export const documentHeaders = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-resource-policy',
  'cache-control',
];
