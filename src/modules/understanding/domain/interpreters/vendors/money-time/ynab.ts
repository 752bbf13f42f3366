import type { DiaryEvent, Transaction } from '../../../events/diary-event';
import { momentOfText } from '../../../events/moment';
import type { Interpreter } from '../../interpreter';
import { JsonObject, defined, isObject, objectAt, objectsAt, textAt } from '../../../vocabulary/json-reading';

/**
 * YNAB (https://api.ynab.com/, TransactionDetail and the TransactionsResponse
 * envelope `{ "data": { "transactions": [...], "server_knowledge": n } }`;
 * a single transaction as `{ "data": { "transaction": {...} } }`).
 *
 * Amounts are milliunits (-45990 is -45.99) of the budget's currency, which a
 * transaction does not name: they are written without a currency sign rather
 * than with a guessed one. `date` is a date without a time. A transfer between
 * the person's own accounts is not spending; deleted transactions say nothing.
 */
export const ynab: Interpreter = {
  vendor: 'YNAB: transactions',

  matches(value) {
    return isTransaction(value) || transactionsOf(value).length > 0;
  },

  read(value) {
    const list = isTransaction(value) ? [value] : transactionsOf(value);
    return list.filter((tx) => tx.deleted !== true).map(readTransaction);
  },
};

function transactionsOf(value: JsonObject): JsonObject[] {
  const data = objectAt(value, 'data');
  if (!data) return [];
  const single = objectAt(data, 'transaction');
  const list = single ? [single] : objectsAt(data, 'transactions');
  return list.length > 0 && list.every(isTransaction) ? list : [];
}

function isTransaction(value: unknown): value is JsonObject {
  return (
    isObject(value) &&
    typeof value.amount === 'number' &&
    Number.isInteger(value.amount) &&
    typeof value.date === 'string' &&
    ['cleared', 'uncleared', 'reconciled'].includes(value.cleared as string) &&
    typeof value.approved === 'boolean'
  );
}

function readTransaction(tx: JsonObject): DiaryEvent {
  const own = typeof tx.transfer_account_id === 'string';
  return defined<Transaction>({
    type: 'transaction',
    amount: { amount: (tx.amount as number) / 1000, currency: '' },
    counterparty: own ? textAt(tx, 'payee_name')?.replace(/^Transfer : /, '') : textAt(tx, 'payee_name'),
    category: textAt(tx, 'category_name'),
    note: textAt(tx, 'memo'),
    kind: own ? 'own' : undefined,
    at: momentOfText(tx.date) ?? undefined,
    identity: typeof tx.id === 'string' ? `ynab:transaction:${tx.id}` : undefined,
  });
}
