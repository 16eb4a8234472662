// Every namespace file present in English exists in all four languages with the same keys, the same
// {{placeholders}} and no empty strings; every error code the backend can send is translated.
import { errorCodes } from '@shared/error-codes';
import { describe, expect, it } from 'vitest';
import { namespaces, placeholders, readNamespace, testLanguages } from './locale-files';

const englishNamespaces = namespaces('en');

describe.each(englishNamespaces)('locales/%s.json', (namespace) => {
  const english = readNamespace('en', namespace);

  it.each(testLanguages)('exists in %s with the same keys as English', (language) => {
    const other = readNamespace(language, namespace);
    expect(other, `locales/${language}/${namespace}.json is missing`).toBeDefined();
    expect([...(other?.keys() ?? [])].sort()).toEqual([...(english?.keys() ?? [])].sort());
  });

  it.each(testLanguages)('has the same placeholders and no empty strings in %s', (language) => {
    const other = readNamespace(language, namespace);
    for (const [key, text] of english ?? []) {
      const translated = other?.get(key);
      if (translated === undefined) continue; // reported by the key test
      expect(translated.trim(), `${language}/${namespace}:${key} is empty`).not.toBe('');
      expect(placeholders(translated), `${language}/${namespace}:${key}`).toEqual(placeholders(text));
    }
  });
});

describe('backend error codes', () => {
  it.each(testLanguages)('are all translated in %s', (language) => {
    const missing = errorCodes.filter((code) => {
      const [namespace, ...rest] = code.split('.');
      return !readNamespace(language, namespace as string)?.has(rest.join('.'));
    });
    expect(missing).toEqual([]);
  });
});

describe('English spelling', () => {
  // The app speaks British English ("Analyse meal"): an American "analyze" next to it reads as a typo.
  it('uses one spelling of "analyse" in every English string', () => {
    const american = namespaces('en').flatMap((namespace) =>
      [...(readNamespace('en', namespace) ?? [])]
        .filter(([, text]) => /analyz/i.test(text))
        .map(([key, text]) => `${namespace}:${key}: ${text}`),
    );
    expect(american).toEqual([]);
  });
});

describe('translations', () => {
  // The same words in both languages on purpose: the product's name, and Danish "over" (the same word).
  const sameOnPurpose = new Set(['common:appName', 'email:invite.signature', 'da/diary:today.over']);
  const words = (text: string) => text.replace(/\{\{[^}]*\}\}/g, '').match(/\p{L}{3,}/gu) ?? [];

  it.each(testLanguages.filter((language) => language !== 'en'))(
    'leaves no text of two or more words in English in %s',
    (language) => {
      const english = namespaces('en').flatMap((namespace) =>
        [...(readNamespace('en', namespace) ?? [])].map(([key, text]) => ({ namespace, key, text })),
      );
      const untranslated = english
        .filter(({ namespace, key, text }) => readNamespace(language, namespace)?.get(key) === text)
        .filter(({ text }) => words(text).length >= 2)
        .map(({ namespace, key }) => `${namespace}:${key}`)
        .filter((id) => !sameOnPurpose.has(id) && !sameOnPurpose.has(`${language}/${id}`));
      expect(untranslated).toEqual([]);
    },
  );
});
