import { Link } from 'react-router'
import { PageContainer } from '@/components/page-container'
import { PageHeader } from '@/components/page-header'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { useAuth } from '@/lib/auth-context'
import { useDocumentTitle } from '@/lib/use-document-title'
import { AvatarField } from '../components/profile/avatar-field'
import { NameForm } from '../components/profile/name-form'

export function ProfilePage() {
  useDocumentTitle('My Profile')
  const { profile, user } = useAuth()

  return (
    <PageContainer className="max-w-3xl space-y-6">
      <PageHeader title="My Profile" subtitle="How providers and our team see you." />
      {profile && user && (
        <>
          <Card>
            <CardHeader>
              <CardTitle>Photo</CardTitle>
              <CardDescription>Shown next to your name in the menu.</CardDescription>
            </CardHeader>
            <CardContent>
              <AvatarField profile={profile} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Your name</CardTitle>
              <CardDescription>Providers see it on your bookings.</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-6">
              <NameForm profile={profile} />
              <div className="grid gap-2 border-t pt-6">
                <Label htmlFor="profile-email">Email</Label>
                <Input
                  id="profile-email"
                  value={user.email}
                  readOnly
                  aria-describedby="profile-email-hint"
                  className="bg-muted text-muted-foreground"
                />
                <p id="profile-email-hint" className="text-muted-foreground text-sm">
                  You sign in with this address. Change it in{' '}
                  <Link
                    to="/settings"
                    className="font-medium text-primary underline underline-offset-4 hover:decoration-2"
                  >
                    Settings
                  </Link>
                  .
                </p>
              </div>
            </CardContent>
          </Card>
        </>
      )}
    </PageContainer>
  )
}
