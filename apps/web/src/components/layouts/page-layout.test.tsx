import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { Link, useLocation, useSearchParams } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render-in-app.tsx';
import { PageLayout } from './page-layout.tsx';

/** `/slow` has no heading until its button says it has loaded, as a page waiting for its data. */
function Page() {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const [isLoaded, setIsLoaded] = useState(pathname !== '/slow');
  return (
    <>
      {isLoaded ? <h1>Page {pathname}</h1> : <p>Loading</p>}
      <button type="button" onClick={() => setIsLoaded(true)}>
        Finish loading
      </button>
      <Link to="/second">Second page</Link>
      <Link to="/slow">Slow page</Link>
      <input
        aria-label="Search this page"
        value={params.get('q') ?? ''}
        onChange={(event) => setParams({ q: event.target.value })}
      />
    </>
  );
}

function Layout({ withDialog = false }: { withDialog?: boolean }) {
  // Each path is a page of its own, drawn anew, as the app's routes are.
  const { pathname } = useLocation();
  return (
    <PageLayout
      variant="standard"
      renderHeader={(toggle) => (
        <header>
          {toggle}
          <Link to="/third">Header link</Link>
        </header>
      )}
      sideMenu={
        <nav aria-label="Menu">
          <Link to="/menu-page">Menu page</Link>
          <Link to="?tab=2">Same page, other tab</Link>
        </nav>
      }
      sideMenuLabel="Side menu"
      menuLabels={{ open: 'Open menu', close: 'Close menu' }}
      footer={<footer>Footer</footer>}
    >
      <Page key={pathname} />
      {withDialog
        ? createPortal(<div role="dialog" aria-modal="true" aria-label="Sign in" />, document.body)
        : null}
    </PageLayout>
  );
}

const heading = (name: string) => screen.getByRole('heading', { level: 1, name });
const focused = () => document.activeElement;
/** The layout fetches layout-focus.ts (loaded below): a macrotask later, it has done its part. */
const settled = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeAll(() => import('./layout-focus.ts'));
afterEach(cleanup);

describe('the focus when the page changes', () => {
  it('stays where it is on the first page', async () => {
    await renderInApp(<Layout />, 'en', '/first');
    expect(heading('Page /first')).toBeTruthy();
    expect(focused()).toBe(document.body);
  });

  it("moves to the new page's heading, from a link in the page, the header or the menu", async () => {
    await renderInApp(<Layout />, 'en', '/first');
    fireEvent.click(screen.getByRole('link', { name: 'Second page' }));
    await waitFor(() => expect(focused()).toBe(heading('Page /second')));
    expect(heading('Page /second').tabIndex).toBe(-1);

    screen.getByRole('link', { name: 'Header link' }).focus();
    fireEvent.click(screen.getByRole('link', { name: 'Header link' }));
    await waitFor(() => expect(focused()).toBe(heading('Page /third')));

    screen.getByRole('link', { name: 'Menu page' }).focus();
    fireEvent.click(screen.getByRole('link', { name: 'Menu page' }));
    await waitFor(() => expect(focused()).toBe(heading('Page /menu-page')));
  });

  it('goes to main while the page has no heading, then to the heading when it appears', async () => {
    await renderInApp(<Layout />, 'en', '/first');
    fireEvent.click(screen.getByRole('link', { name: 'Slow page' }));
    const main = screen.getByRole('main');
    await waitFor(() => expect(focused()).toBe(main));
    fireEvent.click(screen.getByRole('button', { name: 'Finish loading' }));
    await waitFor(() => expect(focused()).toBe(heading('Page /slow')));
  });

  it('is not taken back from someone who moved on while the page was loading', async () => {
    await renderInApp(<Layout />, 'en', '/first');
    fireEvent.click(screen.getByRole('link', { name: 'Slow page' }));
    await waitFor(() => expect(focused()).toBe(screen.getByRole('main')));
    const headerLink = screen.getByRole('link', { name: 'Header link' });
    act(() => headerLink.focus());
    fireEvent.click(screen.getByRole('button', { name: 'Finish loading' }));
    expect(heading('Page /slow')).toBeTruthy();
    await settled();
    expect(focused()).toBe(headerLink);
  });

  it('stays in a search field when only the query string changes', async () => {
    await renderInApp(<Layout />, 'en', '/search');
    const field = screen.getByRole('textbox', { name: 'Search this page' });
    act(() => field.focus());
    fireEvent.change(field, { target: { value: 'excel' } });
    await waitFor(() => expect(field).toHaveProperty('value', 'excel'));
    await settled();
    expect(focused()).toBe(field);
    // A new page still takes it.
    fireEvent.click(screen.getByRole('link', { name: 'Second page' }));
    await waitFor(() => expect(focused()).toBe(heading('Page /second')));
  });

  it('is left to an open dialog', async () => {
    await renderInApp(<Layout withDialog />, 'en', '/first');
    const dialog = screen.getByRole('dialog', { name: 'Sign in' });
    fireEvent.click(screen.getByRole('link', { name: 'Second page' }));
    expect(heading('Page /second')).toBeTruthy();
    await settled();
    expect(dialog.isConnected).toBe(true);
    expect(focused()).not.toBe(heading('Page /second'));
  });
});

describe('the side menu as a drawer', () => {
  const toggle = () => screen.getByTestId('side-menu-toggle');
  const open = async () => {
    act(() => toggle().focus());
    fireEvent.click(toggle());
    const close = within(screen.getByTestId('side-menu')).getByRole('button', {
      name: 'Close menu',
    });
    await waitFor(() => expect(focused()).toBe(close));
    return close;
  };
  const inertElements = () => [...document.querySelectorAll('[inert]')];

  it('takes the focus to its own close button and makes the rest of the page inert', async () => {
    await renderInApp(<Layout />, 'en', '/first');
    const close = await open();
    const drawer = screen.getByTestId('side-menu');
    expect(drawer.getAttribute('data-open')).toBe('true');
    expect(drawer.firstElementChild).toBe(close);
    // The toggle it covers says the menu is open (and stays "Open menu": its job).
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(toggle().getAttribute('aria-label')).toBe('Open menu');
    expect(drawer.closest('[inert]')).toBeNull();
    const inert = inertElements();
    for (const element of [
      screen.getByRole('main', { hidden: true }),
      document.querySelector('header'),
    ]) {
      expect(inert.some((node) => node.contains(element))).toBe(true);
    }
  });

  it('closes on Escape and gives the focus back to the toggle', async () => {
    await renderInApp(<Layout />, 'en', '/first');
    await open();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(focused()).toBe(toggle()));
    expect(screen.getByTestId('side-menu').getAttribute('data-open')).toBe('false');
    expect(inertElements()).toEqual([]);
  });

  it('closes with its close button, which gives the focus back to the toggle', async () => {
    await renderInApp(<Layout />, 'en', '/first');
    fireEvent.click(await open());
    await waitFor(() => expect(focused()).toBe(toggle()));
    expect(inertElements()).toEqual([]);
  });

  it("closes on navigation: the new page's heading takes the focus", async () => {
    await renderInApp(<Layout />, 'en', '/first');
    await open();
    const link = screen.getByRole('link', { name: 'Menu page' });
    act(() => link.focus());
    fireEvent.click(link);
    await waitFor(() => expect(focused()).toBe(heading('Page /menu-page')));
    expect(screen.getByTestId('side-menu').getAttribute('data-open')).toBe('false');
    expect(inertElements()).toEqual([]);
  });

  it('closes on a link to the same page, giving the focus back to the toggle', async () => {
    await renderInApp(<Layout />, 'en', '/first');
    await open();
    const link = screen.getByRole('link', { name: 'Same page, other tab' });
    act(() => link.focus());
    fireEvent.click(link);
    await waitFor(() => expect(focused()).toBe(toggle()));
    expect(inertElements()).toEqual([]);
  });
});
