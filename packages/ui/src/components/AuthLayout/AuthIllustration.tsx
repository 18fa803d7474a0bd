import * as css from './AuthLayout.css';

// A city block under construction, drawn in the brand's on-colour over the brand gradient so it
// follows every white-label palette. [x, width, height] of each building, left to right, in a
// 480 x 240 box; the tallest stand in the middle so the skyline reads as a silhouette.
const buildings: ReadonlyArray<readonly [number, number, number]> = [
  [0, 46, 92],
  [52, 58, 138],
  [116, 40, 104],
  [162, 70, 196],
  [238, 52, 156],
  [296, 64, 212],
  [366, 44, 120],
  [416, 64, 164],
];

/** Window grid of one building: 2 or 3 columns, a row every 22 units, starting below the roof. */
function windows([x, width, height]: readonly [number, number, number]) {
  const columns = width >= 58 ? 3 : 2;
  const gap = width / (columns + 1);
  const cells: Array<{ key: string; x: number; y: number }> = [];
  for (let y = 240 - height + 18; y < 228; y += 22) {
    for (let column = 1; column <= columns; column += 1) {
      cells.push({ key: `${x}-${y}-${column}`, x: x + gap * column - 4, y });
    }
  }
  return cells;
}

/** Decorative skyline with a tower crane; hidden from assistive technology. */
export function AuthIllustration() {
  return (
    <svg
      className={css.illustration}
      viewBox="0 0 480 240"
      preserveAspectRatio="xMidYMax slice"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="392" cy="52" r="26" className={css.sun} />
      {/* Tower crane over the tallest building under construction. */}
      <g className={css.crane}>
        <path d="M318 28v-6M318 28H218m100 0h26M318 28l-34 0M318 22l-86 6m86-6 26 6" />
        <path d="M322 28v40M314 28v40M314 36l8 8m-8 0 8 8m-8 0 8 8" />
        <path d="M232 28v26" />
        <rect x="226" y="54" width="12" height="8" rx="1" />
      </g>
      {buildings.map(([x, width, height], index) => (
        <rect
          key={x}
          x={x}
          y={240 - height}
          width={width}
          height={height}
          rx="3"
          className={index % 2 === 0 ? css.buildingBack : css.buildingFront}
        />
      ))}
      {buildings.flatMap((building) =>
        windows(building).map((cell) => (
          <rect key={cell.key} x={cell.x} y={cell.y} width="8" height="10" rx="1" className={css.window} />
        )),
      )}
      <rect x="0" y="236" width="480" height="4" className={css.ground} />
    </svg>
  );
}
