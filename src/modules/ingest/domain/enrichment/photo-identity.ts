/**
 * Which image URLs show the day, and which are one picture: payloads carry
 * logos, avatars, icons and covers beside the photos a person took, and send
 * one photo in several sizes.
 */

/** Words of a field (or URL path) under which an image decorates instead of showing the day. */
const DECORATIVE = new Set([
  'logo',
  'logos',
  'avatar',
  'avatars',
  'icon',
  'icons',
  'favicon',
  'thumb',
  'thumbs',
  'thumbnail',
  'thumbnails',
  'thm',
  'profile',
  'header',
  'banner',
  'emoji',
  'emojis',
  'badge',
  'badges',
  'gravatar',
  'placeholder',
  'sprite',
  'cover',
  'covers',
  'poster',
  'artwork',
  'album',
  'background',
  'proxy',
  'preview',
  'mugshot',
  'headshot',
  'brand',
  'branding',
  'userpic',
  'pfp',
  'glyph',
  'marker',
  'art',
  'condition',
  'track',
  'artist',
  'private',
  'permalink',
  // A tracker's drawing of its data (a goal's graph, a chart) is no picture of the day.
  'graph',
  'graphs',
  'chart',
  'charts',
  'sparkline',
  'plot',
  // A payment slip's barcode or QR code is no picture of the day either.
  'barcode',
  'barcodes',
  'qr',
  'qrcode',
]);

/** Last words of an object whose own image is its icon: a type's, a kind's, a category's, a status's. */
const ICON_OWNERS = new Set(['type', 'types', 'kind', 'category', 'status']);

const words = (text: string) =>
  text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** Whether an image found in text under this payload path (`merchant.logo`, `athlete.profile_medium`) or at this URL is decoration. */
export function isDecorativeImage(path: string, url: string): boolean {
  if (words(path).some((word) => DECORATIVE.has(word))) return true;
  // Nor is the icon of a record's type, kind or status, the image of the object that names it (a log type's
  // `logType.imageUrl`); a status that is a post (`status.media_attachments`) holds its photos further down.
  const owner = words(path.split('.').at(-2) ?? '').at(-1);
  if (owner !== undefined && ICON_OWNERS.has(owner)) return true;
  let pathname: string;
  let host: string;
  try {
    ({ pathname, hostname: host } = new URL(url));
  } catch {
    return false;
  }
  if (/(?:^|\.)gravatar\.com$/.test(host)) return true;
  // Only the folders and the file's stem: a photo's own name may contain anything.
  return words(decodeSafely(pathname).replace(/\.[a-z0-9]+$/i, '')).some(
    (word) => DECORATIVE.has(word) && word !== 'album' && word !== 'header' && word !== 'cover',
  );
}

/** Size markers in a file name: "-768x576", "_100x100", "@2x", "-150w", "_s1024". */
const SIZE_IN_NAME = /[-_@](?:\d{2,5}x\d{2,5}|\d(?:\.\d)?x|\d{2,5}w|\d{2,5}px|s\d{2,5})(?=\.[a-z0-9]+$)/i;
const SIZE_PARAMS = new Set([
  'w',
  'h',
  'width',
  'height',
  'size',
  's',
  'resize',
  'fit',
  'quality',
  'q',
  'format',
  'fm',
  'auto',
  'dpr',
  'crop',
  'scale',
]);
// (Also a picture's crops by name with their densities, osu!'s `covers: {cover, "cover@2x", card, list, slimcover}`.)
const SIZE_KEYS =
  /^(?:\d{2,5}|xs|s|m|l|xl|xxl|small|medium|large|thumb|thumbnail|original|full|raw|regular|standard|hd|sd|list|card|slimcover|cover)(?:@\dx)?$/i;
const NAMED_RANK: Record<string, number> = {
  xs: 1,
  s: 2,
  small: 2,
  thumb: 1,
  thumbnail: 1,
  m: 3,
  medium: 3,
  standard: 3,
  sd: 3,
  regular: 4,
  l: 5,
  large: 5,
  hd: 6,
  xl: 6,
  xxl: 7,
  full: 8,
  original: 9,
  raw: 9,
  // A picture's crops: the list's square, the card's strip, the wide banner, the cover itself the one to show.
  list: 1,
  card: 2,
  slimcover: 3,
  cover: 5,
};

/**
 * One picture's key: its URL without size markers and size parameters, and,
 * for images listed under size keys of one object (Strava's `urls: {"100":
 * ..., "600": ...}`), that object.
 */
export function pictureKey(url: string, path = ''): string {
  const sized = /^(.*)\.([^.[\]]+)$/.exec(path);
  if (sized && SIZE_KEYS.test(sized[2])) return `object:${sized[1]}`;
  try {
    const parsed = new URL(url);
    const kept = [...parsed.searchParams].filter(([name]) => !SIZE_PARAMS.has(name.toLowerCase()));
    const query = kept.length ? `?${new URLSearchParams(kept).toString()}` : '';
    // (A size's own folder, `/cache/log/large/x.jpg` beside `/cache/log/x.jpg`, holds the same picture.)
    const folders = parsed.pathname.split('/');
    const file = folders.pop() ?? '';
    const path = [...folders.filter((folder) => !SIZE_KEYS.test(folder)), file].join('/');
    return `${parsed.host.toLowerCase()}${path.replace(SIZE_IN_NAME, '')}${query}`;
  } catch {
    return url;
  }
}

/** How large a variant is, from its size marker, size parameter or size key; 0 when it does not say. */
export function pictureSize(url: string, path = ''): number {
  const key = /\.([^.[\]]+)$/.exec(path)?.[1]?.toLowerCase();
  if (key && /^\d+$/.test(key)) return Number(key) ** 2;
  if (key && Object.hasOwn(NAMED_RANK, key)) return NAMED_RANK[key];
  // (A density, `cover@2x`, is the same crop at twice the pixels: above it, below the next crop up.)
  const dense = key ? /^(.+)@(\d)x$/.exec(key) : null;
  if (dense && Object.hasOwn(NAMED_RANK, dense[1])) return NAMED_RANK[dense[1]] + Number(dense[2]) / 10;
  const folder = /\/([^/]+)\/[^/]+$/.exec(url.split('?')[0])?.[1]?.toLowerCase();
  if (folder && Object.hasOwn(NAMED_RANK, folder)) return NAMED_RANK[folder];
  const named = /[-_](\d{2,5})x(\d{2,5})(?=\.[a-z0-9]+(?:$|\?))/i.exec(url);
  if (named) return Number(named[1]) * Number(named[2]);
  const width = /[?&](?:w|width|size|s)=(\d{1,5})\b/i.exec(url);
  return width ? Number(width[1]) ** 2 : 0;
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
