// Outgoing mail as handlers see it.
export interface MailMessage {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailPort {
  send(message: MailMessage): Promise<void>;
}
