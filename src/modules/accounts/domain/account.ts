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
  createdAt: Date;
}
