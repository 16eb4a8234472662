// The languages the app speaks, declared once: the web's strings, start-up hints and language picker, the
// profile's language, the server's mails and prompts, and the food table's names all read this list.
// No imports (not even zod): the web's sign-in chunk reads it without pulling in the schemas.
export const languages = ['en', 'es', 'de', 'da'] as const;
export type Language = (typeof languages)[number];
