/**
 * The route `/patient/{id}/forms/{protocolId}/{formId}/versions/{version}`: one saved version of
 * a patient's protocol form, whole and read-only, drawn with the definition it was saved with.
 * The field-by-field history says what a save changed; this says what the form held after it,
 * which is what a monitor or an analyst checking a report asks. A bar over the form says which
 * version it is, when and by whom it was saved, moves between the versions, and leads back to
 * the form as it is now. Reached from the form's status line and from a form save in the
 * patient's history and in the change log. Access is the form's: a patient or form the user
 * may not see reads as not existing. A version the form never had says how many it has and
 * leads to them.
 */
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import HistoryIcon from '@mui/icons-material/History';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { UiSchema } from '@rjsf/utils';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useDataProvider, useTranslate } from 'react-admin';
import { parseFormId } from '../../../domain/forms';
import type { FormId, ProtocolFormData } from '../../../domain/forms';
import type { Patient, PatientProtocol } from '../../../domain/patient';
import { formPath, formVersionPath } from '../../../resources/patients/details/FormsSection';
import { useFormatters } from '../../../resources/patients/details/formatting';
import { usePatient } from '../../../resources/patients/details/patientQueries';
import { LoadingBar } from '../../components/LoadState';
import { HOME_CRUMB, PageHeader } from '../../components/PageHeader';
import { PageLoading } from '../../components/PageLoading';
import { useInterfaceLocale } from '../../framework/hooks';
import { NO_SUCH_RECORD, isRecordId } from '../../framework/recordId';
import type { OncoregDataProvider } from '../../providers/dataProvider';
import { formChanges, sectionChanged } from './formChanges';
import { formSections } from './formSections';
import { ProtocolForm } from './ProtocolForm';
import {
  FormUnavailable,
  formProtocol,
  isStatus,
  useProtocolForm,
  useRefusal,
} from './ProtocolFormPage';
import { FormWithIndex, parseSchema, patientPath } from './ProtocolFormScreen';

/**
 * A saved version never changes: read once per language and kept while the page is open. No
 * version is asked for when the address cannot name one (`versions/abc`, `versions/0`).
 */
function useFormVersion(formId: FormId | null, patientId: string, version: number | null) {
  const dataProvider = useDataProvider<OncoregDataProvider>();
  const locale = useInterfaceLocale();
  return useQuery({
    queryKey: ['protocolFormVersion', formId, patientId, version, locale],
    enabled: formId !== null && version !== null,
    retry: false,
    staleTime: Infinity,
    // The version shown stays while the next one comes, rather than the page going blank.
    placeholderData: keepPreviousData,
    queryFn: () =>
      dataProvider.protocolForm(formId as FormId, patientId, { version: version!, locale }),
  });
}

const noChange = () => undefined;

/** An address no patient or protocol can have reads as not found, without asking the API. */
export function ProtocolFormVersionPage() {
  const { id, protocolId } = useParams();
  if (!isRecordId(id)) return <FormUnavailable error={NO_SUCH_RECORD} patientId={null} />;
  if (!isRecordId(protocolId)) return <FormUnavailable error={null} patientId={id} />;
  return <LoadedProtocolFormVersionPage />;
}

function LoadedProtocolFormVersionPage() {
  const { id = '', protocolId = '', formId = '', version = '' } = useParams();
  const parsed = parseFormId(formId);
  const requested = isRecordId(version) ? Number(version) : null;
  const patient = usePatient(id);
  const saved = useFormVersion(parsed ? (formId as FormId) : null, id, requested);
  // The form as it is now: how many versions there are (shared with the form's own page).
  const latest = useProtocolForm(parsed ? (formId as FormId) : null, id);
  const refused = useRefusal(patient.error ?? saved.error ?? latest.error);

  const asking = requested !== null && saved.isPending;
  if (refused || patient.isPending || (parsed && (asking || latest.isPending))) {
    return <PageLoading />;
  }
  if (!patient.data) {
    return <FormUnavailable error={patient.error} patientId={null} onRetry={patient.refetch} />;
  }
  const protocol = formProtocol(patient.data, protocolId, parsed);
  if (!parsed || !protocol) return <FormUnavailable error={null} patientId={id} />;
  if (!latest.data) {
    return <FormUnavailable error={latest.error} patientId={id} onRetry={latest.refetch} />;
  }
  if (requested === null || isStatus(saved.error, 404)) {
    return <VersionMissing patient={patient.data} protocol={protocol} latest={latest.data} />;
  }
  if (!saved.data) {
    return <FormUnavailable error={saved.error} patientId={id} onRetry={saved.refetch} />;
  }
  return (
    <ProtocolFormVersionScreen
      patient={patient.data}
      protocol={protocol}
      saved={saved.data}
      latest={latest.data}
      requested={requested}
      loading={saved.isPlaceholderData}
    />
  );
}

interface SaveChanges {
  /** Whether there is a version before this one to compare with. */
  first: boolean;
  /** The ids of the fields it changed, once the version before is here. */
  ids: ReadonlySet<string> | undefined;
  error: unknown;
  retry: () => unknown;
}

/**
 * What the save of the version shown changed: the version before it is read (once, as every
 * version) and compared. The first version changed everything, so nothing is marked on it.
 */
function useSaveChanges(saved: ProtocolFormData, patientId: number): SaveChanges {
  const first = saved.version <= 1;
  const previous = useFormVersion(
    first ? null : saved.formId,
    String(patientId),
    first ? null : saved.version - 1,
  );
  // A previous answer kept while the next loads is some other version's: not compared.
  const before = previous.isPlaceholderData ? undefined : previous.data;
  const ids = useMemo(
    () => (before ? formChanges(before.formData, saved.formData) : undefined),
    [before, saved.formData],
  );
  return { first, ids, error: previous.error, retry: previous.refetch };
}

/** Whether the save's changes are marked, or that it changed nothing, or could not be compared. */
function ChangesNote({ changes }: { changes: SaveChanges }) {
  const translate = useTranslate();
  if (changes.first) {
    return <Typography variant="body2">{translate('forms.versions.changes.first')}</Typography>;
  }
  if (changes.error) {
    return (
      <Typography variant="body2" role="alert">
        {translate('forms.versions.changes.failed')}
        <Button size="small" onClick={() => void changes.retry()} sx={{ ml: 1 }}>
          {translate('registry.loadState.retry')}
        </Button>
      </Typography>
    );
  }
  if (!changes.ids) return null;
  return (
    <Typography variant="body2">
      {translate(
        changes.ids.size ? 'forms.versions.changes.marked' : 'forms.versions.changes.none',
      )}
    </Typography>
  );
}

/** The form's title, from its definition; its id when the definition has none. */
function useFormTitle(form: ProtocolFormData) {
  const schema = useMemo(() => parseSchema(form.schema), [form.schema]);
  return typeof schema?.title === 'string' ? schema.title : form.formId;
}

/** The heading, under the trail from the patient to the form as it is now. */
function VersionHeader({
  patient,
  formTitle,
  current,
  title,
  crumb,
}: {
  patient: Patient;
  formTitle: string;
  current: string;
  title: string;
  crumb: string;
}) {
  const translate = useTranslate();
  const patientName = `${patient.lastName} ${patient.firstName}`;
  return (
    <>
      <PageHeader
        title={title}
        current={crumb}
        crumbs={[
          HOME_CRUMB,
          {
            label: translate('resources.patients.name', { smart_count: 2 }),
            to: '/patients',
          },
          { label: patientName, to: patientPath(patient.id) },
          { label: formTitle, to: current },
        ]}
      />
      <Typography variant="subtitle1" color="text.secondary" gutterBottom>
        {translate('forms.patient', { name: patientName })}
      </Typography>
    </>
  );
}

/**
 * A version the form never had (or an address that names none): how many it has, with the way
 * to the latest and to the form as it is now.
 */
function VersionMissing({
  patient,
  protocol,
  latest,
}: {
  patient: Patient;
  protocol: PatientProtocol;
  latest: ProtocolFormData;
}) {
  const translate = useTranslate();
  const formTitle = useFormTitle(latest);
  const current = formPath(patient.id, protocol, latest.type);
  const title = translate('forms.versions.missing.title');
  return (
    <>
      <VersionHeader
        patient={patient}
        formTitle={formTitle}
        current={current}
        title={title}
        crumb={title}
      />
      <Alert severity="warning" sx={{ mb: 2 }}>
        {latest.version
          ? translate('forms.versions.missing.count', { smart_count: latest.version })
          : translate('forms.status.neverSaved')}
      </Alert>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {latest.version ? (
          <Button
            component={RouterLink}
            to={formVersionPath(patient.id, protocol, latest.type, latest.version)}
            startIcon={<HistoryIcon />}
          >
            {translate('forms.versions.missing.latest', { version: latest.version })}
          </Button>
        ) : null}
        <Button component={RouterLink} to={current} startIcon={<DescriptionIcon />}>
          {translate('forms.versions.toCurrent')}
        </Button>
      </Box>
    </>
  );
}

interface ScreenProps {
  patient: Patient;
  protocol: PatientProtocol;
  /** The version shown (the one asked for, or the one before it while that loads). */
  saved: ProtocolFormData;
  latest: ProtocolFormData;
  /** The version the address asks for. */
  requested: number;
  loading: boolean;
}

function ProtocolFormVersionScreen({
  patient,
  protocol,
  saved,
  latest,
  requested,
  loading,
}: ScreenProps) {
  const translate = useTranslate();
  const schema = useMemo(() => parseSchema(saved.schema), [saved.schema]);
  const uiSchema = saved.uiSchema as UiSchema;
  const changes = useSaveChanges(saved, patient.id);
  const sections = useMemo(
    () =>
      schema
        ? formSections(schema, uiSchema, saved.formData, [], undefined).map((section) => ({
            ...section,
            changed: changes.ids ? sectionChanged(changes.ids, section.name) : false,
          }))
        : [],
    [schema, uiSchema, saved.formData, changes.ids],
  );
  const formTitle = useFormTitle(saved);
  const current = formPath(patient.id, protocol, saved.type);
  return (
    <>
      <VersionHeader
        patient={patient}
        formTitle={formTitle}
        current={current}
        title={translate('forms.versions.title', { form: formTitle, version: saved.version })}
        crumb={translate('forms.versions.crumb', { version: saved.version })}
      />
      <VersionBar
        saved={saved}
        latest={latest}
        requested={requested}
        pathOf={(version) => formVersionPath(patient.id, protocol, saved.type, version)}
        current={current}
        changes={changes}
      />
      {loading ? <LoadingBar sx={{ mb: 1 }} /> : null}
      {schema ? (
        <FormWithIndex sections={sections}>
          <ProtocolForm
            // Each version is a form of its own: nothing of the one before is kept.
            key={saved.version}
            schema={schema}
            uiSchema={uiSchema}
            formData={saved.formData}
            birthDate={patient.birthDate || null}
            readOnly
            changedIds={changes.ids}
            onChange={noChange}
            onSubmit={noChange}
            onInvalid={noChange}
            actions={<></>}
          />
        </FormWithIndex>
      ) : (
        <Alert severity="error">{translate('registry.errors.formGeneration')}</Alert>
      )}
    </>
  );
}

/**
 * Which version this is, who saved it and when, that it cannot be edited here, the versions to
 * move between (as pages: the latest last), and the way to the form as it is now.
 */
function VersionBar({
  saved,
  latest,
  requested,
  pathOf,
  current,
  changes,
}: {
  saved: ProtocolFormData;
  latest: ProtocolFormData;
  requested: number;
  pathOf: (version: number) => string;
  current: string;
  changes: SaveChanges;
}) {
  const translate = useTranslate();
  const formatters = useFormatters();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const isLatest = saved.version === latest.version;
  const olderDefinition = saved.definitionVersion !== latest.definitionVersion;
  return (
    <Alert
      severity="info"
      icon={<HistoryIcon />}
      sx={{ mb: 2, '& .MuiAlert-message': { width: '100%', minWidth: 0 } }}
    >
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {translate('forms.versions.saved', {
          version: saved.version,
          count: latest.version,
          at: saved.savedAt ? formatters.dateTime(saved.savedAt) : '—',
          by: saved.savedByName ?? '—',
        })}
        {' · '}
        {translate('forms.status.completeness', { value: saved.completeness })}
      </Typography>
      <Typography variant="body2">
        {translate(isLatest ? 'forms.versions.isLatest' : 'forms.versions.readOnly')}
        {olderDefinition ? ` ${translate('forms.versions.olderDefinition')}` : null}
      </Typography>
      <ChangesNote changes={changes} />
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          mt: 1,
        }}
      >
        <Pagination
          aria-label={translate('forms.versions.label')}
          count={latest.version}
          page={Math.min(requested, latest.version)}
          size="small"
          siblingCount={phone ? 0 : 1}
          getItemAriaLabel={(type, page, selected) =>
            type === 'page'
              ? translate(selected ? 'forms.versions.shown' : 'forms.versions.page', {
                  version: page,
                })
              : translate(`forms.versions.${type === 'previous' ? 'previous' : 'next'}`)
          }
          // A version, the previous or the next is a link; an ellipsis (no page) is not.
          renderItem={(item) => (
            <PaginationItem
              {...item}
              {...(item.page !== null && !item.disabled
                ? { component: RouterLink, to: pathOf(item.page) }
                : {})}
            />
          )}
        />
        <Button component={RouterLink} to={current} size="small" startIcon={<DescriptionIcon />}>
          {translate('forms.versions.toCurrent')}
        </Button>
      </Box>
    </Alert>
  );
}

export default ProtocolFormVersionPage;
