'use strict';

/**
 * Loader of ./index.ts (CommonJS: the bundler require()s loaders). Takes the
 * docs' descriptions out of a docs version's metadata, the JSON module every
 * doc page loads: `{version: {…, docs: {id: {id, title, description, sidebar}}}}`.
 * Any other JSON passes as it is.
 *
 * @param {string} source
 * @returns {string}
 */
function stripDescriptions(source) {
  const prop = JSON.parse(source);
  const docs = prop && prop.version && prop.version.docs;
  if (!docs || typeof docs !== 'object') return source;
  for (const doc of Object.values(docs)) delete doc.description;
  return JSON.stringify(prop);
}

module.exports = stripDescriptions;
