/**
 * `/patient/{id}/print`: a patient's record as a clinic files a summary, for the browser's own
 * printing: personal data and addresses, hospitals, protocols, and each saved protocol form with
 * its labels and values (formPrint.ts), headed by who printed it and when. On paper only the
 * summary remains: the app bar, the menu, the breadcrumbs and the buttons are screen-only
 * (PRINT_STYLES). Everything is in the interface language, the forms' labels included (the form
 * API answers each form's schema in the request's language). The page waits for every form
 * before it offers printing, so that nothing is cut from the paper.
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueries, useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useId, useMemo } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { fullName } from '../../../domain';
import type { PatientFormSummary, ProtocolFormData } from '../../../domain/forms';
import type { Patient } from '../../../domain/patient';
import { PROTOCOL_NAMES } from '../../../domain/protocolNames';
import { isKnownProtocol, visibleProtocols } from '../../../domain/protocols';
import { useAccount } from '../../../src/AppServicesContext';
import { HOME_CRUMB, PageHeader } from '../../../src/components/PageHeader';
import { PageLoading } from '../../../src/components/PageLoading';
import { RequirePermission } from '../../../src/components/routeGuards';
import { useDateLocale } from '../../../src/components/useDateLocale';
import { LoadFailed } from '../../../src/components/LoadState';
import { useFormattingLocale, useInterfaceLocale } from '../../../src/framework/hooks';
import type { OncoregDataProvider } from '../../../src/providers/dataProvider';
import { isHttpError } from '../../../src/providers/httpClient';
import { entryLabel, storedEntryQuery } from '../../../src/components/dictionaryEntries';
import { AddressesSection } from '../details/AddressesSection';
import { useFormatters } from '../details/formatting';
import { NO_SUCH_RECORD, isRecordId } from '../../../src/framework/recordId';
import { PATIENTS, usePatient } from '../details/patientQueries';
import { PersonalSection } from '../details/PersonalSection';
import { EmptyNote, NOT_GIVEN, SectionCard } from '../details/SectionCard';
import { dictionaryCodes, parseFormSchema, printedItems } from './formPrint';
import type { PrintFormat, PrintedItem } from './formPrint';

const PATIENT_LIST = '/patients';

function usePatientsCrumb() {
  const translate = useTranslate();
  return {
    label: translate('resources.patients.name', { smart_count: 2 }),
    to: PATIENT_LIST,
  };
}

/** On paper: no app bar, menu, breadcrumbs, buttons or toasts; the summary from the top. */
const PRINT_STYLES = (
  <GlobalStyles
    styles={{
      '@media print': {
        '@page': { margin: '15mm' },
        'body, .RaLayout-root, .RaLayout-appFrame, .RaLayout-content': {
          background: 'none !important',
        },
        [[
          '.MuiAppBar-root',
          // react-admin's menu is a docked drawer.
          '.MuiDrawer-root',
          '.MuiBreadcrumbs-root',
          '.skip-nav-button',
          '[data-screen-only]',
          '[data-testid="toast"]',
        ].join(', ')]: { display: 'none !important' },
        '.RaLayout-appFrame': { marginTop: '0 !important' },
        '.RaLayout-content, .RaLayout-content > div': { padding: '0 !important' },
        '.MuiCard-root': { breakInside: 'avoid', boxShadow: 'none' },
        'h1, h2, h3, h4': { breakAfter: 'avoid' },
      },
    }}
  />
);

/** Rich text as plain text: each paragraph, item and line break on a line of its own. */
function richTextAsText(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  body.querySelectorAll('br').forEach((line) => line.replaceWith('\n'));
  body.querySelectorAll('p, li').forEach((block) => block.append('\n'));
  return (body.textContent ?? '').replace(/\n{2,}/g, '\n').trim();
}

function usePrintFormat(): PrintFormat {
  const translate = useTranslate();
  const locale = useFormattingLocale();
  const { date } = useFormatters();
  return useMemo(() => {
    const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 6 });
    return {
      date,
      number: (value) => number.format(value),
      yes: translate('ra.boolean.true'),
      no: translate('ra.boolean.false'),
      richText: richTextAsText,
    };
  }, [date, locale, translate]);
}

type PrintedValue = Extract<PrintedItem, { kind: 'value' }>;
type PrintedSection = Extract<PrintedItem, { kind: 'section' }>;

/** Runs of values as one definition list each; a section's heading stands between them. */
function chunks(items: readonly PrintedItem[]): (PrintedValue[] | PrintedSection)[] {
  const result: (PrintedValue[] | PrintedSection)[] = [];
  for (const item of items) {
    const last = result[result.length - 1];
    if (item.kind === 'section') result.push(item);
    else if (Array.isArray(last)) last.push(item);
    else result.push([item]);
  }
  return result;
}

function PrintedValues({ values }: { values: readonly PrintedValue[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(12rem, 40%) 1fr' },
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
      }}
    >
      {values.map((item) => (
        <Box key={item.key} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {item.label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
          >
            {item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function PrintedList({ items, depth }: { items: readonly PrintedItem[]; depth: number }) {
  const heading = depth === 0 ? 'h4' : 'h5';
  return (
    <>
      {chunks(items).map((chunk) =>
        Array.isArray(chunk) ? (
          <PrintedValues key={chunk[0]!.key} values={chunk} />
        ) : (
          <Box key={chunk.key} sx={{ mt: 1, pl: depth ? 2 : 0 }}>
            <Typography component={heading} variant="subtitle2">
              {chunk.title}
            </Typography>
            <PrintedList items={chunk.items} depth={depth + 1} />
          </Box>
        ),
      )}
    </>
  );
}

type EntryText = (dictionary: string, code: string) => string;

function PrintedForm({ form, entry }: { form: ProtocolFormData; entry: EntryText }) {
  const translate = useTranslate();
  const { dateTime } = useFormatters();
  const printFormat = usePrintFormat();
  const schema = parseFormSchema(form.schema);
  const items = schema
    ? printedItems(schema, form.uiSchema, form.formData, { ...printFormat, entry })
    : [];
  const headingId = useId();
  // The definition's own title names the disease and the form; the type is the fallback.
  const name =
    schema && typeof schema.title === 'string'
      ? schema.title
      : translate(`forms.tabs.${form.type}`);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {`${form.protocol} · ${name}`}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('forms.status.saved', {
          version: form.version,
          at: form.savedAt ? dateTime(form.savedAt) : NOT_GIVEN,
          by: form.savedByName ?? NOT_GIVEN,
        })}
      </Typography>
      {items.length ? (
        <PrintedList items={items} depth={0} />
      ) : (
        <EmptyNote text="patientDetails.print.formEmpty" />
      )}
    </Box>
  );
}

function HospitalsAndProtocols({ patient }: { patient: Patient }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const language = locale === 'en' ? 'en' : 'pl';
  const protocols = visibleProtocols(patient.protocols);
  return (
    <>
      <SectionCard title="patientDetails.sections.hospitals">
        {patient.hospitals.length ? (
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {patient.hospitals.map((hospital) => (
              <Typography component="li" variant="body2" key={hospital.id}>
                {`${hospital.name} (${hospital.shortName})`}
                {hospital.active ? '' : ` · ${translate('patientDetails.hospitals.inactive')}`}
              </Typography>
            ))}
          </Box>
        ) : (
          <EmptyNote text="patientDetails.hospitals.empty" />
        )}
      </SectionCard>
      <SectionCard title="patientDetails.sections.protocols">
        {protocols.length ? (
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {protocols.map((entry) => (
              <Typography component="li" variant="body2" key={entry.id}>
                {isKnownProtocol(entry.protocol)
                  ? `${entry.protocol}: ${PROTOCOL_NAMES[entry.protocol][language]}`
                  : entry.protocol}
                {` · ${translate(
                  entry.active
                    ? 'patientDetails.protocols.active'
                    : 'patientDetails.protocols.inactive',
                )}`}
              </Typography>
            ))}
          </Box>
        ) : (
          <EmptyNote text="patientDetails.protocols.empty" />
        )}
      </SectionCard>
    </>
  );
}

/**
 * The entries of the dictionaries' codes the forms hold, as the form screen looks them up (and
 * from its cache): a code whose entry cannot be found or fetched is printed as the code alone.
 */
function useDictionaryEntries(forms: readonly ProtocolFormData[]) {
  const dataProvider = useDataProvider<OncoregDataProvider>();
  const [locale] = useLocaleState();
  const codes = new Map<string, [string, string]>();
  for (const form of forms) {
    const schema = parseFormSchema(form.schema);
    if (!schema) continue;
    for (const pair of dictionaryCodes(schema, form.uiSchema, form.formData)) {
      codes.set(JSON.stringify(pair), pair);
    }
  }
  const pairs = [...codes.values()];
  const entries = useQueries({
    queries: pairs.map(([dictionary, code]) => storedEntryQuery(dataProvider, dictionary, code)),
  });
  const found = new Map(pairs.map((pair, index) => [JSON.stringify(pair), entries[index]?.data]));
  const text: EntryText = (dictionary, code) => {
    const entry = found.get(JSON.stringify([dictionary, code]));
    return entry ? entryLabel(entry, locale) : code;
  };
  return { text, pending: entries.some((entry) => entry.isPending) };
}

/** The patient's saved forms (version above 0), each with its definition and data. */
function useSavedForms(patient: Patient) {
  const dataProvider = useDataProvider<OncoregDataProvider>();
  const locale = useInterfaceLocale();
  const summaries = useQuery({
    queryKey: [PATIENTS, 'forms', String(patient.id), 'print'],
    queryFn: async (): Promise<PatientFormSummary[]> => {
      const answer = await dataProvider.patientForms(patient.id);
      return Array.isArray(answer) ? answer : [];
    },
  });
  const saved = (summaries.data ?? []).filter((summary) => summary.version > 0);
  const forms = useQueries({
    queries: saved.map((summary) => ({
      // The protocol form screen's own key: a form opened there is not fetched again.
      queryKey: ['protocolForm', summary.formId, String(patient.id), locale],
      queryFn: () => dataProvider.protocolForm(summary.formId, String(patient.id), { locale }),
    })),
  });
  const loaded = forms.flatMap((form) => (form.data ? [form.data] : []));
  const entries = useDictionaryEntries(loaded);
  const failed = summaries.error ?? forms.find((form) => form.error)?.error;
  const pending = summaries.isPending || forms.some((form) => form.isPending) || entries.pending;
  const retry = () => {
    if (summaries.isError) void summaries.refetch();
    forms.filter((form) => form.isError).forEach((form) => void form.refetch());
  };
  return { forms: loaded, entry: entries.text, pending, failed, retry };
}

function PrintedHeader({ patient }: { patient: Patient }) {
  const translate = useTranslate();
  const account = useAccount();
  const dateLocale = useDateLocale();
  const identity = patient.pesel
    ? translate('patientDetails.identity.pesel', { value: patient.pesel })
    : patient.passportNumber
      ? translate('patientDetails.identity.passport', { value: patient.passportNumber })
      : null;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {[translate('patientDetails.print.caption'), identity].filter(Boolean).join(' · ')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('patientDetails.print.printed', {
          at: format(new Date(), 'Pp', { locale: dateLocale }),
          by: account ? fullName(account) : NOT_GIVEN,
        })}
      </Typography>
    </Box>
  );
}

function PatientSummary({ patient }: { patient: Patient }) {
  const translate = useTranslate();
  const saved = useSavedForms(patient);
  const listCrumb = usePatientsCrumb();
  const name = `${patient.lastName} ${patient.firstName}`;
  const backTo = `/patient/${patient.id}`;
  return (
    <>
      {PRINT_STYLES}
      {/* The heading is the patient's name, as on paper; the crumb before it names them too. */}
      <PageHeader
        title={name}
        current="patientDetails.print.crumb"
        crumbs={[HOME_CRUMB, listCrumb, { label: name, to: backTo }]}
      />
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ mb: 2, flexWrap: 'wrap' }}
        data-screen-only
      >
        <Button component={RouterLink} to={backTo} startIcon={<ArrowBackIcon />}>
          {translate('patientDetails.print.back')}
        </Button>
        <Button
          variant="contained"
          startIcon={<PrintIcon />}
          disabled={saved.pending || Boolean(saved.failed)}
          onClick={() => window.print()}
        >
          {translate('patientDetails.print.print')}
        </Button>
      </Stack>
      <Box component="article" aria-label={translate('patientDetails.print.caption')}>
        <PrintedHeader patient={patient} />
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            gap: 2,
            '@media print': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {/* Full width: its long labels leave half an A4 page too little room for values. */}
          <Box sx={{ gridColumn: '1 / -1' }}>
            <PersonalSection patient={patient} />
          </Box>
          <AddressesSection patient={patient} />
          <HospitalsAndProtocols patient={patient} />
        </Box>
        <Box sx={{ mt: 2 }}>
          <SectionCard title="patientDetails.print.forms">
            {saved.failed ? (
              <Box data-screen-only>
                <LoadFailed error={saved.failed} onRetry={saved.retry} />
              </Box>
            ) : saved.pending ? (
              <PageLoading />
            ) : saved.forms.length ? (
              saved.forms.map((form) => (
                <PrintedForm key={form.formId} form={form} entry={saved.entry} />
              ))
            ) : (
              <EmptyNote text="patientDetails.print.noForms" />
            )}
          </SectionCard>
        </Box>
      </Box>
    </>
  );
}

/** A patient that could not be loaded: absent or out of scope (404), or a failure to retry. */
function PatientUnavailable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const translate = useTranslate();
  const listCrumb = usePatientsCrumb();
  const missing = isHttpError(error) && error.status === 404;
  return (
    <>
      <PageHeader
        title={missing ? 'registry.errors.patientMissing' : 'registry.errors.dataFetching'}
        crumbs={[HOME_CRUMB, listCrumb]}
      />
      {missing ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('patientDetails.notFound.text')}
        </Alert>
      ) : (
        <LoadFailed error={error} onRetry={onRetry} sx={{ mb: 2 }} />
      )}
      <Button component={RouterLink} to={PATIENT_LIST} startIcon={<ArrowBackIcon />}>
        {translate('patientDetails.notFound.back')}
      </Button>
    </>
  );
}

function PatientPrintPage() {
  const { id } = useParams();
  // An address no patient can have reads as not found, without asking the API.
  if (!isRecordId(id)) return <PatientUnavailable error={NO_SUCH_RECORD} onRetry={() => {}} />;
  return <LoadedPatientPrint id={id} />;
}

function LoadedPatientPrint({ id }: { id: string }) {
  const patient = usePatient(id);
  if (patient.isPending) return <PageLoading />;
  if (!patient.data) {
    return <PatientUnavailable error={patient.error} onRetry={() => void patient.refetch()} />;
  }
  return <PatientSummary patient={patient.data} />;
}

export function PatientPrint() {
  return (
    <RequirePermission resource="patients" action="show">
      <PatientPrintPage />
    </RequirePermission>
  );
}

export default PatientPrint;
