import { banner, H, W } from './banner-frame.ts'
import { brooklynKickers, evergreen, littleExplorers, tidepool } from './banners-outdoors.ts'
import type { BrandImage } from './logos.ts'
import { lightningBolt, musicNote, sun, waveBand } from './shapes.ts'
import { confetti, seededRandom, sparkles } from './svg.ts'

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
