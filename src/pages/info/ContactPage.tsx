/**
 * /contact: the foundation that runs the registry, its address, email, phone and hours and its
 * data protection officer, as the server's settings give them (GET /api/v1/info/contact). What
 * the settings do not give yet is said to be not set, with whom to ask meanwhile.
 */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useDataProvider } from 'react-admin';
import type { ContactDetails } from '../../../domain/info';
import { LoadingBar, QueryState } from '../../components/LoadState';
import { HOME_CRUMB, PageHeader } from '../../components/PageHeader';
import type { OncoregDataProvider } from '../../providers/dataProvider';
import { CONTACT } from './content/contact';
import type { ContactTexts } from './content/contact';
import { Blocks, InfoArticle, useLocalized } from './InfoBlocks';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ ml: 0, mb: 1.5 }}>
        {children}
      </Typography>
    </>
  );
}

/** A phone number as a `tel:` address: digits and the leading plus only. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function FoundationCard({ contact, texts }: { contact: ContactDetails; texts: ContactTexts }) {
  const { address, postalCode, city, email, phone, hours } = contact;
  const place = [postalCode, city].filter(Boolean).join(' ');
  const any = address || place || email || phone || hours;
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {contact.organisation ?? texts.foundation}
        </Typography>
        {any ? (
          <Box component="dl" sx={{ m: 0 }}>
            {address || place ? (
              <Detail label={texts.address}>
                {address}
                {address && place ? <br /> : null}
                {place}
              </Detail>
            ) : null}
            {email ? (
              <Detail label={texts.email}>
                <Link href={`mailto:${email}`}>{email}</Link>
              </Detail>
            ) : null}
            {phone ? (
              <Detail label={texts.phone}>
                <Link href={telHref(phone)}>{phone}</Link>
              </Detail>
            ) : null}
            {hours ? <Detail label={texts.hours}>{hours}</Detail> : null}
          </Box>
        ) : (
          <Typography color="text.secondary">{texts.notSet}</Typography>
        )}
      </CardContent>
    </Card>
  );
}

function DataProtectionCard({ contact, texts }: { contact: ContactDetails; texts: ContactTexts }) {
  const email = contact.dataProtectionOfficerEmail;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {texts.dataProtectionOfficer}
        </Typography>
        {email ? (
          <Typography>
            {texts.dataProtectionIntro} <Link href={`mailto:${email}`}>{email}</Link>
          </Typography>
        ) : (
          <Typography color="text.secondary">{texts.dataProtectionNotSet}</Typography>
        )}
      </CardContent>
    </Card>
  );
}

export function ContactPage() {
  const texts = useLocalized(CONTACT);
  const dataProvider = useDataProvider<OncoregDataProvider>();
  const contact = useQuery({
    queryKey: ['info', 'contact'],
    queryFn: () => dataProvider.contactDetails(),
    // A failure is shown at once, with the way to ask again.
    retry: false,
  });
  return (
    <InfoArticle>
      <PageHeader title="info.contact" crumbs={[HOME_CRUMB]} />
      <Blocks blocks={texts.intro} />
      <QueryState query={contact} loading={<LoadingBar sx={{ mb: 2 }} />}>
        {(details) => (
          <>
            <FoundationCard contact={details} texts={texts} />
            <DataProtectionCard contact={details} texts={texts} />
          </>
        )}
      </QueryState>
    </InfoArticle>
  );
}
