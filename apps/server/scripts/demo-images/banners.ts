import type { BrandImage } from './logos.ts'
import {
  cloud,
  fish,
  lightningBolt,
  musicNote,
  pineTree,
  soccerBall,
  starfish,
  sun,
  waveBand,
} from './shapes.ts'
import { confetti, linearGradient, seededRandom, sparkles, svgDocument } from './svg.ts'

const W = 1500
const H = 500

function banner(
  name: string,
  colors: readonly string[],
  body: string,
  direction: 'diagonal' | 'vertical' = 'diagonal',
): BrandImage {
  const sky = `<rect width="${W}" height="${H}" fill="url(#banner-${name})"/>`
  return {
    name,
    svg: svgDocument(W, H, sky + body, linearGradient(`banner-${name}`, colors, direction)),
  }
}

/** A paint splat: a wobbly blob smoothed through the midpoints of its rim, plus a few drops. */
const splash = (x: number, y: number, r: number, color: string, seed: number) => {
  const random = seededRandom(seed)
  const rim = Array.from({ length: 10 }, (_, i) => {
    const angle = (Math.PI * 2 * i) / 10
    const radius = r * (0.75 + random() * 0.5)
    return [x + Math.cos(angle) * radius, y + Math.sin(angle) * radius] as const
  })
  const mid = (a: readonly [number, number], b: readonly [number, number]) =>
    `${((a[0] + b[0]) / 2).toFixed(0)} ${((a[1] + b[1]) / 2).toFixed(0)}`
  const last = rim[rim.length - 1] ?? [x, y]
  let d = `M ${mid(last, rim[0] ?? last)}`
  rim.forEach((point, i) => {
    const next = rim[(i + 1) % rim.length] ?? point
    d += ` Q ${point[0].toFixed(0)} ${point[1].toFixed(0)} ${mid(point, next)}`
  })
  const drops = [0.9, 1.4, 2.1]
    .map(
      (k, i) =>
        `<circle cx="${(x + r * 1.35 * Math.cos(k * 2 + seed)).toFixed(0)}" cy="${(y + r * 1.35 * Math.sin(k * 2 + seed)).toFixed(0)}" r="${(r * (0.16 - i * 0.04)).toFixed(0)}" fill="${color}"/>`,
    )
    .join('')
  return `<path d="${d} Z" fill="${color}"/>${drops}`
}

const brushStroke = (y: number, color: string, phase: number) =>
  `<path d="M -50 ${y} C ${300 + phase} ${y - 60} ${600 + phase} ${y + 60} ${900 + phase} ${y} S ${1400 + phase} ${y - 40} 1560 ${y}" stroke="${color}" stroke-width="46" fill="none" stroke-linecap="round" opacity="0.85"/>`

const sunnyStudio = banner(
  'sunny-studio',
  ['#FFE29A', '#FFB4A2', '#FF8FAB'],
  sun(1330, 90, 110, '#FFD166', '#FFE8A3') +
    splash(180, 130, 60, '#3D8BFD', 1) +
    splash(520, 90, 42, '#2FBF8A', 2) +
    splash(860, 150, 54, '#9B5DE5', 3) +
    splash(1080, 70, 34, '#F0545C', 4) +
    brushStroke(380, '#F0545C', 0) +
    brushStroke(440, '#FFB703', 80) +
    brushStroke(500, '#3D8BFD', -60) +
    confetti({
      seed: 7,
      count: 40,
      width: W,
      height: 300,
      colors: ['#FFFFFF', '#FFB703', '#3D8BFD'],
      radius: [4, 10],
      opacity: 0.7,
    }),
)

const staff = [0, 1, 2, 3, 4]
  .map(
    (i) =>
      `<path d="M -20 ${150 + i * 22} C 400 ${70 + i * 22} 900 ${260 + i * 22} 1520 ${130 + i * 22}" stroke="#FFFFFF" stroke-width="3" fill="none" opacity="0.35"/>`,
  )
  .join('')

const riverbend = banner(
  'riverbend',
  ['#5B3FA8', '#8D72E1', '#C9B8FF'],
  staff +
    [
      [180, 190, 80, '#FFFFFF'],
      [420, 160, 64, '#FFE066'],
      [700, 250, 90, '#F15BB5'],
      [980, 240, 70, '#FFFFFF'],
      [1240, 190, 84, '#4CC9F0'],
    ]
      .map(([x, y, s, c]) =>
        musicNote(Number(x), Number(y), Number(s), String(c), (Number(x) % 3) * 6 - 6),
      )
      .join('') +
    waveBand({
      y: 390,
      amplitude: 20,
      wavelength: 260,
      width: W,
      height: H,
      color: '#B9A3FF',
      opacity: 0.7,
    }) +
    waveBand({
      y: 430,
      amplitude: 18,
      wavelength: 220,
      width: W,
      height: H,
      color: '#9D7FEA',
      phase: 70,
    }) +
    waveBand({
      y: 470,
      amplitude: 14,
      wavelength: 200,
      width: W,
      height: H,
      color: '#7A5CC8',
      phase: 30,
    }) +
    sparkles({
      seed: 12,
      count: 14,
      width: W,
      height: 340,
      color: '#FFFFFF',
      size: [6, 14],
      opacity: 0.8,
    }),
)

const forestRow = (baseY: number, count: number, height: number, color: string, seed: number) => {
  const random = seededRandom(seed)
  let trees = ''
  for (let i = 0; i < count; i++) {
    const x = (i + random() * 0.6) * (W / count)
    trees += pineTree(x, baseY + random() * 20, height * (0.75 + random() * 0.5), color)
  }
  return trees
}

const littleExplorers = banner(
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

const circuit = (() => {
  const random = seededRandom(21)
  let traces = ''
  for (let i = 0; i < 16; i++) {
    const x = random() * W
    const y = random() * H
    const dx = (random() > 0.5 ? 1 : -1) * (80 + random() * 160)
    const dy = (random() > 0.5 ? 1 : -1) * (40 + random() * 100)
    traces +=
      `<path d="M ${x.toFixed(0)} ${y.toFixed(0)} h ${dx.toFixed(0)} l ${(dy / 2).toFixed(0)} ${dy.toFixed(0)} h ${(dx / 2).toFixed(0)}" stroke="#7EA6FF" stroke-width="4" fill="none" opacity="0.45"/>` +
      `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="8" fill="#7EA6FF" opacity="0.7"/>`
  }
  return traces
})()

const bannerGear = (cx: number, cy: number, r: number, color: string, opacity: number) => {
  let teeth = ''
  for (let i = 0; i < 10; i++) {
    teeth += `<rect x="${cx - r * 0.14}" y="${cy - r * 1.25}" width="${r * 0.28}" height="${r * 0.4}" rx="6" fill="${color}" transform="rotate(${i * 36} ${cx} ${cy})"/>`
  }
  return `<g opacity="${opacity}">${teeth}<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${color}" stroke-width="${r * 0.3}"/></g>`
}

const brightSparks = banner(
  'bright-sparks',
  ['#1D2B64', '#3A4FB0', '#4C6EF5'],
  circuit +
    bannerGear(1220, 250, 120, '#DCE4FF', 0.85) +
    bannerGear(1380, 110, 60, '#FFD43B', 0.9) +
    bannerGear(200, 380, 80, '#DCE4FF', 0.35) +
    lightningBolt(1220, 250, 150, '#FFD43B') +
    sparkles({
      seed: 14,
      count: 30,
      width: W,
      height: H,
      color: '#FFFFFF',
      size: [4, 12],
      opacity: 0.8,
    }),
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

const brooklynKickers = banner(
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

const tidepool = banner(
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

const evergreen = banner(
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

const pot = (x: number, baseY: number, w: number, h: number, color: string, band: string) =>
  `<path d="M ${x - w * 0.3} ${baseY - h} L ${x + w * 0.3} ${baseY - h} C ${x + w * 0.26} ${baseY - h * 0.86} ${x + w * 0.5} ${baseY - h * 0.6} ${x + w * 0.46} ${baseY - h * 0.3} C ${x + w * 0.42} ${baseY - h * 0.08} ${x + w * 0.3} ${baseY} ${x + w * 0.2} ${baseY} L ${x - w * 0.2} ${baseY} C ${x - w * 0.3} ${baseY} ${x - w * 0.42} ${baseY - h * 0.08} ${x - w * 0.46} ${baseY - h * 0.3} C ${x - w * 0.5} ${baseY - h * 0.6} ${x - w * 0.26} ${baseY - h * 0.86} ${x - w * 0.3} ${baseY - h} Z" fill="${color}"/>` +
  `<rect x="${x - w * 0.47}" y="${baseY - h * 0.5}" width="${w * 0.94}" height="${h * 0.1}" fill="${band}" opacity="0.8"/>` +
  `<ellipse cx="${x}" cy="${baseY - h}" rx="${w * 0.3}" ry="${h * 0.05}" fill="#6B3A26" opacity="0.5"/>`

const pineconePottery = banner(
  'pinecone-pottery',
  ['#F4E1C1', '#E9B894', '#E07A5F'],
  confetti({
    seed: 41,
    count: 24,
    width: W,
    height: 320,
    colors: ['#FFFFFF'],
    radius: [10, 50],
    opacity: 0.18,
  }) +
    '<rect x="0" y="400" width="1500" height="28" fill="#8C5A3C"/><rect x="0" y="428" width="1500" height="72" fill="#6B4226"/>' +
    pot(260, 400, 180, 230, '#D9825B', '#F4E1C1') +
    pot(520, 400, 130, 170, '#81B29A', '#F4F1DE') +
    pot(760, 400, 200, 260, '#F2CC8F', '#D9825B') +
    pot(1010, 400, 120, 140, '#3D405B', '#E07A5F') +
    pot(1250, 400, 170, 210, '#E07A5F', '#F2CC8F'),
)

export const BANNERS: readonly BrandImage[] = [
  sunnyStudio,
  riverbend,
  littleExplorers,
  brightSparks,
  brooklynKickers,
  tidepool,
  evergreen,
  pineconePottery,
]
