import type { Role, SignInResponse } from '@afc/contracts'
import { useState } from 'react'
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router'
import { LoadingScreen } from '@/components/loading-screen'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { useAuth } from '@/lib/auth-context'
import { readAuthNavigationState } from '@/lib/auth-navigation'
import { useDocumentTitle } from '@/lib/use-document-title'
import { AdminSignUpRefusedNote, ApprovalNote, EmailConfirmedNote } from '../components/auth-notes'
import { LoginForm } from '../components/login-form'
import { RolePicker } from '../components/role-picker'
import { SignUpForm } from '../components/sign-up-form'
import { landingAfterSignIn } from '../lib/landing-after-sign-in'

type AuthTab = 'login' | 'signup'

export function AuthPage() {
  const { isLoading } = useAuth()
  const location = useLocation()
  if (isLoading) return <LoadingScreen />
  // A new visit to /auth (e.g. the header's Vendor button while already here) starts afresh.
  return <AuthScreen key={location.key} />
}

function AuthScreen() {
  const { session } = useAuth()
  // Only a user who arrives signed in is sent home; one who signs in here goes on below.
  const [arrivedSignedIn] = useState(session !== null)
  const navigate = useNavigate()
  const navigationState = readAuthNavigationState(useLocation().state)
  const [searchParams] = useSearchParams()
  const [tab, setTab] = useState<AuthTab>(navigationState.defaultTab ?? 'login')
  const [role, setRole] = useState<Role>(navigationState.role ?? 'customer')
  const [registeredEmail, setRegisteredEmail] = useState('')
  useDocumentTitle(tab === 'login' ? 'Login' : 'Sign Up')

  if (arrivedSignedIn) return <Navigate to="/" replace />

  function continueAfterSignIn(response: SignInResponse) {
    void navigate(landingAfterSignIn(navigationState, response), { replace: true })
  }

  function switchToLogin(email: string) {
    setRegisteredEmail(email)
    setTab('login')
  }

  return (
    <div className="bg-linear-to-br from-teal-50 via-background to-amber-50">
      <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
        <Card>
          <CardHeader className="text-center">
            <h1 className="font-bold text-2xl tracking-tight">
              {tab === 'login' ? 'Welcome Back' : 'Create an Account'}
            </h1>
            <p className="text-balance text-muted-foreground text-sm">
              {navigationState.role
                ? `Sign in as ${navigationState.role}`
                : 'Sign in to your account or create a new one'}
            </p>
          </CardHeader>
          <CardContent className="grid gap-6">
            {searchParams.get('verified') === '1' && <EmailConfirmedNote />}
            <Tabs
              value={tab}
              onValueChange={(value) => setTab(value === 'signup' ? 'signup' : 'login')}
              className="gap-6"
            >
              <TabsList className="w-full">
                <TabsTrigger value="login">Login</TabsTrigger>
                <TabsTrigger value="signup">Sign Up</TabsTrigger>
              </TabsList>
              <RolePicker value={role} onChange={setRole} />
              <TabsContent value="login">
                <LoginForm
                  role={role}
                  defaultEmail={registeredEmail}
                  onSignedIn={continueAfterSignIn}
                />
              </TabsContent>
              <TabsContent value="signup" className="grid gap-4">
                {role === 'admin' && <AdminSignUpRefusedNote />}
                <SignUpForm role={role} onRegistered={switchToLogin} />
              </TabsContent>
            </Tabs>
            <ApprovalNote />
          </CardContent>
        </Card>
      </div>
    </div>
  )
}
