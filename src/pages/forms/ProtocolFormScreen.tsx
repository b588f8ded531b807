/**
 * A patient's protocol form once it has loaded: the heading with the form's title and the
 * patient, tabs between the protocol's basic and extended forms, the way back to the patient,
 * the saved version (with a link to the earlier ones, read-only) and what waits offline, then
 * the form with its index of sections (beside it on a wide screen, above it on a phone) and a
 * save button that stays at the bottom of the window. The form is read-only when the role may
 * not edit forms or the patient's protocol is inactive.
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SaveIcon from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import GlobalStyles from '@mui/material/GlobalStyles';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { RJSFSchema, RJSFValidationError, UiSchema } from '@rjsf/utils';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { FORM_TYPES } from '../../../domain/forms';
import type { ProtocolFormData } from '../../../domain/forms';
import type { Patient, PatientProtocol } from '../../../domain/patient';
import { formPath, formVersionPath } from '../../../resources/patients/details/FormsSection';
import { useFormatters } from '../../../resources/patients/details/formatting';
import { HOME_CRUMB, PageHeader } from '../../components/PageHeader';
import { useToasts } from '../../feedback/FeedbackContext';
import { ConflictNotice } from './ConflictDialog';
import type { FormRecord } from './formData';
import { FormSectionIndex } from './FormSectionIndex';
import { formSections } from './formSections';
import type { FormSection } from './formSections';
import { LeavePrompt } from './LeavePrompt';
import { ProtocolForm } from './ProtocolForm';
import type { ProtocolFormInstance } from './ProtocolForm';
import { useFormSave } from './useFormSave';
import type { ServerCopy } from './useFormSave';

export const patientPath = (patientId: number | string) => `/patient/${patientId}`;

/** The definition's JSON Schema, sent as text; null when it is not a JSON object. */
export function parseSchema(text: string): RJSFSchema | null {
  try {
    const schema: unknown = JSON.parse(text);
    return schema !== null && typeof schema === 'object' && !Array.isArray(schema)
      ? (schema as RJSFSchema)
      : null;
  } catch {
    return null;
  }
}

/**
 * The errors of the browser's last validation that the form still shows: a field corrected
 * since then clears its own, and the counts follow at once rather than at the next save. The
 * same list when nothing went, so that the sections are not worked out again on every key.
 */
function stillShown(
  found: RJSFValidationError[],
  shown: readonly RJSFValidationError[],
): RJSFValidationError[] {
  if (!found.length) return found;
  const kept = found.filter((error) =>
    shown.some((other) => other.property === error.property && other.message === error.message),
  );
  return kept.length === found.length ? found : kept;
}

function SaveStatus({ version, savedAt, savedByName, completeness }: ServerCopy) {
  const translate = useTranslate();
  const formatters = useFormatters();
  return (
    <Typography variant="body2" color="text.secondary">
      {version === 0 || !savedAt
        ? translate('forms.status.neverSaved')
        : translate('forms.status.saved', {
            version,
            at: formatters.dateTime(savedAt),
            by: savedByName ?? '—',
          })}
      {' · '}
      {translate('forms.status.completeness', { value: completeness })}
    </Typography>
  );
}

/**
 * A field the keyboard focuses is scrolled clear of the save bar, not under it. An element made
 * once, so that the bar's renders (one a keystroke) do not give emotion the styles again.
 */
const SAVE_BAR_CLEARANCE = <GlobalStyles styles={{ html: { scrollPaddingBottom: 96 } }} />;

/** The save button, held at the bottom of the window while the form is on screen. */
function SaveBar({ saving, errors }: { saving: boolean; errors: number }) {
  const translate = useTranslate();
  return (
    <Box
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: (theme) => theme.zIndex.appBar - 1,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
        mt: 3,
        py: 1.5,
        px: { xs: 1, sm: 2 },
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        boxShadow: '0 -2px 6px rgba(0, 0, 0, 0.08)',
      }}
    >
      {SAVE_BAR_CLEARANCE}
      {/* Not `disabled` while saving: that would drop the keyboard's focus to the page. A
          second press meanwhile does nothing (useFormSave sends one save at a time). */}
      <Button
        type="submit"
        variant="contained"
        startIcon={<SaveIcon />}
        aria-disabled={saving}
        sx={saving ? { opacity: 0.6 } : undefined}
      >
        {translate('forms.save')}
      </Button>
      {errors ? (
        <Typography variant="body2" color="error">
          {translate('forms.sections.errorsTotal', { smart_count: errors })}
        </Typography>
      ) : null}
    </Box>
  );
}

/** The form with its index of sections: beside it on a wide screen, above it on a phone. */
export function FormWithIndex({
  sections,
  children,
}: {
  sections: readonly FormSection[];
  children: ReactNode;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 15rem' },
        columnGap: 3,
        rowGap: 1,
        alignItems: 'start',
      }}
    >
      {/* First in the page's order, so the keyboard reaches the index before the form. */}
      <FormSectionIndex
        sections={sections}
        sx={{
          gridColumn: { md: 2 },
          gridRow: { md: 1 },
          position: { md: 'sticky' },
          top: { md: 72 },
          maxHeight: { md: 'calc(100vh - 88px)' },
          overflowY: { md: 'auto' },
        }}
      />
      <Box sx={{ gridColumn: { md: 1 }, gridRow: { md: 1 }, minWidth: 0 }}>{children}</Box>
    </Box>
  );
}

export interface ProtocolFormScreenProps {
  patient: Patient;
  protocol: PatientProtocol;
  loaded: ProtocolFormData;
  canEdit: boolean;
  reload: () => Promise<ProtocolFormData | undefined>;
}

export function ProtocolFormScreen({
  patient,
  protocol,
  loaded,
  canEdit,
  reload,
}: ProtocolFormScreenProps) {
  const translate = useTranslate();
  const { push } = useToasts();
  const formRef = useRef<ProtocolFormInstance>(null);
  const editor = useFormSave({ patientId: patient.id, formId: loaded.formId, loaded, reload });
  const schema = useMemo(() => parseSchema(loaded.schema), [loaded.schema]);
  const readOnly = !canEdit || !protocol.active;
  const patientName = `${patient.lastName} ${patient.firstName}`;
  const title = typeof schema?.title === 'string' ? schema.title : loaded.formId;
  const { save, draftRef, setDraft } = editor;
  const uiSchema = loaded.uiSchema as UiSchema;
  // What the browser's last validation found; the server's field errors are `editor.errors`.
  const [validationErrors, setValidationErrors] = useState<RJSFValidationError[]>([]);
  const sections = useMemo(
    () =>
      schema
        ? formSections(schema, uiSchema, editor.draft, validationErrors, editor.errors?.errorSchema)
        : [],
    [schema, uiSchema, editor.draft, validationErrors, editor.errors],
  );

  const onChange = useCallback(
    (formData: FormRecord, shownErrors: RJSFValidationError[]) => {
      setDraft(formData);
      setValidationErrors((found) => stillShown(found, shownErrors));
    },
    [setDraft],
  );

  const onInvalid = useCallback(
    (errors: RJSFValidationError[]) => {
      setValidationErrors(errors);
      push({ text: 'forms.invalid', type: 'error' });
    },
    [push],
  );

  /** The leave prompt's "save and proceed": the browser's validation first, as for a submit. */
  const saveBeforeLeaving = useCallback(async () => {
    if (!formRef.current?.validateForm()) return false;
    setValidationErrors([]);
    return (await save(draftRef.current)) !== 'failed';
  }, [save, draftRef]);

  return (
    <>
      <PageHeader
        title={title}
        crumbs={[
          HOME_CRUMB,
          {
            label: translate('resources.patients.name', { smart_count: 2 }),
            to: '/patients',
          },
          { label: patientName, to: patientPath(patient.id) },
        ]}
      />
      <Typography variant="subtitle1" color="text.secondary" gutterBottom>
        {translate('forms.patient', { name: patientName })}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <Button component={RouterLink} to={patientPath(patient.id)} startIcon={<ArrowBackIcon />}>
          {translate('forms.back')}
        </Button>
        {/* On a phone the tabs take the row and share it: side by side at their own width, the
            second ran off the screen's edge. */}
        <Tabs
          value={loaded.type}
          aria-label={translate('forms.tabs.label')}
          sx={{
            width: { xs: '100%', sm: 'auto' },
            '& .MuiTab-root': { flex: { xs: 1, sm: 'none' } },
          }}
        >
          {FORM_TYPES.map((type) => (
            <Tab
              key={type}
              value={type}
              label={translate(`forms.tabs.${type}`)}
              component={RouterLink}
              to={formPath(patient.id, protocol, type)}
            />
          ))}
        </Tabs>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
        <SaveStatus {...editor.server} />
        {editor.server.version > 1 ? (
          <Link
            component={RouterLink}
            to={formVersionPath(patient.id, protocol, loaded.type, editor.server.version - 1)}
            variant="body2"
          >
            {translate('forms.versions.earlier')}
          </Link>
        ) : null}
        {editor.pendingCount > 0 ? (
          <Chip
            size="small"
            color="warning"
            label={translate('forms.offline.pending', { count: editor.pendingCount })}
          />
        ) : null}
      </Box>
      {readOnly ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate(protocol.active ? 'forms.readOnly.role' : 'registry.errors.protocolInactive')}
        </Alert>
      ) : null}
      {editor.queued?.recovered ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('forms.offline.recoveredHere')}
        </Alert>
      ) : editor.queued && !editor.queued.conflict && !editor.queued.rejection ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('forms.offline.savedOnDevice')}
        </Alert>
      ) : null}
      {editor.queued?.rejection ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate('forms.offline.rejected', { message: editor.queued.rejection.message })}
        </Alert>
      ) : null}
      {editor.errors?.formErrors.length ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {editor.errors.formErrors.join(' ')}
        </Alert>
      ) : null}
      <ConflictNotice
        conflict={editor.conflict}
        onLoadServer={editor.loadServerVersion}
        onOverwrite={editor.overwriteServerVersion}
      />
      {schema ? (
        <FormWithIndex sections={sections}>
          <ProtocolForm
            formRef={formRef}
            schema={schema}
            uiSchema={uiSchema}
            formData={editor.draft}
            birthDate={patient.birthDate || null}
            extraErrors={editor.errors?.errorSchema}
            readOnly={readOnly}
            onChange={onChange}
            onSubmit={(formData) => {
              setValidationErrors([]);
              void save(formData);
            }}
            onInvalid={onInvalid}
            actions={
              readOnly ? (
                <></>
              ) : (
                <SaveBar
                  saving={editor.saving}
                  errors={sections.reduce((sum, section) => sum + section.errors, 0)}
                />
              )
            }
          />
        </FormWithIndex>
      ) : (
        <Alert severity="error">{translate('registry.errors.formGeneration')}</Alert>
      )}
      {readOnly ? null : <LeavePrompt dirty={editor.dirty} onSave={saveBeforeLeaving} />}
    </>
  );
}
