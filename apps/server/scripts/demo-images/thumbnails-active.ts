import { cloud, pineTree, soccerBall, sun } from './shapes.ts'
import { CATEGORY_BACKGROUNDS, type Thumbnail, thumbnailScene } from './thumbnail-scene.ts'

const grass = (y: number) =>
  `<rect x="0" y="${y}" width="800" height="${600 - y}" fill="#6CC04A"/>` +
  Array.from(
    { length: 5 },
    (_, i) =>
      `<rect x="${i * 180 - 20}" y="${y}" width="90" height="${600 - y}" fill="#5DB23D" opacity="0.6"/>`,
  ).join('')

const net = (x: number, y: number, width: number, height: number, step: number) => {
  let lines = ''
  for (let dx = step; dx < width; dx += step) {
    lines += `<line x1="${x + dx}" y1="${y}" x2="${x + dx}" y2="${y + height}"/>`
  }
  for (let dy = step; dy < height; dy += step) {
    lines += `<line x1="${x}" y1="${y + dy}" x2="${x + width}" y2="${y + dy}"/>`
  }
  return `<g stroke="#FFFFFF" stroke-width="3" opacity="0.55">${lines}</g>`
}

const sportsSoccer = thumbnailScene({
  name: 'sports-soccer',
  background: ['#CFEFFF', '#E9F9FF'],
  seed: 41,
  ground: false,
  body:
    cloud(160, 90, 90) +
    cloud(640, 70, 70) +
    grass(400) +
    net(180, 150, 440, 250, 30) +
    '<path d="M 180 400 L 180 150 L 620 150 L 620 400" stroke="#FFFFFF" stroke-width="16" fill="none" stroke-linejoin="round"/>' +
    '<ellipse cx="470" cy="530" rx="110" ry="18" fill="#2B2D42" opacity="0.15"/>' +
    soccerBall(460, 440, 95, 'soccer-thumb') +
    '<path d="M 300 420 L 240 420 M 310 460 L 220 460 M 300 500 L 250 500" stroke="#FFFFFF" stroke-width="10" stroke-linecap="round" opacity="0.8"/>',
})

const basketballSeams =
  '<g stroke="#7A2E0E" stroke-width="6" fill="none" stroke-linecap="round">' +
  '<line x1="-86" y1="0" x2="86" y2="0"/><line x1="0" y1="-86" x2="0" y2="86"/>' +
  '<path d="M -60 -62 C -20 -30 -20 30 -60 62"/><path d="M 60 -62 C 20 -30 20 30 60 62"/></g>'

const sportsBasketball = thumbnailScene({
  name: 'sports-basketball',
  background: ['#FFE8D1', '#FFC99A'],
  seed: 42,
  body:
    '<rect x="430" y="70" width="300" height="200" rx="14" fill="#FFFFFF" stroke="#C4CAD4" stroke-width="8"/>' +
    '<rect x="530" y="150" width="100" height="80" fill="none" stroke="#F0545C" stroke-width="8"/>' +
    '<path d="M 515 260 L 540 370 L 620 370 L 645 260" stroke="#FFFFFF" stroke-width="5" fill="none"/>' +
    '<path d="M 530 262 L 580 370 M 630 262 L 580 370 M 552 262 L 600 370 M 608 262 L 560 370" stroke="#FFFFFF" stroke-width="4" fill="none"/>' +
    '<ellipse cx="580" cy="260" rx="70" ry="14" fill="none" stroke="#F77F00" stroke-width="10"/>' +
    '<path d="M 230 430 Q 380 60 540 210" stroke="#FFFFFF" stroke-width="6" stroke-dasharray="4 18" stroke-linecap="round" fill="none" opacity="0.9"/>' +
    `<g transform="translate(230 420) rotate(20)"><circle r="90" fill="#F77F00"/>${basketballSeams}` +
    '<circle cx="-34" cy="-38" r="18" fill="#fff" opacity="0.3"/></g>',
})

const cone = (x: number, y: number, scale: number) =>
  `<g transform="translate(${x} ${y}) scale(${scale})">` +
  '<rect x="-70" y="-14" width="140" height="24" rx="8" fill="#E85D04"/>' +
  '<path d="M -52 -14 L -14 -170 C -8 -186 8 -186 14 -170 L 52 -14 Z" fill="#F48C06"/>' +
  '<path d="M -40 -62 L 40 -62 L 33 -92 L -33 -92 Z M -26 -118 L 26 -118 L 20 -142 L -20 -142 Z" fill="#FFFFFF"/></g>'

const sportsObstacle = thumbnailScene({
  name: 'sports-obstacle',
  background: CATEGORY_BACKGROUNDS.sports,
  seed: 43,
  body:
    '<rect x="330" y="280" width="16" height="210" rx="6" fill="#8D99AE"/>' +
    '<rect x="564" y="280" width="16" height="210" rx="6" fill="#8D99AE"/>' +
    '<rect x="316" y="262" width="278" height="30" rx="10" fill="#FFFFFF"/>' +
    [0, 1, 2, 3]
      .map((i) => `<rect x="${336 + i * 66}" y="262" width="33" height="30" fill="#F0545C"/>`)
      .join('') +
    '<rect x="650" y="120" width="10" height="370" rx="5" fill="#6C757D"/>' +
    '<path d="M 660 126 C 700 110 730 150 770 136 L 770 216 C 730 230 700 190 660 206 Z" fill="#3D8BFD"/>' +
    cone(190, 490, 1) +
    cone(460, 495, 0.7),
})

const footballLaces = [-36, -18, 0, 18, 36]
  .map((x) => `<rect x="${x - 4}" y="-18" width="8" height="36" rx="3" fill="#FFFFFF"/>`)
  .join('')

const sportsFootball = thumbnailScene({
  name: 'sports-football',
  background: ['#D9F2FF', '#BFE7C9'],
  seed: 44,
  ground: false,
  body:
    grass(430) +
    '<g fill="#FFD60A"><rect x="392" y="250" width="16" height="180"/><rect x="250" y="236" width="300" height="16" rx="6"/>' +
    '<rect x="250" y="70" width="16" height="180" rx="6"/><rect x="534" y="70" width="16" height="180" rx="6"/></g>' +
    '<ellipse cx="400" cy="540" rx="150" ry="16" fill="#2B2D42" opacity="0.15"/>' +
    '<g transform="translate(400 420) rotate(-28)">' +
    '<path d="M -170 0 C -110 -96 110 -96 170 0 C 110 96 -110 96 -170 0 Z" fill="#8B4A2B"/>' +
    '<path d="M -128 -44 C -118 -16 -118 16 -128 44 M 128 -44 C 118 -16 118 16 128 44" stroke="#FFFFFF" stroke-width="10" fill="none"/>' +
    '<rect x="-60" y="-4" width="120" height="8" rx="4" fill="#FFFFFF"/>' +
    footballLaces +
    '<path d="M -110 -40 C -60 -66 20 -70 70 -58" stroke="#fff" stroke-width="8" fill="none" opacity="0.25" stroke-linecap="round"/></g>',
})

const outdoorForest = thumbnailScene({
  name: 'outdoor-forest',
  background: ['#FFF1C2', '#D8F0C0'],
  seed: 71,
  ground: false,
  body:
    sun(620, 130, 52, '#FFB703', '#FFD166') +
    cloud(210, 110, 80) +
    '<path d="M 0 380 C 160 300 320 330 460 370 C 600 410 700 340 800 330 L 800 600 L 0 600 Z" fill="#A7D98B"/>' +
    '<path d="M 0 450 C 200 400 400 430 560 460 C 680 480 740 450 800 440 L 800 600 L 0 600 Z" fill="#7CC36B"/>' +
    pineTree(110, 440, 220, '#2D6A4F') +
    pineTree(200, 420, 160, '#40916C') +
    pineTree(690, 470, 240, '#2D6A4F') +
    pineTree(600, 450, 150, '#40916C') +
    '<path d="M 320 520 L 410 380 L 500 520 Z" fill="#F77F00"/>' +
    '<path d="M 410 380 L 440 520 L 500 520 Z" fill="#E85D04"/>' +
    '<path d="M 410 430 L 386 520 L 434 520 Z" fill="#6B2C00"/>' +
    '<path d="M 300 520 L 520 520" stroke="#5A8F3E" stroke-width="6" stroke-linecap="round"/>',
})

const outdoorMountain = thumbnailScene({
  name: 'outdoor-mountain',
  background: ['#BDE0FE', '#E8F4FF'],
  seed: 72,
  ground: false,
  body:
    sun(160, 120, 44, '#FFD166', '#FFE29A') +
    cloud(600, 100, 70) +
    '<path d="M 60 470 L 300 150 L 520 470 Z" fill="#6C7A89"/>' +
    '<path d="M 300 150 L 352 220 L 322 210 L 300 236 L 276 206 L 250 218 Z" fill="#FFFFFF"/>' +
    '<path d="M 300 470 L 540 110 L 790 470 Z" fill="#52616F"/>' +
    '<path d="M 540 110 L 604 200 L 570 186 L 540 214 L 512 186 L 478 200 Z" fill="#FFFFFF"/>' +
    '<rect x="537" y="50" width="6" height="64" fill="#2B2D42"/>' +
    '<path d="M 543 52 L 590 66 L 543 82 Z" fill="#F0545C"/>' +
    '<path d="M 0 450 C 200 420 500 440 800 420 L 800 600 L 0 600 Z" fill="#74C69D"/>' +
    '<path d="M 420 600 C 460 560 380 530 440 500 C 490 476 520 470 540 450" stroke="#E9D8A6" stroke-width="14" fill="none" stroke-dasharray="22 16" stroke-linecap="round"/>' +
    pineTree(90, 560, 170, '#2D6A4F') +
    pineTree(170, 540, 120, '#40916C') +
    pineTree(700, 570, 180, '#2D6A4F'),
})

export const ACTIVE_THUMBNAILS: readonly Thumbnail[] = [
  sportsSoccer,
  sportsBasketball,
  sportsObstacle,
  sportsFootball,
  outdoorForest,
  outdoorMountain,
]
