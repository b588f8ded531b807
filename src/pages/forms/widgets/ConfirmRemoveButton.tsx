/**
 * The remove button of a table row (RJSF's `RemoveButton` template): it asks "Are you sure you
 * want to delete the row?" first (spec section 5), under a title that names the row ("Kurs
 * leczenia 2"), and removes the row only once confirmed.
 */
import RemoveIcon from '@mui/icons-material/Remove';
import IconButton from '@mui/material/IconButton';
import { TranslatableString } from '@rjsf/utils';
import type { IconButtonProps } from '@rjsf/utils';
import { useContext, useState } from 'react';
import type { MouseEvent } from 'react';
import { Confirm } from 'react-admin';
import { RowTitleContext } from './rowTitle';

export function ConfirmRemoveButton({
  id,
  className,
  disabled,
  registry,
  onClick,
}: IconButtonProps) {
  const [request, setRequest] = useState<MouseEvent<HTMLButtonElement> | null>(null);
  const label = registry.translateString(TranslatableString.RemoveButton);
  const row = useContext(RowTitleContext);
  return (
    <>
      <IconButton
        id={id}
        className={className}
        size="small"
        color="error"
        title={label}
        aria-label={label}
        disabled={disabled}
        onClick={(event) => {
          event.preventDefault();
          setRequest(event);
        }}
      >
        <RemoveIcon fontSize="small" />
      </IconButton>
      <Confirm
        isOpen={request !== null}
        title={row ? 'forms.rows.deleteNamed' : 'forms.rows.deleteTitle'}
        titleTranslateOptions={{ row }}
        content="forms.rows.deleteConfirm"
        confirm="ra.action.delete"
        confirmColor="warning"
        onConfirm={() => {
          if (request) onClick?.(request);
          setRequest(null);
        }}
        onClose={() => setRequest(null)}
      />
    </>
  );
}
