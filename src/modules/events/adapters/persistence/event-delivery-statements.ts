/**
 * Changes read from diary's change log become deliveries: one per enabled endpoint of the account subscribed to the
 * change, in the changes' order, with the entry's title only for the endpoints that asked for it. $1 now (their due time), then the changes as arrays (accounts, dates, changes,
 * times, titles, generation times, word counts).
 */
export const FAN_OUT = `
  INSERT INTO event_deliveries
    (id, endpoint_id, account_id, event_type, occurred_at, entry_date, title, generated_at, word_count, run_after)
  SELECT gen_random_uuid(), e.id, c.account_id, 'entry.' || c.change, c.at, c.date,
         CASE WHEN e.include_title THEN c.title END, c.generated_at,
         c.word_count, $1
    FROM unnest($2::uuid[], $3::date[], $4::text[], $5::timestamptz[], $6::text[], $7::timestamptz[], $8::int[])
         WITH ORDINALITY AS c (account_id, date, change, at, title, generated_at, word_count, n)
    JOIN event_endpoints e
      ON e.account_id = c.account_id AND e.enabled AND ('entry.' || c.change) = ANY (e.events)
   ORDER BY c.n, e.id`;

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
