import { describe, expect, it } from 'vitest';
import { MESSAGE_MAX_LENGTH, newSupportRequestSchema, staffReplySchema, supportReplySchema } from './forms';

/** The fields a parse refuses, each with its first message. */
const refused = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  result.success ? {} : Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));

describe('newSupportRequestSchema', () => {
  const valid = { topic: 'returns', message: 'The cover arrived torn.' };

  it('accepts a topic of the list and a message, trimmed; the order number is optional and upper-cased', () => {
    expect(newSupportRequestSchema.parse({ ...valid, message: '  The cover arrived torn.  ' })).toEqual(valid);
    expect(newSupportRequestSchema.parse({ ...valid, orderNumber: ' bf-7k2m-q9xd ' })).toEqual({ ...valid, orderNumber: 'BF-7K2M-Q9XD' });
    expect(newSupportRequestSchema.parse({ ...valid, orderNumber: '' })).toEqual({ ...valid, orderNumber: '' });
  });

  it('refuses an unknown topic, with a message naming what to do', () => {
    expect(refused(newSupportRequestSchema.safeParse({ ...valid, topic: 'complaints' }))).toEqual({ topic: 'Choose a topic from the list.' });
    expect(refused(newSupportRequestSchema.safeParse({ message: valid.message }))).toEqual({ topic: 'Choose a topic from the list.' });
  });

  it('wants 10 to 4000 characters of message, spaces around not counted', () => {
    expect(refused(newSupportRequestSchema.safeParse({ ...valid, message: '   too short   ' }))).toEqual({
      message: 'Tell us a little more: at least 10 characters.',
    });
    expect(newSupportRequestSchema.safeParse({ ...valid, message: 'x'.repeat(10) }).success).toBe(true);
    expect(newSupportRequestSchema.safeParse({ ...valid, message: 'x'.repeat(MESSAGE_MAX_LENGTH) }).success).toBe(true);
    expect(refused(newSupportRequestSchema.safeParse({ ...valid, message: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) }))).toEqual({
      message: 'Keep your message under 4000 characters.',
    });
    expect(refused(newSupportRequestSchema.safeParse({ ...valid, message: 42 }))).toEqual({ message: 'Tell us how we can help.' });
  });

  it('refuses order numbers with other characters or too long', () => {
    expect(Object.keys(refused(newSupportRequestSchema.safeParse({ ...valid, orderNumber: 'BF 7K2M' })))).toEqual(['orderNumber']);
    expect(Object.keys(refused(newSupportRequestSchema.safeParse({ ...valid, orderNumber: "BF-1'; DROP" })))).toEqual(['orderNumber']);
    expect(Object.keys(refused(newSupportRequestSchema.safeParse({ ...valid, orderNumber: 'B'.repeat(41) })))).toEqual(['orderNumber']);
  });
});

describe('reply schemas', () => {
  it('a reply is 1 to 4000 characters, trimmed', () => {
    expect(supportReplySchema.parse({ message: ' Thanks! ' })).toEqual({ message: 'Thanks!' });
    expect(refused(supportReplySchema.safeParse({ message: '   ' }))).toEqual({ message: 'Write a reply.' });
    expect(refused(supportReplySchema.safeParse({ message: 'x'.repeat(4001) }))).toEqual({ message: 'Keep your reply under 4000 characters.' });
  });

  it('a staff reply may name who answers, up to 80 characters', () => {
    expect(staffReplySchema.parse({ message: 'On its way.', authorName: ' Jo ' })).toEqual({ message: 'On its way.', authorName: 'Jo' });
    expect(staffReplySchema.parse({ message: 'On its way.' })).toEqual({ message: 'On its way.' });
    expect(Object.keys(refused(staffReplySchema.safeParse({ message: 'On its way.', authorName: 'J'.repeat(81) })))).toEqual(['authorName']);
  });
});
