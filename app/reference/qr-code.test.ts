import { encode } from "uqr";
import { describe, expect, it } from "vitest";
import { qrCode } from "./qr-code";

/** The dark modules a path draws, back as a grid. */
function grid(path: string, size: number): boolean[][] {
  const cells = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [, x, y, width] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let offset = 0; offset < Number(width); offset += 1) cells[Number(y)]![Number(x) + offset] = true;
  }
  return cells;
}

describe("qrCode", () => {
  const link = "http://127.0.0.1:4000/instacollect/pay?link=lnk_7WQ3K9D2M5X8B1R4N0P6TZC8EA";

  it("draws exactly the dark modules of the code, inside a light margin", () => {
    const { size, path } = qrCode(link);
    const expected = encode(link, { ecc: "L", border: 4 });
    expect(size).toBe(expected.size);
    expect(grid(path, size)).toEqual(expected.data);
    expect(grid(path, size)[0]!.some(Boolean)).toBe(false);
  });

  it("is the same for the same text", () => {
    expect(qrCode(link)).toEqual(qrCode(link));
    expect(qrCode(link).path).not.toBe(qrCode(`${link}X`).path);
  });
});
