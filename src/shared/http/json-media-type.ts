/** JSON bodies: application/json and application/*+json, with or without parameters such as charset. */
export const JSON_MEDIA_TYPE = /^application\/(?:[a-z0-9.!#$&^_-]+\+)?json\s*(?:;.*)?$/i;
