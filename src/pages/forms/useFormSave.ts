/**
 * Saving one patient's protocol form, and everything a save can meet: the server's field errors
 * (422, shown on the inputs), a newer version saved meanwhile (409, a conflict for the user to
 * settle), no network at all (the save waits in the offline queue), and a session that ended
 * (the save waits there too, sent once the same account signs in again). It also follows the
 * queue's replays of this form while its screen is open. What the server holds and what the
 * device holds are tracked apart, so that a save waiting offline does not count as unsaved.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { OFFLINE_QUEUE_LIMIT } from '../../../domain/forms';
import type { FormId, ProtocolFormData } from '../../../domain/forms';
import { useToasts } from '../../feedback/FeedbackContext';
import type { ToastInput } from '../../feedback/toastStore';
import { isHttpError } from '../../providers/httpClient';
import type { OncoregDataProvider } from '../../providers/dataProvider';
import { mergeFormChanges, sameFormData } from './formData';
import type { FormRecord } from './formData';
import { serverFormErrors } from './formErrors';
import type { ServerFormErrors } from './formErrors';
import { sameForm, type StaleSave, staleSave, waitsForUser } from './offlineQueue';
import type { FormRef, QueuedSave } from './offlineQueue';
import { useOfflineQueue, useQueuedSaves, useReplayWhenOnline } from './useOfflineQueue';

/** What the server holds of the form, as far as this screen knows. */
export type ServerCopy = Pick<
  ProtocolFormData,
  'formData' | 'version' | 'savedAt' | 'savedByName' | 'completeness'
>;

export type SaveOutcome = 'saved' | 'queued' | 'failed';

export interface Conflict extends StaleSave {
  /** Met by a replay of the offline queue rather than by a save on this screen. */
  queued: boolean;
}

const serverCopy = (answer: ProtocolFormData): ServerCopy => ({
  formData: answer.formData,
  version: answer.version,
  savedAt: answer.savedAt,
  savedByName: answer.savedByName,
  completeness: answer.completeness,
});

const isNetworkFailure = (error: unknown) => isHttpError(error) && error.status === 0;

/** A 401 the http client could not mend by a refresh: the session has ended. */
const isSessionEnd = (error: unknown) => isHttpError(error) && error.status === 401;

// Not green: the form is not on the server yet.
const OFFLINE: ToastInput = { text: 'forms.offline.queued', type: 'info' };
const SESSION_ENDED: ToastInput = { text: 'forms.offline.sessionEnded', type: 'info' };

const rejectionErrors = (item: QueuedSave | undefined): ServerFormErrors | null =>
  item?.rejection ? serverFormErrors(item.rejection.details) : null;

export function useFormSave({
  patientId,
  formId,
  loaded,
  reload,
}: {
  patientId: number;
  formId: FormId;
  loaded: ProtocolFormData;
  reload: () => Promise<ProtocolFormData | undefined>;
}) {
  const dataProvider = useDataProvider<OncoregDataProvider>();
  const { push, pushError } = useToasts();
  const queue = useOfflineQueue();
  const form = useMemo<FormRef>(() => ({ patientId, formId }), [patientId, formId]);
  const queuedSaves = useQueuedSaves(queue);
  const queued = queuedSaves.find((item) => sameForm(item, form));
  const pendingCount = queuedSaves.filter((item) => !waitsForUser(item)).length;

  const [server, setServer] = useState<ServerCopy>(() => serverCopy(loaded));
  // Opening the form with a save of it still on this device shows that save.
  const [draft, setDraft] = useState<FormRecord>(
    () => queue?.find(form)?.formData ?? loaded.formData,
  );
  const [errors, setErrors] = useState<ServerFormErrors | null>(() =>
    rejectionErrors(queue?.find(form)),
  );
  const [conflict, setConflict] = useState<Conflict | null>(() => {
    const item = queue?.find(form);
    return item?.conflict ? { ...item.conflict, queued: true } : null;
  });
  const [saving, setSaving] = useState(false);
  // One save at a time, whatever asks for it (the button, Enter, the leave prompt).
  const inFlight = useRef(false);
  const draftRef = useRef(draft);
  draftRef.current = draft;

  const dirty = !sameFormData(draft, queued ? queued.formData : server.formData);

  useReplayWhenOnline(queue);
  useEffect(() => queue?.watch(form), [queue, form]);
  useEffect(
    () =>
      queue?.subscribe((event) => {
        if (event.type === 'changed' || !sameForm(event.item, form)) return;
        if (event.type === 'saved') {
          setServer(serverCopy(event.answer));
          setErrors(null);
          push({ text: 'forms.saved', type: 'success' });
        } else if (event.type === 'conflict' && event.item.conflict) {
          setConflict({ ...event.item.conflict, queued: true });
        } else if (event.type === 'rejected') {
          setErrors(rejectionErrors(event.item));
          push({ text: 'forms.invalid', type: 'error' });
        }
      }),
    [queue, form, push],
  );

  /**
   * Keeps a save in the offline queue and says why it waits (no network, an ended session); says
   * nothing when it goes out at once.
   */
  const keepOnDevice = useCallback(
    (formData: FormRecord, version: number, why: ToastInput | null): SaveOutcome => {
      if (!queue) {
        push({ text: 'registry.errors.network', type: 'error' });
        return 'failed';
      }
      const result = queue.enqueue({ ...form, version, formData });
      if (!result.queued) {
        push({ text: 'forms.offline.full', args: { limit: OFFLINE_QUEUE_LIMIT }, type: 'error' });
        return 'failed';
      }
      // Online, the queue goes out at once and its replay says how the save went.
      if (why) push(why);
      return 'queued';
    },
    [queue, form, push],
  );

  /** Saves `formData` over `version` (by default the one the form was edited from). */
  const save = useCallback(
    async (formData: FormRecord, version?: number): Promise<SaveOutcome> => {
      if (inFlight.current) return 'failed';
      const item = queue?.find(form);
      const base = version ?? item?.version ?? server.version;
      if (!navigator.onLine) return keepOnDevice(formData, base, OFFLINE);
      if (item && !waitsForUser(item)) {
        // An earlier save still waits: this one takes its place, and the queue goes out in order.
        const outcome = keepOnDevice(formData, base, null);
        void queue?.replay();
        return outcome;
      }
      inFlight.current = true;
      setSaving(true);
      try {
        const answer = await dataProvider.saveProtocolForm(formId, patientId, {
          formData,
          version: base,
        });
        if (item) queue?.remove(form);
        setServer(serverCopy(answer));
        setErrors(null);
        setConflict(null);
        push({ text: 'forms.saved', type: 'success' });
        return 'saved';
      } catch (error) {
        if (isNetworkFailure(error)) return keepOnDevice(formData, base, OFFLINE);
        if (isSessionEnd(error)) return keepOnDevice(formData, base, SESSION_ENDED);
        const stale = staleSave(error);
        if (stale) {
          setConflict({ ...stale, queued: false });
        } else if (isHttpError(error) && error.status === 422) {
          setErrors(serverFormErrors(error.details));
          push({ text: 'forms.invalid', type: 'error', correlationId: error.correlationId });
        } else {
          pushError(error, 'registry.errors.dataUpdate');
        }
        return 'failed';
      } finally {
        inFlight.current = false;
        setSaving(false);
      }
    },
    [queue, form, server.version, keepOnDevice, dataProvider, formId, patientId, push, pushError],
  );

  /** Settles a conflict with the server's version: this device's changes go. */
  const loadServerVersion = useCallback(async () => {
    queue?.remove(form);
    const fresh = await reload();
    if (!fresh) return;
    setServer(serverCopy(fresh));
    setDraft(fresh.formData);
    setErrors(null);
    setConflict(null);
  }, [queue, form, reload]);

  /**
   * Settles a conflict with this device's version, saved over the server's (still validated):
   * this device's changes laid over the newer version, so that what the other save changed in
   * fields this device left alone stays (mergeFormChanges). The screen then shows what is sent.
   */
  const overwriteServerVersion = useCallback(async () => {
    if (!conflict) return;
    const fresh = await reload();
    if (!fresh) return;
    const merged = mergeFormChanges(server.formData, draftRef.current, fresh.formData);
    const formData = (merged ?? {}) as FormRecord;
    queue?.remove(form);
    setConflict(null);
    setServer(serverCopy(fresh));
    setDraft(formData);
    draftRef.current = formData;
    await save(formData, fresh.version);
  }, [conflict, reload, server.formData, queue, form, save]);

  return {
    server,
    draft,
    setDraft,
    draftRef,
    dirty,
    saving,
    errors,
    conflict,
    queued,
    pendingCount,
    save,
    loadServerVersion,
    overwriteServerVersion,
  };
}
