import { readFileSync, writeFileSync } from "node:fs";
import { PNG } from "pngjs";
const [diff, before, after] = process.argv.slice(2);
const d = PNG.sync.read(readFileSync(diff!));
let minY = 1e9, maxY = 0, minX = 1e9, maxX = 0;
for (let y = 0; y < d.height; y++) for (let x = 0; x < d.width; x++) { const i = (y * d.width + x) * 4; if (d.data[i] > 200 && d.data[i+1] < 80) { minY = Math.min(minY, y); maxY = Math.max(maxY, y); minX = Math.min(minX, x); maxX = Math.max(maxX, x); } }
console.log(d.width, d.height, { minX, maxX, minY, maxY });
const crop = (file: string, out: string) => { const s = PNG.sync.read(readFileSync(file)); const y0 = Math.max(0, minY - 40), h = Math.min(s.height - y0, maxY - minY + 80, 1200); const c = new PNG({ width: s.width, height: h }); PNG.bitblt(s, c, 0, y0, s.width, h, 0, 0); writeFileSync(out, PNG.sync.write(c)); };
crop(before!, "/tmp/c1-crop-before.png"); crop(after!, "/tmp/c1-crop-after.png"); crop(diff!, "/tmp/c1-crop-diff.png");
