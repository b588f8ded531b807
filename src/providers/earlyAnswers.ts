/**
 * Answers a stored session's first page asks for while its code is still on the way (App.tsx,
 * `prefetchSignedInPage`). The page asked for its data only once the layout and the page had
 * loaded and rendered: on the home page, about 600 ms after the account had come back. Each
 * early request is handed to the first call that wants the same answer within `EARLY_ANSWER_MS`
 * of asking, and to no other: a later call, or a retry after a failure, asks the server anew.
 * What the session's end finds untaken is forgotten (`forgetEarly`), so that no one who signs in
 * after it is handed an answer asked for someone else.
 *
 * Imported by lazy chunks only, so that the login route never loads it.
 */

/** How long an answer asked for at start may stand in for the page's own request. */
export const EARLY_ANSWER_MS = 20_000;

const asked = new Map<string, { answer: Promise<unknown>; at: number }>();

/** Sends `request` now, for the first `takeEarly(key)` to come; returns the answer. */
export function askEarly<T>(key: string, request: () => Promise<T>, now = Date.now()): Promise<T> {
  const answer = request();
  // Told to its taker; one nobody takes is not an unhandled rejection.
  answer.catch(() => undefined);
  asked.set(key, { answer, at: now });
  return answer;
}

/** Drops every answer not yet taken: the session they were asked for has ended. */
export function forgetEarly(): void {
  asked.clear();
}

/** The answer asked for early under `key`, once, or else `request()`. */
export function takeEarly<T>(key: string, request: () => Promise<T>, now = Date.now()): Promise<T> {
  const early = asked.get(key);
  asked.delete(key);
  if (early && now - early.at <= EARLY_ANSWER_MS) return early.answer as Promise<T>;
  return request();
}
