/** /changelog: the version running now and what each release brought, newest first. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { HOME_CRUMB, PageHeader } from '../../components/PageHeader';
import { CHANGELOG } from './content/changelog';
import { InfoArticle, useLocalized } from './InfoBlocks';

export function ChangelogPage() {
  const changelog = useLocalized(CHANGELOG);
  return (
    <InfoArticle>
      <PageHeader title="info.changelog" crumbs={[HOME_CRUMB]} />
      <Typography sx={{ mb: 3 }} data-testid="current-version">
        {changelog.current} <strong>v{__APP_VERSION__}</strong>
      </Typography>
      {changelog.releases.map((release) => (
        <Box
          component="section"
          key={release.version}
          aria-labelledby={`release-${release.version}`}
        >
          <Typography id={`release-${release.version}`} variant="h5" component="h2" sx={{ mb: 1 }}>
            v{release.version}
          </Typography>
          <Typography sx={{ mb: 2 }}>{release.summary}</Typography>
          {release.areas.map((area) => (
            <Box key={area.heading} sx={{ mb: 2 }}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {area.heading}
              </Typography>
              <Box component="ul" sx={{ mt: 0.5, mb: 0, pl: 3 }}>
                {area.changes.map((change) => (
                  <Typography component="li" key={change} sx={{ mb: 0.5 }}>
                    {change}
                  </Typography>
                ))}
              </Box>
            </Box>
          ))}
        </Box>
      ))}
    </InfoArticle>
  );
}
