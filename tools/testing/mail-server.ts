// A real SMTP server in the test process (the `smtp-server` package), for the API suites and the
// end-to-end journeys: it can accept, refuse, or be down, and keeps what it received.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type MailServerMode = 'accept' | 'refuse';

export class TestMailServer {
  readonly received: ParsedMail[] = [];
  /** Every attempt to hand over a mail, accepted or not, by Message-ID. */
  readonly attempts: string[] = [];
  mode: MailServerMode = 'accept';
  private server: SMTPServer | undefined;
  private port = 0;

  /** smtp://127.0.0.1:<port>, with STARTTLS and authentication off (loopback only). */
  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(port = 0): Promise<this> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, _session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          void simpleParser(Buffer.concat(chunks)).then((mail) => {
            this.attempts.push(mail.messageId ?? '');
            if (this.mode === 'refuse') {
              const error = new Error('Mailbox unavailable, try later') as Error & { responseCode: number };
              error.responseCode = 451;
              return callback(error);
            }
            this.received.push(mail);
            callback();
          }, callback);
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.port = (server.server.address() as AddressInfo).port;
    return this;
  }

  /** Stops listening, as a mail server that is down; `start()` again on the same port brings it back. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  async restart(): Promise<void> {
    await this.start(this.port);
  }

  /** Resolves with the first received mail `match` accepts, polling until `timeoutMs`. */
  async waitFor(match: (mail: ParsedMail) => boolean, timeoutMs = 10_000): Promise<ParsedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.received.find(match);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no matching mail arrived within ${timeoutMs} ms (received ${this.received.length})`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** The address a parsed mail went to (first recipient). */
export function recipientOf(mail: ParsedMail): string {
  const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
  return to?.value[0]?.address ?? '';
}
