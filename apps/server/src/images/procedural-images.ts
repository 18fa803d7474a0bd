import sharp from 'sharp';

/** Colours of a generated picture: sky, façade, accent (roofs, frames, greenery). */
export type Palette = readonly [string, string, string];

function windows(
  x: number,
  y: number,
  w: number,
  h: number,
  floors: number,
  cols: number,
  lit: string,
): string {
  const cells: string[] = [];
  const fh = h / floors;
  const cw = w / cols;
  for (let f = 0; f < floors; f += 1) {
    for (let c = 0; c < cols; c += 1) {
      const wx = x + c * cw + cw * 0.22;
      const wy = y + f * fh + fh * 0.25;
      cells.push(
        `<rect x="${wx.toFixed(1)}" y="${wy.toFixed(1)}" width="${(cw * 0.56).toFixed(1)}" height="${(fh * 0.5).toFixed(1)}" fill="${(f + c) % 5 === 0 ? lit : '#51606f'}" opacity="0.85"/>`,
      );
    }
  }
  return cells.join('');
}

/** The card image of an enterprise: finished towers at dusk-ish light, in its palette. */
export function enterpriseCardSvg(palette: Palette, variant: number): string {
  const [sky, facade, accent] = palette;
  const towers = 2 + (variant % 2);
  const parts: string[] = [];
  for (let t = 0; t < towers; t += 1) {
    const w = 150 - t * 18;
    const h = 250 - ((t * 47 + variant * 13) % 90);
    const x = 110 + t * 170 + (variant % 3) * 12;
    const y = 340 - h;
    parts.push(
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${facade}" stroke="${accent}" stroke-width="3"/>`,
    );
    parts.push(`<rect x="${x - 6}" y="${y - 10}" width="${w + 12}" height="12" fill="${accent}"/>`);
    parts.push(windows(x + 8, y + 8, w - 16, h - 24, Math.floor(h / 26), 4, '#ffd97a'));
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>
<rect width="640" height="400" fill="url(#s)"/>
<circle cx="${520 - variant * 23}" cy="80" r="34" fill="#fff3c4" opacity="0.9"/>
${parts.join('\n')}
<rect y="336" width="640" height="64" fill="#7fa86a"/>
<rect y="352" width="640" height="18" fill="#8d8d8d"/>
${Array.from({ length: 7 }, (_, i) => `<circle cx="${40 + i * 95}" cy="330" r="${16 + (i % 3) * 4}" fill="#5b8c51" opacity="0.85"/>`).join('')}
</svg>`;
}

/**
 * A construction-site photo at `progress` (0–1): the structure rises floor by floor, with a crane,
 * scaffolding and a cloud pattern that differs by `shot`, so each month and each shot look different.
 */
export function constructionPhotoSvg(palette: Palette, progress: number, shot: number): string {
  const [sky, facade, accent] = palette;
  const floors = Math.max(1, Math.round(12 * progress));
  const fh = 22;
  const x = 150 + (shot % 3) * 20;
  const w = 200;
  const base = 300;
  const slabs = Array.from({ length: floors }, (_, f) => {
    const y = base - (f + 1) * fh;
    const closed = f < floors * Math.min(1, progress * 1.2) - 2;
    return `<rect x="${x}" y="${y}" width="${w}" height="${fh}" fill="${closed ? facade : 'none'}" stroke="#6b6b6b" stroke-width="2"/>${closed ? '' : `<line x1="${x + w / 2}" y1="${y}" x2="${x + w / 2}" y2="${y + fh}" stroke="#6b6b6b" stroke-width="3"/>`}`;
  }).join('');
  const top = base - floors * fh;
  const clouds = Array.from(
    { length: 3 },
    (_, i) =>
      `<ellipse cx="${(80 + i * 170 + shot * 37) % 480}" cy="${40 + ((i * 23 + shot * 11) % 40)}" rx="38" ry="12" fill="#ffffff" opacity="0.8"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320" viewBox="0 0 480 320">
<rect width="480" height="320" fill="${sky}"/>${clouds}
<rect y="290" width="480" height="30" fill="#a1866f"/>
${slabs}
<rect x="${x - 14}" y="${top}" width="6" height="${base - top}" fill="${accent}" opacity="0.7"/>
<rect x="${x + w + 8}" y="${top}" width="6" height="${base - top}" fill="${accent}" opacity="0.7"/>
<rect x="390" y="${Math.min(top, 120) - 40}" width="8" height="${330 - Math.min(top, 120)}" fill="#f2b134"/>
<rect x="250" y="${Math.min(top, 120) - 44}" width="200" height="6" fill="#f2b134"/>
<line x1="${300 + (shot % 4) * 20}" y1="${Math.min(top, 120) - 38}" x2="${300 + (shot % 4) * 20}" y2="${top - 10}" stroke="#333" stroke-width="1.5"/>
<rect x="30" y="270" width="60" height="24" fill="#e9e9e9" stroke="#999"/>
</svg>`;
}

/** Renders an SVG to a small PNG (card images) or JPEG (photos). */
export async function renderSvg(svg: string, format: 'png' | 'jpeg'): Promise<Buffer> {
  const image = sharp(Buffer.from(svg));
  return format === 'png'
    ? image.png({ compressionLevel: 9, palette: true }).toBuffer()
    : image.jpeg({ quality: 72, mozjpeg: true }).toBuffer();
}
