/** The largest request body accepted anywhere: the webhook's 100 KB. */
export const BODY_LIMIT_BYTES = 102_400;
