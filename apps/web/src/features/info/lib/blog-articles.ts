export interface BlogArticle {
  slug: string
  title: string
  topic: string
  readingTime: string
  paragraphs: string[]
}

/** The Parenting Tips from the home page, in full. */
export const blogArticles: BlogArticle[] = [
  {
    slug: 'choosing-the-right-activity',
    title: "Choosing the Right Activity for Your Child's Age",
    topic: 'Getting started',
    readingTime: '3 min read',
    paragraphs: [
      'Under five, children learn through play and short bursts of attention. Look for sessions of 45 minutes or less, with lots of movement and a parent welcome to stay. The goal is joy, not skill.',
      'Between six and nine, most children are ready for a group with a teacher and a simple goal: a finished painting, a first swimming width, a song for the last session. Courses of a few weeks work well because progress becomes visible.',
      'From ten, let your child lead. Ask what they would like to get better at, and try a single event or trial class before committing to a term. A good sign they are ready for more: they talk about the activity without being asked.',
    ],
  },
  {
    slug: 'balancing-school-and-activities',
    title: 'Balancing School and After-School Activities',
    topic: 'Family life',
    readingTime: '3 min read',
    paragraphs: [
      'Start with the free time, not the activities. Mark the evenings that must stay free for homework, rest and simply being bored, then fit activities around them.',
      'One active and one creative or calm activity per week is a balance many families find sustainable. Weekend sessions take pressure off school nights, and the weekend filter shows them in one click.',
      'Check in after a few weeks. Tiredness, dragging feet and forgotten kit are signs to drop something; excitement and practising at home are signs it fits.',
    ],
  },
  {
    slug: 'why-creative-play-matters',
    title: 'Why Creative Play Matters',
    topic: 'Development',
    readingTime: '3 min read',
    paragraphs: [
      'Art, music and building projects have no single right answer. That is exactly their value: children practise trying, failing, adjusting and trying again, without a grade attached.',
      'Creative sessions also build focus. A child who spends forty minutes on a clay figure or a short melody is training the same attention they need in class.',
      'You do not need to judge the result. Ask your child to tell you about what they made, and you will learn more about what they enjoyed than any finished piece could show.',
    ],
  },
]
