import { describe, expect, it, vi } from 'vitest';
import { detectLanguage, formatNumber, loadMessages, setLanguage } from './i18n';
import { LANGUAGE_KEY } from './storage-keys';

describe('i18n', () => {
  it('prefers the stored choice, then the browser language, then English', () => {
    const languages = vi.spyOn(navigator, 'languages', 'get');
    languages.mockReturnValue(['fr-FR', 'de-AT']);
    expect(detectLanguage()).toBe('de');
    localStorage.setItem(LANGUAGE_KEY, 'es');
    expect(detectLanguage()).toBe('es');
    localStorage.clear();
    languages.mockReturnValue(['fr-FR', 'ja']);
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('fr-FR');
    expect(detectLanguage()).toBe('en');
  });

  it("loads only one language's files, merged by namespace", async () => {
    const messages = await loadMessages('da');
    expect(Object.keys(messages)).toEqual(
      expect.arrayContaining(['common', 'auth', 'settings', 'health', 'layout']),
    );
    expect(messages).not.toHaveProperty('email');
    expect((messages.auth as { signOut: string }).signOut).toBe('Log ud');
  });

  it('formats numbers per language', async () => {
    await setLanguage('de');
    expect(formatNumber(1234.5)).toBe('1.234,5');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('de');
    await setLanguage('en');
    expect(formatNumber(1234.5)).toBe('1,234.5');
  });
});

describe('loading every namespace while the first strings are still loading', () => {
  it("loads the screens' strings too (a returning user preloads them at start-up)", async () => {
    vi.resetModules();
    const fresh = await import('./i18n');
    const first = fresh.initI18n('de');
    const all = fresh.loadAllNamespaces();
    await Promise.all([first, all]);
    expect(fresh.i18n.t('auth.signOut')).toBe('Abmelden');
    expect(fresh.i18n.exists('camera.title')).toBe(true);
    expect(fresh.i18n.exists('history.title')).toBe(true);
  });
});
