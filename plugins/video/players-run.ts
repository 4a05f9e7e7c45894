/**
 * The third-party players' chunk as the video widget loads it (plugins/video/Video.tsx): one
 * default export that checks and loads the player script of the widget's type from the site's
 * player table (docs/rules.md §2 "Video widgets"), then gives back the start of the player for
 * when the widget's host is there. One entry keeps the widget's chunk free of the players' export
 * names and settings.
 */
import { loadPlayerScript, PLAYER_HOSTS, playerEntry, playerScriptUrl, startPlayer, type PlayerControls } from './players';
import type { PlayerType, VideoData } from './video-config';
import type { VideoState } from './playback';

/** Starts the loaded player in `host`: the controls for types the page drives, else null. */
export type PlayerStart = (host: HTMLElement, onError: (message: string) => void, onReady: () => void, onState: (state: VideoState) => void) => PlayerControls | null;

/**
 * Loads the player script of `video` (its id and player div in the script URL, its country's
 * account) from the page's host or `listed` (the site's `options.playerHosts` when it is a list,
 * else the players' own hosts); rejects, naming the script, when the table's address is refused
 * or the script fails.
 */
export default async function runPlayer(options: Readonly<Record<string, unknown>>, video: VideoData, div: string, pageUrl: string, pageCountry: string, listed?: readonly string[]): Promise<PlayerStart> {
  const type = video.type as PlayerType;
  const entry = playerEntry(options, type, video.countryCode, pageCountry);
  if (entry.miss) console.warn(`storefront: plugin "video": ${entry.miss}; the site's own ${type} ids play video ${video.id}`);
  const hosts = listed ?? PLAYER_HOSTS;
  const url = playerScriptUrl(entry, { id: video.id, div }, hosts, pageUrl);
  if (!url) throw new Error(`the ${type} player script ${entry.script.slice(0, 80)} is not an address on this site or a host in options.playerHosts`);
  const loaded = await loadPlayerScript(url, hosts);
  return (host, onError, onReady, onState) => startPlayer({ ...video, type, host, entry, loaded, onError, onReady, onState });
}
