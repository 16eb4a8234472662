// i18next with only the active language's strings loaded. Each `locales/<lang>/<namespace>.json`
// holds that namespace's keys; they are merged into one resource under the namespace name, so a
// key reads `t('camera.noFoodDetected')` and error codes from the backend translate directly.
import { type Language, languages } from '@shared/languages';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_KEY } from './storage-keys';

export { type Language, languages };

type Messages = Record<string, unknown>;

// The signed-out screens' namespaces, a file each, loaded alone before sign-in (first-load budget).
// email.json is the backend's (invite mails); the web never shows those strings.
const signedOutFiles = import.meta.glob<Messages>('@locales/*/{auth,common}.json', { import: 'default' });
// Every other namespace of a language comes in one chunk: a returning user's first screen waits for
// three requests, not twelve.
const screenStrings: Record<Language, () => Promise<{ default: Record<string, Messages> }>> = {
  en: () => import('./screen-strings/en'),
  es: () => import('./screen-strings/es'),
  de: () => import('./screen-strings/de'),
  da: () => import('./screen-strings/da'),
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** Stored choice, else the browser's language when supported, else English. */
export function detectLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage unavailable: fall through to the browser language.
  }
  const candidates =
    typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language];
  for (const candidate of candidates) {
    const base = candidate?.slice(0, 2).toLowerCase();
    if (isLanguage(base)) return base;
  }
  return 'en';
}

/** The browser's preferred supported language (sent as a hint when a profile is created). */
export function browserLanguage(): Language | undefined {
  const candidates =
    typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language];
  for (const candidate of candidates) {
    const base = candidate?.slice(0, 2).toLowerCase();
    if (isLanguage(base)) return base;
  }
  return undefined;
}

/** Strings the signed-out screens need; the rest load with the signed-in shell (first-load budget). */
export const SIGNED_OUT_NAMESPACES = ['common', 'auth'];

/**
 * One language's namespace files, merged as `{ [namespace]: messages }`. `only` limits the namespaces
 * (undefined: all of them).
 */
export async function loadMessages(language: Language, only?: readonly string[]): Promise<Messages> {
  /** The namespace of a locale file of this language that `only` asks for, else null. */
  const wanted = (path: string) => {
    const match = /\/([a-z]{2})\/([\w-]+)\.json$/.exec(path);
    return match?.[1] === language && match[2] && (!only || only.includes(match[2])) ? match[2] : null;
  };
  const files = Object.entries(signedOutFiles).flatMap(([path, load]) => {
    const namespace = wanted(path);
    return namespace ? [load().then((messages) => [namespace, messages] as const)] : [];
  });
  const [screens, ...loaded] = await Promise.all([
    only ? {} : screenStrings[language]().then((module) => module.default),
    ...files,
  ]);
  const messages: Messages = Object.fromEntries(loaded);
  for (const [path, strings] of Object.entries(screens)) {
    const namespace = wanted(path);
    if (namespace) messages[namespace] = strings;
  }
  return messages;
}

export const i18n: I18n = i18next.createInstance();
let initPromise: Promise<void> | undefined;
// Once the signed-in shell asks for them, every namespace is loaded for each language used.
let allNamespaces = false;
const complete = new Set<Language>();

function applyDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export function initI18n(language: Language = detectLanguage()): Promise<void> {
  // What this load asked for: loadAllNamespaces() may be called while it is under way.
  const all = allNamespaces;
  initPromise ??= loadMessages(language, all ? undefined : SIGNED_OUT_NAMESPACES).then(async (messages) => {
    if (all) complete.add(language);
    await i18n.use(initReactI18next).init({
      lng: language,
      fallbackLng: false,
      resources: { [language]: { translation: messages } },
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    applyDocumentLanguage(language);
  });
  return initPromise;
}

async function ensureMessages(language: Language): Promise<void> {
  if (allNamespaces ? complete.has(language) : i18n.hasResourceBundle(language, 'translation')) return;
  const messages = await loadMessages(language, allNamespaces ? undefined : SIGNED_OUT_NAMESPACES);
  i18n.addResourceBundle(language, 'translation', messages, true, true);
  if (allNamespaces) complete.add(language);
}

/** Loads the strings of every screen (called when the signed-in shell loads). */
export async function loadAllNamespaces(): Promise<void> {
  allNamespaces = true;
  await initI18n();
  await ensureMessages(currentLanguage());
}

/** Loads (once) and switches to a language, remembering the choice for the next visit. */
export async function setLanguage(language: Language): Promise<void> {
  await initI18n(language);
  await ensureMessages(language);
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Storage unavailable: the profile still carries the choice.
  }
  if (i18n.language !== language) await i18n.changeLanguage(language);
  applyDocumentLanguage(language);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

/** Locale-aware number formatting for the active language (e.g. 1.234,5 in German). */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(currentLanguage(), options).format(value);
}
