/** Hooks the engine's views and actions share. */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { RaRecord } from 'react-admin';
import { DEFAULT_LOCALE, isLocale } from '../../domain';
import type { Locale } from '../../domain';
import { useToasts } from '../feedback/FeedbackContext';
import type { RecordEvent, ResourceConfig } from './types';

/** A success toast for a record event, in the resource's own words when it has them. */
export function useRecordNotify(config: ResourceConfig) {
  const { push } = useToasts();
  const translate = useTranslate();
  return useCallback(
    (event: RecordEvent) => {
      const key =
        config.notifications?.[event] ?? `resources.${config.name}.notifications.${event}`;
      push({
        text: key,
        type: 'success',
        args: { smart_count: 1, _: translate(`registry.framework.notifications.${event}`) },
      });
    },
    [config, push, translate],
  );
}

/**
 * Puts a record the API answered (after activate, say) into react-admin's cache, so that its
 * page shows it at once, and makes the lists that hold it refetch.
 */
export function useRecordChanged(resource: string) {
  const queryClient = useQueryClient();
  return useCallback(
    (record: RaRecord) => {
      queryClient.setQueriesData(
        { queryKey: [resource, 'getOne', { id: String(record.id) }] },
        () => record,
      );
      void queryClient.invalidateQueries({ queryKey: [resource, 'getList'] });
      void queryClient.invalidateQueries({ queryKey: [resource, 'getMany'] });
      void queryClient.invalidateQueries({ queryKey: ['referenceOptions', resource] });
    },
    [queryClient, resource],
  );
}

/** The interface's language, one of the registry's (react-admin's state may hold any text). */
export function useInterfaceLocale(): Locale {
  const [locale] = useLocaleState();
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/** The locale dates are written in: Polish, or en-US for English (spec section 1). */
export function useFormattingLocale(): string {
  const [locale] = useLocaleState();
  return locale === 'en' ? 'en-US' : 'pl-PL';
}
