/**
 * PL / EN switch; the choice is stored by the i18n provider and applied at the next start. A
 * switch re-renders the whole app, so while a screen holds unsaved changes (./unsavedChanges.ts)
 * it asks first; the question's dialog is loaded only then, keeping it out of the login page.
 */
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { LOCALES, isLocale } from '../../domain';
import type { Locale } from '../../domain';
import { hasUnsavedChanges } from './unsavedChanges';

const LanguageChangePrompt = lazy(() => import('./LanguageChangePrompt'));

/**
 * The language just chosen, whose button takes the focus once the app is drawn in it: the switch
 * draws the whole app anew, and the focus would otherwise fall to the page, sending a keyboard
 * user back to the top of it.
 */
let focusAfterSwitch: Locale | null = null;

export function LanguageSwitch({ color = 'standard' }: { color?: 'standard' | 'inherit' }) {
  const [locale, setLocale] = useLocaleState();
  const translate = useTranslate();
  // The language asked for while a screen holds unsaved changes.
  const [asked, setAsked] = useState<Locale | null>(null);
  const chosen = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusAfterSwitch !== locale) return;
    chosen.current?.focus();
    // The app may still be drawn anew once more in the new language; that drawing focuses too.
    const timer = window.setTimeout(() => {
      focusAfterSwitch = null;
    }, 1000);
    return () => window.clearTimeout(timer);
  }, [locale]);
  const switchTo = (next: Locale) => {
    focusAfterSwitch = next;
    setLocale(next);
  };
  return (
    <>
      <ToggleButtonGroup
        value={locale}
        exclusive
        size="small"
        aria-label={translate('registry.language.label')}
        onChange={(_event, next: unknown) => {
          if (!isLocale(next)) return;
          if (hasUnsavedChanges()) setAsked(next);
          else switchTo(next);
        }}
        sx={
          color === 'inherit'
            ? {
                '& .MuiToggleButton-root': {
                  color: 'inherit',
                  borderColor: 'rgba(255,255,255,0.5)',
                },
                // A darker shade, not a lighter one: white text on a lightened app bar falls
                // under the 4.5:1 contrast WCAG AA asks of text.
                '& .MuiToggleButton-root.Mui-selected, & .MuiToggleButton-root.Mui-selected:hover':
                  {
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
            ref={code === locale ? chosen : undefined}
            value={code}
            lang={code}
            aria-label={translate(`registry.language.${code}`)}
          >
            {code.toUpperCase()}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {asked ? (
        <Suspense fallback={null}>
          <LanguageChangePrompt
            onSwitch={() => {
              setAsked(null);
              switchTo(asked);
            }}
            onStay={() => setAsked(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
