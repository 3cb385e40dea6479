import { useTranslation } from '@/lib/i18n/use-translation';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { RequestResetForm } from './request-reset-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

export const AUTH_TABS = ['signin', 'signup', 'reset'] as const;
export type AuthTab = (typeof AUTH_TABS)[number];

export function isAuthTab(value: string | null): value is AuthTab {
  return (AUTH_TABS as readonly (string | null)[]).includes(value);
}

type AuthTabsProps = {
  tab: AuthTab;
  onTabChange: (tab: AuthTab) => void;
  onSignedIn: () => void;
};

/** SPEC §2: the three tabs of /auth — sign in, sign up, password recovery. */
export function AuthTabs({ tab, onTabChange, onSignedIn }: AuthTabsProps) {
  const { t } = useTranslation();
  return (
    <Tabs
      value={tab}
      onValueChange={(value) => {
        if (isAuthTab(value)) onTabChange(value);
      }}
    >
      <TabsList aria-label={t('auth.tabs.label')}>
        <TabsTrigger value="signin">{t('auth.tabs.signIn')}</TabsTrigger>
        <TabsTrigger value="signup">{t('auth.tabs.signUp')}</TabsTrigger>
        <TabsTrigger value="reset">{t('auth.tabs.reset')}</TabsTrigger>
      </TabsList>
      <TabsContent value="signin">
        <SignInForm onSignedIn={onSignedIn} />
      </TabsContent>
      <TabsContent value="signup">
        <SignUpForm />
      </TabsContent>
      <TabsContent value="reset">
        <RequestResetForm />
      </TabsContent>
    </Tabs>
  );
}
