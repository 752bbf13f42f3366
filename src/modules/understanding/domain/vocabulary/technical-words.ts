import { hasAny, wordSet } from './key-words';

// Words of a field's name that say it holds machinery (ids, hashes, URLs, tokens), not what happened.

/**
 * Machinery that no diary reader wants: identifiers, credentials, addresses
 * of resources and of the sending machine, formats and versions.
 */
const TECHNICAL = wordSet(
  'id',
  'ids',
  'uuid',
  'guid',
  'uid',
  'sid',
  'oid',
  'sha',
  'sha1',
  'sha256',
  'hash',
  'digest',
  'checksum',
  'hmac',
  'salt',
  'signature',
  'sig',
  'token',
  'secret',
  'password',
  'key',
  'nonce',
  'etag',
  'cursor',
  'fingerprint',
  'polyline',
  'encoded',
  'base64',
  'href',
  'url',
  'uri',
  'urls',
  'link',
  'links',
  'avatar',
  'gravatar',
  'icon',
  'thumbnail',
  'color',
  'colour',
  'slug',
  'node',
  'mac',
  'serial',
  'imei',
  'host',
  'hostname',
  'shell',
  'cwd',
  'dir',
  'directory',
  'path',
  'pid',
  'ip',
  'agent',
  'locale',
  'lang',
  'language',
  'timezone',
  'tz',
  'version',
  'schema',
  'format',
  'encoding',
  'mime',
  'charset',
  'platform',
  'os',
  'sdk',
  'env',
  'environment',
  'region',
  'port',
  'protocol',
  'method',
  'scheme',
  'webhook',
  'hook',
  'callback',
  'endpoint',
  'api',
  'ref',
  'refs',
  'template',
  'css',
  'html',
  'markdown',
  'query',
  'params',
  'headers',
  'cookie',
  'trace',
  'span',
  'installation',
  'permissions',
  'scope',
  'scopes',
  'visibility',
  'private',
  'fork',
  'admin',
  'bot',
  'internal',
  'deleted',
  'hidden',
  'draft',
  'locked',
  'gid',
  'utc',
  'offset',
  'wid',
  'tid',
  'cid',
  'rid',
  'hypnogram',
  'samples',
  'streams',
  'blurhash',
  'formatted',
);

/** Words that make any field technical wherever they stand ("ip_address", "api_key_hint"). */
const ALWAYS_TECHNICAL = wordSet(
  // A series' resolution (`timestep: "1d"`), how it was cut, not what it holds.
  'timestep',
  // What a notification rule or filter matched (`matchedRuleName`): the sender's configuration.
  'matched',
  'id',
  'ids',
  'uuid',
  'guid',
  'sha',
  'sha1',
  'sha256',
  'hash',
  'token',
  'secret',
  'password',
  'signature',
  'url',
  'uri',
  'href',
  'ip',
  'mac',
  'polyline',
  'encoded',
  'base64',
  'nonce',
  'etag',
  'cursor',
  'checksum',
  'fingerprint',
  'conference',
  'reminder',
  'reminders',
  'webhook',
  'raw',
  // The name of the server or app instance that sent it (`instanceName: "Sonarr"`): where from, never what happened.
  'instance',
  // Whether a device is reachable (`onlineStatus`, `connectivity`): the plumbing of its link, not what it did.
  'online',
  'connectivity',
  // How strong a device's radio is (`wifi_signal`, `rssi`): its link again.
  'wifi',
  'rssi',
);

const WEBHOOK_CONTENT = new Set(['event', 'data', 'payload', 'body', 'content']);
const SIGNED_THINGS = new Set(['request', 'requests', 'document', 'documents', 'envelope', 'packet']);

/** A field is technical when it ends in a technical word ("cli_version", "node_id") or holds an identifier word anywhere; "private_note" is a note. */
/** What a device is (its model names it) rather than what it measured. */
const DEVICE_PARTS = new Set([
  'meter',
  'device',
  'hardware',
  'sensor',
  'inverter',
  'printer',
  'board',
  'chip',
  'modem',
  'router',
]);

export function isTechnical(words: readonly string[]): boolean {
  // What a webhook carries (`webhook_event`, `webhookData`) is the content, however plumbing its sender names it.
  if (words.length === 2 && words[0] === 'webhook' && WEBHOOK_CONTENT.has(words[1])) return false;
  // So is the name someone gave the webhook that fired (`webhookName: "Low Fuel"`): what it is about.
  if (words.length === 2 && words[0] === 'webhook' && words[1] === 'name') return false;
  // A document sent for signing (`signature_request`, an e-signature service's record) is no webhook's signature.
  if (words.length === 2 && words[0] === 'signature' && SIGNED_THINGS.has(words[1])) return false;
  // A radio's reception and transmission (`rxInfo`, `txInfo`, a frame's `crcStatus`) is how a reading travelled.
  if ((words[0] === 'rx' || words[0] === 'tx') && words[1] === 'info') return true;
  if (words.includes('crc')) return true;
  // A device's model (`meter_model: "Fluvius 253769484_A"`, `hardware_model`) is what the sender runs on, not the day.
  if (words.length >= 2 && words[words.length - 1] === 'model' && DEVICE_PARTS.has(words[words.length - 2]))
    return true;
  return words.length > 0 && (TECHNICAL.has(words[words.length - 1]) || hasAny(words, ALWAYS_TECHNICAL));
}
