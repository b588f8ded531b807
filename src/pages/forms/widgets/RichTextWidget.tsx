/**
 * Free-text notes with simple formatting (`ui:widget: 'richText'`): a small contentEditable
 * editor with bold, italic, underline and the two kinds of list. What it hands the form is
 * sanitised HTML (richTextSanitizer.ts), and its change events are throttled to one per
 * RICH_TEXT_THROTTLE_MS (spec section 9), the latest text always delivered, at once on blur.
 * The editor's content is only ever set from sanitised HTML.
 */
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { RICH_TEXT_THROTTLE_MS } from '../../../../domain/forms';
import { isBlankRichText, sanitizeRichText } from './richTextSanitizer';
import { createThrottle } from './throttle';

interface Command {
  command: string;
  label: string;
  icon: ReactNode;
}

const COMMANDS: readonly Command[] = [
  { command: 'bold', label: 'forms.richText.bold', icon: <FormatBoldIcon fontSize="small" /> },
  {
    command: 'italic',
    label: 'forms.richText.italic',
    icon: <FormatItalicIcon fontSize="small" />,
  },
  {
    command: 'underline',
    label: 'forms.richText.underline',
    icon: <FormatUnderlinedIcon fontSize="small" />,
  },
  {
    command: 'insertUnorderedList',
    label: 'forms.richText.bulletList',
    icon: <FormatListBulletedIcon fontSize="small" />,
  },
  {
    command: 'insertOrderedList',
    label: 'forms.richText.numberedList',
    icon: <FormatListNumberedIcon fontSize="small" />,
  },
];

/** The form's value for the editor's HTML: sanitised, and nothing at all for an empty editor. */
function notesValue(html: string): string | undefined {
  const clean = sanitizeRichText(html);
  return isBlankRichText(clean) ? undefined : clean;
}

export function RichTextWidget({
  id,
  value,
  label,
  hideLabel,
  required,
  disabled,
  readonly,
  rawErrors,
  onChange,
  onBlur,
  onFocus,
}: WidgetProps) {
  const translate = useTranslate();
  const editor = useRef<HTMLDivElement>(null);
  // The sanitised HTML the editor last showed or produced: a value equal to it is not re-set,
  // so the caret stays where the user is typing.
  const shown = useRef<string | null>(null);
  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;
  const throttle = useMemo(
    () =>
      createThrottle<string | undefined>(
        (next) => latestOnChange.current(next),
        RICH_TEXT_THROTTLE_MS,
      ),
    [],
  );
  // Leaving the page or the form keeps what was typed last.
  useEffect(() => () => throttle.flush(), [throttle]);

  useLayoutEffect(() => {
    const element = editor.current;
    const html = typeof value === 'string' ? sanitizeRichText(value) : '';
    if (!element || html === shown.current) return;
    // Replaced from outside (a reload, discarded changes): nothing typed before may follow it.
    throttle.cancel();
    element.innerHTML = html;
    shown.current = html;
  }, [value, throttle]);

  const editable = !disabled && !readonly;
  const labelId = `${id}-label`;
  const invalid = Boolean(rawErrors?.length);

  const handleInput = () => {
    const html = editor.current?.innerHTML ?? '';
    const next = notesValue(html);
    shown.current = next ?? '';
    throttle.push(next);
  };

  const runCommand = (command: string) => {
    editor.current?.focus();
    document.execCommand?.(command);
    handleInput();
  };

  return (
    <FormControl fullWidth error={invalid} required={required}>
      {hideLabel ? null : (
        <FormLabel id={labelId} sx={{ mb: 0.5 }}>
          {label}
        </FormLabel>
      )}
      <Box
        sx={{
          border: 1,
          borderColor: invalid ? 'error.main' : 'divider',
          borderRadius: 1,
          opacity: editable ? 1 : 0.7,
        }}
      >
        {editable ? (
          <Box
            role="toolbar"
            aria-label={translate('forms.richText.toolbar')}
            aria-controls={id}
            sx={{ display: 'flex', gap: 0.5, px: 0.5, borderBottom: 1, borderColor: 'divider' }}
          >
            {COMMANDS.map(({ command, label: commandLabel, icon }) => (
              <IconButton
                key={command}
                size="small"
                aria-label={translate(commandLabel)}
                title={translate(commandLabel)}
                // Keeps the selection in the editor, where the command applies.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => runCommand(command)}
              >
                {icon}
              </IconButton>
            ))}
          </Box>
        ) : null}
        <Box
          ref={editor}
          id={id}
          role="textbox"
          aria-multiline="true"
          aria-labelledby={hideLabel ? undefined : labelId}
          aria-label={hideLabel ? label : undefined}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-readonly={!editable || undefined}
          contentEditable={editable}
          suppressContentEditableWarning
          tabIndex={editable ? 0 : -1}
          onInput={handleInput}
          onPaste={(event) => {
            // Pasted text comes in plain: formatting from elsewhere is not ours to keep.
            event.preventDefault();
            document.execCommand?.('insertText', false, event.clipboardData.getData('text/plain'));
          }}
          onFocus={() => onFocus(id, value)}
          onBlur={() => {
            throttle.flush();
            const element = editor.current;
            // Whatever the browser added that the allowlist does not keep goes from view too.
            if (element && shown.current !== null && element.innerHTML !== shown.current) {
              element.innerHTML = shown.current;
            }
            onBlur(id, value);
          }}
          sx={{
            minHeight: 96,
            p: 1.5,
            outline: 'none',
            '&:focus-visible': {
              boxShadow: (theme) => `inset 0 0 0 2px ${theme.palette.primary.main}`,
            },
            '& p': { my: 0.5 },
            '& ul, & ol': { my: 0.5, pl: 3 },
          }}
        />
      </Box>
    </FormControl>
  );
}
