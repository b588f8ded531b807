/** The signed-in home page: a greeting and the previous sign-in. The dashboard comes later. */
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { format, isValid, parseISO } from 'date-fns';
import { useTranslate } from 'react-admin';
import { useAccount } from '../AppServicesContext';
import { PageHeader } from '../components/PageHeader';
import { useDateLocale } from '../components/useDateLocale';

export function HomePage() {
  const account = useAccount();
  const translate = useTranslate();
  const dateLocale = useDateLocale();
  if (!account) return null;
  // The sign-in before this one: the current one is always just now.
  const lastLogin = account.previousLogin ? parseISO(account.previousLogin) : null;
  return (
    <>
      <PageHeader title="registry.home.title" />
      <Card>
        <CardContent>
          <Typography variant="h6" component="p">
            {translate('registry.home.greeting', { name: account.firstName })}
          </Typography>
          <Typography color="text.secondary" data-testid="last-login">
            {lastLogin && isValid(lastLogin)
              ? translate('registry.home.lastLogin', {
                  date: format(lastLogin, 'PPPp', { locale: dateLocale }),
                })
              : translate('registry.home.firstSignIn')}
          </Typography>
        </CardContent>
      </Card>
    </>
  );
}
