// Global setup of the rules tests: without the official Firestore emulator they cannot run, and saying
// so loudly beats a green run that tested nothing.
export default function requireEmulator(): void {
  if (!process.env.FIRESTORE_EMULATOR_HOST) {
    throw new Error(
      'Rules tests NOT RUN: FIRESTORE_EMULATOR_HOST is not set. They need the official Firestore emulator ' +
        '(Java 21): run `npm run test:rules` from the repository root, which starts it with firebase emulators:exec.',
    );
  }
}
