import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

/**
 * Makes the installed app's icons (public/pwa-*.png, named by vite.config.ts's manifest) from the
 * favicon, so the two never drift apart. Run again after changing src/web/favicon.svg:
 *   npx tsx scripts/pwa-icons.ts
 * The "any" icons are the shield on a transparent square; the maskable one puts it inside the 80 %
 * safe zone on the app's navy, since a launcher may cut it to a circle or a squircle.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const NAVY = '#0b1f3a';

async function main() {
  const svg = await readFile(`${root}src/web/favicon.svg`);
  const render = (size: number) => sharp(svg, { density: Math.ceil((72 * size) / 64) }).resize(size, size);

  for (const size of [192, 512]) {
    await render(size).png({ compressionLevel: 9 }).toFile(`${root}public/pwa-${size}x${size}.png`);
  }

  const size = 512;
  const inner = Math.round(size * 0.7);
  const shield = await render(inner).png().toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: NAVY } })
    .composite([{ input: shield, gravity: 'center' }])
    .png({ compressionLevel: 9 })
    .toFile(`${root}public/pwa-maskable-512x512.png`);

  // iOS ignores the manifest's icons and wants its own, opaque.
  const apple = 180;
  const appleShield = await render(Math.round(apple * 0.8))
    .png()
    .toBuffer();
  await sharp({ create: { width: apple, height: apple, channels: 4, background: '#ffffff' } })
    .composite([{ input: appleShield, gravity: 'center' }])
    .png({ compressionLevel: 9 })
    .toFile(`${root}public/apple-touch-icon.png`);
}

await main();
