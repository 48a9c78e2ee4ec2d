/**
 * Where the quick-confirm popup goes: next to the tray icon, on the side facing the screen,
 * kept inside the display's work area. Linux trays report empty bounds, so there the popup is
 * centred on the primary display instead (max-mapper/menubar does the same).
 */

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

/** Gap between the tray icon and the popup, in DIPs. */
const GAP = 6;

/**
 * The popup's top-left corner.
 *
 * @param trayBounds what `tray.getBounds()` said (all zero on Linux)
 * @param trayWorkArea the work area of the display nearest the tray icon
 * @param primaryWorkArea the primary display's work area, used when the tray has no bounds
 */
export function popupPosition(trayBounds: Rect, trayWorkArea: Rect, primaryWorkArea: Rect, size: Size): { x: number; y: number } {
  if (trayBounds.width <= 0 || trayBounds.height <= 0) return centred(primaryWorkArea, size);

  const area = trayWorkArea;
  const trayCentreX = trayBounds.x + trayBounds.width / 2;
  const trayCentreY = trayBounds.y + trayBounds.height / 2;
  let x: number;
  let y: number;

  switch (taskbarEdge(trayBounds, area)) {
    case 'top':
      x = trayCentreX - size.width / 2;
      y = trayBounds.y + trayBounds.height + GAP;
      break;
    case 'bottom':
      x = trayCentreX - size.width / 2;
      y = trayBounds.y - size.height - GAP;
      break;
    case 'left':
      x = trayBounds.x + trayBounds.width + GAP;
      y = trayCentreY - size.height / 2;
      break;
    case 'right':
      x = trayBounds.x - size.width - GAP;
      y = trayCentreY - size.height / 2;
      break;
  }
  return {
    x: Math.round(clamp(x, area.x, area.x + area.width - size.width)),
    y: Math.round(clamp(y, area.y, area.y + area.height - size.height)),
  };
}

/** Which screen edge the tray sits on: outside the work area, or else the nearer half. */
function taskbarEdge(tray: Rect, area: Rect): 'top' | 'bottom' | 'left' | 'right' {
  if (tray.y + tray.height <= area.y) return 'top';
  if (tray.y >= area.y + area.height) return 'bottom';
  if (tray.x + tray.width <= area.x) return 'left';
  if (tray.x >= area.x + area.width) return 'right';
  return tray.y + tray.height / 2 < area.y + area.height / 2 ? 'top' : 'bottom';
}

function centred(area: Rect, size: Size): { x: number; y: number } {
  return {
    x: Math.round(area.x + (area.width - size.width) / 2),
    y: Math.round(area.y + (area.height - size.height) / 2),
  };
}

function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(value, Math.max(min, max)));
}
