/**
 * Facts about the Mapper service that the fact sheet (shared/PLATFORM.md)
 * leaves open and the docs (docs/mapper/*) state. Change them here first, then
 * in the English and Italian prose that quotes them.
 */

/** Field types a mapping file can decode from a binary frame. */
export const mapperFieldTypes = [
  'uint8',
  'int8',
  'uint16',
  'int16',
  'uint32',
  'int32',
  'float32',
  'bits',
  'bytes',
] as const;

/** Input formats a mapping reads. */
export const mapperInputFormats = ['binary', 'json'] as const;

/** Limits of one mapping. */
export const mapperLimits = {
  maxFramesPerMapping: 32,
  maxFieldsPerFrame: 64,
  /** Failed payloads kept in the mapping's error log in Fulcro Control. */
  errorLogEntries: 500,
} as const;
