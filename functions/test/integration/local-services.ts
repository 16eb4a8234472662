// Test doubles for the two outside services, served over HTTP so the deployed code path (OpenAI SDK,
// @sendgrid/mail) runs unchanged: an OpenAI-compatible chat endpoint that answers by schema name, and a
// SendGrid-compatible mail sink that records what it receives.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface LocalServices {
  url: string;
  mails: ReceivedMail[];
  /** Next answer per schema name; the default answers below are used when none is queued. */
  queue: Record<string, string[]>;
  close(): Promise<void>;
}

const defaults: Record<string, unknown> = {
  food_nutrition: {
    noFood: false,
    items: [{ name: 'Oatmeal', grams: 250 }],
    description: 'Oatmeal with berries',
    ingredients: ['Oats', 'Milk', 'Berries'],
    calories: 320,
    protein: 11,
    carbs: 52,
    fat: 7,
  },
  scanned_recipe: {
    title: 'Pancakes',
    servings: 2,
    calories: 400,
    protein: 12,
    carbs: 60,
    fat: 12,
    ingredients: [{ name: 'Flour', amount: 200, unit: 'g' }],
    instructions: ['Mix.', 'Fry.'],
  },
  generated_recipe: {
    recipe: {
      title: 'Berry porridge',
      ingredients: [
        { item: 'Oats', amount: 60, unit: 'g' },
        { item: 'Milk', amount: 0.25, unit: 'L' },
      ],
      instructions: ['Simmer the oats in milk.', 'Top with berries.'],
    },
    nutritionData: { calories: 330, protein: 12, carbs: 50, fat: 9 },
  },
};

export async function startLocalServices(): Promise<LocalServices> {
  const mails: ReceivedMail[] = [];
  const queue: Record<string, string[]> = {};
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const body = raw ? JSON.parse(raw) : {};
      if (req.url === '/openai/v1/chat/completions') {
        const name: string = body.response_format?.json_schema?.name ?? '';
        const content = queue[name]?.shift() ?? JSON.stringify(defaults[name] ?? {});
        res.setHeader('content-type', 'application/json');
        res.end(
          JSON.stringify({
            id: 'local',
            object: 'chat.completion',
            created: 0,
            model: 'local-demo-ai',
            system_fingerprint: 'local-demo',
            choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
          }),
        );
        return;
      }
      if (req.url === '/sendgrid/v3/mail/send') {
        const content = (body.content ?? []) as { type: string; value: string }[];
        mails.push({
          to: body.personalizations?.[0]?.to?.[0]?.email,
          subject: body.subject,
          text: content.find((c) => c.type === 'text/plain')?.value ?? '',
          html: content.find((c) => c.type === 'text/html')?.value ?? '',
        });
        res.statusCode = 202;
        res.end();
        return;
      }
      res.statusCode = 404;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    mails,
    queue,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
