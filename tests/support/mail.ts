import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Quoted-printable (RFC 2045) as nodemailer writes .eml text parts: soft line breaks, =XX bytes, UTF-8. */
export function decodeQuotedPrintable(text: string): string {
  const soft = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < soft.length; index += 1) {
    const hex = soft.slice(index + 1, index + 3);
    if (soft[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(soft[index]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The decoded .eml files written to this address under a data folder's outbox so far, oldest first. */
export function mailsTo(dataDir: string, email: string): string[] {
  const outbox = path.join(dataDir, 'outbox');
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .filter((name) => name.endsWith('.eml') && name.includes(email))
    .sort()
    .map((name) => decodeQuotedPrintable(readFileSync(path.join(outbox, name), 'utf8')));
}
