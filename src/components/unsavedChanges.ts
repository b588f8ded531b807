/**
 * The screens that hold unsaved changes right now, for what would throw the changes away without
 * the router knowing: switching the language re-renders the whole app from scratch (react-admin
 * remounts everything under its i18n context), so the language switch asks first while any
 * screen is registered here.
 *
 * A screen registers for as long as it is dirty:
 *
 *     useUnsavedChanges(isDirty, save);
 *
 * `save` is optional: it saves the screen's changes and resolves true once they are safe (saved,
 * or kept on the device), false when they are not (a validation error, a refusal, which the
 * screen shows), and the switch then does not happen. Without it the switch offers only to
 * discard the changes. The protocol form registers through its LeavePrompt; a record form
 * registers with its form state's `isDirty` and, if it can save in place, its save handler.
 */
import { useEffect, useRef } from 'react';

export type SaveUnsavedChanges = () => Promise<boolean>;

interface DirtyScreen {
  save: (() => Promise<boolean>) | null;
}

const screens = new Set<DirtyScreen>();

/** Registers the calling screen while `dirty` is true. */
export function useUnsavedChanges(dirty: boolean, save?: SaveUnsavedChanges) {
  // The latest save, without registering again each time the screen renders a new one.
  const latestSave = useRef(save);
  latestSave.current = save;
  const canSave = save !== undefined;
  useEffect(() => {
    if (!dirty) return;
    const screen: DirtyScreen = {
      save: canSave ? () => latestSave.current?.() ?? Promise.resolve(false) : null,
    };
    screens.add(screen);
    return () => {
      screens.delete(screen);
    };
  }, [dirty, canSave]);
}

/** Whether any screen holds unsaved changes. */
export function hasUnsavedChanges(): boolean {
  return screens.size > 0;
}

/** Whether every screen with unsaved changes can save them in place. */
export function canSaveUnsavedChanges(): boolean {
  return [...screens].every((screen) => screen.save !== null);
}

/** Saves every dirty screen in turn; false as soon as one cannot. */
export async function saveUnsavedChanges(): Promise<boolean> {
  for (const screen of [...screens]) {
    if (!screen.save || !(await screen.save())) return false;
  }
  return true;
}
