// Banners of the providers who take children outdoors: woods, the pitch and the shore.
import { banner, H, W } from './banner-frame.ts'
import { cloud, fish, pineTree, soccerBall, starfish, sun, waveBand } from './shapes.ts'
import { seededRandom } from './svg.ts'

const forestRow = (baseY: number, count: number, height: number, color: string, seed: number) => {
  const random = seededRandom(seed)
  let trees = ''
  for (let i = 0; i < count; i++) {
    const x = (i + random() * 0.6) * (W / count)
    trees += pineTree(x, baseY + random() * 20, height * (0.75 + random() * 0.5), color)
  }
  return trees
}

export const littleExplorers = banner(
  'little-explorers',
  ['#BDE0FE', '#FFF1C2'],
  sun(1180, 110, 60, '#FFB703', '#FFD166') +
    cloud(300, 100, 110) +
    cloud(820, 70, 80) +
    '<path d="M 0 360 L 260 130 L 470 330 L 640 170 L 900 360 Z" fill="#8EA1B4"/>' +
    '<path d="M 260 130 L 310 176 L 282 170 L 260 196 L 240 172 L 214 178 Z M 640 170 L 686 212 L 660 206 L 640 230 L 620 206 L 596 212 Z" fill="#FFFFFF"/>' +
    '<path d="M 0 380 C 300 320 600 360 900 330 C 1150 306 1350 340 1500 320 L 1500 500 L 0 500 Z" fill="#A7D98B"/>' +
    forestRow(400, 14, 120, '#40916C', 3) +
    '<path d="M 0 440 C 400 400 900 450 1500 420 L 1500 500 L 0 500 Z" fill="#74C69D"/>' +
    forestRow(500, 10, 150, '#2D6A4F', 5),
)

const skyline = (() => {
  const random = seededRandom(31)
  let blocks = ''
  let x = 0
  while (x < W) {
    const w = 50 + random() * 70
    const h = 60 + random() * 140
    blocks += `<rect x="${x.toFixed(0)}" y="${(300 - h).toFixed(0)}" width="${w.toFixed(0)}" height="${(h + 20).toFixed(0)}" fill="#8FA9C9"/>`
    x += w + 4
  }
  return blocks
})()

const fieldStripes = Array.from(
  { length: 10 },
  (_, i) => `<rect x="${i * 160}" y="300" width="80" height="200" fill="#5DB23D" opacity="0.55"/>`,
).join('')

export const brooklynKickers = banner(
  'brooklyn-kickers',
  ['#CFEFFF', '#F1FAFF'],
  cloud(260, 90, 90) +
    cloud(1100, 70, 110) +
    skyline +
    '<rect x="0" y="300" width="1500" height="200" fill="#6CC04A"/>' +
    fieldStripes +
    '<g stroke="#FFFFFF" stroke-width="8" fill="none" opacity="0.85"><line x1="750" y1="300" x2="750" y2="500"/><ellipse cx="750" cy="410" rx="170" ry="60"/></g>' +
    '<ellipse cx="1060" cy="468" rx="80" ry="14" fill="#2B2D42" opacity="0.15"/>' +
    soccerBall(1050, 400, 70, 'banner-ball') +
    '<path d="M 930 380 L 880 380 M 940 410 L 860 410 M 930 440 L 890 440" stroke="#FFFFFF" stroke-width="10" stroke-linecap="round"/>',
  'vertical',
)

export const tidepool = banner(
  'tidepool',
  ['#BDE8F5', '#FFF1D6'],
  sun(1250, 100, 60, '#FFD166', '#FFE8A3') +
    cloud(400, 80, 90) +
    waveBand({ y: 200, amplitude: 20, wavelength: 220, width: W, height: H, color: '#48CAE4' }) +
    waveBand({
      y: 250,
      amplitude: 18,
      wavelength: 200,
      width: W,
      height: H,
      color: '#00B4D8',
      phase: 60,
    }) +
    waveBand({
      y: 310,
      amplitude: 16,
      wavelength: 240,
      width: W,
      height: H,
      color: '#0096C7',
      phase: 120,
    }) +
    fish(420, 320, 70, '#FFB703') +
    fish(980, 290, 54, '#F15BB5', true) +
    '<path d="M 0 420 C 300 390 600 420 900 430 C 1150 440 1350 400 1500 410 L 1500 500 L 0 500 Z" fill="#F6D8A8"/>' +
    '<ellipse cx="220" cy="440" rx="160" ry="56" fill="#8D99AE"/><ellipse cx="300" cy="430" rx="90" ry="44" fill="#A5B1C2"/>' +
    starfish(720, 460, 44, '#F77F00', 10) +
    starfish(1320, 450, 36, '#F15BB5', -12),
)

const flyingBook = (x: number, y: number, scale: number, color: string) =>
  `<g transform="translate(${x} ${y}) scale(${scale})">` +
  `<path d="M -70 0 C -40 -26 -16 -22 0 -4 C 16 -22 40 -26 70 0 L 70 24 C 40 2 16 4 0 22 C -16 4 -40 2 -70 24 Z" fill="${color}"/>` +
  '<path d="M 0 -4 L 0 22" stroke="#FFFFFF" stroke-width="4" opacity="0.7"/></g>'

export const evergreen = banner(
  'evergreen',
  ['#E2F7EC', '#B7E4C7'],
  flyingBook(300, 110, 1.1, '#3D8BFD') +
    flyingBook(560, 70, 0.8, '#F0545C') +
    flyingBook(820, 140, 1, '#FFB703') +
    flyingBook(1080, 80, 0.7, '#9B5DE5') +
    '<path d="M 0 330 C 300 270 600 320 900 290 C 1150 266 1350 300 1500 280 L 1500 500 L 0 500 Z" fill="#95D5B2"/>' +
    forestRow(380, 12, 150, '#2D6A4F', 8) +
    '<path d="M 0 430 C 400 390 900 440 1500 410 L 1500 500 L 0 500 Z" fill="#52B788"/>' +
    forestRow(500, 9, 170, '#1B4332', 9),
)
