/** A page's breadcrumbs, its heading and the document title, from message keys. */
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';

export interface Crumb {
  /** A message key. */
  label: string;
  to: string;
}

export function useDocumentTitle(titleKey: string) {
  const translate = useTranslate();
  const title = translate(titleKey);
  const appName = translate('registry.app.name');
  useEffect(() => {
    document.title = title === appName ? appName : `${title} · ${appName}`;
  }, [title, appName]);
}

export function PageHeader({
  title,
  crumbs = [],
  current = title,
}: {
  title: string;
  crumbs?: Crumb[];
  /** The last crumb's message key, where the heading would repeat the crumb before it. */
  current?: string;
}) {
  const translate = useTranslate();
  useDocumentTitle(title);
  return (
    <>
      <Breadcrumbs aria-label={translate('registry.breadcrumbs.label')} sx={{ mb: 1 }}>
        {crumbs.map((crumb) => (
          <Link
            key={crumb.to}
            component={RouterLink}
            to={crumb.to}
            underline="hover"
            color="inherit"
          >
            {translate(crumb.label)}
          </Link>
        ))}
        <Typography color="text.primary" aria-current="page">
          {translate(current)}
        </Typography>
      </Breadcrumbs>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate(title)}
      </Typography>
    </>
  );
}

/** The crumb every signed-in page starts from. */
export const HOME_CRUMB: Crumb = { label: 'registry.breadcrumbs.home', to: '/' };
