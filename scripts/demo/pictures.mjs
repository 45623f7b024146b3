// The demo's pictures, drawn as SVG here and rendered to JPEG (PNG for the category icons) by
// sharp, which the server already depends on: a side view of every vehicle on the show field with
// its placard, the judges' portraits, the category icons and the event banners. Drawn, not shipped
// as image files, so each of the 120 vehicles gets a picture that matches its body style, colour and
// plate. Each drawing takes its details from a seed of its own (the car's pictureSeed), so a car
// keeps its picture from run to run and a returning car the same picture at both shows.
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from '../bench-support.mjs';
import { createRandom } from './random.mjs';

// sharp is the server's dependency, not the root workspace's: resolve it from there.
const sharp = createRequire(path.join(root, 'apps/server/package.json'))('sharp');

const escapeXml = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]);

function shade(hex, amount) {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (v) => Math.max(0, Math.min(255, Math.round(amount >= 0 ? v + (255 - v) * amount : v * (1 + amount))));
  const r = channel((n >> 16) & 255);
  const g = channel((n >> 8) & 255);
  const b = channel(n & 255);
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`;
}

const FONT = 'DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif';
const GLASS = '#9fb4c4';
const CHROME = '#d9dde1';
const TYRE = '#1b1c1f';

/**
 * A vehicle seen from the side, facing right: `x0` left end, `len` length, `gy` ground line.
 * Shapes are given as (u along the length 0..1, v height above the ground in px, scaled by `s`).
 */
function vehicleSvg({ style, colour, x0 = 100, len = 600, gy = 430, s = 1, seed = 1, id = 'v' }) {
  const rnd = createRandom(seed);
  const X = (u) => (x0 + u * len).toFixed(1);
  const Y = (v) => (gy - v * s).toFixed(1);
  const P = (u, v) => `${X(u)},${Y(v)}`;
  const path = (d, fill, extra = '') => `<path d="${d}" fill="${fill}" ${extra}/>`;
  const body = `url(#${id}-body)`;
  const dark = shade(colour, -0.45);
  const light = shade(colour, 0.35);
  const parts = [];
  const defs = `<linearGradient id="${id}-body" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="0.45" stop-color="${colour}"/><stop offset="1" stop-color="${dark}"/></linearGradient>`;
  const wheel = (u, r, { spokes = 0, rim = 0.62 } = {}) => {
    const cx = X(u);
    const cy = Y(r / s);
    const out = [`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${TYRE}"/>`];
    out.push(
      `<circle cx="${cx}" cy="${cy}" r="${(r * rim).toFixed(1)}" fill="${spokes ? '#2a2b2e' : '#a9aeb3'}" stroke="${CHROME}" stroke-width="${(r * 0.06).toFixed(1)}"/>`,
    );
    for (let k = 0; k < spokes; k++) {
      const a = (k / spokes) * Math.PI * 2;
      const rr = r * rim;
      out.push(
        `<line x1="${cx}" y1="${cy}" x2="${(Number(cx) + Math.cos(a) * rr).toFixed(1)}" y2="${(Number(cy) + Math.sin(a) * rr).toFixed(1)}" stroke="${CHROME}" stroke-width="1.6"/>`,
      );
    }
    if (!spokes) {
      for (let k = 0; k < 5; k++) {
        const a = (k / 5) * Math.PI * 2 + 0.3;
        out.push(
          `<circle cx="${(Number(cx) + Math.cos(a) * r * 0.36).toFixed(1)}" cy="${(Number(cy) + Math.sin(a) * r * 0.36).toFixed(1)}" r="${(r * 0.07).toFixed(1)}" fill="#6d7277"/>`,
        );
      }
    }
    out.push(`<circle cx="${cx}" cy="${cy}" r="${(r * 0.16).toFixed(1)}" fill="${CHROME}" stroke="#8d9297" stroke-width="1.5"/>`);
    return out.join('');
  };
  const arch = (u, r) => `<circle cx="${X(u)}" cy="${Y(r / s)}" r="${(r * 1.12).toFixed(1)}" fill="#121316"/>`;
  const wheels = (rear, front, r, options) => [wheel(rear, r, options), wheel(front, r, options)];
  // The arches go first, so the tyres sit inside them.
  const archedWheels = (rear, front, r, options) => [arch(rear, r), arch(front, r), ...wheels(rear, front, r, options)];
  /** A chrome bumper: `u` its left end, `v` the height of its top edge, `h` its height. */
  const bumper = (u, v, h) =>
    `<rect x="${X(u)}" y="${Y(v)}" width="${(0.05 * len).toFixed(1)}" height="${(h * s).toFixed(1)}" rx="3" fill="${CHROME}"/>`;

  if (style === 'prewar') {
    const r = 50 * s;
    const wing = rnd.chance(0.6) ? '#141518' : body;
    // cabin and bonnet
    parts.push(
      path(
        `M${P(0.07, 62)} L${P(0.06, 130)} Q${P(0.06, 205)} ${P(0.16, 212)} L${P(0.5, 214)} Q${P(0.54, 212)} ${P(0.55, 196)} L${P(0.58, 150)} L${P(0.9, 146)} L${P(0.93, 70)} Z`,
        body,
      ),
    );
    // side windows and pillars
    parts.push(path(`M${P(0.13, 150)} L${P(0.13, 188)} Q${P(0.14, 202)} ${P(0.2, 203)} L${P(0.31, 203)} L${P(0.31, 150)} Z`, GLASS));
    parts.push(path(`M${P(0.335, 150)} L${P(0.335, 203)} L${P(0.49, 203)} Q${P(0.52, 202)} ${P(0.525, 190)} L${P(0.54, 150)} Z`, GLASS));
    // bonnet louvres and waistline
    for (let k = 0; k < 7; k++)
      parts.push(
        `<line x1="${X(0.66 + k * 0.028)}" y1="${Y(132)}" x2="${X(0.66 + k * 0.028)}" y2="${Y(104)}" stroke="${dark}" stroke-width="3"/>`,
      );
    parts.push(`<line x1="${X(0.07)}" y1="${Y(146)}" x2="${X(0.9)}" y2="${Y(146)}" stroke="${CHROME}" stroke-width="2.5"/>`);
    // radiator
    parts.push(
      path(
        `M${P(0.9, 60)} L${P(0.9, 160)} Q${P(0.93, 166)} ${P(0.955, 160)} L${P(0.955, 60)} Z`,
        CHROME,
        `stroke="#8d9297" stroke-width="2"`,
      ),
    );
    for (let k = 0; k < 6; k++)
      parts.push(
        `<line x1="${X(0.905)}" y1="${Y(70 + k * 15)}" x2="${X(0.95)}" y2="${Y(70 + k * 15)}" stroke="#6d7277" stroke-width="2"/>`,
      );
    // wings, running board, spare wheel
    parts.push(
      path(
        `M${P(0.02, 58)} Q${P(0.05, 128)} ${P(0.18, 124)} Q${P(0.32, 118)} ${P(0.38, 58)} L${P(0.33, 60)} Q${P(0.3, 104)} ${P(0.19, 106)} Q${P(0.08, 106)} ${P(0.06, 58)} Z`,
        wing,
      ),
    );
    parts.push(
      path(
        `M${P(0.6, 56)} Q${P(0.68, 122)} ${P(0.8, 120)} Q${P(0.95, 116)} ${P(1.0, 60)} L${P(0.95, 62)} Q${P(0.9, 100)} ${P(0.8, 102)} Q${P(0.7, 102)} ${P(0.66, 56)} Z`,
        wing,
      ),
    );
    parts.push(`<rect x="${X(0.36)}" y="${Y(62)}" width="${(0.26 * len).toFixed(1)}" height="${(8 * s).toFixed(1)}" fill="${wing}"/>`);
    parts.push(`<rect x="${X(0.36)}" y="${Y(62)}" width="${(0.26 * len).toFixed(1)}" height="${(2.5 * s).toFixed(1)}" fill="${CHROME}"/>`);
    // lamp
    parts.push(
      `<circle cx="${X(0.975)}" cy="${Y(138)}" r="${(15 * s).toFixed(1)}" fill="${CHROME}" stroke="#7d8287" stroke-width="2"/><circle cx="${X(0.975)}" cy="${Y(138)}" r="${(10 * s).toFixed(1)}" fill="#fdf6d8"/>`,
    );
    parts.push(...wheels(0.19, 0.8, r, { spokes: 18, rim: 0.7 }));
  } else if (style === 'roadster' || style === 'coupe') {
    const r = 40 * s;
    const coupe = style === 'coupe';
    parts.push(
      path(
        `M${P(0.015, 38)} L${P(0.005, 82)} Q${P(0.01, 104)} ${P(0.08, 108)} L${P(0.34, 112)} ${coupe ? `L${P(0.52, 112)}` : `Q${P(0.36, 104)} ${P(0.4, 104)} L${P(0.5, 104)} Q${P(0.54, 104)} ${P(0.55, 112)}`} Q${P(0.78, 114)} ${P(0.9, 104)} Q${P(0.99, 96)} ${P(1.0, 76)} L${P(0.99, 40)} Z`,
        body,
      ),
    );
    if (coupe) {
      parts.push(path(`M${P(0.22, 110)} Q${P(0.33, 162)} ${P(0.45, 164)} L${P(0.52, 163)} Q${P(0.56, 160)} ${P(0.64, 112)} Z`, body));
      parts.push(path(`M${P(0.28, 114)} Q${P(0.35, 152)} ${P(0.45, 154)} L${P(0.51, 153)} Q${P(0.545, 150)} ${P(0.6, 114)} Z`, GLASS));
      parts.push(`<line x1="${X(0.47)}" y1="${Y(154)}" x2="${X(0.47)}" y2="${Y(114)}" stroke="${body}" stroke-width="6"/>`);
    } else if (rnd.chance(0.3)) {
      // hood up
      const hood = rnd.pick(['#1d1d1f', '#3b3128', '#5a4a36']);
      parts.push(path(`M${P(0.3, 110)} Q${P(0.34, 150)} ${P(0.42, 152)} L${P(0.49, 150)} L${P(0.535, 108)} Z`, hood));
      parts.push(path(`M${P(0.35, 114)} Q${P(0.38, 140)} ${P(0.43, 142)} L${P(0.47, 141)} L${P(0.47, 114)} Z`, GLASS, 'opacity="0.8"'));
      parts.push(
        path(`M${P(0.52, 106)} L${P(0.485, 148)} L${P(0.5, 149)} L${P(0.545, 108)} Z`, GLASS, `stroke="${CHROME}" stroke-width="2"`),
      );
    } else {
      parts.push(
        path(`M${P(0.52, 106)} L${P(0.485, 146)} L${P(0.5, 147)} L${P(0.545, 108)} Z`, GLASS, `stroke="${CHROME}" stroke-width="2"`),
      );
      parts.push(`<path d="M${P(0.36, 106)} Q${P(0.44, 122)} ${P(0.5, 106)}" fill="none" stroke="#2b2220" stroke-width="4"/>`);
    }
    parts.push(`<line x1="${X(0.02)}" y1="${Y(80)}" x2="${X(0.97)}" y2="${Y(80)}" stroke="${light}" stroke-width="2" opacity="0.7"/>`);
    parts.push(`<line x1="${X(0.5)}" y1="${Y(110)}" x2="${X(0.5)}" y2="${Y(48)}" stroke="${dark}" stroke-width="2"/>`);
    parts.push(
      `<ellipse cx="${X(0.965)}" cy="${Y(86)}" rx="${(13 * s).toFixed(1)}" ry="${(9 * s).toFixed(1)}" fill="#fdf6d8" stroke="${CHROME}" stroke-width="2"/>`,
    );
    parts.push(bumper(0.955, 50, 6), bumper(-0.005, 52, 6));
    parts.push(`<rect x="${X(0.012)}" y="${Y(92)}" width="${(0.015 * len).toFixed(1)}" height="${(10 * s).toFixed(1)}" fill="#c0262d"/>`);
    const spokes = rnd.chance(0.45) ? 20 : 0;
    parts.push(...archedWheels(0.17, 0.8, r, { spokes }));
  } else if (style === 'muscle') {
    const r = 42 * s;
    const stripe = rnd.chance(0.55);
    parts.push(
      path(
        `M${P(0.0, 40)} L${P(0.0, 98)} Q${P(0.005, 108)} ${P(0.04, 110)} L${P(0.24, 112)} L${P(0.72, 114)} L${P(0.97, 108)} Q${P(1.0, 104)} ${P(1.0, 92)} L${P(1.0, 40)} Z`,
        body,
      ),
    );
    parts.push(path(`M${P(0.2, 111)} Q${P(0.3, 162)} ${P(0.4, 166)} L${P(0.56, 166)} Q${P(0.6, 163)} ${P(0.68, 113)} Z`, body));
    parts.push(path(`M${P(0.26, 114)} Q${P(0.33, 152)} ${P(0.41, 156)} L${P(0.555, 156)} Q${P(0.585, 152)} ${P(0.64, 115)} Z`, GLASS));
    parts.push(`<line x1="${X(0.46)}" y1="${Y(156)}" x2="${X(0.455)}" y2="${Y(114)}" stroke="${body}" stroke-width="6"/>`);
    if (stripe)
      parts.push(
        `<rect x="${X(0.02)}" y="${Y(74)}" width="${(0.95 * len).toFixed(1)}" height="${(8 * s).toFixed(1)}" fill="${colour === '#f2f2ee' || colour === '#f7c100' || colour === '#9acd32' ? '#141416' : '#f4f4f0'}" opacity="0.9"/>`,
      );
    parts.push(`<line x1="${X(0.45)}" y1="${Y(112)}" x2="${X(0.45)}" y2="${Y(46)}" stroke="${dark}" stroke-width="2"/>`);
    parts.push(`<rect x="${X(0.975)}" y="${Y(100)}" width="${(0.025 * len).toFixed(1)}" height="${(40 * s).toFixed(1)}" fill="#1d1e22"/>`);
    parts.push(`<rect x="${X(0.0)}" y="${Y(96)}" width="${(0.012 * len).toFixed(1)}" height="${(18 * s).toFixed(1)}" fill="#c0262d"/>`);
    parts.push(bumper(0.96, 52, 8), bumper(-0.01, 52, 8));
    parts.push(...archedWheels(0.18, 0.8, r, { rim: 0.66 }));
  } else if (style === 'hatch' || style === 'saloon' || style === 'saloon-wing' || style === 'wedge') {
    const r = 37 * s;
    if (style === 'hatch') {
      parts.push(
        path(
          `M${P(0.01, 36)} L${P(0.0, 116)} L${P(0.09, 180)} L${P(0.55, 182)} L${P(0.72, 122)} L${P(0.985, 110)} Q${P(1.0, 106)} ${P(1.0, 92)} L${P(0.995, 36)} Z`,
          body,
        ),
      );
      parts.push(path(`M${P(0.1, 170)} L${P(0.3, 172)} L${P(0.3, 124)} L${P(0.05, 122)} Z`, GLASS));
      parts.push(path(`M${P(0.32, 172)} L${P(0.535, 173)} L${P(0.675, 126)} L${P(0.32, 124)} Z`, GLASS));
    } else if (style === 'wedge') {
      parts.push(
        path(
          `M${P(0.01, 36)} L${P(0.0, 104)} L${P(0.2, 112)} L${P(0.4, 156)} L${P(0.58, 156)} L${P(0.74, 112)} L${P(0.995, 88)} L${P(0.995, 36)} Z`,
          body,
        ),
      );
      parts.push(path(`M${P(0.41, 150)} L${P(0.57, 150)} L${P(0.7, 114)} L${P(0.3, 114)} Z`, GLASS));
    } else {
      parts.push(
        path(
          `M${P(0.01, 36)} L${P(0.0, 108)} L${P(0.03, 120)} L${P(0.2, 122)} L${P(0.3, 174)} L${P(0.6, 176)} L${P(0.74, 122)} L${P(0.985, 112)} Q${P(1.0, 108)} ${P(1.0, 94)} L${P(0.995, 36)} Z`,
          body,
        ),
      );
      parts.push(path(`M${P(0.31, 166)} L${P(0.44, 168)} L${P(0.44, 124)} L${P(0.24, 124)} Z`, GLASS));
      parts.push(path(`M${P(0.46, 168)} L${P(0.59, 168)} L${P(0.71, 126)} L${P(0.46, 124)} Z`, GLASS));
    }
    if (style === 'saloon-wing') {
      parts.push(path(`M${P(0.0, 126)} L${P(0.01, 150)} L${P(0.1, 152)} L${P(0.11, 144)} L${P(0.05, 140)} L${P(0.05, 122)} Z`, body));
    }
    parts.push(
      `<rect x="${X(0.0)}" y="${Y(60)}" width="${(1.0 * len).toFixed(1)}" height="${(12 * s).toFixed(1)}" fill="#1f2023" opacity="0.85"/>`,
    );
    parts.push(`<line x1="${X(0.45)}" y1="${Y(120)}" x2="${X(0.45)}" y2="${Y(48)}" stroke="${dark}" stroke-width="2"/>`);
    parts.push(`<rect x="${X(0.965)}" y="${Y(96)}" width="${(0.035 * len).toFixed(1)}" height="${(12 * s).toFixed(1)}" fill="#fdf6d8"/>`);
    parts.push(`<rect x="${X(0.0)}" y="${Y(100)}" width="${(0.015 * len).toFixed(1)}" height="${(14 * s).toFixed(1)}" fill="#c0262d"/>`);
    parts.push(...archedWheels(0.16, 0.81, r, { rim: 0.72 }));
  } else if (style === 'van' || style === 'bus' || style === 'utility' || style === 'pickup') {
    const r = 40 * s;
    const roof = style === 'utility' ? 200 : 250;
    if (style === 'pickup') {
      parts.push(
        path(
          `M${P(0.0, 42)} L${P(0.0, 120)} L${P(0.5, 122)} L${P(0.5, 196)} Q${P(0.51, 204)} ${P(0.56, 205)} L${P(0.66, 205)} L${P(0.75, 150)} L${P(0.98, 140)} Q${P(1.0, 134)} ${P(1.0, 120)} L${P(1.0, 42)} Z`,
          body,
        ),
      );
      parts.push(path(`M${P(0.53, 194)} L${P(0.645, 194)} L${P(0.715, 152)} L${P(0.53, 150)} Z`, GLASS));
      parts.push(
        path(
          `M${P(0.02, 58)} Q${P(0.06, 116)} ${P(0.17, 114)} Q${P(0.3, 112)} ${P(0.33, 58)} Z`,
          body,
          `stroke="${dark}" stroke-width="2"`,
        ),
      );
      parts.push(
        path(
          `M${P(0.68, 58)} Q${P(0.72, 120)} ${P(0.82, 118)} Q${P(0.95, 116)} ${P(0.99, 58)} Z`,
          body,
          `stroke="${dark}" stroke-width="2"`,
        ),
      );
      parts.push(
        `<rect x="${X(0.965)}" y="${Y(130)}" width="${(0.035 * len).toFixed(1)}" height="${(70 * s).toFixed(1)}" fill="${CHROME}"/>`,
      );
    } else if (style === 'bus') {
      const top = '#f2efe6';
      parts.push(
        path(
          `M${P(0.0, 42)} L${P(0.0, 200)} Q${P(0.0, 262)} ${P(0.1, 262)} L${P(0.9, 262)} Q${P(0.99, 258)} ${P(1.0, 210)} L${P(1.0, 42)} Z`,
          body,
        ),
      );
      parts.push(
        path(
          `M${P(0.0, 150)} L${P(0.0, 200)} Q${P(0.0, 262)} ${P(0.1, 262)} L${P(0.9, 262)} Q${P(0.99, 258)} ${P(1.0, 210)} L${P(1.0, 150)} Z`,
          top,
        ),
      );
      for (let k = 0; k < 5; k++)
        parts.push(
          path(`M${P(0.06 + k * 0.17, 170)} L${P(0.06 + k * 0.17, 236)} L${P(0.2 + k * 0.17, 236)} L${P(0.2 + k * 0.17, 170)} Z`, GLASS),
        );
      parts.push(path(`M${P(0.0, 150)} L${P(1.0, 150)}`, 'none', `stroke="${shade(top, -0.2)}" stroke-width="3"`));
      parts.push(`<circle cx="${X(0.985)}" cy="${Y(120)}" r="${(14 * s).toFixed(1)}" fill="${CHROME}"/>`);
    } else {
      parts.push(
        path(
          `M${P(0.0, 42)} L${P(0.0, roof - 8)} Q${P(0.0, roof)} ${P(0.04, roof)} L${P(0.7, roof)} Q${P(0.74, roof)} ${P(0.76, roof - 14)} L${P(0.84, 148)} L${P(0.985, 134)} Q${P(1.0, 130)} ${P(1.0, 118)} L${P(1.0, 42)} Z`,
          body,
        ),
      );
      parts.push(
        path(
          `M${P(0.63, roof - 12)} L${P(0.72, roof - 12)} Q${P(0.735, roof - 14)} ${P(0.745, roof - 24)} L${P(0.79, 152)} L${P(0.63, 150)} Z`,
          GLASS,
        ),
      );
      parts.push(`<line x1="${X(0.61)}" y1="${Y(roof - 6)}" x2="${X(0.61)}" y2="${Y(50)}" stroke="${dark}" stroke-width="2"/>`);
      parts.push(
        `<rect x="${X(0.975)}" y="${Y(126)}" width="${(0.025 * len).toFixed(1)}" height="${(26 * s).toFixed(1)}" fill="#fdf6d8"/>`,
      );
    }
    parts.push(bumper(0.96, 56, 8), bumper(-0.01, 56, 8));
    parts.push(...archedWheels(0.17, 0.82, r, { rim: 0.6 }));
  } else if (style === 'motorcycle') {
    const r = 62 * s;
    const rear = 0.18;
    const front = 0.84;
    const cy = r / s;
    const frame = '#1b1c1f';
    parts.push(
      `<path d="M${P(rear, cy)} L${P(0.3, 150)} L${P(0.48, 148)} L${P(0.45, 80)} L${P(rear, cy)} M${P(0.45, 80)} L${P(0.6, 70)} L${P(0.72, 178)} L${P(0.48, 148)}" fill="none" stroke="${frame}" stroke-width="${(7 * s).toFixed(1)}" stroke-linejoin="round"/>`,
    );
    parts.push(
      `<line x1="${X(front)}" y1="${Y(cy)}" x2="${X(0.73)}" y2="${Y(196)}" stroke="${CHROME}" stroke-width="${(8 * s).toFixed(1)}"/>`,
    );
    parts.push(
      `<path d="M${P(0.72, 200)} Q${P(0.68, 226)} ${P(0.62, 222)}" fill="none" stroke="${CHROME}" stroke-width="${(5 * s).toFixed(1)}"/>`,
    );
    parts.push(path(`M${P(0.42, 60)} L${P(0.41, 118)} L${P(0.62, 124)} L${P(0.64, 66)} Z`, '#7b8086', `stroke="#4d5156" stroke-width="2"`));
    for (let k = 0; k < 5; k++)
      parts.push(
        `<line x1="${X(0.42)}" y1="${Y(72 + k * 10)}" x2="${X(0.63)}" y2="${Y(76 + k * 10)}" stroke="#c3c7cb" stroke-width="2.5"/>`,
      );
    parts.push(
      `<path d="M${P(0.47, 62)} Q${P(0.35, 40)} ${P(0.05, 52)}" fill="none" stroke="${CHROME}" stroke-width="${(9 * s).toFixed(1)}" stroke-linecap="round"/>`,
    );
    parts.push(
      path(
        `M${P(0.45, 150)} Q${P(0.47, 190)} ${P(0.58, 192)} Q${P(0.7, 192)} ${P(0.72, 172)} L${P(0.7, 148)} Q${P(0.58, 140)} ${P(0.45, 150)} Z`,
        body,
      ),
    );
    parts.push(path(`M${P(0.5, 168)} Q${P(0.58, 178)} ${P(0.67, 170)}`, 'none', `stroke="${CHROME}" stroke-width="3"`));
    parts.push(path(`M${P(0.22, 150)} Q${P(0.24, 166)} ${P(0.32, 166)} L${P(0.47, 164)} L${P(0.46, 150)} Z`, '#211a17'));
    parts.push(
      path(`M${P(0.04, 112)} Q${P(0.08, 150)} ${P(0.2, 150)} L${P(0.26, 148)} L${P(0.22, 140)} Q${P(0.1, 136)} ${P(0.08, 110)} Z`, body),
    );
    parts.push(path(`M${P(0.74, 120)} Q${P(0.8, 146)} ${P(0.92, 140)} L${P(0.94, 126)} Q${P(0.84, 130)} ${P(0.78, 116)} Z`, body));
    parts.push(
      `<circle cx="${X(0.76)}" cy="${Y(188)}" r="${(17 * s).toFixed(1)}" fill="${CHROME}" stroke="#7d8287" stroke-width="2"/><circle cx="${X(0.765)}" cy="${Y(188)}" r="${(11 * s).toFixed(1)}" fill="#fdf6d8"/>`,
    );
    parts.push(...wheels(rear, front, r, { spokes: 28, rim: 0.82 }));
  }
  return { defs, shapes: parts.join('\n') };
}

/** The show field behind a vehicle: sky, trees, a marquee, grass (or, now and then, a studio). */
function sceneSvg(rnd, w, h, horizon, id, outdoors = false) {
  const skies = [
    ['#6fa9dc', '#dcecf8'],
    ['#8ab6d6', '#eef4f7'],
    ['#f0a36c', '#fbe2c4'],
    ['#a9b7c3', '#e6eaee'],
  ];
  const grounds = [
    ['#75b060', '#4f8b41'],
    ['#6aa456', '#3f7a35'],
    ['#8aa862', '#5f7f43'],
  ];
  if (!outdoors && rnd.chance(0.18)) {
    return `<defs><linearGradient id="${id}-wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2a2e35"/><stop offset="1" stop-color="#4a515c"/></linearGradient>
      <radialGradient id="${id}-spot" cx="0.5" cy="0.3" r="0.7"><stop offset="0" stop-color="#ffffff" stop-opacity="0.22"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
      <linearGradient id="${id}-floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5b626c"/><stop offset="1" stop-color="#2f343b"/></linearGradient></defs>
      <rect width="${w}" height="${h}" fill="url(#${id}-wall)"/><rect y="${horizon}" width="${w}" height="${h - horizon}" fill="url(#${id}-floor)"/>
      <rect width="${w}" height="${h}" fill="url(#${id}-spot)"/>`;
  }
  const [s0, s1] = rnd.pick(skies);
  const [g0, g1] = rnd.pick(grounds);
  const out = [
    `<defs><linearGradient id="${id}-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${s0}"/><stop offset="1" stop-color="${s1}"/></linearGradient>
      <linearGradient id="${id}-grass" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${g0}"/><stop offset="1" stop-color="${g1}"/></linearGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#${id}-sky)"/>`,
  ];
  for (let k = 0; k < 3; k++) {
    const cx = rnd.float(0, w);
    const cy = rnd.float(h * 0.08, horizon * 0.55);
    out.push(
      `<g fill="#ffffff" opacity="0.75"><ellipse cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" rx="${rnd.int(50, 90)}" ry="${rnd.int(14, 22)}"/><ellipse cx="${(cx + 40).toFixed(0)}" cy="${(cy - 10).toFixed(0)}" rx="${rnd.int(30, 50)}" ry="${rnd.int(14, 22)}"/></g>`,
    );
  }
  out.push(
    `<path d="M0,${horizon} Q${w * 0.25},${horizon - 50} ${w * 0.5},${horizon - 20} T${w},${horizon - 30} L${w},${horizon + 2} L0,${horizon + 2} Z" fill="#7f9c8a" opacity="0.55"/>`,
  );
  for (let x = -20; x < w + 20; x += rnd.int(34, 60)) {
    const r = rnd.int(22, 40);
    out.push(`<circle cx="${x}" cy="${horizon - r * 0.6}" r="${r}" fill="${rnd.pick(['#3f6b3a', '#355e33', '#4a7a43', '#2f5530'])}"/>`);
  }
  const tx = rnd.chance(0.5) ? rnd.float(w * 0.02, w * 0.2) : rnd.float(w * 0.62, w * 0.8);
  const tw = w * 0.18;
  const th = h * 0.09;
  const stripe = rnd.pick(['#c8102e', '#1d4e89', '#2f7d4a']);
  out.push(`<g><rect x="${tx.toFixed(0)}" y="${(horizon - th).toFixed(0)}" width="${tw.toFixed(0)}" height="${th.toFixed(0)}" fill="#f7f5ef"/>
    <path d="M${tx.toFixed(0)},${(horizon - th).toFixed(0)} L${(tx + tw / 2).toFixed(0)},${(horizon - th * 1.9).toFixed(0)} L${(tx + tw).toFixed(0)},${(horizon - th).toFixed(0)} Z" fill="#ffffff"/>
    ${Array.from({ length: 4 }, (_, k) => `<rect x="${(tx + (k * 2 + 0.5) * (tw / 8)).toFixed(0)}" y="${(horizon - th).toFixed(0)}" width="${(tw / 8).toFixed(0)}" height="${th.toFixed(0)}" fill="${stripe}" opacity="0.85"/>`).join('')}</g>`);
  out.push(`<rect y="${horizon}" width="${w}" height="${h - horizon}" fill="url(#${id}-grass)"/>`);
  for (let k = 0; k < 8; k += 2) {
    out.push(
      `<path d="M${k * w * 0.14 - w * 0.1},${h} L${k * w * 0.14 + w * 0.05},${horizon} L${(k + 1) * w * 0.14 + w * 0.05},${horizon} L${(k + 1) * w * 0.14 - w * 0.1},${h} Z" fill="#ffffff" opacity="0.06"/>`,
    );
  }
  return out.join('\n');
}

/** 800×600 picture of one vehicle on the show field, with its placard. */
export function vehiclePictureSvg(car) {
  const rnd = createRandom(car.pictureSeed);
  const w = 800;
  const h = 600;
  const gy = 425;
  const motorcycle = car.style === 'motorcycle';
  const len = motorcycle ? 430 : car.style === 'hatch' ? 540 : 600;
  const x0 = (w - len) / 2 + rnd.float(-10, 10);
  const v = vehicleSvg({
    style: car.style,
    colour: car.colourHex,
    x0,
    len,
    gy,
    s: motorcycle ? 1.05 : 1,
    seed: car.pictureSeed,
    id: 'car',
  });
  const title = `${car.year} ${car.brand} ${car.model}`;
  const fontSize = title.length > 30 ? 26 : 30;
  const boxWidth = Math.min(w - 48, Math.round(title.length * fontSize * 0.66 + 48));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>${v.defs}<radialGradient id="shadow"><stop offset="0.55" stop-color="#000000" stop-opacity="0.4"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient></defs>
  ${sceneSvg(rnd, w, h, 330, 'bg')}
  <ellipse cx="${w / 2}" cy="${gy + 2}" rx="${(len * 0.56).toFixed(0)}" ry="24" fill="url(#shadow)"/>
  ${v.shapes}
  <rect x="24" y="464" width="${boxWidth}" height="76" rx="10" fill="#0f172a" opacity="0.78"/>
  <text x="46" y="${464 + 37}" font-family="${FONT}" font-weight="bold" font-size="${fontSize}" fill="#ffffff">${escapeXml(title)}</text>
  <text x="46" y="${464 + 62}" font-family="${FONT}" font-size="17" fill="#cbd5e1">${escapeXml(`${car.colourName} · ${car.plate}`)}</text>
</svg>`;
}

/** A judge's portrait: head and shoulders on a coloured ground. */
export function portraitSvg(judge, index) {
  const backgrounds = ['#cfe0ef', '#e9d9c4', '#d6e7d3', '#ead3d8', '#dcd6ec', '#f0e3c2', '#cde3e3', '#e3dccf'];
  const bg = backgrounds[index % backgrounds.length];
  const hair = judge.hair;
  // Long hair falls behind the shoulders; the rest sits on the head.
  const back = judge.hairStyle === 'long' ? `<path d="M128,200 Q118,90 200,86 Q282,90 272,200 L282,310 L118,310 Z" fill="${hair}"/>` : '';
  const front = {
    bob: `<path d="M130,190 Q120,92 200,88 Q280,92 270,190 L262,240 L244,190 Q240,130 200,128 Q160,130 156,190 L138,240 Z" fill="${hair}"/>`,
    long: `<path d="M138,200 Q130,96 200,94 Q270,96 262,200 Q250,132 200,130 Q150,132 138,200 Z" fill="${hair}"/>`,
    short: `<path d="M140,168 Q138,96 200,92 Q262,96 260,168 Q250,126 200,124 Q150,126 140,168 Z" fill="${hair}"/>`,
    crop: `<path d="M146,156 Q150,102 200,100 Q250,102 254,156 Q240,124 200,122 Q160,124 146,156 Z" fill="${hair}"/>`,
    bald: `<path d="M140,200 Q136,172 146,160 L152,200 Z M260,200 Q264,172 254,160 L248,200 Z" fill="${hair}"/>`,
  }[judge.hairStyle];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
  <defs><radialGradient id="bg" cx="0.5" cy="0.35" r="0.8"><stop offset="0" stop-color="${shade(bg, 0.4)}"/><stop offset="1" stop-color="${bg}"/></radialGradient></defs>
  <rect width="400" height="400" fill="url(#bg)"/>
  ${back}
  <path d="M70,400 Q80,300 200,292 Q320,300 330,400 Z" fill="${judge.jacket}"/>
  <path d="M170,292 L200,350 L230,292 Z" fill="#f4f4f2"/>
  <rect x="178" y="240" width="44" height="56" rx="18" fill="${shade(judge.skin, -0.08)}"/>
  <ellipse cx="200" cy="185" rx="62" ry="74" fill="${judge.skin}"/>
  ${front}
  <ellipse cx="178" cy="188" rx="6" ry="7" fill="#2b2522"/><ellipse cx="222" cy="188" rx="6" ry="7" fill="#2b2522"/>
  <path d="M180,226 Q200,238 220,226" fill="none" stroke="${shade(judge.skin, -0.35)}" stroke-width="4" stroke-linecap="round"/>
</svg>`;
}

/** A category's round icon: its kind of vehicle on a plain ground. */
export function categoryIconSvg(category) {
  const { style, colour, bg } = category.icon;
  const motorcycle = style === 'motorcycle';
  const len = motorcycle ? 300 : 350;
  const v = vehicleSvg({
    style,
    colour,
    x0: (400 - len) / 2,
    len,
    gy: motorcycle ? 290 : 262,
    s: motorcycle ? 0.74 : 0.64,
    seed: 7,
    id: 'icon',
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
  <defs>${v.defs}<radialGradient id="g" cx="0.5" cy="0.4" r="0.7"><stop offset="0" stop-color="${shade(bg, 0.5)}"/><stop offset="1" stop-color="${bg}"/></radialGradient></defs>
  <rect width="400" height="400" fill="url(#g)"/>
  <ellipse cx="200" cy="${motorcycle ? 292 : 264}" rx="${len * 0.5}" ry="10" fill="#000000" opacity="0.18"/>
  ${v.shapes}
</svg>`;
}

/** An event's banner: its name over a line-up on the field. The event card crops it to about 1.1 : 1, so all of it sits in the middle. */
export function eventBannerSvg(event, seed) {
  const rnd = createRandom(seed);
  const w = 1000;
  const h = 800;
  const styles = ['prewar', 'roadster', 'bus', 'muscle'];
  const colours = ['#1e3a2b', '#9b111e', '#3c6e8f', '#1f78c8'];
  const cars = styles.map((style, k) =>
    vehicleSvg({
      style,
      colour: colours[k],
      x0: 110 + (k % 2) * 400,
      len: 380,
      gy: k < 2 ? 590 : 740,
      s: 0.66,
      seed: seed + k,
      id: `b${k}`,
    }),
  );
  // The title on two lines, split near its middle.
  const words = event.title.split(' ');
  let cut = 1;
  while (cut < words.length - 1 && words.slice(0, cut + 1).join(' ').length <= event.title.length / 2 + 3) cut++;
  const lines = [words.slice(0, cut).join(' '), words.slice(cut).join(' ')].filter(Boolean);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>${cars.map((c) => c.defs).join('')}</defs>
  ${sceneSvg(rnd, w, h, 420, 'banner', true)}
  ${cars.map((c) => c.shapes).join('\n')}
  <rect x="0" y="70" width="${w}" height="250" fill="#0f172a" opacity="0.6"/>
  ${lines.map((line, k) => `<text x="${w / 2}" y="${160 + k * 76}" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="64" fill="#ffffff">${escapeXml(line)}</text>`).join('\n  ')}
  <text x="${w / 2}" y="${160 + lines.length * 76 - 14}" text-anchor="middle" font-family="${FONT}" font-size="30" fill="#e2e8f0">${escapeXml(event.location)}</text>
</svg>`;
}

export const renderJpeg = (svg, quality = 85) => sharp(Buffer.from(svg)).jpeg({ quality }).toBuffer();
// Icons are small and flat-coloured, where JPEG's artefacts would show: lossless PNG.
export const renderPng = (svg) => sharp(Buffer.from(svg)).png().toBuffer();
