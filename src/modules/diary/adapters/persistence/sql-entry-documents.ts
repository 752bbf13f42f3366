import { Injectable } from '@nestjs/common';
import { PreparedStatements } from '../../../../database/prepared-statements';
import { EntryDocuments, EntryListQuery } from '../../domain/entry-documents';
import { isoTimestamp } from './iso-timestamp.sql';
import { ENRICHMENT_KIND_NAMES } from '../../../ingest';
import { documentFromRow } from './entry-rows';
import { isSearchParserLimit } from '../../../../shared/database-failure';
import { InvalidInputError } from '../../../../shared/domain-error';

// Each answer is one named prepared statement that returns the response body as one text column, compact as
// JSON.stringify writes it: objects by row_to_json, arrays joined with commas (json_agg and json_build_object put
// spaces between members), the stored enrichment re-emitted by json_strip_nulls (it holds no nulls: the extractors
// leave absent fields out). The fields are those of EntryListResponse, EntryResponse and TagListResponse
// (adapters/http/entry.response.ts), in their order; test/read-api-documents.e2e-spec.ts holds the single entry
// to toEntryResponse byte for byte.

const WINDOW = 'account_id = $1 AND date BETWEEN $2::date AND $3::date';
const WITH_TAG = ' AND tag_slugs @> ARRAY[$6::text]';
// English stemming, as the stored vector (migration EntrySearch); websearch syntax never fails to parse.
const MATCHING = (n: number) => ` AND search @@ websearch_to_tsquery('english', $${n}::text)`;

/** A page of `source` (a table or a CTE holding the window's matching entries), newest first, and their count. */
const listDocument = (source: string, where: string) => `SELECT '{"data":[' || COALESCE((
             SELECT string_agg(row_to_json(p)::text, ',' ORDER BY p.date DESC)
               FROM (SELECT date::text AS date, title, summary AS content, tag_slugs AS tags, ${isoTimestamp('generated_at')} AS "generatedAt"
                       FROM ${source} WHERE ${where} ORDER BY ${source}.date DESC LIMIT $4::int OFFSET $5::int) p), '')
         || '],"pagination":{"total":' || (SELECT count(*) FROM ${source} WHERE ${where}) || ',"limit":' || $4::int || ',"offset":' || $5::int || '}}' AS body`;

const listStatement = (name: string, where: string) => ({ name, text: listDocument('entries', where) });
const LIST = listStatement('diary-list-document', WINDOW);
const LIST_WITH_TAG = listStatement('diary-list-tag-document', WINDOW + WITH_TAG);

/**
 * A search: the window's matching entries found once (testing each entry's words costs more than reading it: the
 * page and the count share one scan), then the list; no row when the words hold nothing to search for.
 */
const searchStatement = (name: string, where: string, q: number) => ({
  name,
  text: `WITH matched AS MATERIALIZED (
           SELECT date, title, summary, tag_slugs, generated_at FROM entries WHERE ${where}${MATCHING(q)})
         ${listDocument('matched', 'true')} WHERE numnode(websearch_to_tsquery('english', $${q}::text)) > 0`,
});
const SEARCH = searchStatement('diary-search-document', WINDOW, 6);
const SEARCH_WITH_TAG = searchStatement('diary-search-tag-document', WINDOW + WITH_TAG, 7);

// The enrichment's kinds in ingest's order, whatever else the stored object holds ('media', enrichment->'media', ...).
const ENRICHMENT_COLUMNS = ENRICHMENT_KIND_NAMES.map((kind) => `'${kind}', enrichment->'${kind}'`).join(', ');

const ENTRY = {
  name: 'diary-entry-document',
  text: `SELECT row_to_json(e)::text AS body
           FROM (SELECT date::text AS date, title, content, tag_slugs AS tags, sources, ${isoTimestamp('generated_at')} AS "generatedAt",
                        word_count AS "wordCount",
                        json_strip_nulls(json_build_object(${ENRICHMENT_COLUMNS})) AS enrichment
                   FROM entries WHERE account_id = $1 AND date = $2::date) e`,
};

const TAGS = {
  name: 'diary-tags-document',
  // Counts are kept on write by a trigger on entry_tags (migration TagEntryCounts).
  text: `SELECT '{"data":[' || COALESCE(string_agg(row_to_json(t)::text, ',' ORDER BY t."entryCount" DESC, t.slug), '') || ']}' AS body
           FROM (SELECT slug, display_name AS "displayName", entry_count AS "entryCount" FROM tags WHERE account_id = $1 AND entry_count > 0) t`,
};

@Injectable()
export class SqlEntryDocuments extends EntryDocuments {
  constructor(private readonly statements: PreparedStatements) {
    super();
  }

  async list(query: EntryListQuery): Promise<string | null> {
    const values = [query.accountId, query.from, query.to, query.limit, query.offset];
    const tagged = query.tag === undefined ? values : [...values, query.tag];
    const statement =
      query.q === undefined
        ? query.tag === undefined
          ? LIST
          : LIST_WITH_TAG
        : query.tag === undefined
          ? SEARCH
          : SEARCH_WITH_TAG;
    const [row] = await this.statements
      .readOf<unknown>(query.accountId, statement, query.q === undefined ? tagged : [...tagged, query.q])
      .catch((error: unknown) => {
        if (query.q === undefined || !isSearchParserLimit(error)) throw error;
        const message = 'nests more operators than a search can hold; remove some quotes or hyphens';
        throw new InvalidInputError(`q ${message}`, [{ parameter: 'q', message }]);
      });
    return row === undefined ? null : documentFromRow(row);
  }

  async entry(accountId: string, date: string): Promise<string | null> {
    const [row] = await this.statements.readOf<unknown>(accountId, ENTRY, [accountId, date]);
    return row === undefined ? null : documentFromRow(row);
  }

  async tags(accountId: string): Promise<string> {
    const [row] = await this.statements.readOf<unknown>(accountId, TAGS, [accountId]);
    return documentFromRow(row);
  }
}
