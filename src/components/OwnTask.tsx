/**
 * Heavy drawings mounted one at a time, each in a task of its own. The dashboard's four charts
 * came in one render: with recharts' own updates, which React runs at once in the same commit,
 * that was one task of more than 100 ms on this machine, and the page could not answer a click
 * meanwhile (Lighthouse's total blocking time). A chart's turn comes once the one before it has
 * been drawn and the browser has had a task to itself (`setTimeout`); the fallback holds its
 * place until then, so nothing moves when it comes.
 *
 * `<OwnTaskDone />` goes where the drawing is drawn, inside its Suspense boundary when it is
 * loaded on demand: a suspended drawing is not drawn, and the next one waits for it.
 */
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';

const waiting: (() => void)[] = [];
let drawing = false;

function grantNext() {
  if (drawing) return;
  const start = waiting.shift();
  if (!start) return;
  drawing = true;
  start();
}

function finish() {
  drawing = false;
  setTimeout(grantNext, 0);
}

const DoneContext = createContext<() => void>(() => undefined);

export function OwnTask({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [turn, setTurn] = useState(false);
  const finished = useRef(false);
  useEffect(() => {
    let granted = false;
    const start = () => {
      granted = true;
      setTurn(true);
    };
    waiting.push(start);
    setTimeout(grantNext, 0);
    return () => {
      const index = waiting.indexOf(start);
      if (index >= 0) waiting.splice(index, 1);
      // Gone while it was its turn: the next one must not wait for it.
      if (granted && !finished.current) {
        finished.current = true;
        finish();
      }
    };
  }, []);
  const done = () => {
    if (finished.current) return;
    finished.current = true;
    finish();
  };
  if (!turn) return <>{fallback}</>;
  return <DoneContext.Provider value={done}>{children}</DoneContext.Provider>;
}

export function OwnTaskDone() {
  const done = useContext(DoneContext);
  useEffect(() => done(), [done]);
  return null;
}
