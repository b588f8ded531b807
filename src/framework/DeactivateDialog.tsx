/**
 * Asks why a record is being deactivated: one of the `deactivationReasons` dictionary's entries,
 * in the user's language and its alphabetical order, or "Other" with a reason of one's own.
 * Hospitals, users and patients must give a reason (spec section 5); categories may. What is
 * sent is the text the user saw or typed, so the audit log reads the same as the dialog did.
 * When the reasons fail to load the dialog says so with a retry, and "Other" still lets the user
 * give one.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import {
  Form,
  FormDataConsumer,
  RadioButtonGroupInput,
  TextInput,
  useDataProvider,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { DEACTIVATION_REASON_RULES, max } from '../../domain';
import { reasonFits } from '../../domain/deactivation';
import { inPickerOrder } from '../../domain/dictionary';
import type { DictionaryEntry } from '../../domain/dictionary';
import { LoadFailed, LoadingBar } from '../components/LoadState';
import { rules } from '../components/validators';
import type { OncoregDataProvider } from '../providers/dataProvider';

export const DEACTIVATION_REASONS = 'deactivationReasons';
const OTHER = 'other';
const REASON_MAX = 500;

interface ReasonValues {
  choice?: string | null;
  otherText?: string | null;
}

export interface DeactivateDialogProps {
  open: boolean;
  /** Already translated: "Dezaktywacja: Szpital im. Korczaka". */
  title: string;
  reasonRequired: boolean;
  /** The resource whose record this is: only the reasons that fit it are offered. */
  record: string;
  /** The deactivation is under way: the buttons wait. */
  pending?: boolean;
  onCancel: () => void;
  onConfirm: (reason: string | undefined) => void;
}

/** An entry's text in the interface language: the English description when there is one. */
export function reasonText(entry: DictionaryEntry, locale: string): string {
  return locale === 'en' && entry.descriptionEn ? entry.descriptionEn : entry.description;
}

/** The dictionary's reasons, shared by the dialog and the pages that show a stored reason. */
export function useDeactivationReasons(enabled: boolean) {
  const dataProvider = useDataProvider<OncoregDataProvider>();
  return useQuery({
    queryKey: ['dictionaryLookup', DEACTIVATION_REASONS],
    queryFn: () => dataProvider.dictionaryEntries(DEACTIVATION_REASONS, { page: 1, perPage: 100 }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** The free-text reason, shown once "Other" is chosen. */
function OtherReasonInput({ validate }: { validate: ReturnType<typeof rules> }) {
  return (
    <FormDataConsumer<ReasonValues>>
      {({ formData }) =>
        formData.choice === OTHER ? (
          <TextInput
            source="otherText"
            label="registry.framework.deactivate.otherText"
            validate={validate}
            multiline
            minRows={2}
            fullWidth
            autoFocus
          />
        ) : null
      }
    </FormDataConsumer>
  );
}

export function DeactivateDialog({
  open,
  title,
  reasonRequired,
  record,
  pending = false,
  onCancel,
  onConfirm,
}: DeactivateDialogProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const titleId = useId();
  const reasons = useDeactivationReasons(open);
  const choices = useMemo(
    () => [
      ...inPickerOrder(
        (reasons.data?.data ?? []).filter(
          (entry) => entry.active && reasonFits(entry.value, record),
        ),
        (entry) => reasonText(entry, locale),
        locale,
      ).map((entry) => ({ id: String(entry.id), name: reasonText(entry, locale) })),
      { id: OTHER, name: translate('registry.framework.deactivate.other') },
    ],
    [reasons.data, locale, translate, record],
  );
  const validators = useMemo(
    () =>
      reasonRequired
        ? {
            choice: rules(DEACTIVATION_REASON_RULES[0]!),
            other: rules(...DEACTIVATION_REASON_RULES),
          }
        : { choice: undefined, other: rules(max(REASON_MAX)) },
    [reasonRequired],
  );

  const submit = (values: ReasonValues) => {
    const reason =
      values.choice === OTHER
        ? values.otherText?.trim()
        : choices.find((choice) => choice.id === values.choice)?.name;
    onConfirm(reason || undefined);
  };

  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onCancel}
      aria-labelledby={titleId}
      fullWidth
    >
      <Form<ReasonValues>
        onSubmit={submit}
        defaultValues={{ choice: null, otherText: '' }}
        noValidate
        // The missing reason is shown under the choices; a toast would cover the buttons.
        disableInvalidFormNotification
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {/* "Other" stays open when the dictionary's reasons fail to load. */}
          {reasons.isError ? (
            <LoadFailed
              error={reasons.error}
              onRetry={reasons.refetch}
              retrying={reasons.isFetching}
              sx={{ mb: 2 }}
            />
          ) : reasons.isPending ? (
            <LoadingBar sx={{ mb: 2 }} />
          ) : null}
          <RadioButtonGroupInput
            source="choice"
            label={
              reasonRequired
                ? 'registry.framework.deactivate.reason'
                : 'registry.framework.deactivate.optionalReason'
            }
            choices={choices}
            translateChoice={false}
            row={false}
            {...(validators.choice ? { validate: validators.choice } : {})}
          />
          <OtherReasonInput validate={validators.other} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={pending}>
            {translate('registry.framework.actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={pending}>
            {translate('registry.framework.deactivate.submit')}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
