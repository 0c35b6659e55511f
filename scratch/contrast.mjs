// oklch -> linear sRGB -> relative luminance; contrast of pairs given as "L C H[/alpha]" or #hex
export function oklchToLin(L, C, H) {
  const h = (H * Math.PI) / 180, a = C * Math.cos(h), b = C * Math.sin(h);
  const l_ = L + 0.3963377774 * a + 0.2158037573 * b, m_ = L - 0.1055613458 * a - 0.0638541728 * b, s_ = L - 0.0894841775 * a - 1.291485548 * b;
  const l = l_ ** 3, m = m_ ** 3, s = s_ ** 3;
  return [4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s, -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s, -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s].map((v) => Math.min(1, Math.max(0, v)));
}
const enc = (v) => (v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055);
const dec = (v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
export function parse(c) {
  if (c.startsWith('#')) { const n = parseInt(c.slice(1), 16); return [n >> 16, (n >> 8) & 255, n & 255].map((x) => dec(x / 255)); }
  const [L, C, H] = c.split(/\s+/).map(Number); return oklchToLin(L, C, H);
}
// mix fg over bg with alpha, in gamma-encoded sRGB as browsers do
export function over(fg, bg, alpha) { return fg.map((v, i) => dec(enc(v) * alpha + enc(bg[i]) * (1 - alpha))); }
export const lum = ([r, g, b]) => 0.2126 * r + 0.7152 * g + 0.0722 * b;
export const ratio = (x, y) => { const a = lum(x), b = lum(y); return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05); };
export const hex = (lin) => '#' + lin.map((v) => Math.round(enc(v) * 255).toString(16).padStart(2, '0')).join('');
if (process.argv[2]) {
  const [f, b, alpha] = [process.argv[2], process.argv[3], process.argv[4]];
  let fg = parse(f); const bg = parse(b); if (alpha) fg = over(fg, bg, Number(alpha));
  console.log(hex(fg), hex(bg), ratio(fg, bg).toFixed(2));
}
