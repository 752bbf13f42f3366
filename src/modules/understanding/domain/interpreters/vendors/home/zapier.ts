import type { Message } from '../../../events/diary-event';
import { Moment, momentOfText } from '../../../events/moment';
import type { Interpreter } from '../../interpreter';
import { JsonObject, asNumber, defined, textAt, valueAt } from '../../../vocabulary/json-reading';

/**
 * Zapier: a step's data as a "Webhooks by Zapier" POST passes it on
 * (https://help.zapier.com/hc/en-us/articles/8496326446989-Send-webhooks-in-Zaps).
 * Zapier flattens nested fields with double underscores (`from__email`) and
 * sends every value as text ("attachment_count": "0"); its POST unflattens
 * such keys into objects unless told not to, so both forms are read. The
 * shapes are Zapier's own outputs of Gmail's "Find Email" / "New Email" and
 * Slack's "Send Channel Message", as the Zapier NLA documentation of LangChain
 * shows them (langchain-ai/langchain docs/docs/integrations/tools/zapier.ipynb).
 *
 * Anything else a Zap posts has the keys the person chose, and stays with the
 * general rules.
 */
export const zapier: Interpreter = {
  vendor: 'Zapier: Gmail emails and sent Slack messages passed on by Webhooks by Zapier',

  matches(value) {
    return isEmail(value) || isSlackMessage(value);
  },

  read(value) {
    return [isEmail(value) ? readEmail(value) : readSlackMessage(value)];
  },
};

/** A field by its flattened name ("from__email"), or by its path once Zapier unflattened it ("from.email"). */
function field(value: JsonObject, flattened: string): unknown {
  const found = valueAt(value, flattened);
  return found !== undefined ? found : valueAt(value, flattened.replace(/__/g, '.'));
}

function fieldText(value: JsonObject, flattened: string): string | undefined {
  return textAt({ found: field(value, flattened) }, 'found');
}

function isEmail(value: JsonObject): boolean {
  return (
    /@/.test(fieldText(value, 'from__email') ?? '') &&
    typeof value.subject === 'string' &&
    (field(value, 'body_plain') !== undefined ||
      field(value, 'message_id') !== undefined ||
      field(value, 'message_url') !== undefined ||
      field(value, 'raw__snippet') !== undefined)
  );
}

function isSlackMessage(value: JsonObject): boolean {
  return (
    fieldText(value, 'message__text') !== undefined &&
    (field(value, 'message__permalink') !== undefined || field(value, 'ts_time') !== undefined) &&
    'channel' in value
  );
}

/** An email: its subject is what the entry says of it, from whom (a name, not an address), with its attachments. */
function readEmail(value: JsonObject): Message {
  const labels = field(value, 'labels');
  const labelList = Array.isArray(labels)
    ? labels.filter((l): l is string => typeof l === 'string')
    : typeof labels === 'string'
      ? labels.split(',').map((l) => l.trim())
      : [];
  const attachments = asNumber(field(value, 'attachment_count'));
  return defined<Message>({
    type: 'message',
    kind: 'email',
    text: fieldText(value, 'subject'),
    author: fieldText(value, 'from__name'),
    outgoing: labelList.includes('SENT') ? true : undefined,
    attachments: attachments !== undefined && attachments > 0 ? attachments : undefined,
    at: emailTime(fieldText(value, 'date')),
  });
}

/** A message the Zap posted on the person's behalf. */
function readSlackMessage(value: JsonObject): Message {
  return defined<Message>({
    type: 'message',
    kind: 'message',
    text: fieldText(value, 'message__text'),
    outgoing: true,
    at: momentOfText(field(value, 'ts_time')) ?? undefined,
  });
}

/** "Tue, 14 Mar 2023 23:42:29 -0500 (CDT)" (RFC 2822, as Gmail's Date header) or ISO 8601. */
function emailTime(date: string | undefined): Moment | undefined {
  if (date === undefined) return undefined;
  const iso = momentOfText(date);
  if (iso) return iso;
  const rfc = /^(?:[A-Za-z]{3}, )?\d{1,2} [A-Za-z]{3} \d{4} \d{2}:\d{2}(?::\d{2})? (?:[+-]\d{4}|GMT|UTC)/.exec(date);
  const instant = rfc ? Date.parse(rfc[0]) : NaN;
  return Number.isNaN(instant) ? undefined : { instant };
}
