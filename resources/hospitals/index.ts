/**
 * Hospitals: declared in domain/entities/hospitals.ts (fields, rules, list, actions, routes,
 * texts); the engine in src/framework/ builds the views. Here only the browser's own parts.
 */
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import { hospitals as declaration } from '../../domain/entities/hospitals';
import { entityResource } from '../../src/framework/entityResource';

export const hospitals = entityResource(declaration, {
  icon: LocalHospitalIcon,
});
