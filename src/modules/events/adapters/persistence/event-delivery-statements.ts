/**
 * The dispatcher's one statement: the shared cursor locked (SKIP LOCKED: an instance already dispatching makes this
 * a no-op), the next changes every reader can see (transactions older than the oldest still running, as the change
 * feed reads them), one delivery per enabled endpoint of the account subscribed to the change, the cursor moved past
 * them. One transaction: a crash before it commits leaves the changes to the next dispatcher, after it the deliveries.
 * $1 now (the deliveries' due time), $2 the most changes taken.
 */
export const DISPATCH = `
  WITH cursor AS (
    SELECT txid, last_id FROM event_dispatch_cursor FOR UPDATE SKIP LOCKED
  ), changes AS (
    SELECT c.* FROM entry_changes c, cursor
     WHERE (c.txid, c.id) > (cursor.txid, cursor.last_id) AND c.txid < pg_snapshot_xmin(pg_current_snapshot())
     ORDER BY c.txid, c.id LIMIT $2
  ), fanned AS (
    INSERT INTO event_deliveries
      (id, endpoint_id, account_id, event_type, occurred_at, entry_date, title, generated_at, word_count, run_after)
    SELECT gen_random_uuid(), e.id, c.account_id, 'entry.' || c.change, c.at, c.date, c.title, c.generated_at,
           c.word_count, $1
      FROM changes c JOIN event_endpoints e
        ON e.account_id = c.account_id AND e.enabled AND ('entry.' || c.change) = ANY (e.events)
     ORDER BY c.txid, c.id, e.id
    RETURNING 1
  ), moved AS (
    UPDATE event_dispatch_cursor SET txid = last.txid, last_id = last.id
      FROM (SELECT txid, id FROM changes ORDER BY txid DESC, id DESC LIMIT 1) last
    RETURNING 1
  )
  SELECT (SELECT count(*) FROM changes)::int AS changes, (SELECT count(*) FROM fanned)::int AS deliveries,
         (SELECT count(*) FROM moved)::int AS moved`;

/**
 * One attempt recorded: on the delivery (attempts made, the answer's status, when), and on its endpoint's health.
 * A success clears a failing streak (written only when there is one); a failure starts one at the attempt's time, and
 * disables the endpoint when the streak is older than $5 ms. `disabled` is true when this attempt disabled it.
 * $1 delivery id, $2 status (null: no answer), $3 the attempt's time, $4 success, $5 disable after (ms), $6 endpoint id.
 */
export const RECORD_ATTEMPT = `
  WITH attempt AS (
    UPDATE event_deliveries SET attempts_made = attempts_made + 1, last_status = $2, last_attempt_at = $3, updated_at = now()
     WHERE id = $1 RETURNING 1
  ), health AS (
    UPDATE event_endpoints e SET
      failing_since = CASE WHEN $4::boolean THEN NULL ELSE COALESCE(e.failing_since, $3) END,
      enabled = e.enabled AND ($4::boolean OR e.failing_since IS NULL OR e.failing_since > $3::timestamptz - $5 * interval '1 millisecond'),
      disabled_reason = CASE
        WHEN NOT $4::boolean AND e.enabled AND e.failing_since <= $3::timestamptz - $5 * interval '1 millisecond'
        THEN 'its deliveries failed for ' || ($5 / 86400000) || ' days without a success'
        ELSE e.disabled_reason END
      FROM event_endpoints before
     WHERE e.id = $6 AND before.id = e.id AND (NOT $4::boolean OR e.failing_since IS NOT NULL)
    RETURNING before.enabled AND NOT e.enabled AS disabled
  )
  SELECT COALESCE((SELECT disabled FROM health), false) AS disabled, (SELECT count(*) FROM attempt)::int AS recorded`;
