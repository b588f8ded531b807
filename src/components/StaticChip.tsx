/**
 * A small chip that only shows something (a patient's hospital or protocol, a mark in a list's
 * row): a plain span, which the signed-in frame's global styles (`staticChipStyles`) draw as
 * MUI's small chip, 24 px high with 13 px text, in its default, primary, warning and outlined
 * kinds. MUI's own Chip is a themed, styled component whose styles emotion works out afresh at
 * every render, testing each of its variants (sixteen, and three on its label) against the
 * chip's props; a page of the patient list drew about a hundred of them at every change of
 * page, sort or filter (bench/RESULTS.md). It serves where chips come many at once, in lists'
 * rows; the few on a record's page, the dashboard and the backups, and any chip that can be
 * clicked or deleted, stay MUI's.
 */
import GlobalStyles from '@mui/material/GlobalStyles';
import { visuallyHidden } from '@mui/utils';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

export type StaticChipKind = 'default' | 'primary' | 'warning' | 'outlined';

export function StaticChip({
  label,
  kind = 'default',
  title,
  icon,
  muted = false,
  wrap = false,
  spoken,
}: {
  label: ReactNode;
  kind?: StaticChipKind;
  /** Shown on hover, as the chip's title attribute. */
  title?: string;
  /** An icon before the label; it takes the label's colour. */
  icon?: ReactNode;
  /** The label in the theme's disabled text colour (an outlined chip of something inactive). */
  muted?: boolean;
  /**
   * A label longer than the line (a hospital's full name on a phone) goes on to more lines
   * instead of ending in an ellipsis; one that fits looks as any chip.
   */
  wrap?: boolean;
  /**
   * What a screen reader says in place of the label, where the label alone means nothing
   * ("2" open flags): the label is then hidden from it.
   */
  spoken?: string;
}) {
  const classes = `StaticChip StaticChip-${kind}${muted ? ' StaticChip-muted' : ''}${wrap ? ' StaticChip-wrap' : ''}`;
  return (
    <span className={classes} title={title}>
      {spoken ? <span className="StaticChip-spoken">{spoken}</span> : null}
      {icon}
      <span className="StaticChip-label" aria-hidden={spoken ? true : undefined}>
        {label}
      </span>
    </span>
  );
}

/** Chips side by side, 4 px apart, wrapping to more lines (as a Stack of them would lay out). */
export function StaticChipRow({
  centred = false,
  children,
}: {
  centred?: boolean;
  children: ReactNode;
}) {
  return <div className={`StaticChip-row${centred ? ' StaticChip-centred' : ''}`}>{children}</div>;
}

/** MUI's small Chip (v7) in the kinds above, for plain spans: see `StaticChip`. */
const staticChipStyles = (theme: Theme) => ({
  '.StaticChip-row': { display: 'flex', flexDirection: 'row', flexWrap: 'wrap', gap: 4 },
  '.StaticChip-centred': { alignItems: 'center' },
  '.StaticChip': {
    maxWidth: '100%',
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.pxToRem(13),
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    height: 24,
    lineHeight: 1.5,
    color: theme.palette.text.primary,
    backgroundColor: theme.palette.action.selected,
    borderRadius: 16,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
    boxSizing: 'border-box',
  },
  '.StaticChip-label': {
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    paddingLeft: 8,
    paddingRight: 8,
    whiteSpace: 'nowrap',
  },
  '.StaticChip-wrap': { height: 'auto', minHeight: 24, whiteSpace: 'normal' },
  '.StaticChip-wrap .StaticChip-label': {
    whiteSpace: 'normal',
    overflowWrap: 'break-word',
    paddingTop: 2,
    paddingBottom: 2,
  },
  '.StaticChip > svg': { fontSize: 18, marginLeft: 4, marginRight: -4, color: 'inherit' },
  '.StaticChip-primary': {
    backgroundColor: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
  },
  '.StaticChip-warning': {
    backgroundColor: theme.palette.warning.main,
    color: theme.palette.warning.contrastText,
  },
  '.StaticChip-outlined': {
    backgroundColor: 'transparent',
    border: `1px solid ${theme.palette.grey[400]}`,
  },
  '.StaticChip-outlined .StaticChip-label': { paddingLeft: 7, paddingRight: 7 },
  '.StaticChip-outlined > svg': { marginLeft: 2 },
  '.StaticChip-muted': { color: theme.palette.text.disabled },
  '.StaticChip-spoken': visuallyHidden,
});

/**
 * The chips' styles, once for the page: an element made once, so that the frame's renders do not
 * give emotion the styles again.
 */
export const staticChipGlobalStyles = <GlobalStyles styles={staticChipStyles} />;
