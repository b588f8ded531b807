/**
 * The research export screen (issue 15): the user chooses forms (by protocol), hospitals, the
 * registration period, pseudonymised or identifiable data (where the role has that choice) and
 * the CSV dialect, sees how many patients and form records the export will hold, and downloads
 * it through the browser's own download from a single-use link, so that a large file never sits
 * in the page's memory. One form's file can be downloaded alone.
 */
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { CENTRAL_ADMINISTRATOR } from '../../../domain';
import {
  EXPORT_ZIP_FILE,
  type ExportDialect,
  type ExportDownloadRequest,
  type ExportFile,
  type ExportFilters,
  type ExportOptions,
} from '../../../domain/export';
import { useAccount } from '../../AppServicesContext';
import { LoadFailed } from '../../components/LoadState';
import { HOME_CRUMB, PageHeader } from '../../components/PageHeader';
import { IsoDateField } from '../../components/dates/IsoDateField';
import { PageLoading } from '../../components/PageLoading';
import { useToasts } from '../../feedback/FeedbackContext';
import { errorText, fieldErrors } from '../../feedback/errors';
import { isHttpError } from '../../providers/httpClient';
import { useNumberFormats } from '../dashboard/numberFormat';
import { startBrowserDownload } from './browserDownload';
import {
  type ExportChoices,
  type ExportField,
  choiceErrors,
  exportFilters,
  initialChoices,
  singleFormFilters,
} from './exportChoices';
import { useExportDownload, useExportOptions, useExportSummary } from './exportQueries';
import { ExportFormPicker } from './ExportFormPicker';

const FIELDS: readonly ExportField[] = [
  'forms',
  'hospitals',
  'from',
  'to',
  'pseudonymised',
  'dialect',
];

/** The server's field errors split into those the screen has a field for and the rest. */
function serverFieldErrors(error: unknown): {
  fields: Partial<Record<ExportField, string>>;
  other: string[];
} {
  const fields: Partial<Record<ExportField, string>> = {};
  const other: string[] = [];
  for (const [field, message] of Object.entries(fieldErrors(error) ?? {})) {
    if ((FIELDS as readonly string[]).includes(field)) fields[field as ExportField] = message;
    else other.push(message);
  }
  return { fields, other };
}

/** A titled group of choices: a fieldset whose legend reads as a heading. */
function ChoiceGroup({
  legend,
  error,
  children,
}: {
  legend: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardContent>
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
            {legend}
          </Typography>
          {children}
          {error ? (
            <FormHelperText error role="alert">
              {error}
            </FormHelperText>
          ) : null}
        </Box>
      </CardContent>
    </Card>
  );
}

/** A radio whose label has a second line saying what the choice means. */
function ExplainedRadio({ value, label, help }: { value: string; label: string; help: string }) {
  return (
    <FormControlLabel
      value={value}
      control={<Radio />}
      sx={{ alignItems: 'flex-start', mr: 0, mb: 1, '& .MuiRadio-root': { pt: 0.5 } }}
      label={
        <>
          <Typography component="span" sx={{ display: 'block' }}>
            {label}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary">
            {help}
          </Typography>
        </>
      }
    />
  );
}

/**
 * The texts that name the export's scope: a central administrator holds no hospital or protocol
 * and exports from every one (the server's scope), so "your hospitals" would tell them wrong.
 */
function scopeTexts(everyHospital: boolean) {
  return everyHospital
    ? {
        intro: 'registry.export.introAll',
        empty: 'registry.export.emptyAll',
        hospitalsHelp: 'registry.export.hospitals.helpAll',
      }
    : {
        intro: 'registry.export.intro',
        empty: 'registry.export.empty',
        hospitalsHelp: 'registry.export.hospitals.help',
      };
}

function ExportBuilder({
  options,
  hospitalsHelp,
}: {
  options: ExportOptions;
  /** The hint under the hospitals: what choosing none exports. */
  hospitalsHelp: string;
}) {
  const translate = useTranslate();
  const { count } = useNumberFormats();
  const { pushError } = useToasts();
  const [choices, setChoices] = useState<ExportChoices>(() => initialChoices(options));
  // The last refused download's field errors, until the choices change.
  const [refusal, setRefusal] = useState<ReturnType<typeof serverFieldErrors> | null>(null);
  const [started, setStarted] = useState(false);
  const filters = useMemo(() => exportFilters(choices, options), [choices, options]);
  const summary = useExportSummary(filters);
  const download = useExportDownload();
  // The two columns stack below md: the summary then comes last.
  const stacked = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));

  const choose = (change: Partial<ExportChoices>) => {
    setChoices((current) => ({ ...current, ...change }));
    setRefusal(null);
    setStarted(false);
  };

  const own = choiceErrors(choices, options);
  const fromSummary = serverFieldErrors(summary.error).fields;
  const errorOf = (field: ExportField): string | undefined => {
    const key = own[field];
    if (key) return translate(key);
    const message = refusal?.fields[field] ?? fromSummary[field];
    return message === undefined ? undefined : translate(message, { _: message });
  };

  // An identifiable download waits for a second yes: the file names children and holds their
  // PESEL numbers and addresses.
  const [identifiable, setIdentifiable] = useState<{
    file: ExportFile;
    filters: ExportFilters;
  } | null>(null);
  const askDownload = (file: ExportFile, fileFilters: ExportFilters | null) => {
    if (!fileFilters) return;
    if (fileFilters.pseudonymised === false) setIdentifiable({ file, filters: fileFilters });
    else requestDownload(file, fileFilters);
  };

  const requestDownload = (file: ExportFile, fileFilters: ExportFilters | null) => {
    if (!fileFilters) return;
    const request: ExportDownloadRequest = { ...fileFilters, dialect: choices.dialect, file };
    setStarted(false);
    setRefusal(null);
    download.mutate(request, {
      onSuccess: (link) => {
        startBrowserDownload(link.url);
        setStarted(true);
      },
      onError: (error) => {
        const refused = serverFieldErrors(error);
        // A 403 for an identifiable export says so where that choice is made.
        if (isHttpError(error) && error.status === 403 && !request.pseudonymised) {
          refused.fields.pseudonymised = errorText(error, 'registry.errors.missingPermissions');
        }
        setRefusal(refused);
        pushError(error, 'registry.export.download.failed');
      },
    });
  };

  const shown = summary.data;
  const formRecords = shown
    ? (filters?.forms ?? []).reduce((total, formId) => total + (shown.forms[formId] ?? 0), 0)
    : undefined;
  const chosenHospitals = options.hospitals.filter((hospital) =>
    choices.hospitals.includes(hospital.id),
  );

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 8 }}>
        <Stack spacing={2}>
          <Card>
            <CardContent>
              <ExportFormPicker
                forms={options.forms}
                chosen={choices.forms}
                onChange={(forms) => choose({ forms })}
                summary={shown}
                formatCount={count}
                downloading={download.isPending}
                onDownloadOne={({ formId, tables }) =>
                  askDownload(
                    tables.length ? EXPORT_ZIP_FILE : `${formId}.csv`,
                    singleFormFilters(formId, choices, options),
                  )
                }
                error={errorOf('forms')}
              />
            </CardContent>
          </Card>
          <ChoiceGroup legend={translate('registry.export.scope.legend')}>
            <Stack spacing={2}>
              <Autocomplete
                multiple
                options={options.hospitals}
                value={chosenHospitals}
                onChange={(_, hospitals) => choose({ hospitals: hospitals.map(({ id }) => id) })}
                getOptionLabel={(hospital) => {
                  const label = `${hospital.shortName}: ${hospital.name}`;
                  // A closed hospital is marked, as the other filters mark it.
                  return hospital.active === false
                    ? translate('registry.framework.inactiveOption', { name: label })
                    : label;
                }}
                isOptionEqualToValue={(option, value) => option.id === value.id}
                noOptionsText={translate('registry.export.hospitals.noOptions')}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label={translate('registry.export.hospitals.label')}
                    error={Boolean(errorOf('hospitals'))}
                    helperText={errorOf('hospitals') ?? translate(hospitalsHelp)}
                  />
                )}
              />
              <Typography variant="subtitle2" component="p">
                {translate('registry.export.period.legend')}
              </Typography>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
                {(['from', 'to'] as const).map((bound) => (
                  <IsoDateField
                    key={bound}
                    label={translate(`registry.export.period.${bound}`)}
                    value={choices[bound]}
                    onChange={(date) => choose({ [bound]: date ?? '' })}
                    error={Boolean(errorOf(bound))}
                    errorText={errorOf(bound)}
                    helperText={translate('registry.export.period.help')}
                    sx={{ flex: '1 1 10rem', minWidth: 0 }}
                  />
                ))}
              </Stack>
            </Stack>
          </ChoiceGroup>
          <ChoiceGroup
            legend={translate('registry.export.pseudonymised.legend')}
            error={errorOf('pseudonymised')}
          >
            {options.identifiableAllowed ? (
              <RadioGroup
                value={choices.pseudonymised ? 'pseudonymised' : 'identifiable'}
                onChange={(event) =>
                  choose({ pseudonymised: event.target.value === 'pseudonymised' })
                }
              >
                <ExplainedRadio
                  value="pseudonymised"
                  label={translate('registry.export.pseudonymised.yes')}
                  help={translate('registry.export.pseudonymised.yesHelp')}
                />
                <ExplainedRadio
                  value="identifiable"
                  label={translate('registry.export.pseudonymised.no')}
                  help={translate('registry.export.pseudonymised.noHelp')}
                />
              </RadioGroup>
            ) : (
              <Box data-testid="export-pseudonymised-fixed">
                <Typography>{translate('registry.export.pseudonymised.fixed')}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {translate('registry.export.pseudonymised.yesHelp')}
                </Typography>
              </Box>
            )}
          </ChoiceGroup>
          <ChoiceGroup
            legend={translate('registry.export.dialect.legend')}
            error={errorOf('dialect')}
          >
            <RadioGroup
              value={choices.dialect}
              onChange={(event) => choose({ dialect: event.target.value as ExportDialect })}
            >
              <ExplainedRadio
                value="csv"
                label={translate('registry.export.dialect.csv')}
                help={translate('registry.export.dialect.csvHelp')}
              />
              <ExplainedRadio
                value="excel-pl"
                label={translate('registry.export.dialect.excelPl')}
                help={translate('registry.export.dialect.excelPlHelp')}
              />
            </RadioGroup>
          </ChoiceGroup>
          {stacked ? (
            <SummaryBar
              text={
                shown && filters
                  ? translate('registry.export.summary.bar', {
                      patients: count(shown.patients),
                      records: count(formRecords ?? 0),
                    })
                  : translate(
                      !filters
                        ? 'registry.export.summary.invalid'
                        : summary.isError
                          ? 'registry.export.summary.failed'
                          : 'registry.export.summary.updating',
                    )
              }
            />
          ) : null}
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Card
          id={SUMMARY_ID}
          tabIndex={-1}
          sx={{ position: { md: 'sticky' }, top: { md: 80 }, scrollMarginTop: 72 }}
        >
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {translate('registry.export.summary.title')}
            </Typography>
            {summary.isSettling && filters ? (
              <LinearProgress aria-label={translate('registry.export.summary.updating')} />
            ) : null}
            {!filters ? (
              <>
                <Typography color="text.secondary">
                  {translate('registry.export.summary.invalid')}
                </Typography>
                {/* What to correct, here too: the field that says it may be a screen away. */}
                {Object.values(own).map((key) => (
                  <Typography key={key} color="error" variant="body2" sx={{ mt: 1 }}>
                    {translate(key)}
                  </Typography>
                ))}
              </>
            ) : summary.isError && !summary.isSettling ? (
              <LoadFailed
                title="registry.export.summary.failed"
                error={summary.error}
                onRetry={summary.refetch}
                retrying={summary.isFetching}
              />
            ) : shown ? (
              <Box component="dl" aria-live="polite" sx={{ m: 0 }} data-testid="export-summary">
                <SummaryFigure
                  label={translate('registry.export.summary.patients')}
                  value={count(shown.patients)}
                />
                <SummaryFigure
                  label={translate('registry.export.summary.formRecords')}
                  value={count(formRecords ?? 0)}
                />
                {/* Fewer forms than offered: the patients they concern, not every child. */}
                {(filters.forms ?? []).length < options.forms.length ? (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    {translate('registry.export.summary.patientsOfForms')}
                  </Typography>
                ) : null}
              </Box>
            ) : (
              <PageLoading />
            )}
            <Button
              variant="contained"
              fullWidth
              sx={{ mt: 2 }}
              disabled={!filters}
              // Not `disabled` while preparing: a browser would move the focus to the page's top.
              aria-disabled={download.isPending}
              onClick={() => {
                if (!download.isPending) askDownload(EXPORT_ZIP_FILE, filters);
              }}
            >
              {translate(
                download.isPending
                  ? 'registry.export.download.preparing'
                  : 'registry.export.download.zip',
              )}
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {translate('registry.export.download.help')}
            </Typography>
            {started ? (
              <Alert severity="success" sx={{ mt: 2 }} role="status">
                {translate('registry.export.download.started')}
              </Alert>
            ) : null}
            {refusal?.other.length ? (
              <Alert severity="error" sx={{ mt: 2 }}>
                {refusal.other.map((message) => translate(message, { _: message })).join(' ')}
              </Alert>
            ) : null}
          </CardContent>
        </Card>
      </Grid>
      <Confirm
        isOpen={identifiable !== null}
        title="registry.export.identifiable.title"
        content="registry.export.identifiable.text"
        confirm="registry.export.identifiable.confirm"
        onConfirm={() => {
          if (identifiable) requestDownload(identifiable.file, identifiable.filters);
          setIdentifiable(null);
        }}
        onClose={() => setIdentifiable(null)}
      />
    </Grid>
  );
}

const SUMMARY_ID = 'export-summary-card';

/**
 * Below 900 px the summary and its download button come after every choice: 4,000 px down for
 * a coordinator of 19 protocols. A bar at the window's foot keeps the figures in view while the
 * choices are made, and takes the user to the summary, its button and its messages.
 */
function SummaryBar({ text }: { text: string }) {
  const translate = useTranslate();
  return (
    <Paper
      elevation={6}
      data-testid="export-summary-bar"
      sx={{
        position: 'sticky',
        bottom: 8,
        zIndex: 2,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
        px: 2,
        py: 1,
      }}
    >
      <Typography variant="body2" aria-live="polite">
        {text}
      </Typography>
      <Button
        size="small"
        variant="contained"
        endIcon={<ArrowDownwardIcon />}
        sx={{ flexShrink: 0 }}
        onClick={() => {
          const card = document.getElementById(SUMMARY_ID);
          card?.scrollIntoView?.({ block: 'start' });
          card?.focus({ preventScroll: true });
        }}
      >
        {translate('registry.export.summary.jump')}
      </Button>
    </Paper>
  );
}

function SummaryFigure({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Typography component="dt">{label}</Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {value}
      </Typography>
    </Box>
  );
}

export function ExportPage() {
  const translate = useTranslate();
  const options = useExportOptions();
  const texts = scopeTexts(useAccount()?.role === CENTRAL_ADMINISTRATOR);
  return (
    <>
      <PageHeader title="registry.export.title" crumbs={[HOME_CRUMB]} />
      {options.data ? (
        options.data.hospitals.length === 0 ? (
          <Alert severity="info">{translate(texts.empty)}</Alert>
        ) : (
          <>
            <Typography sx={{ mb: 2 }}>{translate(texts.intro)}</Typography>
            <ExportBuilder options={options.data} hospitalsHelp={texts.hospitalsHelp} />
          </>
        )
      ) : options.isError ? (
        <LoadFailed
          title="registry.export.loadFailed"
          error={options.error}
          onRetry={options.refetch}
          retrying={options.isFetching}
        />
      ) : (
        <PageLoading />
      )}
    </>
  );
}
