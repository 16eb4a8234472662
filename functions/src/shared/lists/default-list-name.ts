// The name of the list every new account starts with, in the account's language. The server has no i18n
// library; these four names are the whole table.
import type { Language } from '../languages.js';

export const defaultListNames: Readonly<Record<Language, string>> = {
  en: 'My Shopping List',
  es: 'Mi lista de la compra',
  de: 'Meine Einkaufsliste',
  da: 'Min indkøbsliste',
};

export function defaultListName(language: Language): string {
  return defaultListNames[language];
}
