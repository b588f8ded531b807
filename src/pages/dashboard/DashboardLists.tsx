/**
 * The dashboard's three lists: the patient forms edited in the chosen year (each a link to the
 * form), the patients the user watches (favourites) and the patients to correct (open
 * correction flags), each entry a link to the patient.
 */
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { LoadingQuery } from '../../components/LoadState';
import type {
  DashboardList,
  FavoritePatient,
  OpenCorrectionFlag,
  RecentForm,
} from '../../../domain/dashboard';
import { useFormatters } from '../../../resources/patients/details/formatting';
import { NOT_GIVEN } from '../../../resources/patients/details/SectionCard';
import { ListCard } from './ListCard';

/** As the patient list names a patient: surname first. */
const patientName = (patient: { firstName: string; lastName: string }) =>
  `${patient.lastName} ${patient.firstName}`;

/** The patient forms saved in the chosen year, the heading naming the year. */
export function RecentForms({ forms, year }: { forms: readonly RecentForm[]; year: number }) {
  const translate = useTranslate();
  const { dateTime } = useFormatters();
  return (
    <ListCard
      title="dashboard.recentForms"
      titleArgs={{ year }}
      empty="dashboard.noRecentForms"
      items={forms}
      renderItem={(form) => (
        <ListItem key={`${form.patientId}/${form.formId}`} disableGutters divider>
          <ListItemText
            primary={
              <Link
                component={RouterLink}
                to={`/patient/${form.patientId}/forms/${form.protocolId}/${form.formId}`}
              >
                {`${patientName(form)} · ${form.protocol} · ${translate(`forms.tabs.${form.formType}`)}`}
              </Link>
            }
            secondary={translate('forms.status.saved', {
              version: form.version,
              at: dateTime(form.savedAt),
              by: form.savedBy ?? NOT_GIVEN,
            })}
          />
        </ListItem>
      )}
    />
  );
}

export function FavoritePatients({
  query,
}: {
  query: LoadingQuery<DashboardList<FavoritePatient>>;
}) {
  const translate = useTranslate();
  const { date } = useFormatters();
  return (
    <ListCard
      title="dashboard.favorites"
      empty="dashboard.noFavorites"
      items={query.data?.data}
      total={query.data?.total}
      query={query}
      renderItem={(patient) => (
        <ListItem key={patient.id} disableGutters divider>
          <ListItemText
            primary={
              <>
                <Link component={RouterLink} to={`/patient/${patient.id}`}>
                  {patientName(patient)}
                </Link>
                {patient.active ? null : (
                  <Chip size="small" label={translate('dashboard.inactive')} sx={{ ml: 1 }} />
                )}
              </>
            }
            secondary={[
              `${translate('resources.patients.fields.birthDate')}: ${date(patient.birthDate)}`,
              ...(patient.protocols.length ? [patient.protocols.join(', ')] : []),
            ].join(' · ')}
          />
        </ListItem>
      )}
    />
  );
}

export function CorrectionFlags({
  query,
}: {
  query: LoadingQuery<DashboardList<OpenCorrectionFlag>>;
}) {
  const { date } = useFormatters();
  return (
    <ListCard
      title="dashboard.flags"
      empty="dashboard.noFlags"
      items={query.data?.data}
      total={query.data?.total}
      query={query}
      renderItem={(flag) => (
        <ListItem key={flag.flagId} disableGutters divider>
          <ListItemText
            primary={
              <Link component={RouterLink} to={`/patient/${flag.patientId}`}>
                {patientName(flag)}
              </Link>
            }
            secondary={
              <>
                <span style={{ display: 'block', overflowWrap: 'anywhere' }}>{flag.comment}</span>
                {[flag.hospitalShortName, flag.author ?? NOT_GIVEN, date(flag.createdAt)].join(
                  ' · ',
                )}
              </>
            }
          />
        </ListItem>
      )}
    />
  );
}
