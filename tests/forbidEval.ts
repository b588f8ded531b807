/**
 * What a Content-Security-Policy without 'unsafe-eval' does to a page's scripts, for the tests:
 * `eval` and the Function constructor (called or with `new`) throw an EvalError. Returns the
 * function that allows them again.
 */
export function forbidEval(): () => void {
  const { eval: originalEval, Function: OriginalFunction } = globalThis;
  const refuse = (): never => {
    throw new EvalError(
      "Refused to evaluate a string as JavaScript because 'unsafe-eval' is not an allowed source of script",
    );
  };
  globalThis.eval = refuse;
  globalThis.Function = new Proxy(OriginalFunction, { apply: refuse, construct: refuse });
  return () => {
    globalThis.eval = originalEval;
    globalThis.Function = OriginalFunction;
  };
}
