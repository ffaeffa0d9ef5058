-- The site's form submissions, the rate limit's counters and the CSP violation reports
-- (src/forms/receiver/store.ts writes and purges them; contributing/forms.md).
-- Times are ISO 8601 in UTC (`2026-12-07T09:30:00.000Z`): they sort as text.

-- One row per accepted checkout order ('order') or contact request ('contact'). The Idempotency-Key is
-- reserved together with the row by the unique constraint: two requests with one key can never both insert.
CREATE TABLE submissions (
  id TEXT PRIMARY KEY,                        -- ord_… or msg_…
  kind TEXT NOT NULL CHECK (kind IN ('order', 'contact')),
  idempotency_key TEXT NOT NULL,
  body_sha256 TEXT NOT NULL,                  -- of the accepted body as canonical JSON: a retry must match it
  data TEXT NOT NULL,                         -- the accepted body, JSON
  reply TEXT NOT NULL,                        -- the body of the 201 reply, replayed to every retry
  request_id TEXT NOT NULL,                   -- req_… of the request that stored it
  received_at TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('pending', 'done')), -- pending while the team's notice is being sent
  notified_at TEXT,                           -- when the notice left; null if it failed
  delete_after TEXT NOT NULL,                 -- the retention of its kind (src/data/site-privacy.ts)
  UNIQUE (kind, idempotency_key)
);
CREATE INDEX submissions_delete_after ON submissions (delete_after);
CREATE INDEX submissions_received_at ON submissions (received_at);

-- Submissions per client and fixed window. `client` is a hash of the window and the IP address, never
-- the address; a row outlives its window only until the next submission.
CREATE TABLE rate_limits (
  client TEXT NOT NULL,
  window_start INTEGER NOT NULL,              -- seconds since the epoch
  hits INTEGER NOT NULL,
  PRIMARY KEY (client, window_start)
) WITHOUT ROWID;

-- Content-Security-Policy violations reported by browsers (report-to and report-uri), capped by age and count.
CREATE TABLE csp_reports (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  received_at TEXT NOT NULL,
  document_url TEXT,                          -- without query or fragment
  directive TEXT,
  blocked_url TEXT,                           -- without query or fragment
  source_file TEXT,
  line INTEGER,
  column_number INTEGER,
  disposition TEXT
);
CREATE INDEX csp_reports_received_at ON csp_reports (received_at);
