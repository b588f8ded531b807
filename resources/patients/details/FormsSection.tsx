/**
 * The patient's protocol forms (GET patient-forms): for each active protocol the user may see,
 * its basic and extended form with when and by whom it was last saved, how complete it is and
 * its version, each a link to the form's screen (on a phone, stacked rows instead of a table whose
 * last columns would be off the screen). It reloads whenever the page's patient does,
 * so that a protocol activated on the page brings its forms at once. Nothing of the form
 * renderer is loaded here: the screen's code comes only when a form is opened. The protocols
 * section links each protocol to both its forms with `ProtocolFormLinks`.
 */
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { useDataProvider, useTranslate } from 'react-admin';
import { FORM_TYPES, formIdOf, parseFormId } from '../../../domain/forms';
import type { FormId, FormType, PatientFormSummary } from '../../../domain/forms';
import type { Patient, PatientProtocol } from '../../../domain/patient';
import type { ProtocolCode } from '../../../domain/protocols';
import { QueryState } from '../../../src/components/LoadState';
import { StackedRecords, useStackedRows } from '../../../src/framework/StackedRows';
import type { OncoregDataProvider } from '../../../src/providers/dataProvider';
import { useFormatters } from './formatting';
import { PATIENTS } from './patientQueries';
import { EmptyNote, NOT_GIVEN, SectionCard } from './SectionCard';

/** The screen of one of the patient's forms (`protocolId` is the patient's protocol row). */
export function formPath(
  patientId: number,
  protocol: Pick<PatientProtocol, 'id' | 'protocol'>,
  type: FormType,
): string {
  return `/patient/${patientId}/forms/${protocol.id}/${formIdOf(protocol.protocol as ProtocolCode, type)}`;
}

/** One saved version of a form, read-only (src/pages/forms/ProtocolFormVersionPage.tsx). */
export function formVersionPath(
  patientId: number,
  protocol: Pick<PatientProtocol, 'id' | 'protocol'>,
  type: FormType,
  version: number,
): string {
  return `${formPath(patientId, protocol, type)}/versions/${version}`;
}

/**
 * Where each save of a patient's forms can be read whole: on the patient's row of the form's
 * protocol, none when the patient no longer has that protocol.
 */
export function savedVersionPaths(
  patientId: number,
  protocols: readonly Pick<PatientProtocol, 'id' | 'protocol'>[],
) {
  return (formId: FormId, version: number): string | null => {
    const form = parseFormId(formId);
    const protocol = form && protocols.find((entry) => entry.protocol === form.protocol);
    return protocol ? formVersionPath(patientId, protocol, form.type, version) : null;
  };
}

/**
 * Links to a protocol's basic and extended forms, as the protocols section lists them: "Podstawowy"
 * and "Rozszerzony" as the forms section says, named "ALL: Formularz podstawowy" for a screen
 * reader, which may read them apart from their row.
 */
export function ProtocolFormLinks({
  patientId,
  protocol,
}: {
  patientId: number;
  protocol: Pick<PatientProtocol, 'id' | 'protocol'>;
}) {
  const translate = useTranslate();
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', columnGap: 2 }}>
      {FORM_TYPES.map((type) => (
        <Link
          key={type}
          component={RouterLink}
          to={formPath(patientId, protocol, type)}
          aria-label={`${protocol.protocol}: ${translate(`forms.tabs.${type}`)}`}
        >
          {translate(`forms.types.${type}`)}
        </Link>
      ))}
    </Box>
  );
}

function Completeness({ value, label }: { value: number; label: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 120 }}>
      <LinearProgress
        variant="determinate"
        value={value}
        aria-label={label}
        sx={{ flexGrow: 1, height: 6, borderRadius: 3 }}
      />
      <Typography variant="body2" sx={{ minWidth: '3ch', textAlign: 'right' }}>
        {value}%
      </Typography>
    </Box>
  );
}

export function FormsSection({ patient, version }: { patient: Patient; version: number }) {
  const translate = useTranslate();
  const formatters = useFormatters();
  const dataProvider = useDataProvider<OncoregDataProvider>();
  const forms = useQuery({
    queryKey: [PATIENTS, 'forms', String(patient.id), version],
    queryFn: async (): Promise<PatientFormSummary[]> => {
      const answer = await dataProvider.patientForms(patient.id);
      return Array.isArray(answer) ? answer : [];
    },
  });
  const phone = useStackedRows();
  const protocolOf = (summary: PatientFormSummary) =>
    patient.protocols.find((entry) => entry.protocol === summary.protocol);
  const rows = (forms.data ?? []).filter((summary) => protocolOf(summary));
  const nameOf = (summary: PatientFormSummary) =>
    `${summary.protocol} (${translate(`forms.types.${summary.type}`)})`;
  const lastSaved = (summary: PatientFormSummary) =>
    summary.savedAt
      ? translate('forms.section.savedBy', {
          at: formatters.dateTime(summary.savedAt),
          by: summary.savedByName ?? NOT_GIVEN,
        })
      : translate('forms.section.never');
  const completeness = (summary: PatientFormSummary) => (
    <Completeness
      value={summary.completeness}
      label={`${translate('forms.section.completeness')}: ${nameOf(summary)}`}
    />
  );

  return (
    <SectionCard title="forms.section.title">
      <QueryState query={forms}>
        {() =>
          rows.length && phone ? (
            // The section's card has its own padding: the rows reach its edges, as a table's would.
            <Box sx={{ mx: -2 }}>
              <StackedRecords<PatientFormSummary & { id: string }>
                records={rows.map((summary) => ({ ...summary, id: summary.formId }))}
                empty={null}
                title={(summary) => (
                  <Link
                    component={RouterLink}
                    to={formPath(patient.id, protocolOf(summary)!, summary.type)}
                    aria-label={translate('forms.section.open', { form: nameOf(summary) })}
                  >
                    {nameOf(summary)}
                  </Link>
                )}
                details={(summary) => (
                  <>
                    <span>
                      {translate('forms.section.lastSaved')}: {lastSaved(summary)}
                    </span>
                    <span>
                      {translate('forms.section.version')}: {summary.version}
                    </span>
                  </>
                )}
                body={completeness}
              />
            </Box>
          ) : rows.length ? (
            <TableContainer>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('forms.section.protocol')}</TableCell>
                    <TableCell>{translate('forms.section.type')}</TableCell>
                    <TableCell>{translate('forms.section.lastSaved')}</TableCell>
                    <TableCell>{translate('forms.section.completeness')}</TableCell>
                    <TableCell align="right">{translate('forms.section.version')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((summary) => {
                    const typeName = translate(`forms.types.${summary.type}`);
                    return (
                      <TableRow key={summary.formId}>
                        <TableCell component="th" scope="row">
                          {summary.protocol}
                        </TableCell>
                        <TableCell>
                          <Link
                            component={RouterLink}
                            to={formPath(patient.id, protocolOf(summary)!, summary.type)}
                            aria-label={translate('forms.section.open', {
                              form: nameOf(summary),
                            })}
                          >
                            {typeName}
                          </Link>
                        </TableCell>
                        <TableCell>{lastSaved(summary)}</TableCell>
                        <TableCell>{completeness(summary)}</TableCell>
                        <TableCell align="right">{summary.version}</TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </TableContainer>
          ) : (
            <EmptyNote text="forms.section.empty" />
          )
        }
      </QueryState>
    </SectionCard>
  );
}
