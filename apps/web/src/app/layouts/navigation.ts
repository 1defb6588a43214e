export interface NavLinkItem {
  label: string
  to: string
}

export const headerLinks: NavLinkItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Activities', to: '/activities' },
  { label: 'Locations', to: '/locations' },
  { label: 'About', to: '/about' },
  { label: 'Contact', to: '/contact' },
  { label: 'For Providers', to: '/vendor' },
]

export interface FooterLinkGroup {
  title: string
  links: NavLinkItem[]
}

export const footerLinkGroups: FooterLinkGroup[] = [
  {
    title: 'For Families',
    links: [
      { label: 'Browse Activities', to: '/activities' },
      { label: 'Locations', to: '/locations' },
      { label: 'How It Works', to: '/how-it-works' },
      { label: 'FAQ', to: '/faq' },
    ],
  },
  {
    title: 'For Providers',
    links: [
      { label: 'Provider Dashboard', to: '/vendor' },
      { label: 'How It Works', to: '/vendor/how-it-works' },
      { label: 'Pricing', to: '/vendor/pricing' },
      { label: 'Resources', to: '/vendor/resources' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About Us', to: '/about' },
      { label: 'Contact', to: '/contact' },
      { label: 'Careers', to: '/careers' },
      { label: 'Blog', to: '/blog' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Terms of Service', to: '/terms' },
      { label: 'Privacy Policy', to: '/privacy' },
      { label: 'Cookie Policy', to: '/cookies' },
    ],
  },
]
