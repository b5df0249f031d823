import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** A real SMTP server inside the test worker; the portal under test sends its mail here. */
export async function startMailCapture() {
  const mails: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((m) => {
          const to = Array.isArray(m.to) ? m.to[0]?.text : m.to?.text;
          mails.push({ to: to ?? '', subject: m.subject ?? '', text: m.text ?? '' });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    mails,
    async waitFor(to: string, timeoutMs = 20_000): Promise<Mail> {
      const start = Date.now();
      for (;;) {
        const found = mails.findLast((m) => m.to.toLowerCase().includes(to.toLowerCase()));
        if (found) return found;
        if (Date.now() - start > timeoutMs) throw new Error(`no mail to ${to}`);
        await new Promise((r) => setTimeout(r, 200));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
