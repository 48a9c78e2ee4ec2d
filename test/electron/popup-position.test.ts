import { describe, expect, it } from 'vitest';
import { popupPosition } from '../../main/electron/popup-position.js';

const size = { width: 380, height: 460 };
const screen = { x: 0, y: 0, width: 1920, height: 1080 };

describe('the popup goes next to the tray icon, inside the work area', () => {
  it('below a top menu bar (macOS)', () => {
    const area = { x: 0, y: 25, width: 1920, height: 1055 };
    expect(popupPosition({ x: 1500, y: 0, width: 22, height: 24 }, area, area, size)).toEqual({ x: 1321, y: 30 });
  });

  it('above a bottom taskbar (Windows), clamped to the right edge', () => {
    const area = { x: 0, y: 0, width: 1920, height: 1040 };
    expect(popupPosition({ x: 1880, y: 1044, width: 24, height: 32 }, area, area, size)).toEqual({ x: 1540, y: 578 });
  });

  it('beside a left or right taskbar', () => {
    const left = { x: 60, y: 0, width: 1860, height: 1080 };
    expect(popupPosition({ x: 10, y: 900, width: 40, height: 40 }, left, left, size).x).toBe(60);
    const right = { x: 0, y: 0, width: 1860, height: 1080 };
    expect(popupPosition({ x: 1870, y: 900, width: 40, height: 40 }, right, right, size).x).toBe(1860 - 380);
  });

  it('centred on the primary display when the tray has no bounds (Linux)', () => {
    expect(popupPosition({ x: 0, y: 0, width: 0, height: 0 }, screen, screen, size)).toEqual({ x: 770, y: 310 });
  });

  it('on a second display', () => {
    const second = { x: 1920, y: 0, width: 1280, height: 1000 };
    const { x, y } = popupPosition({ x: 3100, y: 1010, width: 24, height: 24 }, second, screen, size);
    expect(x).toBeGreaterThanOrEqual(1920);
    expect(x + size.width).toBeLessThanOrEqual(3200);
    expect(y + size.height).toBeLessThanOrEqual(1000);
  });
});
