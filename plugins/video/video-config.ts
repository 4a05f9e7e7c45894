/**
 * Video data (docs/rules.md §2 "Video widgets", §3 "Other entities"): what one widget's JSON says,
 * checked once. Anything that cannot be used safely throws a message naming the field, and the
 * registry skips the widget with a warning: its poster stays, nothing is loaded or run.
 */

/** docs/rules.md §3: the video types. `mp4` and `url` play in the page's own `<video>`. */
export const VIDEO_TYPES = ['mp4', 'youtube', 'brightcove', 'aparat', 'url'] as const;
export type VideoType = (typeof VIDEO_TYPES)[number];
/** The types whose player is a third-party script (docs/rules.md §2 "Video widgets"). */
export type PlayerType = Exclude<VideoType, 'mp4' | 'url'>;

import { readLiveWindow, type LiveWindowMs } from './live';

/** One widget's video, checked. Sources are still unresolved: the component checks hosts. */
export interface VideoData {
  type: VideoType;
  /** The player's video id (third-party types). */
  id: string;
  desktopSrc: string;
  mobileSrc: string;
  autoplay: boolean;
  muted: boolean;
  controls: boolean;
  loop: boolean;
  scrollplay: boolean;
  /** 9:16 when taller than wide, else 16:9 (docs/rules.md §9). */
  vertical: boolean;
  title: string;
  /** The captions file (WebVTT) of an `mp4` or `url` video; '' for none. Checked by the component. */
  caption: string;
  /** The country whose player account has the video (`countryCode`, as given): picks its row of the player table. */
  countryCode: string;
  /** A live shopping broadcast's window (`liveStart`, `liveEnd`), if the data has one. */
  live: LiveWindowMs | null;
}

const ID = /^[\w-]{1,64}$/;
const MAX_TEXT = 200;
/** An address longer than this is refused (a signed CDN address is long; one cut short would be another). */
const MAX_URL = 2048;

const isPlayer = (type: VideoType): type is PlayerType => type !== 'mp4' && type !== 'url';
export { isPlayer };

function flag(json: Record<string, unknown>, name: string): boolean {
  const v = json[name];
  if (v === undefined) return false;
  if (typeof v === 'boolean') return v;
  if (v === 'true' || v === 'Y') return true;
  if (v === 'false' || v === 'N') return false;
  throw new Error(`video.${name} should be true or false, got ${JSON.stringify(v).slice(0, 40)}`);
}

/** A text field, cut to 200 characters; an address (`url`) is kept whole, or refused when too long. */
function text(json: Record<string, unknown>, name: string, url?: boolean): string {
  const v = json[name];
  if (v === undefined) return '';
  if (typeof v !== 'string') throw new Error(`video.${name} should be text`);
  if (url && v.length > MAX_URL) throw new Error(`video.${name} is longer than ${MAX_URL} characters`);
  return url ? v.trim() : v.trim().slice(0, MAX_TEXT);
}

function size(json: Record<string, unknown>, name: string): number | null {
  const v = json[name];
  if (v === undefined) return null;
  const n = (typeof v === 'string' && /^\d{1,5}$/.test(v) ? Number(v) : v) as number;
  // Number.isInteger is false for anything not a number.
  if (!Number.isInteger(n) || n < 1 || n > 10000) throw new Error(`video.${name} should be whole pixels from 1 to 10000, got ${JSON.stringify(v).slice(0, 40)}`);
  return n;
}

/** docs/rules.md §8: an invalid live date gives no status, with a warning; the video still plays. */
function liveWindow(data: Record<string, unknown>): LiveWindowMs | null {
  try {
    return readLiveWindow(data);
  } catch (error) {
    console.warn(`storefront: plugin "video": ${(error as Error).message}; no live status`);
    return null;
  }
}

/** A captions address that cannot be used is none, with a warning: the video still plays. */
function captions(data: Record<string, unknown>): string {
  try {
    return text(data, 'caption', true);
  } catch (error) {
    console.warn(`storefront: plugin "video": ${(error as Error).message}; the video plays without captions`);
    return '';
  }
}

/**
 * A string or number field as text; any other value as its type in angle brackets, which no id
 * or country code matches (String() would throw on some objects, as `{"toString": 1}`).
 */
const plain = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : v == null ? '' : `<${typeof v}>`);

/** Reads a widget's video data; throws naming the field for what cannot be used. */
export function readVideo(json: unknown): VideoData {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new Error('the video data should be a JSON object');
  const data = json as Record<string, unknown>;
  const type = data.type;
  if (!VIDEO_TYPES.includes(type as VideoType)) throw new Error(`video.type should be one of ${VIDEO_TYPES.join(', ')}, got ${JSON.stringify(type)?.slice(0, 40)}`);
  const t = type as VideoType;
  const id = isPlayer(t) ? plain(data.id) : '';
  if (isPlayer(t) && !ID.test(id)) throw new Error(`video.id is not a ${t} video id: ${id.slice(0, 40)}`);
  const desktopSrc = isPlayer(t) ? '' : text(data, 'desktopSrc', true) || text(data, 'src', true);
  if (!isPlayer(t) && !desktopSrc) throw new Error(`video.src is missing for a ${t} video`);
  const mobileSrc = isPlayer(t) ? '' : text(data, 'mobileSrc', true) || desktopSrc;
  const width = size(data, 'width');
  const height = size(data, 'height');
  const autoplay = flag(data, 'autoplay');
  return {
    type: t,
    id,
    desktopSrc,
    mobileSrc,
    autoplay,
    // A video that starts by itself starts muted: browsers refuse sound without a gesture.
    muted: flag(data, 'muted') || autoplay || flag(data, 'scrollplay'),
    controls: flag(data, 'controls'),
    loop: flag(data, 'loop'),
    scrollplay: flag(data, 'scrollplay'),
    vertical: width !== null && height !== null && height > width,
    title: text(data, 'title'),
    caption: isPlayer(t) ? '' : captions(data),
    // Any value is kept, to be warned about by the players (a bad code plays on the site's own account).
    countryCode: isPlayer(t) ? plain(data.countryCode).trim().slice(0, 20) : '',
    live: liveWindow(data),
  };
}
