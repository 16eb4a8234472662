import { screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from './render';

function Label({ k }: { k: string }) {
  const { t } = useTranslation();
  return <p>{t(k)}</p>;
}

describe('renderWithApp', () => {
  it('renders the English strings the user reads', async () => {
    await renderWithApp(<Label k="common.cancel" />);
    expect(screen.getByText('Cancel')).toBeInTheDocument();
  });

  it('fails on a key the English files do not have instead of showing the key', async () => {
    // React reports the render error on the console before rethrowing it.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(renderWithApp(<Label k="common.noSuchKey" />)).rejects.toThrow(
      'missing translation key: common.noSuchKey',
    );
  });
});
