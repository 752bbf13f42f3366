/** The largest request body accepted anywhere: the webhook's 100 KB. */
export const BODY_LIMIT_BYTES = 102_400;
/** The admin API's: import batches from scripts are up to 2 MB (as the CLI sends them); room for that, bounded. */
export const ADMIN_BODY_LIMIT_BYTES = 4 * 1024 * 1024;
