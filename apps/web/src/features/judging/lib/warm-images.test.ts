import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for the browser's Image: records what was asked for and lets the test finish loads. */
class FakeImage {
  static created: FakeImage[] = [];
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  src = '';
  constructor() {
    FakeImage.created.push(this);
  }
}

beforeEach(() => {
  FakeImage.created = [];
  vi.stubGlobal('Image', FakeImage);
  vi.resetModules();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const loadWarmImages = async () => (await import('./warm-images')).warmImages;

describe('warming vehicle pictures for offline use', () => {
  it('fetches each picture once, three at a time, skipping vehicles without one', async () => {
    const warmImages = await loadWarmImages();
    warmImages(['/media/a', null, '/media/b', '/media/c', '/media/d', '/media/a', '']);
    expect(FakeImage.created.map((image) => image.src)).toEqual(['/media/a', '/media/b', '/media/c']);
    FakeImage.created[0]?.onload?.();
    expect(FakeImage.created.map((image) => image.src)).toEqual(['/media/a', '/media/b', '/media/c', '/media/d']);
    warmImages(['/media/b', '/media/d']);
    expect(FakeImage.created).toHaveLength(4);
  });

  it('tries a picture again on a later visit when it failed, and does nothing offline', async () => {
    const warmImages = await loadWarmImages();
    warmImages(['/media/a']);
    FakeImage.created[0]?.onerror?.();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    warmImages(['/media/a']);
    expect(FakeImage.created).toHaveLength(1);
    online.mockReturnValue(true);
    warmImages(['/media/a']);
    expect(FakeImage.created.map((image) => image.src)).toEqual(['/media/a', '/media/a']);
  });
});
