/**
 * What keeps a page's first load quick and steady: index.html paints the name of the app before
 * its code runs, code fetched ahead is drawn without a fallback (preloadable.tsx), heavy
 * drawings mount one at a time, each in a task of its own (OwnTask.tsx), and a stored session's
 * account and date-fns's Polish locale are asked for along with the texts (main.tsx).
 */
import { readFileSync } from 'node:fs';
import { act, render, screen } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OwnTask, OwnTaskDone } from '../../src/components/OwnTask';
import { preloadable } from '../../src/components/preloadable';
import type { Account } from '../../domain';
import { createSessionEvents } from '../../src/providers';
import { LOCALE_STORAGE_KEY } from '../../src/providers/i18nProvider';
import { ACCESS_TOKEN_KEY } from '../../src/providers/tokenStore';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {`${label} ${count}`}
    </button>
  );
}

describe('index.html', () => {
  it("paints the app's name before its code runs, and the app replaces it", async () => {
    // Lighthouse's first contentful paint came with the app's first render, after its code and
    // its texts: about a second on a throttled connection, a blank page until then.
    const html = new DOMParser().parseFromString(readFileSync('index.html', 'utf8'), 'text/html');
    const container = document.createElement('div');
    container.innerHTML = html.getElementById('root')?.innerHTML ?? '';
    document.body.append(container);
    expect(container.textContent?.trim()).toBe('oncoreg');
    const root = createRoot(container);
    await act(async () => root.render(<p>the app</p>));
    expect(container.textContent).toBe('the app');
    act(() => root.unmount());
    container.remove();
  });
});

describe('preloadable', () => {
  it('draws a component whose code is here at once, never its fallback', async () => {
    const Loaded = preloadable(async () => Counter);
    await Loaded.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Loaded label="ready" />
      </Suspense>,
    );
    // React.lazy showed its fallback first, and React held what replaced it for 300 ms.
    expect(screen.getByRole('button', { name: 'ready 0' })).toBeVisible();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });

  it('loads on demand behind the fallback, then keeps the drawn instance when rendered again', async () => {
    const user = userEvent.setup();
    let arrive: (component: typeof Counter) => void = () => undefined;
    const Later = preloadable(() => new Promise<typeof Counter>((resolve) => (arrive = resolve)));
    const view = render(
      <Suspense fallback={<p>loading</p>}>
        <Later label="later" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeVisible();
    await act(async () => arrive(Counter));
    await user.click(await screen.findByRole('button', { name: 'later 0' }));
    view.rerender(
      <Suspense fallback={<p>loading</p>}>
        <Later label="again" />
      </Suspense>,
    );
    // The same instance, its state kept: the code's arrival did not swap the component under it.
    expect(screen.getByRole('button', { name: 'again 1' })).toBeVisible();
  });

  it('fetches again after a failed fetch', async () => {
    let attempts = 0;
    const Flaky = preloadable(async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch');
      return Counter;
    });
    await expect(Flaky.preload()).rejects.toThrow('Failed to fetch');
    await Flaky.preload();
    render(<Flaky label="second" />);
    expect(screen.getByRole('button', { name: 'second 0' })).toBeVisible();
    expect(attempts).toBe(2);
  });
});

describe('OwnTask', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('mounts heavy drawings one at a time, in order, each after the one before it is drawn', () => {
    const mounted: string[] = [];
    function Drawing({ name }: { name: string }) {
      const [drawn] = useState(() => {
        mounted.push(name);
        return name;
      });
      return <p>{`drawing ${drawn}`}</p>;
    }
    const names = ['a', 'b', 'c'];
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(
      <>
        {names.map((name) => (
          <OwnTask key={name} fallback={<p>{`placeholder ${name}`}</p>}>
            <Drawing name={name} />
            <OwnTaskDone />
          </OwnTask>
        ))}
      </>,
    );
    expect(screen.getAllByText(/^placeholder/)).toHaveLength(3);
    // One timer task: the first drawing, and only it. The timers are the test's to run, one
    // at a time: with real ones, a loaded machine once ran the three in one turn of the event
    // loop, around React's render, and all three drawings were there at the first look.
    act(() => vi.advanceTimersToNextTimer());
    expect(mounted).toEqual(['a']);
    expect(screen.getByText('placeholder b')).toBeVisible();
    act(() => vi.advanceTimersToNextTimer());
    expect(mounted).toEqual(['a', 'b']);
    act(() => vi.runAllTimers());
    expect(mounted).toEqual(['a', 'b', 'c']);
    expect(screen.queryByText(/^placeholder/)).not.toBeInTheDocument();
  });

  it('passes the turn on when a drawing leaves before it is done', async () => {
    function Never() {
      return <p>never done</p>;
    }
    const view = render(
      <>
        <OwnTask key="first" fallback={<p>placeholder first</p>}>
          <Never />
        </OwnTask>
        <OwnTask key="second" fallback={<p>placeholder second</p>}>
          <p>drawing second</p>
          <OwnTaskDone />
        </OwnTask>
      </>,
    );
    expect(await screen.findByText('never done')).toBeVisible();
    expect(screen.getByText('placeholder second')).toBeVisible();
    view.rerender(
      <OwnTask key="second" fallback={<p>placeholder second</p>}>
        <p>drawing second</p>
        <OwnTaskDone />
      </OwnTask>,
    );
    expect(await screen.findByText('drawing second')).toBeVisible();
  });
});

const ACCOUNT: Account = {
  id: 3,
  email: 'ewa.zajac@example.org',
  username: null,
  firstName: 'Ewa',
  lastName: 'Zając',
  phone: null,
  role: 'ROLE_REPORTER_PHYSICIAN',
  hospitals: [1],
  protocols: [],
  active: true,
  lastLogin: null,
  previousLogin: null,
  deactivationReason: null,
  createdAt: '2026-01-10T10:00:00.000Z',
  mustChangePassword: false,
};

describe("a stored session's account", () => {
  afterEach(() => {
    window.localStorage.clear();
    vi.resetModules();
  });

  it('is asked for before the texts are here, in the stored language', async () => {
    // main.tsx sends it along with the texts; it used to leave after the layout had rendered.
    vi.resetModules();
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'en');
    window.localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
    const { createAppServices } = await import('../../src/providers');
    const { loadCatalogue } = await import('../../src/providers/i18nProvider');
    const requests: Request[] = [];
    const services = createAppServices({
      resourcePaths: {},
      fetch: async (input, init) => {
        requests.push(new Request(new URL(String(input), 'http://localhost'), init));
        return Response.json(ACCOUNT);
      },
    });
    await expect(services.account.load()).resolves.toMatchObject({ id: ACCOUNT.id });
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual([
      '/api/v1/account/accounts/me',
    ]);
    expect(requests[0]?.headers.get('Accept-Language')).toBe('en');
    // The i18n provider is made on first use, which needs the texts.
    expect(() => services.i18nProvider).toThrow(/not loaded/);
    await loadCatalogue('en');
    expect(services.i18nProvider.getLocale()).toBe('en');
  });

  it('whose session ended before the app listened, is signed out when it listens', () => {
    // A refresh that fails during that early request ends the session before the listener that
    // signs the interface out has mounted; the end waits for it, and is told once.
    const events = createSessionEvents();
    events.emitEnded();
    const first = vi.fn();
    const second = vi.fn();
    const stop = events.onEnded(first);
    events.onEnded(second);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
    stop();
    events.emitEnded();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });
});

describe("date-fns's Polish locale", () => {
  afterEach(() => {
    vi.doUnmock('date-fns/locale/pl');
    vi.resetModules();
  });

  it('is fetched once, and fetched again after a failed attempt', async () => {
    // main.tsx asks for it along with the texts; a chunk that failed to load must not leave the
    // dates in English for the rest of the session.
    vi.resetModules();
    let attempts = 0;
    vi.doMock('date-fns/locale/pl', async (importOriginal) => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk not loaded');
      return importOriginal();
    });
    const { loadPolishDates, loadedPolishDates } = await import('../../src/components/polishDates');
    // Vitest wraps the factory's error in its own.
    await expect(loadPolishDates()).rejects.toThrow();
    expect(loadedPolishDates()).toBeUndefined();
    const polish = await loadPolishDates();
    expect(polish.code).toBe('pl');
    expect(loadedPolishDates()).toBe(polish);
    await loadPolishDates();
    expect(attempts).toBe(2);
  });
});
