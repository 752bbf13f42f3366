import type { DiaryEvent, Money, Transaction } from '../../../events/diary-event';
import { Moment, momentOfText } from '../../../events/moment';
import { moneyFromMajorUnits } from '../../../events/money';
import type { Interpreter } from '../../interpreter';
import {
  JsonObject,
  defined,
  firstTextAt,
  isObject,
  listAt,
  objectAt,
  objectsAt,
  textAt,
  valueAt,
} from '../../../vocabulary/json-reading';

/**
 * GoCardless Bank Account Data, formerly Nordigen
 * (https://developer.gocardless.com/bank-account-data/transactions/ : the
 * account transactions response, `transactions.booked` and
 * `transactions.pending`, and its transaction fields, after the Berlin Group
 * NextGenPSD2 standard).
 *
 * Amounts are decimal strings, signed ("-12.50" went out). The payee of money
 * going out is `creditorName`, the payer of money coming in `debtorName`;
 * without them the bank's `remittanceInformationUnstructured` names it. The
 * moment is `bookingDateTime` (or `valueDateTime`) when the bank gives one,
 * else `bookingDate` (or `valueDate`), a date without a time. A payment in
 * another currency carries its original amount in
 * `currencyExchange.instructedAmount`.
 */
export const gocardless: Interpreter = {
  vendor: 'GoCardless Bank Account Data: transactions',

  matches(value) {
    const transactions = objectAt(value, 'transactions');
    if (!transactions) return isTransaction(value);
    return (
      (Array.isArray(transactions.booked) || Array.isArray(transactions.pending)) &&
      Object.keys(transactions).every((key) => key === 'booked' || key === 'pending')
    );
  },

  read(value) {
    if (!objectAt(value, 'transactions')) return readTransaction(value, false);
    const booked = objectsAt(value, 'transactions.booked').flatMap((tx) => readTransaction(tx, false));
    return [...booked, ...objectsAt(value, 'transactions.pending').flatMap((tx) => readTransaction(tx, true))];
  },
};

function isTransaction(value: JsonObject): boolean {
  const amount = objectAt(value, 'transactionAmount');
  const dated = firstTextAt(value, 'bookingDate', 'valueDate', 'bookingDateTime', 'valueDateTime') !== undefined;
  return amount !== undefined && typeof amount.amount === 'string' && typeof amount.currency === 'string' && dated;
}

function readTransaction(tx: JsonObject, pending: boolean): DiaryEvent[] {
  const amount = moneyFromMajorUnits(
    valueAt(tx, 'transactionAmount.amount'),
    valueAt(tx, 'transactionAmount.currency'),
  );
  if (!amount || amount.amount === 0) return [];
  const id = firstTextAt(tx, 'transactionId', 'internalTransactionId');
  return [
    defined<Transaction>({
      type: 'transaction',
      amount,
      localAmount: originalAmount(tx, amount),
      counterparty: (amount.amount < 0 ? textAt(tx, 'creditorName') : textAt(tx, 'debtorName')) ?? remittance(tx),
      pending: pending || undefined,
      at: momentOf(tx),
      identity: id ? `gocardless:${id}` : undefined,
    }),
  ];
}

function momentOf(tx: JsonObject): Moment | undefined {
  for (const path of ['bookingDateTime', 'valueDateTime', 'bookingDate', 'valueDate']) {
    const moment = momentOfText(textAt(tx, path));
    if (moment) return moment;
  }
  return undefined;
}

/** The amount in the currency the payment was made in, when the bank converted it (given as an object or a list of one). */
function originalAmount(tx: JsonObject, amount: Money): Money | undefined {
  const exchange = objectAt(tx, 'currencyExchange') ?? listAt(tx, 'currencyExchange').find(isObject);
  const original = moneyFromMajorUnits(
    valueAt(exchange, 'instructedAmount.amount'),
    valueAt(exchange, 'instructedAmount.currency'),
  );
  if (!original || original.currency === amount.currency || original.amount === 0) return undefined;
  return { ...original, amount: Math.sign(amount.amount) * Math.abs(original.amount) };
}

/** The bank's free text, as one line, when it reads as words rather than a reference code. */
function remittance(tx: JsonObject): string | undefined {
  const lines = listAt(tx, 'remittanceInformationUnstructuredArray');
  const text =
    textAt(tx, 'remittanceInformationUnstructured') ??
    lines.find((line): line is string => typeof line === 'string' && line.trim() !== '');
  const line = text?.replace(/\s+/g, ' ').trim();
  return line && /\p{L}{2}/u.test(line) && line.length <= 80 ? line : undefined;
}
