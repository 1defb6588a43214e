import { Link, useLocation, useNavigate, useParams } from 'react-router'
import { ErrorAlert } from '@/components/error-alert'
import { LoadingStatus } from '@/components/loading-status'
import { PageContainer } from '@/components/page-container'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { useAuth } from '@/lib/auth-context'
import { type AuthNavigationState, providerHome } from '@/lib/auth-navigation'
import { failureMessage } from '@/lib/problem-feedback'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useAcceptStaffInvitation } from '../api/accept-staff-invitation'
import { useStaffInvitation } from '../api/staff-invitation'
import { InvitationSignUpForm } from '../components/invitation-sign-up-form'

const ROLE_WORDS = { manager: 'a manager', instructor: 'an instructor' } as const

/** The invitation link: sign up (or accept signed in) and land in the provider area. */
export function StaffInvitationPage() {
  useDocumentTitle('Join a provider')
  const { token = '' } = useParams()
  const location = useLocation()
  const navigate = useNavigate()
  const { user, refreshProfile } = useAuth()
  const invitation = useStaffInvitation(token)
  const accept = useAcceptStaffInvitation()

  const joined = async () => {
    await refreshProfile()
    navigate(providerHome(invitation.data?.role), { replace: true })
  }
  const signIn: AuthNavigationState = { from: location.pathname, defaultTab: 'login' }

  return (
    <PageContainer className="max-w-xl py-10">
      {invitation.isPending && <LoadingStatus label="Opening your invitation..." />}
      {invitation.isError && <h1 className="mb-4 font-semibold text-2xl">Join a provider</h1>}
      {invitation.isError && (
        <ErrorAlert title="This invitation cannot be used">
          {failureMessage(invitation.error, 'This invitation link is not valid.')}
        </ErrorAlert>
      )}
      {invitation.data && (
        <Card>
          <CardHeader>
            <h1 className="font-semibold text-xl leading-tight">
              Join {invitation.data.businessName}
            </h1>
            <CardDescription>
              You are invited as {ROLE_WORDS[invitation.data.role]}, with {invitation.data.email}.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            {user ? (
              <>
                {user.email !== invitation.data.email && (
                  <p className="text-sm">
                    You are signed in as {user.email}. Sign out and sign in as{' '}
                    {invitation.data.email} to accept.
                  </p>
                )}
                {accept.isError && (
                  <ErrorAlert title="Could not join">
                    {failureMessage(accept.error, 'Something went wrong')}
                  </ErrorAlert>
                )}
                <Button
                  disabled={accept.isPending}
                  onClick={() => accept.mutate(token, { onSuccess: joined })}
                >
                  {accept.isPending ? 'Joining...' : 'Accept and join'}
                </Button>
              </>
            ) : (
              <>
                <InvitationSignUpForm
                  token={token}
                  email={invitation.data.email}
                  onJoined={joined}
                />
                <p className="text-sm">
                  Already have an account?{' '}
                  <Link className="underline" to="/auth" state={signIn}>
                    Sign in
                  </Link>{' '}
                  and come back to this link.
                </p>
              </>
            )}
          </CardContent>
        </Card>
      )}
    </PageContainer>
  )
}
