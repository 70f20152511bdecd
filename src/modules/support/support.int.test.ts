import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { AppError, NotFoundError } from '@/lib/errors';
import { registerCustomer } from '@/modules/accounts/index.server';
import { describeEachDatabase, tableCount } from '../../../tests/support/databases';
import { expectDeclaredBody } from '../../../tests/support/declared-response';
import { supportRoutes } from './routes.server';
import {
  closeSupportRequest,
  createSupportRequest,
  getSupportRequest,
  listOrderChoices,
  listSupportRequests,
  replyAsCustomer,
  replyAsStaff,
} from './support.server';

describeEachDatabase('support requests', (database) => {
  const db = () => database().db;
  let emails = 0;

  const customer = async () =>
    (
      await registerCustomer(
        { email: `helpme${(emails += 1)}@support.test`, password: 'ReadMore2026', firstName: 'Sam', lastName: 'Asker', newsletter: false },
        db(),
      )
    ).id;

  /** The fewest columns an order needs (written as SQL: the test stands in for checkout); the amounts add up as the table's checks demand. */
  async function placeOrder(userId: string, number: string, placedAt = new Date()) {
    await db().execute(sql`
      INSERT INTO orders (number, user_id, email, site, currency, status, shipping_method, items_cents, discount_cents, shipping_cents, tax_cents,
                          total_cents, gift_card_cents, amount_due_cents, placed_at)
      VALUES (${number}, ${userId}, 'orders@support.test', 'us', 'USD', 'paid', 'standard', 1000, 0, 500, 0, 1500, 0, 1500, ${placedAt.toISOString()})`);
  }

  const at = (minute: number) => new Date(Date.UTC(2026, 2, 1, 9, minute));
  const firstMessage = 'My book arrived with a torn cover.';

  it('opens a request with the first message, open and waiting for staff', async () => {
    const userId = await customer();
    const request = await createSupportRequest(userId, 'ca', { topic: 'returns', message: firstMessage }, db(), at(0));
    expectDeclaredBody(supportRoutes.create, 201, { request });
    expect(request).toMatchObject({
      site: 'ca',
      topic: 'returns',
      topicLabel: 'Returns & refunds',
      orderNumber: null,
      status: 'open',
      createdAt: at(0).toISOString(),
      updatedAt: at(0).toISOString(),
      lastMessageAt: at(0).toISOString(),
      messageCount: 1,
      preview: firstMessage,
    });
    expect(request.messages).toEqual([{ id: expect.any(Number), author: 'customer', authorName: '', body: firstMessage, createdAt: at(0).toISOString() }]);
    expect(await getSupportRequest(userId, request.id, db())).toEqual(request);
  });

  it('lists only the customer’s own requests, the most recent activity first', async () => {
    const userId = await customer();
    const other = await customer();
    const older = await createSupportRequest(userId, 'us', { topic: 'shipping', message: 'Where is my parcel, please?' }, db(), at(1));
    const newer = await createSupportRequest(userId, 'us', { topic: 'gift-cards', message: 'My gift card shows no balance.' }, db(), at(2));
    await createSupportRequest(other, 'us', { topic: 'other', message: 'A request of someone else.' }, db(), at(3));
    expect((await listSupportRequests(userId, db())).map((request) => request.id)).toEqual([newer.id, older.id]);
    expectDeclaredBody(supportRoutes.list, 200, { requests: await listSupportRequests(userId, db()) });

    await replyAsCustomer(userId, older.id, 'It has been two weeks now.', db(), at(4));
    const listed = await listSupportRequests(userId, db());
    expect(listed.map((request) => request.id)).toEqual([older.id, newer.id]);
    expect(listed[0]).toMatchObject({
      status: 'open',
      messageCount: 2,
      lastMessageAt: at(4).toISOString(),
      updatedAt: at(4).toISOString(),
      preview: 'Where is my parcel, please?',
    });
    expect(listed[0]).not.toHaveProperty('messages');
  });

  it('never lets another customer read, answer or close a request: it is not found, and nothing changes', async () => {
    const owner = await customer();
    const stranger = await customer();
    const request = await createSupportRequest(owner, 'us', { topic: 'account', message: 'I cannot change my email.' }, db(), at(5));
    const messagesBefore = await tableCount(db(), 'support_messages');

    const notFound = { status: 404, code: 'SUPPORT_REQUEST_NOT_FOUND' };
    await expect(getSupportRequest(stranger, request.id, db())).rejects.toMatchObject(notFound);
    await expect(replyAsCustomer(stranger, request.id, 'Let me in.', db())).rejects.toMatchObject(notFound);
    await expect(closeSupportRequest(stranger, request.id, db())).rejects.toMatchObject(notFound);
    await expect(getSupportRequest(owner, request.id + 10_000, db())).rejects.toBeInstanceOf(NotFoundError);
    await expect(replyAsStaff(request.id + 10_000, { message: 'Hello?' }, db())).rejects.toMatchObject(notFound);

    expect(await listSupportRequests(stranger, db())).toEqual([]);
    expect(await tableCount(db(), 'support_messages')).toBe(messagesBefore);
    expect(await getSupportRequest(owner, request.id, db())).toEqual(request);
  });

  it('takes an order number only when it is one of the customer’s own orders', async () => {
    const userId = await customer();
    const other = await customer();
    await placeOrder(userId, 'BF-MINE-0001', at(6));
    await placeOrder(other, 'BF-THEIRS-001', at(7));
    const requestsBefore = await tableCount(db(), 'support_requests');

    const mine = await createSupportRequest(userId, 'us', { topic: 'order-status', orderNumber: 'BF-MINE-0001', message: 'When does my order ship?' }, db());
    expect(mine.orderNumber).toBe('BF-MINE-0001');
    expect((await listSupportRequests(userId, db()))[0]!.orderNumber).toBe('BF-MINE-0001');

    for (const orderNumber of ['BF-THEIRS-001', 'BF-NONE-0000']) {
      const refused = createSupportRequest(userId, 'us', { topic: 'order-status', orderNumber, message: 'When does my order ship?' }, db());
      await expect(refused).rejects.toBeInstanceOf(AppError);
      await expect(refused).rejects.toMatchObject({ status: 422, code: 'UNKNOWN_ORDER_NUMBER', message: expect.stringContaining(orderNumber) });
    }
    expect(await tableCount(db(), 'support_requests')).toBe(requestsBefore + 1);
    expect(await listOrderChoices(userId, db())).toEqual([{ number: 'BF-MINE-0001', placedAt: at(6).toISOString() }]);
    expect(await listOrderChoices(await customer(), db())).toEqual([]);
  });

  it('a staff reply answers the request; the customer’s reply reopens it, also after closing', async () => {
    const userId = await customer();
    const request = await createSupportRequest(userId, 'us', { topic: 'book-fairs', message: 'How do rewards reach our school?' }, db(), at(10));

    const answered = await replyAsStaff(request.id, { message: 'They are paid every month.', authorName: 'Jo' }, db(), at(11));
    expect(answered.status).toBe('answered');
    expect(answered.messages.map((message) => [message.author, message.authorName, message.body])).toEqual([
      ['customer', '', 'How do rewards reach our school?'],
      ['staff', 'Jo', 'They are paid every month.'],
    ]);

    const reopened = await replyAsCustomer(userId, request.id, 'Thanks, and in Canada?', db(), at(12));
    expect(reopened).toMatchObject({ status: 'open', messageCount: 3, updatedAt: at(12).toISOString() });

    const unsigned = await replyAsStaff(request.id, { message: 'The same.' }, db(), at(13));
    expect(unsigned.messages.at(-1)).toMatchObject({ author: 'staff', authorName: 'Bookfair Shop support' });

    const closed = await closeSupportRequest(userId, request.id, db(), at(14));
    expect(closed).toMatchObject({ status: 'closed', messageCount: 4, updatedAt: at(14).toISOString(), lastMessageAt: at(13).toISOString() });
    expect((await replyAsCustomer(userId, request.id, 'One more question.', db(), at(15))).status).toBe('open');
  });
});
