import {stem, tokenize} from './highlight';

/**
 * Words readers use for the same thing as the docs, one group a line. A query word in a group
 * also matches the group's other words (weighted below the word itself, see engine.ts), so
 * "subtitles" finds the captions package and "aws" finds Lambda. Keep groups to words that mean
 * the same thing in Remotion's vocabulary; a group that is too wide ("video", "render") drowns
 * good matches. Identifiers are written as the index tokenizes them: lower case, whole
 * ("delayRender" → delayrender). Words are stemmed as the index is (highlight.ts), so list one
 * form of each word.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['caption', 'subtitle', 'srt', 'transcript', 'transcribe', 'transcription'],
  ['timeout', 'delayrender'],
  ['gcp', 'cloudrun', 'googlecloud'],
  ['aws', 'lambda'],
  ['audio', 'sound', 'music'],
  ['gif', 'animatedimage'],
  ['video', 'clip', 'footage', 'movie'],
  ['font', 'typeface', 'typography'],
  ['transparent', 'transparency', 'alpha'],
  ['speed', 'performance', 'faster'],
  ['image', 'img', 'picture', 'photo'],
  ['thumbnail', 'poster'],
  ['mute', 'silent'],
  ['volume', 'loudness'],
  ['upgrade', 'update', 'migrate', 'migration'],
  ['cost', 'price', 'pricing'],
  ['3d', 'three', 'threejs'],
  ['fullscreen', 'requestfullscreen'],
  ['resolution', 'dimensions'],
  ['webhook', 'callback'],
  ['bounce', 'bouncy', 'spring'],
  ['mp4', 'h264'],
  ['h265', 'hevc'],
  ['embed', 'player'],
  ['website', 'web'],
  ['timeout', 'timed', 'timesout'],
  ['export', 'render'],
];

export type SynonymMap = ReadonlyMap<string, readonly string[]>;

/** Stemmed word → the stemmed other words of its groups. */
export function synonymMap(groups: readonly (readonly string[])[] = SYNONYM_GROUPS): SynonymMap {
  const map = new Map<string, string[]>();
  for (const group of groups) {
    const stems = [...new Set(group.flatMap((word) => tokenize(word).map(stem)))];
    for (const word of stems) {
      const others = stems.filter((other) => other !== word);
      map.set(word, [...new Set([...(map.get(word) ?? []), ...others])]);
    }
  }
  return map;
}

export const SYNONYMS: SynonymMap = synonymMap();

/** The other words a (stemmed) query word stands for. */
export function synonymsOf(stemmed: string, map: SynonymMap = SYNONYMS): readonly string[] {
  return map.get(stemmed) ?? [];
}
