/**
 * /help: a section for each screen, those every user works with first and the central
 * administrators' after, with a table of contents that links to each.
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { HOME_CRUMB, PageHeader } from '../../components/PageHeader';
import { HELP } from './content/help';
import { InfoArticle, Sections, useLocalized } from './InfoBlocks';

export function HelpPage() {
  const help = useLocalized(HELP);
  return (
    <InfoArticle>
      <PageHeader title="info.help" crumbs={[HOME_CRUMB]} />
      <Typography sx={{ mb: 2 }}>{help.intro}</Typography>
      <Box component="nav" aria-label={help.contents} sx={{ mb: 3 }}>
        {help.groups.map((group) => (
          <Box key={group.heading} sx={{ mb: 1 }}>
            <Typography variant="subtitle2" component="p">
              {group.heading}
            </Typography>
            <Box component="ul" sx={{ mt: 0.5, mb: 0, pl: 3 }}>
              {group.sections.map((section) => (
                <li key={section.id}>
                  <Link href={`#${section.id}`}>{section.heading}</Link>
                </li>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
      {help.groups.map((group) => (
        <Box component="section" key={group.heading} sx={{ mb: 2 }}>
          <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
            {group.heading}
          </Typography>
          <Sections sections={group.sections} level="h3" />
        </Box>
      ))}
    </InfoArticle>
  );
}
