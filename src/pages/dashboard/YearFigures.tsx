/**
 * The figures of the chosen year: three counts in cards, then the four breakdowns as charts
 * (patients by gender, the share of disease entities, patients per hospital, forms by type).
 */
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { isLocale, isKnownProtocol } from '../../../domain';
import { RECENT_PATIENTS_DAYS } from '../../../domain/dashboard';
import type { DashboardStats } from '../../../domain/dashboard';
import { PROTOCOL_NAMES } from '../../../domain/protocolNames';
import { ChartCard } from './ChartCard';
import { totalOf } from './chartRows';
import type { ChartKind, ChartRow } from './chartRows';
import { useNumberFormats } from './numberFormat';

function FigureCard({ label, value }: { label: string; value: number }) {
  const labelId = useId();
  const { count } = useNumberFormats();
  return (
    <Card variant="outlined" role="group" aria-labelledby={labelId} sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={labelId} variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h4" component="p">
          {count(value)}
        </Typography>
      </CardContent>
    </Card>
  );
}

export function YearFigures({ stats }: { stats: DashboardStats }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const language = isLocale(locale) ? locale : 'pl';
  const { year } = stats;
  const genders: ChartRow[] = stats.patientsByGender.map(({ key, count }) => ({
    key,
    label: translate(`resources.patients.genders.${key}`),
    count,
  }));
  const protocols: ChartRow[] = stats.patientsByProtocol.map(({ key, count }) => ({
    key,
    label: key,
    ...(isKnownProtocol(key) ? { name: `${key}: ${PROTOCOL_NAMES[key][language]}` } : {}),
    count,
  }));
  const hospitals: ChartRow[] = stats.patientsByHospital.map(({ key, count, hospitalId }) => ({
    key: String(hospitalId),
    label: key,
    count,
  }));
  const formTypes: ChartRow[] = stats.formsByType.map(({ key, count }) => ({
    key,
    label: translate(`forms.types.${key}`),
    count,
  }));
  const figures = [
    {
      label: translate('dashboard.recentPatients', { days: RECENT_PATIENTS_DAYS }),
      value: stats.recentPatients,
    },
    { label: translate('dashboard.patientsInYear', { year }), value: stats.patientsInYear },
    { label: translate('dashboard.formsSaved', { year }), value: stats.formsSaved },
  ];
  const charts: {
    title: string;
    groupHeader: string;
    rows: ChartRow[];
    kind: ChartKind;
    note?: string;
  }[] = [
    {
      title: 'dashboard.byGender',
      groupHeader: 'resources.patients.fields.gender',
      rows: genders,
      kind: 'bars',
    },
    {
      title: 'dashboard.byProtocol',
      groupHeader: 'forms.section.protocol',
      rows: protocols,
      kind: 'shareBars',
    },
    {
      title: 'dashboard.byHospital',
      groupHeader: 'patientDetails.flags.hospital',
      rows: hospitals,
      kind: 'bars',
      // The hospitals' counts add up to more than the year's patients: say why, rather than
      // leave a reader to think the figures wrong.
      ...(totalOf(hospitals) > stats.patientsInYear ? { note: 'dashboard.byHospitalOverlap' } : {}),
    },
    {
      title: 'dashboard.byFormType',
      groupHeader: 'forms.section.type',
      rows: formTypes,
      kind: 'bars',
    },
  ];
  return (
    <>
      <Grid container spacing={2}>
        {figures.map((figure) => (
          <Grid key={figure.label} size={{ xs: 12, sm: 4 }}>
            <FigureCard label={figure.label} value={figure.value} />
          </Grid>
        ))}
      </Grid>
      <Grid container spacing={2}>
        {charts.map((chart) => (
          <Grid key={chart.title} size={{ xs: 12, md: 6 }}>
            <ChartCard {...chart} year={year} />
          </Grid>
        ))}
      </Grid>
    </>
  );
}
