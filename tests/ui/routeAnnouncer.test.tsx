/**
 * The new page's title said to a screen reader: the title the page settles on (a record's page
 * names the record once it is loaded), never the page before's, and a page titled as the one
 * before is said too.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RouteAnnouncer, TITLE_SETTLE_MS, TITLE_WAIT_MS } from '../../src/layout/RouteAnnouncer';

/** A page that sets its title after `delay` ms, as a record's page does once its record is here. */
function Titled({ title, delay = 0 }: { title: string; delay?: number }) {
  useEffect(() => {
    if (!delay) {
      document.title = title;
      return undefined;
    }
    const timer = window.setTimeout(() => {
      document.title = title;
    }, delay);
    return () => window.clearTimeout(timer);
  }, [title, delay]);
  return (
    <nav>
      <Link to="/list">list</Link>
      <Link to="/record">record</Link>
      <Link to="/other-list">other list</Link>
      <Link to="/at-once">at once</Link>
    </nav>
  );
}

function renderPages() {
  render(
    <MemoryRouter initialEntries={['/list']}>
      <Routes>
        <Route path="/list" element={<Titled title="Pacjenci · oncoreg" />} />
        <Route path="/other-list" element={<Titled title="Pacjenci · oncoreg" />} />
        <Route path="/record" element={<Titled title="Nowak Jan · oncoreg" delay={800} />} />
        <Route path="/at-once" element={<Titled title="Kowalska Anna · oncoreg" />} />
      </Routes>
      <RouteAnnouncer />
    </MemoryRouter>,
  );
  return screen.getByRole('status');
}

const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('the route announcer', () => {
  it("says the title a record's page settles on, not the title of the page before", async () => {
    const user = userEvent.setup();
    const status = renderPages();
    await waitFor(() => expect(document.title).toBe('Pacjenci · oncoreg'));
    expect(status).toBeEmptyDOMElement();

    await user.click(screen.getByRole('link', { name: 'record' }));
    await pause(600);
    expect(status).toBeEmptyDOMElement();
    await waitFor(() => expect(status).toHaveTextContent(/^Nowak Jan · oncoreg$/), {
      timeout: 800 + TITLE_SETTLE_MS + 1000,
    });
  });

  it('says at once the title a page set before the announcer looked', async () => {
    // The page's effect runs before the announcer's here, as the routes come first.
    const user = userEvent.setup();
    const status = renderPages();
    await waitFor(() => expect(document.title).toBe('Pacjenci · oncoreg'));

    await user.click(screen.getByRole('link', { name: 'at once' }));
    await waitFor(() => expect(status).toHaveTextContent(/^Kowalska Anna · oncoreg$/), {
      timeout: TITLE_SETTLE_MS + 1000,
    });
  });

  it('says a page titled as the one before once it has waited for another title', async () => {
    const user = userEvent.setup();
    const status = renderPages();
    await waitFor(() => expect(document.title).toBe('Pacjenci · oncoreg'));

    await user.click(screen.getByRole('link', { name: 'other list' }));
    await waitFor(() => expect(status).toHaveTextContent(/^Pacjenci · oncoreg$/), {
      timeout: TITLE_WAIT_MS + 1000,
    });
  });
});
