// A Listen refused by the security rules surfaces in the app as an error, not as an endless spinner:
// with rules that close meals, History shows its load error. The stack's Firestore evaluates the
// rules for the browser's Listen as the real service does (targetChange REMOVE, code 7).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { firestoreOrigin, useSignedInPhone } from './browser';

const { app } = inject('stack');
const projectRules = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');
const history = JSON.parse(readFileSync(new URL('../../locales/en/history.json', import.meta.url), 'utf8'));
// Everything readable when signed in, except meals.
const mealsClosed = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /{collection}/{rest=**} {
      allow read: if request.auth != null && collection != 'meals';
    }
  }
}
`;

async function loadRules(origin: string, content: string): Promise<void> {
  const res = await fetch(`${origin}/emulator/v1/projects/demo-meal-assistant:securityRules`, {
    method: 'PUT',
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content }] } }),
  });
  if (!res.ok) throw new Error(`loading rules: ${res.status} ${await res.text()}`);
}

describe('a refused listener', () => {
  const phone = useSignedInPhone(app);
  let origin = '';
  beforeAll(async () => {
    // The signed-in page opens its profile listener at once; its requests name the Firestore origin.
    for (const deadline = Date.now() + 15_000; !origin && Date.now() < deadline; ) {
      origin = await firestoreOrigin(phone.page).catch(async () => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        return '';
      });
    }
    await loadRules(origin, mealsClosed);
  });
  afterAll(async () => {
    // Runs before the phone closes.
    if (origin) await loadRules(origin, projectRules);
  });

  it('History shows its load error when the meals listener is refused', async () => {
    const { page } = phone;
    // The meal count goes over REST and would be refused too; answering it here leaves the refused
    // Listen as the only thing that can make the page fail.
    await page.route('**/documents:runAggregationQuery', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}');
      const alias = body.structuredAggregationQuery?.aggregations?.[0]?.alias ?? 'aggregate_0';
      await route.fulfill({
        contentType: 'application/json',
        headers: {
          'access-control-allow-origin': new URL(app).origin,
          'access-control-allow-credentials': 'true',
        },
        body: JSON.stringify([
          {
            result: { aggregateFields: { [alias]: { integerValue: '14' } } },
            readTime: new Date().toISOString(),
          },
        ]),
      });
    });
    const started = Date.now();
    await page.goto(`${app}/history`);
    await page.getByText(history.loadError).waitFor({ timeout: 15_000 });
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(await page.locator('.history-page__list > li').count()).toBe(0);
  });
});
