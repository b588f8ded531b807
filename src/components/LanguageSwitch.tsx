/** PL / EN switch; the choice is stored by the i18n provider and applied at the next start. */
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useLocaleState, useTranslate } from 'react-admin';
import { LOCALES, isLocale } from '../../domain';

export function LanguageSwitch({ color = 'standard' }: { color?: 'standard' | 'inherit' }) {
  const [locale, setLocale] = useLocaleState();
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      value={locale}
      exclusive
      size="small"
      aria-label={translate('registry.language.label')}
      onChange={(_event, next: unknown) => {
        if (isLocale(next)) setLocale(next);
      }}
      sx={
        color === 'inherit'
          ? {
              '& .MuiToggleButton-root': { color: 'inherit', borderColor: 'rgba(255,255,255,0.5)' },
              // A darker shade, not a lighter one: white text on a lightened app bar falls
              // under the 4.5:1 contrast WCAG AA asks of text.
              '& .MuiToggleButton-root.Mui-selected, & .MuiToggleButton-root.Mui-selected:hover': {
                color: 'inherit',
                backgroundColor: 'rgba(0,0,0,0.3)',
              },
            }
          : undefined
      }
    >
      {LOCALES.map((code) => (
        <ToggleButton
          key={code}
          value={code}
          lang={code}
          aria-label={translate(`registry.language.${code}`)}
        >
          {code.toUpperCase()}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
