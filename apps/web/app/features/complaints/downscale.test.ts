import { describe, expect, it } from 'vitest';
import { fitWithin, jpegName } from './downscale';

describe('photos downscaled before upload', () => {
  it('brings the long edge to 2560 px keeping the aspect ratio', () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: 2560, height: 1920 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 1920, height: 2560 });
  });

  it('never enlarges a small photo', () => {
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });

  it('names the JPEG after the photo', () => {
    expect(jpegName('IMG_0001.PNG')).toBe('IMG_0001.jpg');
    expect(jpegName('.png')).toBe('fotografija.jpg');
  });
});
