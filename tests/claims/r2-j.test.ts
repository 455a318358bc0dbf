/**
 * Executed claims of a second read of the <Gif>, <Lottie>, getLottieMetadata(), <ThreeCanvas>,
 * <SkiaCanvas>, <AnimatedEmoji>, <RemotionRiveCanvas> and Lottie staticFile() pages: the installed
 * packages called in Node.js.
 */
import {requireInstalled} from './lib';

type EmojiData = {name: string; categories: string[]; tags: string[]; durationInSeconds: number; codepoint: string};

const {getAvailableEmojis} = requireInstalled('@remotion/animated-emoji') as {getAvailableEmojis: () => EmojiData[]};

describe('getAvailableEmojis() on the <AnimatedEmoji> page', () => {
  it('returns the 411 emojis as objects with name, categories, tags, durationInSeconds and codepoint', () => {
    const emojis = getAvailableEmojis();
    expect(emojis).toHaveLength(411);
    for (const emoji of emojis) {
      expect(Object.keys(emoji).sort()).toEqual(['categories', 'codepoint', 'durationInSeconds', 'name', 'tags']);
      expect(typeof emoji.name).toBe('string');
    }
    expect(emojis.map((e) => e.name)).toContain('party-popper');
  });
});
