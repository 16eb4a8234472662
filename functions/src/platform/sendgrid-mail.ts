// MailPort over @sendgrid/mail. The client's base URL is configurable so the local mail sink (or any
// SendGrid-compatible endpoint) receives the same request SendGrid would.
import { createRequire } from 'node:module';
import type { Client } from '@sendgrid/client';
import type { MailService } from '@sendgrid/mail';
import type { MailMessage, MailPort } from './mail-port.js';

// The CommonJS packages export singletons and hang the classes off them; their typings declare the
// classes only as named exports, which ESM interop does not expose, hence require().
const require = createRequire(import.meta.url);
const { Client: ClientClass } = require('@sendgrid/client') as { Client: new () => Client };
const { MailService: MailServiceClass } = require('@sendgrid/mail') as { MailService: new () => MailService };

export interface SendgridOptions {
  apiKey: string | undefined;
  baseUrl: string;
}

export function createSendgridMail(options: SendgridOptions): MailPort {
  return {
    async send(message: MailMessage) {
      if (!options.apiKey) throw new Error('No SendGrid API key is configured');
      // Fresh instances per sender: the package defaults are process-wide singletons.
      const client = new ClientClass();
      client.setApiKey(options.apiKey);
      client.setDefaultRequest('baseUrl', options.baseUrl);
      const mail = new MailServiceClass();
      mail.setClient(client);
      await mail.send(message);
    },
  };
}
