import type { Transaction } from '../../../../understanding';
import type { DayStory, StoryEvent } from '../../../../understanding';
import { atTime, listOf, minuteOn, money, moneyAmount, plural, quote, sentence } from './phrases';
import type { Sentence } from './sentence';

/** What went out and came in: a total when there were several, then each payment in the order of the day. */
export function moneySentences(story: DayStory, day: string): Sentence[] {
  const sentences: Sentence[] = story.transactions.map((tx) => ({
    theme: 'money',
    salience: 3 + Math.min(3, Math.log10(1 + Math.abs(tx.amount.amount)) / 2),
    minute: minuteOn(tx.at ?? tx.received, day),
    text: transactionSentence(tx, day),
  }));
  const payments = story.moneyTotals.reduce((sum, total) => sum + total.count, 0);
  if (payments > 2 || (story.more.transactions ?? 0) > 0) {
    const spent = story.moneyTotals
      .filter((t) => t.spent > 0)
      .map((t) => money({ amount: t.spent, currency: t.currency }));
    const received = story.moneyTotals
      .filter((t) => t.received > 0)
      .map((t) => money({ amount: t.received, currency: t.currency }));
    const text = [
      spent.length ? `Spent ${listOf(spent)}` : null,
      received.length ? `${spent.length ? 'received' : 'Received'} ${listOf(received)}` : null,
    ]
      .filter(Boolean)
      .join(' and ');
    if (text)
      sentences.push({
        theme: 'money',
        salience: 6,
        minute: -2,
        text: sentence(`${text} over ${plural(payments, 'transaction')}`),
        headline: undefined,
      });
  }
  return sentences;
}

/**
 * "Paid £3.50 at Pret A Manger at 08:12 (€4.10 there): “coffee with Sam”."
 * "Sent £25.00 to Priya Shah." "Refunded €42.50 to Lena Vogt." "Moved £50.00 to Holiday pot."
 */
function transactionSentence(tx: StoryEvent<Transaction>, day: string): string {
  const outgoing = tx.amount.amount < 0;
  const amount = moneyAmount(tx.amount);
  const local =
    tx.localAmount && tx.localAmount.currency !== tx.amount.currency ? ` (${moneyAmount(tx.localAmount)} there)` : '';
  const when = atTime(tx.at ?? tx.received, day);
  const category = tx.category && !tx.counterparty ? ` for ${tx.category.toLowerCase()}` : '';
  const party = (out: string, inward: string) =>
    tx.counterparty ? ` ${outgoing ? out : inward} ${tx.counterparty}` : '';
  let head: string;
  if (tx.declined) head = `A payment of ${amount}${local}${party('at', 'from')}${when ? ` ${when}` : ''} was declined`;
  else if (tx.kind === 'transfer')
    head = `${outgoing ? 'Sent' : 'Received'} ${amount}${local}${party('to', 'from')}${when ? ` ${when}` : ''}`;
  else if (tx.kind === 'refund')
    head = outgoing
      ? `Refunded ${amount}${party('to', 'from')}${when ? ` ${when}` : ''}`
      : `Got ${amount} back${party('to', 'from')}${when ? ` ${when}` : ''}`;
  else if (tx.kind === 'cash')
    head = `Took out ${amount}${local} in cash${tx.counterparty && !/cash|atm/i.test(tx.counterparty) ? ` at ${tx.counterparty}` : ''}${when ? ` ${when}` : ''}`;
  else if (tx.kind === 'own')
    head = `Moved ${amount}${tx.counterparty ? ` ${outgoing ? 'to' : 'in from'} ${tx.counterparty}` : ' between accounts'}${when ? ` ${when}` : ''}`;
  else
    head = `${outgoing ? 'Paid' : 'Received'} ${amount}${local}${party('at', 'from')}${category}${when ? ` ${when}` : ''}${tx.pending ? ' (pending)' : ''}`;
  return sentence(tx.note ? `${head}: ${quote(tx.note)}` : head);
}
