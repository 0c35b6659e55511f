import { describe, expect, it } from 'vitest';
import { clampPosition, displayScale, sourceSquare } from './crop-geometry';

/** -0 and 0 are the same place on screen. */
const plain = (o: object) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, v + 0]));

const landscape = { width: 600, height: 400 };
const VIEW = 200;

describe('round crop geometry', () => {
  it('fits the short side of the picture to the circle at zoom 1', () => {
    expect(displayScale(landscape, VIEW, 1)).toBe(0.5);
    // Centred: the middle 400x400 square of a 600x400 picture.
    expect(plain(sourceSquare({ zoom: 1, x: 0, y: 0 }, landscape, VIEW))).toEqual({
      sx: 100,
      sy: 0,
      size: 400,
    });
  });

  it('takes a smaller square when zoomed in', () => {
    const { sx, sy, size } = sourceSquare({ zoom: 2, x: 0, y: 0 }, landscape, VIEW);
    expect(size).toBe(200);
    expect([sx, sy]).toEqual([200, 100]);
  });

  it('never lets a drag uncover the edge of the circle', () => {
    // At zoom 1 the picture is 300x200 on screen: 50 px of slack sideways, none up or down.
    expect(plain(clampPosition({ zoom: 1, x: 500, y: -80 }, landscape, VIEW))).toEqual({
      zoom: 1,
      x: 50,
      y: 0,
    });
    const dragged = sourceSquare(clampPosition({ zoom: 1, x: 500, y: 0 }, landscape, VIEW), landscape, VIEW);
    expect(dragged.sx + 0).toBe(0);
  });
});
