import type { DiaryEvent, Transaction } from '../../../events/diary-event';
import { Moment, momentOfText } from '../../../events/moment';
import { moneyFromMajorUnits } from '../../../events/money';
import { wordsOf } from '../../../events/words';
import type { Interpreter } from '../../interpreter';
import {
  JsonObject,
  defined,
  hasKeys,
  isObject,
  listAt,
  numberAt,
  objectsAt,
  textAt,
} from '../../../vocabulary/json-reading';

/**
 * Plaid (https://plaid.com/docs/api/products/transactions/ : `/transactions/sync`
 * and `/transactions/get` responses, the Transaction object, and the
 * `SYNC_UPDATES_AVAILABLE` webhook; plaid/plaid-openapi 2020-09-14.yml,
 * TransactionsSyncResponse and Transaction).
 *
 * `amount` is decimal, POSITIVE when money leaves the account, so it is
 * negated. The moment is when the person paid: `authorized_datetime`, else
 * `datetime`, else the dates `authorized_date` / `date` (a date without a
 * time); Plaid may fill unknown times with 00:00:00, which is read as a date.
 * A posted transaction carries its pending one's id in `pending_transaction_id`
 * and replaces it. `removed` transactions and every webhook (a notice to go
 * and fetch, or an Item's state) tell nothing: [].
 */
export const plaid: Interpreter = {
  vendor: 'Plaid: transactions and webhooks',

  matches(value) {
    return isWebhook(value) || isSyncResponse(value) || isGetResponse(value) || isTransaction(value);
  },

  read(value) {
    if (isWebhook(value)) return [];
    if (isTransaction(value)) return readTransaction(value);
    const transactions = isSyncResponse(value)
      ? [...objectsAt(value, 'added'), ...objectsAt(value, 'modified')]
      : objectsAt(value, 'transactions');
    return transactions.filter(isTransaction).flatMap(readTransaction);
  },
};

function isWebhook(value: JsonObject): boolean {
  return (
    typeof value.webhook_type === 'string' &&
    typeof value.webhook_code === 'string' &&
    /^[A-Z_]+$/.test(value.webhook_code) &&
    'item_id' in value
  );
}

function isSyncResponse(value: JsonObject): boolean {
  return (
    Array.isArray(value.added) &&
    Array.isArray(value.modified) &&
    Array.isArray(value.removed) &&
    'next_cursor' in value
  );
}

function isGetResponse(value: JsonObject): boolean {
  if (typeof value.total_transactions !== 'number' || !Array.isArray(value.transactions)) return false;
  const [first] = listAt(value, 'transactions');
  return first === undefined || (isObject(first) && isTransaction(first));
}

function isTransaction(value: unknown): value is JsonObject {
  return (
    hasKeys(value, 'transaction_id', 'account_id', 'amount', 'iso_currency_code', 'date', 'pending') &&
    typeof value.amount === 'number'
  );
}

function readTransaction(tx: JsonObject): DiaryEvent[] {
  const outgoing = numberAt(tx, 'amount');
  const amount =
    outgoing === undefined || outgoing === 0 ? undefined : moneyFromMajorUnits(-outgoing, tx.iso_currency_code);
  if (!amount) return [];
  const category = textAt(tx, 'personal_finance_category.primary') ?? lastCategory(tx);
  const id = textAt(tx, 'pending_transaction_id') ?? textAt(tx, 'transaction_id');
  return [
    defined<Transaction>({
      type: 'transaction',
      amount,
      counterparty: textAt(tx, 'merchant_name') ?? textAt(tx, 'counterparties.0.name') ?? textAt(tx, 'name'),
      category: category ? wordsOf(category) : undefined,
      pending: typeof tx.pending === 'boolean' ? tx.pending : undefined,
      at: momentOf(tx),
      identity: id ? `plaid:${id}` : undefined,
    }),
  ];
}

/** When the person paid, as precisely as the bank told it. */
function momentOf(tx: JsonObject): Moment | undefined {
  for (const path of ['authorized_datetime', 'datetime']) {
    const text = textAt(tx, path);
    if (text && !/T00:00:00(?:\.0+)?(?:Z|[+-]00:?00)?$/.test(text)) {
      const moment = momentOfText(text);
      if (moment) return moment;
    }
  }
  return momentOfText(textAt(tx, 'authorized_date')) ?? momentOfText(textAt(tx, 'date')) ?? undefined;
}

/** The legacy category hierarchy's most precise level (["Shops", "Bookstores"]). */
function lastCategory(tx: JsonObject): string | undefined {
  const levels = listAt(tx, 'category').filter(
    (level): level is string => typeof level === 'string' && level.trim() !== '',
  );
  return levels[levels.length - 1];
}
