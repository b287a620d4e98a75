import { encode } from "uqr";

/** Modules of light margin around the code, as QR readers expect (ISO/IEC 18004's quiet zone). */
const quietZone = 4;

/**
 * A QR code of `text` as one SVG path: its side in modules (margin included) and a path that draws
 * each run of dark modules in a row as one rectangle, e.g. `M4 4h7v1h-7z…`. Error correction L
 * (7 %) is enough on a screen, and keeps the sandbox's long signed links to the fewest modules.
 */
export function qrCode(text: string): { size: number; path: string } {
  const { data, size } = encode(text, { ecc: "L", border: quietZone });
  const runs: string[] = [];
  data.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (row[x]) x += 1;
      runs.push(`M${start} ${y}h${x - start}v1h-${x - start}z`);
    }
  });
  return { size, path: runs.join("") };
}
