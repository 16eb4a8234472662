// The two strings shown when the app's own strings cannot be downloaded (a dropped connection on the
// very first visit), so that even then the user reads what happened in their language. vite.config.ts
// copies common.loadFailed and common.reload of every language from locales/ into __STARTUP_STRINGS__
// at build time: eight strings in the entry chunk instead of a locale file per language.
import type { Language } from './i18n';

export interface StartupStrings {
  message: string;
  action: string;
}

declare const __STARTUP_STRINGS__: Record<Language, StartupStrings>;

export function startupFailedStrings(language: Language): StartupStrings {
  return __STARTUP_STRINGS__[language];
}
