import type { Interpreter } from '../../interpreter';
import { gocardless } from './gocardless';
import { googleCalendar } from './google-calendar';
import { monzo } from './monzo';
import { plaid } from './plaid';
import { stripe } from './stripe';
import { todoist } from './todoist';
import { ynab } from './ynab';

/** This group's interpreters, in the order they are tried (more specific shapes first). */
export const MONEY_AND_TIME_INTERPRETERS: readonly Interpreter[] = [
  stripe,
  monzo,
  plaid,
  gocardless,
  ynab,
  googleCalendar,
  todoist,
];
