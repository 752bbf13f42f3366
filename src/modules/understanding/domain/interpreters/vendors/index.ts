import type { Interpreter } from '../interpreter';
import { CHAT_AND_CODE_INTERPRETERS } from './chat-code';
import { FITNESS_INTERPRETERS } from './fitness';
import { HOME_INTERPRETERS } from './home';
import { MEDIA_INTERPRETERS } from './media';
import { MONEY_AND_TIME_INTERPRETERS } from './money-time';

/**
 * Every vendor interpreter, tried in this order on each payload (and on each
 * record of a batch): each group orders its own, more specific shapes first;
 * the flat shapes of automation tools (Shortcuts, IFTTT, Zapier) come last.
 */
export const VENDOR_INTERPRETERS: readonly Interpreter[] = [
  ...FITNESS_INTERPRETERS,
  ...MONEY_AND_TIME_INTERPRETERS,
  ...CHAT_AND_CODE_INTERPRETERS,
  ...MEDIA_INTERPRETERS,
  ...HOME_INTERPRETERS,
];
