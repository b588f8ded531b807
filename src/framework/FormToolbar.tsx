/**
 * The toolbar under a record's form: Save and Cancel.
 *
 * react-admin greys Save out until something is typed. On an existing record that says there is
 * nothing to save; on a new one it says nothing about what the form wants, and the empty form
 * looked broken. A new record's Save can be pressed from the start, as the protocol forms',
 * the dictionary's and the account's are: pressed on an empty form, it marks every field that
 * is still required and says that the form contains errors, and nothing is sent. It is greyed
 * while a save is under way, and while `blocked` (a duplicate PESEL, say) holds.
 */
import Button from '@mui/material/Button';
import { useFormState } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { SaveButton, Toolbar, useTranslate } from 'react-admin';

export function FormToolbar({
  view,
  cancelTo,
  blocked = false,
}: {
  view: 'edit' | 'create';
  cancelTo: string;
  blocked?: boolean;
}) {
  const translate = useTranslate();
  const { isSubmitting, isValidating } = useFormState();
  // `alwaysEnable` overrides every other reason react-admin has to grey the button, so it is
  // set only when none of ours holds; unset, react-admin decides as it does for an edit.
  const pressable = view === 'create' && !blocked && !isSubmitting && !isValidating;
  return (
    <Toolbar sx={{ gap: 1 }}>
      <SaveButton disabled={blocked} alwaysEnable={pressable} />
      <Button component={RouterLink} to={cancelTo}>
        {translate('registry.framework.actions.cancel')}
      </Button>
    </Toolbar>
  );
}
