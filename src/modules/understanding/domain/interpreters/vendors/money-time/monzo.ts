import type { DiaryEvent, Transaction } from '../../../events/diary-event';
import { momentOfText } from '../../../events/moment';
import { moneyFromMinorUnits } from '../../../events/money';
import { wordsOf } from '../../../events/words';
import type { Interpreter } from '../../interpreter';
import { JsonObject, booleanAt, defined, isObject, objectAt, textAt, valueAt } from '../../../vocabulary/json-reading';

/**
 * Monzo (https://docs.monzo.com/#webhooks, the `transaction.created` event;
 * https://docs.monzo.com/#transactions, the transaction object; the
 * `transaction.updated` events Monzo also sends, as recorded in
 * lilopkins/monzo-webhook-rs src/tests.txt).
 *
 * Amounts are in minor units of `currency`, negative for spending;
 * `local_amount` is in minor units of `local_currency`, which differs when the
 * card was used abroad (the same currency with another amount is a
 * pre-authorisation, not a local price). A `decline_reason` marks a declined
 * payment. `settled` is left out: an authorised card payment is spent money,
 * its settlement a day later is bookkeeping. `transaction.updated` only
 * refreshes what `transaction.created` told (a note the person added later).
 * Moves between the person's own pots and zero-amount card checks tell
 * nothing of the day. The merchant's logo is an image of a brand, never read.
 */
export const monzo: Interpreter = {
  vendor: 'Monzo: transaction webhooks and transactions',

  matches(value) {
    if (isEvent(value)) return isTransaction(value.data);
    return isTransaction(value) || (Object.keys(value).length === 1 && isTransaction(value.transaction));
  },

  read(value) {
    if (isEvent(value)) return readTransaction(objectAt(value, 'data') ?? {}, value.type === 'transaction.updated');
    return readTransaction(objectAt(value, 'transaction') ?? value, false);
  },
};

function isEvent(value: JsonObject): boolean {
  return value.type === 'transaction.created' || value.type === 'transaction.updated';
}

function isTransaction(value: unknown): boolean {
  if (!isObject(value) || !Number.isInteger(value.amount) || typeof value.currency !== 'string') return false;
  return typeof value.created === 'string' && typeof value.is_load === 'boolean' && 'description' in value;
}

function readTransaction(tx: JsonObject, update: boolean): DiaryEvent[] {
  const amount = moneyFromMinorUnits(tx.amount, tx.currency);
  if (!amount || amount.amount === 0 || isPotTransfer(tx)) return [];
  const localAmount =
    textAt(tx, 'local_currency')?.toUpperCase() !== amount.currency
      ? moneyFromMinorUnits(tx.local_amount, tx.local_currency)
      : undefined;
  const counterparty = counterpartyOf(tx);
  const notes = textAt(tx, 'notes');
  const description = textAt(tx, 'description');
  const repeats = (text: string | undefined) =>
    text !== undefined && notes !== undefined && text.toLowerCase() === notes.toLowerCase();
  const category = textAt(tx, 'category');
  return [
    defined<Transaction>({
      type: 'transaction',
      amount,
      localAmount: localAmount && localAmount.amount !== 0 ? localAmount : undefined,
      counterparty,
      category: category ? wordsOf(category) : undefined,
      note: repeats(description) || repeats(counterparty) ? undefined : notes,
      declined: textAt(tx, 'decline_reason') ? true : undefined,
      // A top-up is the person's own money coming in; a cash machine's is cash taken out.
      kind:
        booleanAt(tx, 'is_load') === true
          ? 'own'
          : valueAt(tx, 'merchant.atm') === true || textAt(tx, 'category') === 'cash'
            ? 'cash'
            : undefined,
      at: momentOfText(tx.created) ?? undefined,
      identity: typeof tx.id === 'string' ? `monzo:${tx.id}` : undefined,
      update: update || undefined,
    }),
  ];
}

/** The merchant's name, else the person paid or paying (a bank transfer), else the statement text when it is words. */
function counterpartyOf(tx: JsonObject): string | undefined {
  const named = textAt(tx, 'merchant.name') ?? textAt(tx, 'counterparty.name');
  if (named) return named;
  const description = textAt(tx, 'description')?.replace(/\s{2,}/g, ' ');
  return description && !/^[a-z]+_[A-Za-z0-9]{6,}$/.test(description) ? description : undefined;
}

/** Money moved between the person's own account and one of its pots. */
function isPotTransfer(tx: JsonObject): boolean {
  if (textAt(tx, 'scheme') === 'uk_retail_pot' || textAt(tx, 'metadata.pot_id') !== undefined) return true;
  return booleanAt(tx, 'is_load') === false && /^pot_[A-Za-z0-9]+$/.test(textAt(tx, 'description') ?? '');
}
