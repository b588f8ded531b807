/**
 * The route `/patient/{id}/forms/{protocolId}/{formId}` (spec section 2): `id` is the patient,
 * `protocolId` the patient's protocol (the id of its row, as in the protocol calls) and `formId`
 * the form, `STS-basic` or `STS-extended`. It loads the patient and the form (its schema in the
 * interface language) side by side and hands both to the screen. A patient or form the user may
 * not see reads as not existing, as on the patient's page; a refusal sends the user home with
 * Missing permissions. Loaded on demand, so that react-jsonschema-form is a chunk of its own.
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useDataProvider, useTranslate } from 'react-admin';
import { parseFormId } from '../../../domain/forms';
import type { FormId, ProtocolFormData } from '../../../domain/forms';
import type { Patient, PatientProtocol } from '../../../domain/patient';
import { useAllowed } from '../../../resources/patients/details/access';
import { usePatient } from '../../../resources/patients/details/patientQueries';
import { LoadFailed } from '../../components/LoadState';
import { HOME_CRUMB, PageHeader } from '../../components/PageHeader';
import { PageLoading } from '../../components/PageLoading';
import { errorText } from '../../feedback/errors';
import { useToasts } from '../../feedback/FeedbackContext';
import { useInterfaceLocale } from '../../framework/hooks';
import { NO_SUCH_RECORD, isRecordId } from '../../framework/recordId';
import { isHttpError } from '../../providers/httpClient';
import type { OncoregDataProvider } from '../../providers/dataProvider';
import { ProtocolFormScreen, patientPath } from './ProtocolFormScreen';
import { useOfflineQueue } from './useOfflineQueue';

export const isStatus = (error: unknown, status: number) =>
  isHttpError(error) && error.status === status;

/** The form of this route, in the interface language (a change of language reloads it). */
export function useProtocolForm(formId: FormId | null, patientId: string) {
  const dataProvider = useDataProvider<OncoregDataProvider>();
  const locale = useInterfaceLocale();
  return useQuery({
    queryKey: ['protocolForm', formId, patientId, locale],
    enabled: formId !== null,
    retry: false,
    // Another language keeps the form on screen while its words arrive; another form does not.
    placeholderData: (previous) =>
      previous?.formId === formId && String(previous?.patientId) === patientId
        ? previous
        : undefined,
    queryFn: () => dataProvider.protocolForm(formId as FormId, patientId, { locale }),
  });
}

/** A patient or form that is absent or out of the user's reach, or that failed to load. */
export function FormUnavailable({
  error,
  patientId,
  onRetry,
}: {
  error: unknown;
  patientId: string | null;
  onRetry?: () => unknown;
}) {
  const translate = useTranslate();
  const missing = error === null || isStatus(error, 404);
  const title = missing
    ? errorText(error, 'registry.errors.formNotFound')
    : 'registry.loadState.failed';
  const back = patientId === null ? '/patients' : patientPath(patientId);
  return (
    <>
      <PageHeader title={title} crumbs={[HOME_CRUMB]} />
      {missing || !onRetry ? null : <LoadFailed error={error} onRetry={onRetry} sx={{ mb: 2 }} />}
      <Button component={RouterLink} to={back} startIcon={<ArrowBackIcon />}>
        {translate(patientId === null ? 'patientDetails.notFound.back' : 'forms.notFound.back')}
      </Button>
    </>
  );
}

/**
 * The patient's protocol row the address names, when it is the protocol of the address's form
 * (`protocolId` 31 of STS for `STS-basic`); none otherwise, which reads as no such form.
 */
export function formProtocol(
  patient: Patient,
  protocolId: string,
  form: ReturnType<typeof parseFormId>,
): PatientProtocol | undefined {
  return patient.protocols.find(
    (entry) => String(entry.id) === protocolId && entry.protocol === form?.protocol,
  );
}

/** A 403 reads as everywhere else: Missing permissions, and home. */
export function useRefusal(error: unknown) {
  const navigate = useNavigate();
  const { push } = useToasts();
  const refused = isStatus(error, 403);
  useEffect(() => {
    if (!refused) return;
    push({ text: 'registry.errors.missingPermissions', type: 'error' });
    navigate('/', { replace: true });
  }, [refused, navigate, push]);
  return refused;
}

/** An address no patient or protocol can have reads as not found, without asking the API. */
export function ProtocolFormPage() {
  const { id, protocolId } = useParams();
  if (!isRecordId(id)) return <FormUnavailable error={NO_SUCH_RECORD} patientId={null} />;
  if (!isRecordId(protocolId)) return <FormUnavailable error={null} patientId={id} />;
  return <LoadedProtocolFormPage />;
}

function LoadedProtocolFormPage() {
  const { id = '', protocolId = '', formId = '' } = useParams();
  const parsed = parseFormId(formId);
  const patient = usePatient(id);
  const form = useProtocolForm(parsed ? (formId as FormId) : null, id);
  const canEdit = useAllowed('protocolForms', 'edit');
  const queue = useOfflineQueue();
  const refused = useRefusal(patient.error ?? form.error);
  const { refetch } = form;
  const reload = useCallback(
    async (): Promise<ProtocolFormData | undefined> => (await refetch()).data,
    [refetch],
  );

  // The screen starts from what the server holds now, never from a copy cached before a save.
  const fresh = form.isFetchedAfterMount || form.isError;
  if (refused || patient.isPending || (parsed && !fresh) || !queue) {
    return <PageLoading />;
  }
  if (!patient.data) {
    return <FormUnavailable error={patient.error} patientId={null} onRetry={patient.refetch} />;
  }
  const protocol = formProtocol(patient.data, protocolId, parsed);
  if (!parsed || !protocol) return <FormUnavailable error={null} patientId={id} />;
  if (!form.data) {
    return <FormUnavailable error={form.error} patientId={id} onRetry={form.refetch} />;
  }
  return (
    <ProtocolFormScreen
      key={`${id}/${formId}`}
      patient={patient.data}
      protocol={protocol}
      loaded={form.data}
      canEdit={canEdit}
      reload={reload}
    />
  );
}

export default ProtocolFormPage;
