/**
 * Sends the signed-in account's offline form saves once the app starts online and whenever the
 * network returns, whatever page is open, and tells the user how each went: "Form saved", or a
 * conflict or refusal to settle on that form's screen. A form whose screen is open tells it there
 * instead. A stored queue found damaged is told of by OfflineQueueRecovery. Mounted by the app
 * only for a signed-in user, and loaded on demand.
 */
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { parseFormId } from '../../../domain/forms';
import { useToasts } from '../../feedback/FeedbackContext';
import type { QueuedSave } from './offlineQueue';
import { OfflineQueueRecovery } from './OfflineQueueRecovery';
import { useOfflineQueue, useReplayWhenOnline } from './useOfflineQueue';

export function OfflineFormSync() {
  const translate = useTranslate();
  const { push } = useToasts();
  const queue = useOfflineQueue();
  useReplayWhenOnline(queue);

  useEffect(() => {
    if (!queue) return;
    const formName = (item: QueuedSave) => {
      const parsed = parseFormId(item.formId);
      return parsed
        ? `${parsed.protocol} (${translate(`forms.types.${parsed.type}`)})`
        : item.formId;
    };
    return queue.subscribe((event) => {
      if (event.type === 'changed' || queue.isWatched(event.item)) return;
      if (event.type === 'saved') push({ text: 'forms.saved', type: 'success' });
      else {
        push({
          text:
            event.type === 'conflict'
              ? 'forms.offline.conflictElsewhere'
              : 'forms.offline.rejectedElsewhere',
          args: { form: formName(event.item) },
          type: 'error',
          timeout: 0,
        });
      }
    });
  }, [queue, push, translate]);

  return queue ? <OfflineQueueRecovery queue={queue} /> : null;
}
