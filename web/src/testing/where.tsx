// For tests of a link or a navigation: the page under test at its own path, and at every other path a
// stand-in that says where the app went.
import type { RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { Language } from '../lib/i18n';
import { renderWithApp } from './render';

/** Where the app is: its path and query in "where", the navigation state as JSON in "where-state". */
export function Where() {
  const location = useLocation();
  return (
    <>
      <output data-testid="where">{`${location.pathname}${location.search}`}</output>
      <output data-testid="where-state">{JSON.stringify(location.state)}</output>
    </>
  );
}

/** `page` opened at `path`; a navigation away from it shows Where. */
export function renderPageAt(
  page: ReactElement,
  path: string,
  { language }: { language?: Language } = {},
): Promise<RenderResult> {
  return renderWithApp(
    <Routes>
      <Route path={path} element={page} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: path, language },
  );
}
