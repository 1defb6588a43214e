import { Cookie } from 'lucide-react'
import { Link } from 'react-router'
import { InfoPage } from '../components/info-page'
import { InfoSection } from '../components/info-section'

export function CookiesPage() {
  return (
    <InfoPage
      title="Cookie Policy"
      icon={Cookie}
      intro="One cookie, only when you sign in. No analytics, no advertising, no tracking."
    >
      <InfoSection title="The session cookie">
        <p>
          When you sign in we set one HttpOnly session cookie. It tells our server that the next
          request comes from you, so you stay signed in. Scripts on the page cannot read it, and it
          is removed when you sign out (otherwise it expires after 30 days without a visit).
        </p>
      </InfoSection>
      <InfoSection title="What we do not use">
        <p>
          No analytics cookies, no advertising or social-media cookies, and no third-party scripts
          that could set their own. That is why you see no cookie banner here.
        </p>
      </InfoSection>
      <InfoSection title="Favorites without an account">
        <p>
          If you save favorites without signing in, they are kept in your browser's local storage,
          not in a cookie, and are never sent to us. Clearing your browser's site data removes them.
        </p>
      </InfoSection>
      <InfoSection title="More">
        <p>
          Read the <Link to="/privacy">privacy policy</Link> for what we store and why.
        </p>
      </InfoSection>
    </InfoPage>
  )
}
