/**
 * The index of a long protocol form: every section with whether it holds data and how many
 * errors it shows (a dot for data, a warning sign instead while it has errors), each a button
 * that scrolls to the section and moves the focus there. Beside the form from 900 px (sticky, a
 * column of its own), above it on a phone as a row of chips that scrolls sideways. A navigation
 * landmark; each button's name carries its state for screen readers ("Diagnosis, has data, 2
 * errors"), and the section being read is marked, to the eye and as `aria-current`. On a saved
 * version's page, a section its save changed bears a pencil ("…, changed by this save").
 */
import CircleIcon from '@mui/icons-material/Circle';
import ChangedIcon from '@mui/icons-material/EditOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import type { FormSection } from './formSections';
import { sectionElementId } from './formSections';
import { useCurrentSection } from './useCurrentSection';

/** Scrolls to a section and moves the focus to it (smoothly unless the user asks for less motion). */
export function jumpToSection(name: string) {
  const section = document.getElementById(sectionElementId(name));
  if (!section) return;
  const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  section.scrollIntoView?.({ behavior: still ? 'auto' : 'smooth', block: 'start' });
  section.focus({ preventScroll: true });
}

function SectionButton({ section, current }: { section: FormSection; current: boolean }) {
  const translate = useTranslate();
  // Errors take the icon's place. A section with data is a filled dot, not a green tick: a tick
  // read as "complete" beside a treatment course whose required start date was still empty.
  const [StateIcon, color] = section.errors
    ? [ErrorOutlineIcon, 'error.main']
    : section.hasData
      ? [CircleIcon, 'primary.main']
      : [RadioButtonUncheckedIcon, 'text.disabled'];
  const errors = section.errors
    ? translate('forms.sections.errors', { smart_count: section.errors })
    : null;
  // Its name says all: "Diagnosis, has data, 2 errors"; the icon and badge say it to the eye.
  const name = [
    section.title,
    translate(section.hasData ? 'forms.sections.hasData' : 'forms.sections.noData'),
    ...(errors ? [errors] : []),
    ...(section.changed ? [translate('forms.versions.sectionChanged')] : []),
  ].join(', ');
  return (
    <ButtonBase
      aria-label={name}
      aria-current={current ? 'location' : undefined}
      onClick={() => jumpToSection(section.name)}
      sx={{
        width: '100%',
        justifyContent: 'flex-start',
        gap: 1,
        px: { xs: 1.5, md: 1 },
        py: { xs: 0.75, md: 0.75 },
        borderRadius: { xs: 4, md: 1 },
        border: { xs: 1, md: 0 },
        borderColor: { xs: section.errors ? 'error.main' : 'divider' },
        textAlign: 'left',
        typography: 'body2',
        whiteSpace: { xs: 'nowrap', md: 'normal' },
        '&:hover': { bgcolor: 'action.hover' },
        // The section being read: shaded, with a bar on its left beside the form.
        '&[aria-current]': {
          bgcolor: 'action.selected',
          boxShadow: (theme) => ({ md: `inset 3px 0 0 ${theme.palette.primary.main}` }),
          fontWeight: 500,
        },
        '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
      }}
    >
      <StateIcon aria-hidden fontSize="small" sx={{ color, flexShrink: 0 }} />
      <Box component="span" sx={{ flex: { md: 1 }, minWidth: 0 }}>
        {section.title}
      </Box>
      {section.changed ? (
        <ChangedIcon aria-hidden fontSize="small" sx={{ color: 'warning.main', flexShrink: 0 }} />
      ) : null}
      {errors ? (
        <Box
          component="span"
          aria-hidden
          sx={{
            flexShrink: 0,
            px: 0.75,
            borderRadius: 2,
            bgcolor: 'error.main',
            color: 'error.contrastText',
            typography: 'caption',
            fontWeight: 600,
          }}
        >
          {errors}
        </Box>
      ) : null}
    </ButtonBase>
  );
}

export function FormSectionIndex({
  sections,
  sx,
}: {
  sections: readonly FormSection[];
  sx?: SxProps<Theme>;
}) {
  const translate = useTranslate();
  const label = translate('forms.sections.label');
  const current = useCurrentSection(sections.map((section) => section.name));
  return (
    <Box component="nav" aria-label={label} sx={sx}>
      <Typography
        variant="overline"
        component="p"
        color="text.secondary"
        sx={{ display: { xs: 'none', md: 'block' }, px: 1 }}
      >
        {label}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'flex',
          flexDirection: { xs: 'row', md: 'column' },
          gap: { xs: 1, md: 0.25 },
          overflowX: { xs: 'auto', md: 'visible' },
          // Room for the focus ring inside the scrolling row.
          py: { xs: 0.5, md: 0 },
          px: { xs: 0.25, md: 0 },
        }}
      >
        {sections.map((section) => (
          <Box component="li" key={section.name} sx={{ flexShrink: 0 }}>
            <SectionButton section={section} current={section.name === current} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
