import { cloud, fish, starfish, waveBand } from './shapes.ts'
import { seededRandom, sparkle, sparkles } from './svg.ts'
import { CATEGORY_BACKGROUNDS, type Thumbnail, thumbnailScene } from './thumbnail-scene.ts'

const INK = '#2B2D42'

const book = (x: number, y: number, width: number, height: number, cover: string, rotate = 0) =>
  `<g transform="rotate(${rotate} ${x + width / 2} ${y + height / 2})">` +
  `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="10" fill="${cover}"/>` +
  `<rect x="${x + width - 26}" y="${y + 8}" width="20" height="${height - 16}" rx="4" fill="#FFF8E7"/>` +
  `<rect x="${x + 30}" y="${y + height / 2 - 5}" width="${width * 0.4}" height="10" rx="5" fill="#fff" opacity="0.6"/></g>`

const learningBooks = thumbnailScene({
  name: 'learning-books',
  background: CATEGORY_BACKGROUNDS.learning,
  seed: 31,
  body:
    book(220, 420, 360, 76, '#3D8BFD') +
    book(250, 348, 320, 72, '#F0545C', -2) +
    book(236, 282, 330, 66, '#FFB703', 2) +
    '<path d="M 410 140 C 400 110 420 96 440 100" stroke="#6B4226" stroke-width="10" fill="none" stroke-linecap="round"/>' +
    '<path d="M 430 118 C 460 90 500 96 510 112 C 484 130 452 132 430 118 Z" fill="#2FBF8A"/>' +
    '<path d="M 410 150 C 360 120 320 160 330 210 C 338 256 376 286 410 272 C 444 286 482 256 490 210 C 500 160 460 120 410 150 Z" fill="#E63946"/>' +
    '<path d="M 356 180 C 346 200 348 226 360 244" stroke="#fff" stroke-width="10" fill="none" stroke-linecap="round" opacity="0.35"/>',
})

const board = (() => {
  let squares = ''
  for (let row = 0; row < 6; row++) {
    for (let col = 0; col < 6; col++) {
      const fill = (row + col) % 2 === 0 ? '#F1E3C8' : '#8C6A4F'
      squares += `<rect x="${col * 50 - 150}" y="${row * 50 - 150}" width="50" height="50" fill="${fill}"/>`
    }
  }
  return `<g transform="translate(400 440) scale(1 0.5) rotate(45)"><rect x="-164" y="-164" width="328" height="328" rx="10" fill="#5E4532"/>${squares}</g>`
})()

const learningChess = thumbnailScene({
  name: 'learning-chess',
  background: CATEGORY_BACKGROUNDS.learning,
  seed: 32,
  body:
    board +
    '<g transform="translate(330 400)">' +
    '<ellipse cx="0" cy="6" rx="58" ry="16" fill="#000" opacity="0.15"/>' +
    '<rect x="-54" y="-22" width="108" height="28" rx="10" fill="#FFFFFF" stroke="#C4CAD4" stroke-width="4"/>' +
    '<path d="M -40 -22 L -30 -150 L 30 -150 L 40 -22 Z" fill="#FFFFFF" stroke="#C4CAD4" stroke-width="4"/>' +
    '<path d="M -48 -150 L -48 -196 L -28 -196 L -28 -176 L -10 -176 L -10 -196 L 10 -196 L 10 -176 L 28 -176 L 28 -196 L 48 -196 L 48 -150 Z" fill="#FFFFFF" stroke="#C4CAD4" stroke-width="4" stroke-linejoin="round"/></g>' +
    '<g transform="translate(490 430)">' +
    '<ellipse cx="0" cy="6" rx="52" ry="14" fill="#000" opacity="0.15"/>' +
    `<rect x="-50" y="-20" width="100" height="26" rx="10" fill="${INK}"/>` +
    `<path d="M -36 -20 C -30 -60 -20 -80 -18 -96 L 18 -96 C 20 -80 30 -60 36 -20 Z" fill="${INK}"/>` +
    `<ellipse cx="0" cy="-98" rx="30" ry="9" fill="${INK}"/>` +
    `<circle cx="0" cy="-132" r="32" fill="${INK}"/>` +
    '<circle cx="-10" cy="-144" r="9" fill="#fff" opacity="0.3"/></g>',
})

/** A toy block drawn in oblique projection, with a letter on its front. */
const block = (x: number, y: number, size: number, front: string, side: string, letter: string) => {
  const depth = size * 0.3
  return (
    `<path d="M ${x} ${y} L ${x + depth} ${y - depth} L ${x + size + depth} ${y - depth} L ${x + size} ${y} Z" fill="${side}" opacity="0.8"/>` +
    `<path d="M ${x + size} ${y} L ${x + size + depth} ${y - depth} L ${x + size + depth} ${y + size - depth} L ${x + size} ${y + size} Z" fill="${side}"/>` +
    `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="8" fill="${front}"/>` +
    `<rect x="${x + 12}" y="${y + 12}" width="${size - 24}" height="${size - 24}" rx="8" fill="none" stroke="#fff" stroke-width="6" opacity="0.7"/>` +
    `<text x="${x + size / 2}" y="${y + size * 0.71}" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold" font-size="${Math.round(size * 0.58)}" fill="#FFFFFF">${letter}</text>`
  )
}

const learningBlocks = thumbnailScene({
  name: 'learning-blocks',
  background: CATEGORY_BACKGROUNDS.learning,
  seed: 33,
  body:
    block(205, 330, 170, '#F0545C', '#B8323A', 'A') +
    block(425, 330, 170, '#3D8BFD', '#2563C9', 'B') +
    block(318, 140, 160, '#FFB703', '#D08C00', 'C') +
    sparkles({ seed: 3, count: 5, width: 800, height: 300, color: '#fff', size: [10, 18] }),
})

const stemRobot = thumbnailScene({
  name: 'stem-robot',
  background: CATEGORY_BACKGROUNDS.stem,
  seed: 51,
  body:
    '<line x1="400" y1="120" x2="400" y2="80" stroke="#8D99AE" stroke-width="8"/>' +
    '<circle cx="400" cy="72" r="16" fill="#F0545C"/>' +
    '<rect x="282" y="170" width="18" height="60" rx="8" fill="#8D99AE"/>' +
    '<rect x="500" y="170" width="18" height="60" rx="8" fill="#8D99AE"/>' +
    '<rect x="296" y="118" width="208" height="160" rx="40" fill="#E6ECF2"/>' +
    `<rect x="320" y="146" width="160" height="100" rx="26" fill="${INK}"/>` +
    '<circle cx="364" cy="188" r="18" fill="#4CC9F0"/><circle cx="436" cy="188" r="18" fill="#4CC9F0"/>' +
    '<circle cx="370" cy="182" r="6" fill="#fff"/><circle cx="442" cy="182" r="6" fill="#fff"/>' +
    '<path d="M 376 222 Q 400 238 424 222" stroke="#4CC9F0" stroke-width="6" fill="none" stroke-linecap="round"/>' +
    '<rect x="380" y="278" width="40" height="18" fill="#8D99AE"/>' +
    '<path d="M 316 330 C 270 330 250 360 236 400" stroke="#8D99AE" stroke-width="22" fill="none" stroke-linecap="round"/>' +
    '<path d="M 484 330 C 530 320 552 290 566 250" stroke="#8D99AE" stroke-width="22" fill="none" stroke-linecap="round"/>' +
    '<circle cx="232" cy="412" r="20" fill="#FFB703"/><circle cx="570" cy="238" r="20" fill="#FFB703"/>' +
    '<rect x="310" y="294" width="180" height="150" rx="30" fill="#3D8BFD"/>' +
    '<rect x="340" y="322" width="120" height="50" rx="12" fill="#E6ECF2"/>' +
    '<circle cx="366" cy="347" r="10" fill="#F0545C"/><circle cx="400" cy="347" r="10" fill="#FFB703"/><circle cx="434" cy="347" r="10" fill="#2FBF8A"/>' +
    '<rect x="350" y="392" width="100" height="12" rx="6" fill="#fff" opacity="0.5"/>' +
    `<rect x="300" y="444" width="200" height="56" rx="28" fill="${INK}"/>` +
    [334, 378, 422, 466].map((x) => `<circle cx="${x}" cy="472" r="14" fill="#8D99AE"/>`).join(''),
})

const codeLines = [
  [250, 200, 90, '#F15BB5'],
  [350, 200, 120, '#4CC9F0'],
  [280, 236, 150, '#FFB703'],
  [280, 272, 80, '#90BE6D'],
  [370, 272, 110, '#4CC9F0'],
  [250, 308, 60, '#F15BB5'],
] as const

const stemCode = thumbnailScene({
  name: 'stem-code',
  background: CATEGORY_BACKGROUNDS.stem,
  seed: 52,
  body:
    `<rect x="210" y="150" width="380" height="260" rx="20" fill="${INK}"/>` +
    '<rect x="228" y="168" width="344" height="224" rx="8" fill="#1B2440"/>' +
    codeLines
      .map(
        ([x, y, w, c]) => `<rect x="${x}" y="${y}" width="${w}" height="16" rx="8" fill="${c}"/>`,
      )
      .join('') +
    '<path d="M 470 300 L 440 330 L 470 360 M 530 300 L 560 330 L 530 360 M 512 292 L 488 368" stroke="#FFFFFF" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/>' +
    '<path d="M 150 410 L 650 410 L 690 460 C 692 470 686 476 676 476 L 124 476 C 114 476 108 470 110 460 Z" fill="#C4CAD4"/>' +
    '<rect x="340" y="416" width="120" height="12" rx="6" fill="#8D99AE"/>' +
    sparkle(640, 150, 22, '#FFFFFF') +
    sparkle(170, 220, 14, '#FFFFFF'),
})

const stemRocket = thumbnailScene({
  name: 'stem-rocket',
  textureOpacity: 0.05,
  background: ['#1D2B64', '#4A5FC1'],
  seed: 53,
  ground: false,
  body:
    sparkles({
      seed: 9,
      count: 24,
      width: 800,
      height: 600,
      color: '#FFFFFF',
      size: [3, 9],
      opacity: 0.85,
    }) +
    '<circle cx="130" cy="480" r="70" fill="#F4A261" opacity="0.9"/><circle cx="110" cy="460" r="14" fill="#E76F51" opacity="0.7"/>' +
    '<g transform="translate(420 300) rotate(40)">' +
    '<path d="M -30 150 C -40 200 -10 250 0 290 C 10 250 40 200 30 150 Z" fill="#FFB703"/>' +
    '<path d="M -16 150 C -20 190 -6 220 0 245 C 6 220 20 190 16 150 Z" fill="#FFF3B0"/>' +
    '<path d="M -60 60 L -110 150 L -56 136 Z M 60 60 L 110 150 L 56 136 Z" fill="#F0545C"/>' +
    '<path d="M 0 -200 C 70 -130 76 40 56 150 L -56 150 C -76 40 -70 -130 0 -200 Z" fill="#F8F9FA"/>' +
    '<path d="M 0 -200 C 34 -166 50 -130 58 -100 L -58 -100 C -50 -130 -34 -166 0 -200 Z" fill="#F0545C"/>' +
    '<circle cx="0" cy="-20" r="34" fill="#8D99AE"/><circle cx="0" cy="-20" r="24" fill="#4CC9F0"/>' +
    '<circle cx="-8" cy="-28" r="8" fill="#fff" opacity="0.7"/>' +
    '<rect x="-10" y="60" width="20" height="90" rx="10" fill="#F0545C"/></g>' +
    cloud(190, 560, 120, 0.95) +
    cloud(330, 590, 90, 0.95),
})

const bubbles = (seed: number) => {
  const random = seededRandom(seed)
  return Array.from({ length: 9 }, () => {
    const x = 320 + random() * 130
    const y = 60 + random() * 190
    return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${(6 + random() * 14).toFixed(0)}" fill="#FFFFFF" opacity="0.75"/>`
  }).join('')
}

const scienceFlask = thumbnailScene({
  name: 'science-flask',
  background: CATEGORY_BACKGROUNDS.science,
  seed: 61,
  defs: '<clipPath id="flask-body"><path d="M 350 220 L 350 300 L 250 470 C 240 490 252 506 274 506 L 526 506 C 548 506 560 490 550 470 L 450 300 L 450 220 Z"/></clipPath>',
  body:
    '<path d="M 350 220 L 350 300 L 250 470 C 240 490 252 506 274 506 L 526 506 C 548 506 560 490 550 470 L 450 300 L 450 220 Z" fill="#FFFFFF" opacity="0.7"/>' +
    '<g clip-path="url(#flask-body)"><path d="M 200 390 Q 300 370 400 390 T 600 390 L 600 520 L 200 520 Z" fill="#9B5DE5"/>' +
    '<circle cx="360" cy="450" r="12" fill="#fff" opacity="0.5"/><circle cx="430" cy="470" r="8" fill="#fff" opacity="0.5"/><circle cx="400" cy="420" r="6" fill="#fff" opacity="0.5"/></g>' +
    '<path d="M 350 220 L 350 300 L 250 470 C 240 490 252 506 274 506 L 526 506 C 548 506 560 490 550 470 L 450 300 L 450 220" fill="none" stroke="#4A6572" stroke-width="10" stroke-linejoin="round"/>' +
    '<rect x="334" y="206" width="132" height="24" rx="12" fill="#4A6572"/>' +
    '<path d="M 300 460 L 344 384" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity="0.6"/>' +
    bubbles(4) +
    '<g transform="translate(610 330) rotate(18)">' +
    '<path d="M -28 -130 L -28 100 C -28 136 28 136 28 100 L 28 -130" fill="#FFFFFF" opacity="0.7"/>' +
    '<path d="M -28 10 L -28 100 C -28 136 28 136 28 100 L 28 10 Z" fill="#2FBF8A"/>' +
    '<path d="M -28 -130 L -28 100 C -28 136 28 136 28 100 L 28 -130" fill="none" stroke="#4A6572" stroke-width="8"/>' +
    '<rect x="-40" y="-142" width="80" height="18" rx="9" fill="#4A6572"/></g>' +
    '<g transform="translate(190 380) rotate(-14)">' +
    '<path d="M -24 -90 L -24 70 C -24 100 24 100 24 70 L 24 -90" fill="#FFFFFF" opacity="0.7"/>' +
    '<path d="M -24 0 L -24 70 C -24 100 24 100 24 70 L 24 0 Z" fill="#F15BB5"/>' +
    '<path d="M -24 -90 L -24 70 C -24 100 24 100 24 70 L 24 -90" fill="none" stroke="#4A6572" stroke-width="8"/>' +
    '<rect x="-34" y="-100" width="68" height="16" rx="8" fill="#4A6572"/></g>',
})

const scienceOcean = thumbnailScene({
  name: 'science-ocean',
  background: ['#BDE8F5', '#E9F8FC'],
  seed: 62,
  ground: false,
  body:
    waveBand({
      y: 180,
      amplitude: 18,
      wavelength: 160,
      width: 800,
      height: 600,
      color: '#48CAE4',
    }) +
    waveBand({
      y: 230,
      amplitude: 16,
      wavelength: 140,
      width: 800,
      height: 600,
      color: '#00B4D8',
      phase: 40,
    }) +
    waveBand({
      y: 300,
      amplitude: 14,
      wavelength: 180,
      width: 800,
      height: 600,
      color: '#0096C7',
      phase: 90,
    }) +
    '<path d="M 0 470 C 160 440 300 460 420 480 C 560 500 680 450 800 460 L 800 600 L 0 600 Z" fill="#F6D8A8"/>' +
    '<ellipse cx="150" cy="480" rx="110" ry="46" fill="#8D99AE"/><ellipse cx="210" cy="470" rx="70" ry="40" fill="#A5B1C2"/>' +
    starfish(470, 520, 62, '#F77F00', 12) +
    '<g transform="translate(660 530)"><path d="M -50 20 C -60 -30 -20 -60 0 -60 C 20 -60 60 -30 50 20 Z" fill="#FFB3C6"/>' +
    [-36, -18, 0, 18, 36]
      .map((x) => `<line x1="0" y1="18" x2="${x}" y2="-50" stroke="#F48FB1" stroke-width="5"/>`)
      .join('') +
    '<rect x="-20" y="14" width="40" height="14" rx="6" fill="#F48FB1"/></g>' +
    fish(300, 360, 80, '#FFB703') +
    fish(560, 300, 60, '#F15BB5', true) +
    '<circle cx="360" cy="320" r="8" fill="#fff" opacity="0.7"/><circle cx="376" cy="296" r="5" fill="#fff" opacity="0.7"/>' +
    cloud(640, 80, 70),
})

const scienceStars = thumbnailScene({
  name: 'science-stars',
  textureOpacity: 0.05,
  background: ['#141A46', '#3A2C7A'],
  seed: 63,
  ground: false,
  defs: '<mask id="moon-cut"><rect width="800" height="600" fill="#fff"/><circle cx="640" cy="96" r="58" fill="#000"/></mask>',
  body:
    sparkles({
      seed: 6,
      count: 40,
      width: 800,
      height: 420,
      color: '#FFFFFF',
      size: [3, 10],
      opacity: 0.9,
    }) +
    '<circle cx="610" cy="120" r="62" fill="#FFE8A3" mask="url(#moon-cut)"/>' +
    '<path d="M 120 150 L 200 110 L 260 160 L 330 120" stroke="#FFFFFF" stroke-width="3" opacity="0.5" fill="none"/>' +
    [
      [120, 150],
      [200, 110],
      [260, 160],
      [330, 120],
    ]
      .map(([x, y]) => sparkle(x ?? 0, y ?? 0, 12, '#FFE066'))
      .join('') +
    '<path d="M 0 500 C 150 440 300 470 420 500 C 560 530 680 470 800 480 L 800 600 L 0 600 Z" fill="#1E6F5C"/>' +
    '<path d="M 0 540 C 200 510 400 540 800 520 L 800 600 L 0 600 Z" fill="#145A4A"/>' +
    '<g stroke="#C4CAD4" stroke-width="10" stroke-linecap="round"><line x1="420" y1="380" x2="360" y2="510"/><line x1="420" y1="380" x2="480" y2="510"/><line x1="420" y1="380" x2="420" y2="515"/></g>' +
    '<g transform="translate(420 370) rotate(-32)">' +
    '<rect x="-130" y="-30" width="230" height="60" rx="14" fill="#E6ECF2"/>' +
    '<rect x="90" y="-40" width="50" height="80" rx="10" fill="#3D8BFD"/>' +
    '<rect x="-160" y="-18" width="34" height="36" rx="6" fill="#8D99AE"/>' +
    '<rect x="-40" y="-30" width="24" height="60" fill="#3D8BFD"/></g>' +
    '<circle cx="420" cy="380" r="14" fill="#8D99AE"/>',
})

export const CURIOUS_THUMBNAILS: readonly Thumbnail[] = [
  learningBooks,
  learningChess,
  learningBlocks,
  stemRobot,
  stemCode,
  stemRocket,
  scienceFlask,
  scienceOcean,
  scienceStars,
]
