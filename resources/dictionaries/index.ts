/**
 * Dictionaries: the code lists (ICD-10, nationalities, deactivation reasons...) that records point
 * to by value. Central administrators browse one dictionary at a time and add or edit entries; the
 * whole /dictionary screen is one custom view, loaded on demand.
 */
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { DICTIONARY_ENTRY_RULES } from '../../domain/dictionary';
import { lazyPage } from '../../src/components/lazyPage';
import type { ResourceConfig } from '../../src/framework/types';
import { DICTIONARY_PATH } from '../../src/providers/dataProvider';

export const dictionaries: ResourceConfig = {
  name: 'dictionaries',
  apiPath: DICTIONARY_PATH,
  permission: 'dictionaries',
  routes: { list: '/dictionary' },
  fields: [
    { source: 'value', type: 'text', rules: DICTIONARY_ENTRY_RULES.value, sortable: true },
    {
      source: 'description',
      type: 'longText',
      rules: DICTIONARY_ENTRY_RULES.description,
      sortable: true,
    },
    { source: 'descriptionEn', type: 'longText', rules: DICTIONARY_ENTRY_RULES.descriptionEn },
    {
      source: 'searchableDescription',
      type: 'longText',
      rules: DICTIONARY_ENTRY_RULES.searchableDescription,
      filter: true,
    },
    { source: 'active', type: 'boolean', filter: true },
  ],
  list: { search: true, defaultSort: { field: 'value', order: 'ASC' } },
  views: { list: lazyPage(() => import('./DictionaryList'), 'DictionaryList') },
  menu: { order: 70 },
  icon: MenuBookIcon,
  recordRepresentation: 'value',
};
