import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { DemoBanner } from '../../components/demo-banner';
import type { Language } from '../../lib/i18n';
import { renderWithApp } from '../../testing/render';
import { Where } from '../../testing/where';
import { AppLayout } from './app-layout';

function renderLayout(route: string, language?: Language) {
  return renderWithApp(
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="*" element={<Where />} />
      </Route>
    </Routes>,
    { route, language },
  );
}

const where = () => screen.getByTestId('where').textContent;

describe('AppLayout', () => {
  it('has a logo link home and four bottom tabs: groceries, recipe, camera, history', async () => {
    await renderLayout('/history');
    expect(screen.getByRole('link', { name: 'Meal Assistant home' })).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const tabs = [...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(tabs).toEqual([
      ['Groceries', '/shopping'],
      ['Recipe', '/recipe'],
      ['Camera', '/'],
      ['History', '/history'],
    ]);
    expect(screen.getByRole('link', { name: 'History' })).toHaveAttribute('aria-current', 'page');
  });

  it('names the screen in the document title, in the user language, and follows navigation', async () => {
    const user = userEvent.setup();
    await renderLayout('/history', 'de');
    expect(document.title).toBe('Verlauf · Meal Assistant');
    await user.click(screen.getByRole('link', { name: 'Einkauf' }));
    expect(document.title).toBe('Einkauf · Meal Assistant');
    await user.click(screen.getByRole('button', { name: 'Einstellungen öffnen' }));
    expect(document.title).toBe('Einstellungen · Meal Assistant');
  });

  // Each row: the screen the tab opens at, the icons pressed, the screen they show, and where closing it goes.
  it.each([
    ['the health icon toggles to /health and back', '/history', ['health'], 'health', '/history'],
    [
      'the settings icon toggles too, and returns to the screen before health',
      '/recipe',
      ['health', 'settings'],
      'settings',
      '/recipe',
    ],
    ['closing a screen opened directly goes to /', '/settings', [], 'settings', '/'],
  ])('%s', async (_name, start, pressed, shown, back) => {
    const user = userEvent.setup();
    await renderLayout(start);
    for (const icon of pressed) await user.click(screen.getByRole('button', { name: `Open ${icon}` }));
    expect(where()).toBe(`/${shown}`);
    const close = screen.getByRole('button', { name: `Close ${shown}` });
    expect(close).toHaveAttribute('aria-pressed', 'true');
    await user.click(close);
    expect(where()).toBe(back);
  });
});

describe('a screen whose code cannot be downloaded', () => {
  // What the browser throws when a lazy chunk fails (offline, or removed by a newer deploy).
  const Unloadable = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));

  it("says so in the user's language with a reload, and the other tabs still work", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    await renderWithApp(
      <Routes>
        <Route element={<AppLayout />}>
          <Route path="history" element={<Unloadable />} />
          <Route path="*" element={<Where />} />
        </Route>
      </Routes>,
      { route: '/history' },
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This screen could not be loaded. Check your connection and try again.');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    // The layout survives: the bottom navigation still opens another screen.
    await user.click(screen.getByRole('link', { name: 'Recipe' }));
    expect(where()).toBe('/recipe');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('DemoBanner', () => {
  it('says results are demo estimates only when the demo AI is on', async () => {
    const { rerender } = await renderWithApp(<DemoBanner enabled />);
    expect(screen.getByRole('note')).toHaveTextContent('Demo AI');
    rerender(<DemoBanner enabled={false} />);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
