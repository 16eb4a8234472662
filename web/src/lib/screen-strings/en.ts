// The signed-in screens' strings in this language, in one chunk (one request, not one a screen).
export default import.meta.glob<Record<string, unknown>>(
  ['@locales/en/*.json', '!@locales/en/{auth,common,email}.json'],
  { eager: true, import: 'default' },
);
