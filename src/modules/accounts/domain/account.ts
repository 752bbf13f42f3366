export const PLANS = ['free', 'advanced'] as const;
export type Plan = (typeof PLANS)[number];

export function isPlan(value: string): value is Plan {
  return (PLANS as readonly string[]).includes(value);
}

export interface Account {
  id: string;
  name: string;
  plan: Plan;
  /** IANA time zone; the account's calendar days are counted in it. */
  timezone: string;
  /** The names, handles and e-mail addresses that are the person: what they did is told as theirs, the rest as others'. */
  identities: string[];
  createdAt: Date;
}

/** What an operator may change of an account. */
export interface AccountSettings {
  name: string;
  plan: Plan;
  timezone: string;
  identities: string[];
}
