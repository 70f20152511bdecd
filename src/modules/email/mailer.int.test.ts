import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { outboxDir, sendMail } from './index.server';
import { decodeQuotedPrintable } from '../../../tests/support/mail';

// `env()` reads the environment once, on first use: set it before anything sends mail.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mailer-test-'));
vi.stubEnv('DATA_DIR', dataDir);
vi.stubEnv('SMTP_URL', '');
vi.stubEnv('MAIL_FROM', 'Test Shop <shop@test.example>');

afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Part {
  headers: Map<string, string>;
  body: string;
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=) of a header value. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function splitPart(raw: string): Part {
  const split = raw.indexOf('\n\n');
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const decoded = encoding === 'base64' ? Buffer.from(body, 'base64').toString('utf8') : encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : body;
  return { headers, body: decoded };
}

/** An .eml file as nodemailer writes it: its headers and its text/* parts, decoded. */
function parseEml(raw: string): { raw: string; headers: Map<string, string>; rawHeaderLines: string[]; parts: Part[] } {
  const normalized = raw.replace(/\r\n/g, '\n');
  const message = splitPart(normalized);
  const rawHeaderLines = normalized.slice(0, normalized.indexOf('\n\n')).split('\n');
  const boundary = /boundary="?([^";]+)"?/.exec(message.headers.get('content-type') ?? '')?.[1];
  if (!boundary) return { raw, headers: message.headers, rawHeaderLines, parts: [message] };
  const body = normalized.slice(normalized.indexOf('\n\n') + 2);
  const parts = body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .map((chunk) => splitPart(chunk.replace(/^\n/, '').replace(/\n$/, '')));
  return { raw, headers: message.headers, rawHeaderLines, parts };
}

const partOf = (mail: ReturnType<typeof parseEml>, type: string) => mail.parts.find((part) => part.headers.get('content-type')?.startsWith(type))?.body;

const emlFiles = () => (existsSync(outboxDir()) ? readdirSync(outboxDir()).filter((name) => name.endsWith('.eml')) : []);

describe('sendMail without SMTP_URL', () => {
  const message = {
    to: 'ada@example.com',
    subject: 'Your order has shipped',
    text: 'Hello Ada,\n\nYour books are on their way.\n',
    html: '<p>Hello Ada,</p><p>Your books are on their way.</p>',
  };

  it('keeps the outbox under DATA_DIR and creates it on the first message', async () => {
    expect(outboxDir()).toBe(path.join(dataDir, 'outbox'));
    expect(existsSync(outboxDir())).toBe(false);
    const sent = await sendMail(message);
    expect(existsSync(outboxDir())).toBe(true);
    expect(sent.file).toBeDefined();
    expect(path.dirname(sent.file!)).toBe(outboxDir());
    expect(emlFiles()).toContain(path.basename(sent.file!));
  });

  it('writes the whole message: sender, recipient, subject, message id, and a text and an HTML part', async () => {
    const sent = await sendMail(message);
    const mail = parseEml(readFileSync(sent.file!, 'utf8'));
    expect(mail.headers.get('from')).toBe('Test Shop <shop@test.example>');
    expect(mail.headers.get('to')).toBe('ada@example.com');
    expect(mail.headers.get('subject')).toBe('Your order has shipped');
    expect(mail.headers.get('message-id')).toBe(sent.messageId);
    expect(mail.headers.get('content-type')).toMatch(/^multipart\/alternative/);
    expect(partOf(mail, 'text/plain')).toBe(message.text);
    expect(partOf(mail, 'text/html')).toBe(message.html);
  });

  it('writes one file per message, even for the same recipient in the same instant', async () => {
    const before = new Set(emlFiles());
    const sent = await Promise.all([1, 2, 3].map((n) => sendMail({ ...message, subject: `Message ${n}` })));
    const files = sent.map((one) => path.basename(one.file!));
    expect(new Set(files).size).toBe(3);
    expect(
      emlFiles()
        .filter((name) => !before.has(name))
        .sort(),
    ).toEqual([...files].sort());
    const subjects = sent.map((one) => parseEml(readFileSync(one.file!, 'utf8')).headers.get('subject'));
    expect(subjects).toEqual(['Message 1', 'Message 2', 'Message 3']);
  });

  it('keeps long lines, equals signs and non-ASCII text intact', async () => {
    const link = `https://shop.test/ca/account/reset-password?token=${'Ab_-9'.repeat(12)}&x=1`;
    const text = `Bonjour Zoë 📚,\n\n${link}\n\n${'long line '.repeat(30)}\n`;
    const sent = await sendMail({ to: 'zoe@example.ca', subject: 'Réinitialisez votre mot de passe — Zoë 📚', text, html: `<p><a href="${link}">Zoë</a></p>` });
    const mail = parseEml(readFileSync(sent.file!, 'utf8'));
    expect(decodeHeader(mail.headers.get('subject')!)).toBe('Réinitialisez votre mot de passe — Zoë 📚');
    expect(partOf(mail, 'text/plain')).toBe(text);
    expect(partOf(mail, 'text/html')).toBe(`<p><a href="${link}">Zoë</a></p>`);
  });

  it('does not let a subject with line breaks add headers', async () => {
    const sent = await sendMail({ ...message, subject: 'Hello\r\nX-Injected: yes\nBcc: eve@example.com' });
    const mail = parseEml(readFileSync(sent.file!, 'utf8'));
    expect(mail.rawHeaderLines.some((line) => /^x-injected:/i.test(line))).toBe(false);
    expect(mail.rawHeaderLines.some((line) => /^bcc:/i.test(line))).toBe(false);
    expect(mail.headers.has('x-injected')).toBe(false);
    expect(decodeHeader(mail.headers.get('subject')!)).toContain('Hello');
  });

  it('names the file after the recipient with only safe characters, inside the outbox', async () => {
    const sent = await sendMail({ ...message, to: "o'brien+books@example.com" });
    const name = path.basename(sent.file!);
    expect(path.dirname(sent.file!)).toBe(outboxDir());
    expect(name).toMatch(/^[A-Za-z0-9@._-]+\.eml$/);
    expect(name).toContain('o_brien_books@example.com');
    expect(parseEml(readFileSync(sent.file!, 'utf8')).headers.get('to')).toBe("o'brien+books@example.com");
  });
});
