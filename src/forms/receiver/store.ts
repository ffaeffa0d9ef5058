/**
 * What the receiver writes to D1 (schema: migrations/0001_forms.sql) and how
 * long it keeps it. Pages has no scheduled jobs, so every write also deletes
 * what has outlived its retention: the cost is one indexed DELETE per write.
 */
import {evaluationRequestDays, siteRetention} from '../../data/site-privacy';
import type {D1Database} from './platform';

export type SubmissionKind = 'order' | 'contact';

export type StoredSubmission = {
  id: string;
  body_sha256: string;
  reply: string;
  state: 'pending' | 'done';
  received_at: string;
};

/** When a submission of this kind, received at `received`, is deleted. */
export function deleteAfter(kind: SubmissionKind, received: Date): Date {
  const date = new Date(received);
  if (kind === 'contact') date.setUTCMonth(date.getUTCMonth() + siteRetention.contactRequestMonths);
  else date.setUTCDate(date.getUTCDate() + evaluationRequestDays);
  return date;
}

export type NewSubmission = {
  id: string;
  kind: SubmissionKind;
  idempotencyKey: string;
  bodySha256: string;
  data: unknown;
  reply: unknown;
  requestId: string;
  received: Date;
};

/**
 * Stores a submission under its Idempotency-Key, marked pending, in one
 * transaction with the purge of expired submissions. Resolves to true when
 * this request inserted the row, false when the key was already taken (by a
 * twin in flight or done): the unique constraint decides, atomically.
 */
export async function reserveSubmission(db: D1Database, s: NewSubmission): Promise<boolean> {
  const [inserted] = await db.batch<{id: string}>([
    db
      .prepare(
        `INSERT INTO submissions (id, kind, idempotency_key, body_sha256, data, reply, request_id, received_at, state, delete_after)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?)
         ON CONFLICT (kind, idempotency_key) DO NOTHING
         RETURNING id`,
      )
      .bind(
        s.id,
        s.kind,
        s.idempotencyKey,
        s.bodySha256,
        JSON.stringify(s.data),
        JSON.stringify(s.reply),
        s.requestId,
        s.received.toISOString(),
        deleteAfter(s.kind, s.received).toISOString(),
      ),
    db.prepare('DELETE FROM submissions WHERE delete_after < ?').bind(s.received.toISOString()),
  ]);
  return inserted.results.length === 1;
}

/** The submission already stored under this key, if any. */
export function findSubmission(
  db: D1Database,
  kind: SubmissionKind,
  idempotencyKey: string,
): Promise<StoredSubmission | null> {
  return db
    .prepare(
      'SELECT id, body_sha256, reply, state, received_at FROM submissions WHERE kind = ? AND idempotency_key = ?',
    )
    .bind(kind, idempotencyKey)
    .first<StoredSubmission>();
}

/** The team's notice went out (or failed: `notifiedAt` null); the stored reply now answers every retry. */
export async function completeSubmission(db: D1Database, id: string, notifiedAt: Date | null): Promise<void> {
  await db
    .prepare(`UPDATE submissions SET state = 'done', notified_at = ? WHERE id = ?`)
    .bind(notifiedAt?.toISOString() ?? null, id)
    .run();
}

/**
 * Counts one submission of a client in the current fixed window and forgets
 * the windows before it; resolves to the count, this one included.
 */
export async function countHit(db: D1Database, client: string, windowStart: number): Promise<number> {
  const [counted] = await db.batch<{hits: number}>([
    db
      .prepare(
        `INSERT INTO rate_limits (client, window_start, hits) VALUES (?, ?, 1)
         ON CONFLICT (client, window_start) DO UPDATE SET hits = hits + 1
         RETURNING hits`,
      )
      .bind(client, windowStart),
    db.prepare('DELETE FROM rate_limits WHERE window_start < ?').bind(windowStart),
  ]);
  return counted.results[0]?.hits ?? 1;
}

export type CspReport = {
  documentUrl: string | null;
  directive: string | null;
  blockedUrl: string | null;
  sourceFile: string | null;
  line: number | null;
  column: number | null;
  disposition: string | null;
};

/**
 * Stores violation reports, then keeps only the last `maxRows` reports and
 * those younger than the retention, in the same transaction.
 */
export async function storeCspReports(
  db: D1Database,
  reports: CspReport[],
  received: Date,
  {
    maxRows = siteRetention.cspReportMaxRows,
    days = siteRetention.cspReportDays,
  }: {maxRows?: number; days?: number} = {},
): Promise<void> {
  const oldest = new Date(received.getTime() - days * 86_400_000).toISOString();
  await db.batch([
    ...reports.map((r) =>
      db
        .prepare(
          `INSERT INTO csp_reports (received_at, document_url, directive, blocked_url, source_file, line, column_number, disposition)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .bind(
          received.toISOString(),
          r.documentUrl,
          r.directive,
          r.blockedUrl,
          r.sourceFile,
          r.line,
          r.column,
          r.disposition,
        ),
    ),
    db.prepare('DELETE FROM csp_reports WHERE received_at < ?').bind(oldest),
    db
      .prepare('DELETE FROM csp_reports WHERE id <= (SELECT id FROM csp_reports ORDER BY id DESC LIMIT 1 OFFSET ?)')
      .bind(maxRows),
  ]);
}
