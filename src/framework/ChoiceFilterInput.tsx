/**
 * A list filter that picks one choice (yes or no, one of a list), at least as wide as its label.
 * A select is as wide as its value, and an empty filter has none, so react-admin's 160 px
 * minimum cut a long label ("Z otwartymi flagami korekty") to an ellipsis. An invisible copy of
 * the label, in the label's font and with room for the field's padding and arrow, widens the
 * field to it; a short label leaves the minimum as it was.
 */
import type { Theme } from '@mui/material/styles';
import { SelectInput, useTranslate } from 'react-admin';
import type { SelectInputProps } from 'react-admin';

/** The label's offset in a filled field (MUI's 12 px) and the arrow's place at the right. */
const LABEL_START_PX = 12;
const ARROW_PX = 36;

/** A CSS string of the text, for `content`. */
const cssString = (text: string) =>
  `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\s+/g, ' ')}"`;

/** The field's styles that make it as wide as its label. */
const labelWidthSx = (label: string) => (theme: Theme) => ({
  '&::after': {
    ...theme.typography.body1,
    content: cssString(label),
    display: 'block',
    height: 0,
    overflow: 'hidden',
    visibility: 'hidden',
    whiteSpace: 'nowrap',
    paddingLeft: `${LABEL_START_PX}px`,
    paddingRight: `${ARROW_PX}px`,
  },
});

export type ChoiceFilterInputProps = SelectInputProps & {
  /** A catalogue key or a translated text. */
  label: string;
  /** Read by the filter form (shown without the Add filter button). */
  alwaysOn?: boolean;
};

export function ChoiceFilterInput({ label, sx, ...rest }: ChoiceFilterInputProps) {
  const translate = useTranslate();
  return (
    <SelectInput
      label={label}
      {...rest}
      sx={[labelWidthSx(translate(label, { _: label })), ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
