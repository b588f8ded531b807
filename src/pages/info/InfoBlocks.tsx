/**
 * What every information page is built of: the text of the interface language, and paragraphs,
 * lists and sections as the content modules (./content) write them.
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useLocaleState } from 'react-admin';
import { DEFAULT_LOCALE, isLocale } from '../../../domain';
import type { Block, Localized, Section } from './content/types';

/** The content in the interface language. */
export function useLocalized<T>(content: Localized<T>): T {
  const [locale] = useLocaleState();
  return content[isLocale(locale) ? locale : DEFAULT_LOCALE];
}

/** Long text reads best in lines of a limited length. */
export function InfoArticle({ children }: { children: ReactNode }) {
  return <Box sx={{ maxWidth: 860 }}>{children}</Box>;
}

function BlockView({ block }: { block: Block }) {
  if (typeof block === 'string') {
    return <Typography sx={{ mb: 1.5 }}>{block}</Typography>;
  }
  if ('items' in block) {
    return (
      <Box component="ul" sx={{ mt: 0, mb: 1.5, pl: 3 }}>
        {block.items.map((item) => (
          <Typography component="li" key={item} sx={{ mb: 0.5 }}>
            {item}
          </Typography>
        ))}
      </Box>
    );
  }
  return (
    <Typography sx={{ mb: 1.5 }}>
      {block.text}{' '}
      <Link component={RouterLink} to={block.link.to}>
        {block.link.label}
      </Link>
    </Typography>
  );
}

export function Blocks({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <BlockView key={index} block={block} />
      ))}
    </>
  );
}

/** Sections under headings of the given level (h2 below the page's h1, h3 below an h2). */
export function Sections({
  sections,
  level = 'h2',
}: {
  sections: readonly Section[];
  level?: 'h2' | 'h3';
}) {
  return (
    <>
      {sections.map((section) => (
        <Box
          component="section"
          key={section.id}
          id={section.id}
          // An anchor link lands below the app bar, not under it.
          sx={{ mb: 3, scrollMarginTop: 80 }}
        >
          <Typography
            variant={level === 'h2' ? 'h6' : 'subtitle1'}
            component={level}
            sx={{ fontWeight: 600, mb: 1 }}
          >
            {section.heading}
          </Typography>
          <Blocks blocks={section.blocks} />
        </Box>
      ))}
    </>
  );
}
