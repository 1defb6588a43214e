import { musicNote, star } from './shapes.ts'
import { sparkles } from './svg.ts'
import { CATEGORY_BACKGROUNDS, type Thumbnail, thumbnailScene } from './thumbnail-scene.ts'

const INK = '#2B2D42'

const artPaint = thumbnailScene({
  name: 'art-paint',
  background: CATEGORY_BACKGROUNDS.art,
  seed: 11,
  body:
    '<g transform="translate(390 300) rotate(-8)">' +
    '<path d="M -240 20 C -240 -115 -95 -170 40 -160 C 175 -150 250 -65 235 30 C 222 110 150 100 118 135 C 86 170 126 198 40 193 C -115 186 -240 146 -240 20 Z" fill="#FBEBCF" stroke="#E6C48E" stroke-width="8"/>' +
    '<ellipse cx="150" cy="62" rx="36" ry="32" fill="#E9C995"/>' +
    '<circle cx="-160" cy="8" r="40" fill="#F0545C"/>' +
    '<circle cx="-100" cy="-88" r="38" fill="#FFC83D"/>' +
    '<circle cx="4" cy="-112" r="38" fill="#3D8BFD"/>' +
    '<circle cx="104" cy="-78" r="36" fill="#2FBF8A"/>' +
    '<circle cx="-70" cy="96" r="38" fill="#9B5DE5"/>' +
    '<circle cx="40" cy="110" r="30" fill="#FF8A3D"/>' +
    '<circle cx="-172" cy="-4" r="12" fill="#fff" opacity="0.45"/>' +
    '<circle cx="-112" cy="-100" r="11" fill="#fff" opacity="0.45"/>' +
    '<circle cx="-8" cy="-124" r="11" fill="#fff" opacity="0.45"/></g>' +
    '<g transform="translate(560 300) rotate(35)">' +
    '<rect x="-16" y="-230" width="32" height="190" rx="16" fill="#C98B4F"/>' +
    '<rect x="-10" y="-220" width="8" height="160" rx="4" fill="#fff" opacity="0.25"/>' +
    '<rect x="-19" y="-52" width="38" height="52" rx="6" fill="#C4CAD4"/>' +
    '<path d="M -19 -2 C -24 40 -6 80 0 100 C 6 80 24 40 19 -2 Z" fill="#4A3426"/>' +
    '<path d="M -14 48 C -10 70 -4 88 0 100 C 4 88 10 70 14 48 Z" fill="#F0545C"/></g>' +
    sparkles({
      seed: 5,
      count: 6,
      width: 800,
      height: 600,
      color: '#fff',
      size: [8, 16],
      opacity: 0.8,
    }),
})

const artClay = thumbnailScene({
  name: 'art-clay',
  background: CATEGORY_BACKGROUNDS.art,
  seed: 12,
  body:
    '<ellipse cx="400" cy="460" rx="230" ry="50" fill="#7D8C99"/>' +
    '<ellipse cx="400" cy="446" rx="230" ry="50" fill="#A9B7C3"/>' +
    '<ellipse cx="400" cy="440" rx="150" ry="30" fill="#C5D0D9"/>' +
    '<path d="M 318 440 C 270 380 276 290 332 246 C 350 232 350 206 338 190 L 462 190 C 450 206 450 232 468 246 C 524 290 530 380 482 440 Z" fill="#D9825B"/>' +
    '<path d="M 290 330 C 340 352 460 352 512 330 L 516 368 C 460 392 340 392 286 368 Z" fill="#F2B38F"/>' +
    '<path d="M 296 368 C 346 388 454 388 506 368" stroke="#B8633F" stroke-width="6" fill="none"/>' +
    '<ellipse cx="400" cy="190" rx="62" ry="14" fill="#B8633F"/>' +
    '<ellipse cx="400" cy="192" rx="46" ry="8" fill="#8E4A2E"/>' +
    '<path d="M 336 262 C 306 300 304 360 326 410" stroke="#fff" stroke-width="14" stroke-linecap="round" fill="none" opacity="0.3"/>' +
    '<path d="M 170 420 A 240 70 0 0 1 230 380" stroke="#fff" stroke-width="6" stroke-linecap="round" fill="none" opacity="0.7"/>' +
    '<path d="M 630 420 A 240 70 0 0 0 570 380" stroke="#fff" stroke-width="6" stroke-linecap="round" fill="none" opacity="0.7"/>' +
    '<circle cx="560" cy="190" r="18" fill="#D9825B"/><circle cx="600" cy="236" r="11" fill="#D9825B"/>' +
    '<circle cx="236" cy="214" r="14" fill="#D9825B"/>',
})

const artDraw = thumbnailScene({
  name: 'art-draw',
  background: CATEGORY_BACKGROUNDS.art,
  seed: 13,
  body:
    '<g transform="translate(380 300) rotate(-6)">' +
    '<rect x="-196" y="-146" width="392" height="292" rx="14" fill="#2B2D42" opacity="0.12" transform="translate(10 12)"/>' +
    '<rect x="-196" y="-146" width="392" height="292" rx="14" fill="#FFFFFF"/>' +
    [-150, -100, -50, 0, 50, 100, 150]
      .map(
        (x) =>
          `<rect x="${x - 7}" y="-164" width="14" height="36" rx="7" fill="none" stroke="#8D99AE" stroke-width="6"/>`,
      )
      .join('') +
    '<circle cx="110" cy="-62" r="36" fill="none" stroke="#FFB703" stroke-width="8"/>' +
    '<path d="M -120 90 L -120 -10 L -50 -70 L 20 -10 L 20 90 Z" fill="none" stroke="#2B2D42" stroke-width="8" stroke-linejoin="round"/>' +
    '<rect x="-72" y="30" width="40" height="60" fill="none" stroke="#F0545C" stroke-width="7"/>' +
    '<path d="M -170 104 C -90 92 60 96 170 104" stroke="#2FBF8A" stroke-width="8" fill="none" stroke-linecap="round"/>' +
    '<path d="M 60 20 q 15 -20 30 0 t 30 0" stroke="#3D8BFD" stroke-width="6" fill="none" stroke-linecap="round"/></g>' +
    '<g transform="translate(575 390) rotate(-35)">' +
    '<rect x="-120" y="-18" width="200" height="36" fill="#FFC83D"/>' +
    '<rect x="-120" y="-6" width="200" height="12" fill="#F4A81D"/>' +
    '<path d="M 80 -18 L 140 0 L 80 18 Z" fill="#F3D2A2"/>' +
    '<path d="M 122 -6 L 140 0 L 122 6 Z" fill="#2B2D42"/>' +
    '<rect x="-148" y="-18" width="30" height="36" fill="#C4CAD4"/>' +
    '<rect x="-180" y="-18" width="34" height="36" rx="10" fill="#FF8FAB"/></g>',
})

const pianoKeys = (() => {
  let keys = ''
  for (let i = 0; i < 10; i++) {
    keys += `<rect x="${158 + i * 49}" y="290" width="46" height="170" rx="6" fill="#FFFFFF"/>`
  }
  for (const i of [0, 1, 3, 4, 5, 7, 8]) {
    keys += `<rect x="${190 + i * 49}" y="290" width="30" height="104" rx="5" fill="${INK}"/>`
  }
  return keys
})()

const musicPiano = thumbnailScene({
  name: 'music-piano',
  background: CATEGORY_BACKGROUNDS.music,
  seed: 21,
  body:
    '<rect x="130" y="240" width="540" height="240" rx="22" fill="#3A2E5F"/>' +
    '<rect x="130" y="240" width="540" height="44" rx="22" fill="#4B3C7A"/>' +
    '<rect x="150" y="284" width="500" height="180" rx="8" fill="#2A2147"/>' +
    pianoKeys +
    musicNote(240, 190, 90, '#9B5DE5', -8) +
    musicNote(400, 150, 110, '#F15BB5', 6) +
    musicNote(560, 200, 80, '#00BBF9', -4) +
    sparkles({ seed: 2, count: 5, width: 800, height: 220, color: '#fff', size: [8, 14] }),
})

const slipper = (x: number, y: number, rotate: number) =>
  `<g transform="translate(${x} ${y}) rotate(${rotate})">` +
  '<path d="M -20 -38 C -50 -120 -110 -110 -120 -160 M 10 -38 C 40 -130 100 -120 96 -176" stroke="#FF8FAB" stroke-width="7" fill="none" stroke-linecap="round"/>' +
  '<path d="M -96 0 C -100 -34 -62 -50 -22 -44 C 10 -40 34 -26 62 -28 C 96 -30 108 -2 86 12 C 44 30 -64 28 -96 0 Z" fill="#FFB3C6"/>' +
  '<ellipse cx="-34" cy="-30" rx="44" ry="12" fill="#E56B8C"/>' +
  '<path d="M -92 6 C -50 22 40 24 86 12" stroke="#E56B8C" stroke-width="5" fill="none"/>' +
  '<path d="M 40 -30 C 70 -34 92 -24 96 -8" stroke="#fff" stroke-width="6" fill="none" stroke-linecap="round" opacity="0.5"/></g>'

const musicDance = thumbnailScene({
  name: 'music-dance',
  textureOpacity: 0.05,
  background: ['#3B2A6B', '#6C4AB6'],
  seed: 22,
  ground: false,
  defs: '<linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#FFF6D6" stop-opacity="0.85"/><stop offset="1" stop-color="#FFF6D6" stop-opacity="0.15"/></linearGradient>',
  body:
    '<path d="M 0 470 L 800 470 L 800 600 L 0 600 Z" fill="#B9773F"/>' +
    '<path d="M 0 470 L 800 470 L 800 486 L 0 486 Z" fill="#8E5A2E"/>' +
    '<path d="M 350 0 L 450 0 L 610 520 L 190 520 Z" fill="url(#beam)"/>' +
    '<ellipse cx="400" cy="505" rx="220" ry="34" fill="#FFF6D6" opacity="0.5"/>' +
    '<path d="M 0 0 L 170 0 C 150 160 170 330 130 520 L 0 520 Z" fill="#D62839"/>' +
    '<path d="M 40 0 C 30 200 50 380 30 520 M 90 0 C 80 200 100 380 84 520" stroke="#A4161A" stroke-width="14" fill="none"/>' +
    '<path d="M 800 0 L 630 0 C 650 160 630 330 670 520 L 800 520 Z" fill="#D62839"/>' +
    '<path d="M 760 0 C 770 200 750 380 770 520 M 710 0 C 720 200 700 380 716 520" stroke="#A4161A" stroke-width="14" fill="none"/>' +
    `<path d="M 0 0 L 800 0 L 800 60 ${Array.from({ length: 10 }, (_, i) => `Q ${760 - i * 80} 110 ${720 - i * 80} 60`).join(' ')} L 0 60 Z" fill="#B5172B"/>` +
    slipper(330, 470, -6) +
    slipper(470, 478, 4) +
    star(250, 170, 18, '#FFE066') +
    star(560, 140, 14, '#FFE066') +
    musicNote(520, 260, 70, '#FFE066', 8) +
    musicNote(270, 290, 60, '#FFFFFF', -10),
})

const musicGuitar = thumbnailScene({
  name: 'music-guitar',
  background: CATEGORY_BACKGROUNDS.music,
  seed: 23,
  body:
    '<g transform="translate(400 300) rotate(28)">' +
    '<rect x="-24" y="-270" width="48" height="200" rx="8" fill="#8B5A33"/>' +
    [-230, -190, -150, -110]
      .map((y) => `<rect x="-24" y="${y}" width="48" height="5" fill="#D9C3A5"/>`)
      .join('') +
    '<rect x="-34" y="-330" width="68" height="70" rx="18" fill="#6B4226"/>' +
    [-315, -290]
      .map(
        (y) =>
          `<circle cx="-44" cy="${y}" r="9" fill="#E9E4DA"/><circle cx="44" cy="${y}" r="9" fill="#E9E4DA"/>`,
      )
      .join('') +
    '<circle cx="0" cy="110" r="118" fill="#E3A25B"/>' +
    '<circle cx="0" cy="-30" r="92" fill="#E3A25B"/>' +
    '<circle cx="0" cy="110" r="118" fill="none" stroke="#B8763A" stroke-width="8"/>' +
    '<circle cx="0" cy="20" r="34" fill="#5A3A22"/>' +
    '<circle cx="0" cy="20" r="42" fill="none" stroke="#B8763A" stroke-width="5"/>' +
    '<rect x="-44" y="150" width="88" height="18" rx="6" fill="#6B4226"/>' +
    [-12, -4, 4, 12]
      .map(
        (x) => `<line x1="${x}" y1="-300" x2="${x}" y2="158" stroke="#F5F0E6" stroke-width="2.5"/>`,
      )
      .join('') +
    '<path d="M -80 60 C -90 120 -60 180 -10 200" stroke="#fff" stroke-width="12" fill="none" stroke-linecap="round" opacity="0.3"/></g>' +
    musicNote(190, 230, 80, '#9B5DE5', -10) +
    musicNote(620, 420, 70, '#F15BB5', 10),
})

const photoCamera = thumbnailScene({
  name: 'photo-camera',
  background: CATEGORY_BACKGROUNDS.photography,
  seed: 81,
  body:
    '<g transform="translate(400 310) rotate(-6)">' +
    '<rect x="-100" y="-170" width="120" height="50" rx="14" fill="#3A3F58"/>' +
    '<rect x="120" y="-160" width="44" height="26" rx="8" fill="#F0545C"/>' +
    '<rect x="-230" y="-140" width="460" height="300" rx="40" fill="#2B2D42"/>' +
    '<rect x="-230" y="-60" width="460" height="150" fill="#D9A05B"/>' +
    '<rect x="-200" y="-120" width="60" height="34" rx="8" fill="#F1FAEE" opacity="0.9"/>' +
    '<circle cx="0" cy="15" r="120" fill="#3A3F58"/>' +
    '<circle cx="0" cy="15" r="96" fill="#1D1F2E"/>' +
    '<circle cx="0" cy="15" r="70" fill="#274C77"/>' +
    '<circle cx="0" cy="15" r="44" fill="#6096BA"/>' +
    '<circle cx="-22" cy="-8" r="16" fill="#fff" opacity="0.8"/>' +
    '<circle cx="20" cy="38" r="7" fill="#fff" opacity="0.5"/></g>' +
    sparkles({ seed: 8, count: 7, width: 800, height: 600, color: '#fff', size: [10, 22] }),
})

const petals = Array.from(
  { length: 8 },
  (_, i) =>
    `<ellipse cx="0" cy="-78" rx="36" ry="62" fill="${i % 2 ? '#FF8FAB' : '#FFB3C6'}" transform="rotate(${i * 45})"/>`,
).join('')

const focusCorner = (x: number, y: number, sx: number, sy: number) =>
  `<path d="M ${x} ${y + sy * 60} L ${x} ${y} L ${x + sx * 60} ${y}" stroke="#FFFFFF" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`

const photoNature = thumbnailScene({
  name: 'photo-nature',
  background: ['#DFF3E4', '#9ED8B5'],
  seed: 82,
  body:
    '<path d="M 400 560 C 396 480 404 420 400 330" stroke="#3A7D44" stroke-width="16" fill="none" stroke-linecap="round"/>' +
    '<path d="M 400 470 C 340 430 300 440 270 470 C 320 500 360 490 400 470 Z" fill="#57A773"/>' +
    '<path d="M 402 430 C 460 390 500 400 530 430 C 480 460 440 450 402 430 Z" fill="#57A773"/>' +
    `<g transform="translate(400 250)">${petals}<circle r="46" fill="#FFB703"/><circle r="30" fill="#FB8500" opacity="0.6"/></g>` +
    '<g transform="translate(560 150) rotate(-15)">' +
    '<ellipse cx="-8" cy="-34" rx="26" ry="18" fill="#fff" opacity="0.75" transform="rotate(-25)"/>' +
    '<ellipse cx="20" cy="-32" rx="24" ry="16" fill="#fff" opacity="0.75" transform="rotate(20)"/>' +
    '<ellipse cx="0" cy="0" rx="42" ry="28" fill="#FFC83D"/>' +
    '<path d="M -14 -26 L -14 26 M 8 -27 L 8 27" stroke="#2B2D42" stroke-width="10"/>' +
    '<circle cx="36" cy="-4" r="16" fill="#2B2D42"/><circle cx="40" cy="-8" r="4" fill="#fff"/></g>' +
    focusCorner(200, 90, 1, 1) +
    focusCorner(600, 90, -1, 1) +
    focusCorner(200, 510, 1, -1) +
    focusCorner(600, 510, -1, -1) +
    '<circle cx="400" cy="300" r="8" fill="none" stroke="#fff" stroke-width="4" opacity="0.8"/>',
})

const filmHoles = (count: number, y: number) =>
  Array.from(
    { length: count },
    (_, i) => `<rect x="${-330 + i * 56}" y="${y}" width="30" height="20" rx="4" fill="#FFF2D1"/>`,
  ).join('')

const photoFilm = thumbnailScene({
  name: 'photo-film',
  background: CATEGORY_BACKGROUNDS.photography,
  seed: 83,
  body:
    '<g transform="translate(400 120) rotate(-7) scale(0.9)">' +
    '<rect x="-360" y="-60" width="720" height="120" fill="#2B2D42"/>' +
    filmHoles(13, -50) +
    filmHoles(13, 30) +
    [-250, -80, 90, 260]
      .map(
        (x, i) =>
          `<rect x="${x - 70}" y="-24" width="140" height="48" rx="4" fill="${['#8ECAE6', '#FFB703', '#F15BB5', '#90BE6D'][i]}"/>`,
      )
      .join('') +
    '</g>' +
    '<g transform="translate(410 400)">' +
    '<rect x="-190" y="-40" width="380" height="190" rx="16" fill="#2B2D42"/>' +
    '<rect x="-160" y="10" width="150" height="14" rx="7" fill="#fff" opacity="0.85"/>' +
    '<rect x="-160" y="48" width="230" height="14" rx="7" fill="#fff" opacity="0.55"/>' +
    '<rect x="-160" y="86" width="110" height="14" rx="7" fill="#fff" opacity="0.55"/>' +
    '<rect x="-190" y="-70" width="380" height="44" rx="8" fill="#3A3F58"/>' +
    '<g transform="translate(-190 -72) rotate(-18)">' +
    '<rect x="0" y="-46" width="380" height="46" rx="8" fill="#F1FAEE"/>' +
    [0, 1, 2, 3, 4, 5]
      .map(
        (i) =>
          `<path d="M ${20 + i * 64} -46 L ${56 + i * 64} -46 L ${30 + i * 64} 0 L ${-6 + i * 64} 0 Z" fill="#2B2D42"/>`,
      )
      .join('') +
    '</g><circle cx="-190" cy="-72" r="12" fill="#C4CAD4"/></g>',
})

export const CREATIVE_THUMBNAILS: readonly Thumbnail[] = [
  artPaint,
  artClay,
  artDraw,
  musicPiano,
  musicDance,
  musicGuitar,
  photoCamera,
  photoNature,
  photoFilm,
]
