/**
 * The frame of the privacy policy and the terms, which anyone may read: a guest sees them in the
 * guest card (the layout gives it) with the way back to sign-in, a signed-in user in the app.
 * The note on which language is the original comes first.
 */
import Alert from '@mui/material/Alert';
import { useAppServices } from '../../AppServicesContext';
import { BackToLoginLink } from '../../components/BackToLoginLink';
import { HOME_CRUMB, PageHeader } from '../../components/PageHeader';
import type { LegalDocument, Localized } from './content/types';
import { InfoArticle, Sections, useLocalized } from './InfoBlocks';

const LOGIN_CRUMB = { label: 'registry.login.title', to: '/login' };

export function LegalPage({
  title,
  content,
}: {
  title: string;
  content: Localized<LegalDocument>;
}) {
  const { tokens } = useAppServices();
  const guest = !tokens.getAccessToken();
  const text = useLocalized(content);
  return (
    <InfoArticle>
      <PageHeader title={title} crumbs={[guest ? LOGIN_CRUMB : HOME_CRUMB]} />
      <Alert severity="info" sx={{ mb: 2 }}>
        {text.notice}
      </Alert>
      <Sections sections={text.sections} />
      {guest ? <BackToLoginLink /> : null}
    </InfoArticle>
  );
}
