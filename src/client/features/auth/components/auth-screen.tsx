import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { PageSpinner } from '@/client/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { usePageTitle } from '@/client/lib/use-page-title';
import { useAuth } from '../auth-provider';
import { useReturnPath } from '../use-return-path';
import { AuthCard, AuthFrame } from './auth-frame';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { SocialButtons } from './social-buttons';
import { SocialSignInErrorAlert, socialSignInError } from './social-sign-in-error';

type View = 'login' | 'register' | 'forgot';

const headings: Record<View, { title: string; lead: string }> = {
  login: { title: 'Welcome back', lead: 'Sign in to share your Top 5 and see what everyone else picked.' },
  register: { title: 'Create your account', lead: 'Join the community and start ranking your favourites.' },
  forgot: {
    title: 'Reset your password',
    lead: "Enter your email and we'll send you a link to choose a new one.",
  },
};

/** /auth: Login and Register tabs and the forgot-password view (docs/product.md section 2 Auth). */
export function AuthScreen() {
  const { user, isLoading } = useAuth();
  const next = useReturnPath();
  const [params, setParams] = useSearchParams();
  const [view, setView] = useState<View>(params.get('tab') === 'register' ? 'register' : 'login');
  // Carried between views: the email typed in one form prefills the next.
  const [email, setEmail] = useState('');
  usePageTitle(view === 'register' ? 'Register' : view === 'forgot' ? 'Forgot password' : 'Sign in');

  // A refused social sign-in lands here with ?error=<code>&provider=...: the message stays on screen while
  // the address is cleaned, so a reload or a shared link does not show it again.
  const [socialError] = useState(() => socialSignInError(params));
  // An account deleted after confirming with Google or Facebook lands here signed out.
  const [accountDeleted] = useState(() => params.get('notice') === 'account_deleted');
  useEffect(() => {
    if (!params.has('error') && !params.has('notice')) return;
    const rest = new URLSearchParams(params);
    rest.delete('error');
    rest.delete('provider');
    rest.delete('notice');
    setParams(rest, { replace: true });
  }, [params, setParams]);

  if (isLoading) return <PageSpinner />;
  if (user) return <Navigate to={next} replace />;

  const { title, lead } = headings[view];
  return (
    <AuthFrame showcase width={view === 'register' ? 'lg' : 'md'}>
      <div className="mb-6 grid gap-2 text-center sm:text-left">
        <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
        <p className="text-muted-foreground">{lead}</p>
      </div>
      <AuthCard>
        {socialError ? <SocialSignInErrorAlert error={socialError} /> : null}
        {accountDeleted ? (
          <p role="status" className="mb-6 rounded-lg border bg-muted/60 px-3 py-2.5 text-sm font-medium">
            Your account has been deleted, with everything it held.
          </p>
        ) : null}
        {view === 'forgot' ? (
          <ForgotPasswordForm defaultEmail={email} onBack={() => setView('login')} />
        ) : (
          <div className="grid gap-6">
            <Tabs value={view} onValueChange={(next) => setView(next as View)}>
              <TabsList className="w-full">
                <TabsTrigger value="login">Login</TabsTrigger>
                <TabsTrigger value="register">Register</TabsTrigger>
              </TabsList>
              <TabsContent value="login">
                <LoginForm
                  key={email}
                  defaultEmail={email}
                  onForgotPassword={(typed) => {
                    setEmail(typed);
                    setView('forgot');
                  }}
                />
              </TabsContent>
              <TabsContent value="register">
                <RegisterForm
                  onRegistered={(registered) => {
                    setEmail(registered);
                    setView('login');
                  }}
                />
              </TabsContent>
            </Tabs>
            <SocialButtons />
          </div>
        )}
      </AuthCard>
    </AuthFrame>
  );
}
