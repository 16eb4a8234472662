// Runs in the benchmark page (bundled by bench-image.mjs together with the app's downscale module).
// Paints a deterministic 12-megapixel "photo" — lit gradient background, a plate, soft food shapes, fine
// texture and sensor grain — so the JPEG compresses like a real phone photo, not like flat test art.
// The seeded generator the weight tests draw their noise from: the same photo on every run.
import { seededRandom } from '../../functions/src/shared/weight/weight-test-data.ts';
import { downscaleImage } from '../../web/src/features/camera/image-downscale/downscale-image.ts';

function paintPhoto(width, height, seed) {
  const rand = seededRandom(seed);
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const light = ctx.createLinearGradient(0, 0, width, height);
  light.addColorStop(0, '#d9c9a8');
  light.addColorStop(0.6, '#8c6f4e');
  light.addColorStop(1, '#3b2a1c');
  ctx.fillStyle = light;
  ctx.fillRect(0, 0, width, height);
  // Wood-grain-like streaks on the table.
  for (let i = 0; i < 400; i++) {
    ctx.strokeStyle = `rgba(${60 + rand() * 80},${40 + rand() * 50},${20 + rand() * 30},${0.05 + rand() * 0.1})`;
    ctx.lineWidth = 2 + rand() * 14;
    ctx.beginPath();
    const y = rand() * height;
    ctx.moveTo(0, y);
    ctx.bezierCurveTo(width / 3, y + rand() * 200 - 100, (2 * width) / 3, y + rand() * 200 - 100, width, y);
    ctx.stroke();
  }
  // The plate.
  const cx = width / 2;
  const cy = height / 2;
  const plate = ctx.createRadialGradient(cx - 200, cy - 200, 100, cx, cy, 1400);
  plate.addColorStop(0, '#ffffff');
  plate.addColorStop(1, '#c9ccd1');
  ctx.fillStyle = plate;
  ctx.beginPath();
  ctx.ellipse(cx, cy, 1350, 1200, 0, 0, Math.PI * 2);
  ctx.fill();
  // Food: many soft, overlapping, colourful blobs (greens, reds, browns) with highlights.
  const palette = [
    [70, 140, 50],
    [190, 50, 40],
    [150, 90, 40],
    [230, 190, 80],
    [110, 60, 30],
    [240, 230, 210],
  ];
  for (let i = 0; i < 2500; i++) {
    const angle = rand() * Math.PI * 2;
    const radius = Math.sqrt(rand()) * 1000;
    const x = cx + Math.cos(angle) * radius;
    const y = cy + Math.sin(angle) * radius * 0.88;
    const size = 15 + rand() * 120;
    const [r, g, b] = palette[Math.floor(rand() * palette.length)];
    const blob = ctx.createRadialGradient(x - size / 3, y - size / 3, size / 10, x, y, size);
    blob.addColorStop(
      0,
      `rgba(${Math.min(255, r + 60)},${Math.min(255, g + 60)},${Math.min(255, b + 60)},0.95)`,
    );
    blob.addColorStop(1, `rgba(${r * 0.6},${g * 0.6},${b * 0.6},0.9)`);
    ctx.fillStyle = blob;
    ctx.beginPath();
    ctx.ellipse(x, y, size, size * (0.5 + rand() * 0.5), rand() * Math.PI, 0, Math.PI * 2);
    ctx.fill();
  }
  // Sensor grain: every pixel gets a little luminance and colour noise, as a phone camera's output does.
  const image = ctx.getImageData(0, 0, width, height);
  const data = image.data;
  for (let i = 0; i < data.length; i += 4) {
    const grain = (rand() - 0.5) * 14;
    data[i] += grain + (rand() - 0.5) * 4;
    data[i + 1] += grain + (rand() - 0.5) * 4;
    data[i + 2] += grain + (rand() - 0.5) * 4;
  }
  ctx.putImageData(image, 0, 0);
  return canvas;
}

/** Returns the source JPEG's size and, per run, what downscaleImage produced and how long it took. */
window.runBench = async ({ width, height, quality, runs }) => {
  const canvas = paintPhoto(width, height, 12);
  const source = await canvas.convertToBlob({ type: 'image/jpeg', quality });
  let longTaskMs = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTaskMs += entry.duration;
  });
  observer.observe({ type: 'longtask' });
  const results = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const prepared = await downscaleImage(source);
    results.push({
      ms: performance.now() - start,
      imageChars: prepared.image.length,
      imageJpegBytes: Math.floor(((prepared.image.length - prepared.image.indexOf(',') - 1) * 3) / 4),
      thumbnailChars: prepared.thumbnail.length,
      width: prepared.width,
      height: prepared.height,
    });
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
  observer.disconnect();
  return { sourceBytes: source.size, sourceType: source.type, results, longTaskMs };
};
