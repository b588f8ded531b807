/**
 * The star that puts a patient among the user's favourites (watched patients, shown on the
 * dashboard) or takes it out. Favourites are per user; the page refetches the patient after.
 */
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslate } from 'react-admin';
import type { Patient } from '../../../domain/patient';
import { useAllowed } from './access';
import { usePatientAction } from './patientQueries';

export function FavoriteToggle({ patient }: { patient: Patient }) {
  const translate = useTranslate();
  // Both asked at once, so that the star does not blink out while the other answer comes.
  const canAdd = useAllowed('favorites', 'create');
  const canRemove = useAllowed('favorites', 'delete');
  const toggle = usePatientAction(
    patient.id,
    (dataProvider) =>
      patient.favorite
        ? dataProvider.removeFavorite(patient.id)
        : dataProvider.addFavorite(patient.id),
    { error: 'registry.errors.favorites' },
  );
  if (!(patient.favorite ? canRemove : canAdd)) return null;
  const label = translate(
    patient.favorite ? 'patientDetails.favorite.remove' : 'patientDetails.favorite.add',
  );
  return (
    <Tooltip title={label} describeChild>
      <span>
        <IconButton
          aria-label={label}
          color={patient.favorite ? 'warning' : 'default'}
          // Not `disabled`: a browser moves the focus of a disabled button to the page's top.
          aria-disabled={toggle.isPending}
          onClick={() => {
            if (!toggle.isPending) toggle.mutate();
          }}
        >
          {patient.favorite ? <StarIcon /> : <StarBorderIcon />}
        </IconButton>
      </span>
    </Tooltip>
  );
}
