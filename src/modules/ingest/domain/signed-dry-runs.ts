/**
 * The `webhook-id`s of signing tokens' dry runs. The signature covers the id, the timestamp and the body, not the
 * `dryRun` query: the bytes of a dry run are a valid real delivery too. A dry run reserves nothing (no receipt, no
 * delivery key), but its id is remembered while its signature could still be accepted, and a real delivery under
 * that id is refused.
 */
export abstract class SignedDryRuns {
  /** Remembers the id for `forSeconds`. */
  abstract remember(tokenId: string, webhookId: string, forSeconds: number): Promise<void>;
  /** The id was sent as a dry run within `forSeconds`, and no real delivery of the token has it. */
  abstract onlyDryRun(tokenId: string, webhookId: string, forSeconds: number): Promise<boolean>;
}
