import { describe, expect, it } from 'vitest';
import { canCrop, cropOfArea, maxZoomFor } from './image-crop.ts';

describe('cover crops', () => {
  it('rounds the area to whole pixels inside the picture', () => {
    const picture = { width: 1600, height: 900 };
    expect(cropOfArea({ x: 200.4, y: -0.3, width: 1349.6, height: 900.2 }, picture)).toEqual({
      cropLeft: 200,
      cropTop: 0,
      cropWidth: 1350,
      cropHeight: 900,
    });
    // An area reaching past the right edge is moved back inside.
    expect(cropOfArea({ x: 1300, y: 0, width: 600, height: 400 }, picture)).toMatchObject({
      cropLeft: 1000,
      cropWidth: 600,
    });
  });

  it('lets the zoom go only as far as the smallest crop the server takes', () => {
    expect(maxZoomFor({ width: 3000, height: 2000 })).toBe(4);
    // The widest 3:2 part of 600 × 600 is 600 × 400: 4× would keep 150 × 100, the smallest.
    expect(maxZoomFor({ width: 600, height: 600 })).toBe(4);
    expect(maxZoomFor({ width: 300, height: 200 })).toBe(2);
    expect(maxZoomFor({ width: 120, height: 80 })).toBe(1);
    expect(canCrop({ width: 300, height: 200 })).toBe(true);
    expect(canCrop({ width: 1000, height: 90 })).toBe(false);
  });
});
