import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import { getDb, type Db } from '@/db';
import { env } from '@/lib/env';
import { formatDayRange } from '@/lib/local-time';
import { NotFoundError } from '@/lib/errors';
import { SITES, sitePath } from '@/modules/regions';
import { organizationOfOrganizer, type OrganizationRow } from './organizations.server';
import { onlineWindowOf } from './report';
import { bookFairs } from './schema';

type FairRow = typeof bookFairs.$inferSelect;

/** The organization's shop link the flyer prints and encodes: selecting it on its own site (spec §2 /org/{org}). */
export const organizationShopUrl = (organization: Pick<OrganizationRow, 'slug' | 'site'>) =>
  `${env().PUBLIC_URL.replace(/\/$/, '')}${sitePath(organization.site, `/org/${organization.slug}`)}`;

const flyerFileName = (slug: string, fairId: number) => `${slug}-fair-${fairId}-flyer.pdf`;

export interface FlyerFair {
  id: number;
  name: string;
  dates: string;
  fileName: string;
}

/** The fairs an organizer can print a flyer for, soonest first, with their dates as the flyer words them. */
export async function flyerFairsOf(organization: OrganizationRow, db?: Db): Promise<FlyerFair[]> {
  const database = db ?? (await getDb());
  const fairs = await database.select().from(bookFairs).where(eq(bookFairs.organizationId, organization.id)).orderBy(asc(bookFairs.startsAt));
  return fairs.map((fair) => ({
    id: fair.id,
    name: fair.name,
    dates: daysOf(organization, fair.startsAt, fair.endsAt),
    fileName: flyerFileName(organization.slug, fair.id),
  }));
}

/** A fair's local days in the organization's time zone, as its site's locale says them (the end is exclusive). */
const daysOf = (organization: OrganizationRow, from: Date, until: Date) =>
  formatDayRange(from, until, { locale: SITES[organization.site].locale, timeZone: organization.timeZone });

/**
 * Only what the standard font can draw: anything else would stop the PDF. Intl's date ranges use thin spaces, which
 * become plain ones; other characters (an emoji in a fair's name) a question mark.
 */
function printable(font: PDFFont, text: string): string {
  const drawable = new Set(font.getCharacterSet());
  return [...text].map((character) => (drawable.has(character.codePointAt(0)!) ? character : /\s/.test(character) ? ' ' : '?')).join('');
}

function centered(page: PDFPage, raw: string, font: PDFFont, size: number, y: number, color = rgb(0.1, 0.1, 0.1)): void {
  const text = printable(font, raw);
  const maxWidth = page.getWidth() - 96;
  // Long names shrink to one line rather than run off the page.
  const fitted = Math.min(size, (size * maxWidth) / Math.max(font.widthOfTextAtSize(text, size), 1));
  page.drawText(text, { x: (page.getWidth() - font.widthOfTextAtSize(text, fitted)) / 2, y, size: fitted, font, color });
}

/**
 * A printable letter-size flyer for one of the organization's fairs: its names, dates, the shop link and a QR code of
 * it. 404 unless the user organizes the organization and the fair is one of its fairs.
 */
export async function fairFlyer(userId: string, slug: string, fairId: number, db?: Db): Promise<{ fileName: string; pdf: Uint8Array }> {
  const database = db ?? (await getDb());
  const organization = await organizationOfOrganizer(userId, slug, database);
  if (!organization) throw new NotFoundError(`We could not find the organization "${slug}" among the ones you run.`, 'ORGANIZATION_NOT_FOUND');
  const [fair] = await database.select().from(bookFairs).where(eq(bookFairs.id, fairId));
  if (!fair || fair.organizationId !== organization.id) throw new NotFoundError(`We could not find fair ${fairId} of ${organization.name}.`, 'FAIR_NOT_FOUND');
  return { fileName: flyerFileName(organization.slug, fair.id), pdf: await renderFlyer(organization, fair) };
}

async function renderFlyer(organization: OrganizationRow, fair: FairRow): Promise<Uint8Array> {
  const url = organizationShopUrl(organization);
  const document = await PDFDocument.create();
  document.setTitle(`${fair.name}: ${organization.name}`);
  document.setAuthor(organization.name);
  document.setCreator('Book Fair Shop');
  const page = document.addPage([612, 792]);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const accent = rgb(0.62, 0.16, 0.12);

  page.drawRectangle({ x: 0, y: 712, width: 612, height: 80, color: accent });
  centered(page, 'You are invited to our Book Fair!', bold, 28, 742, rgb(1, 1, 1));
  centered(page, organization.name, bold, 30, 650);
  centered(page, fair.name, regular, 22, 614);
  centered(page, daysOf(organization, fair.startsAt, fair.endsAt), bold, 18, 580, accent);
  const online = onlineWindowOf(fair);
  centered(page, `Shop online: ${daysOf(organization, online.from, online.until)}`, regular, 14, 556);

  const qr = await document.embedPng(await QRCode.toBuffer(url, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 600 }));
  const side = 240;
  page.drawImage(qr, { x: (612 - side) / 2, y: 280, width: side, height: side });
  centered(page, 'Scan to shop our fair online', bold, 16, 252);
  centered(page, url, regular, 13, 230, rgb(0.1, 0.2, 0.55));

  page.drawText(
    printable(
      regular,
      `Every book you buy online or at the fair earns rewards for ${organization.name}: new books for our classrooms and library. Orders placed while the online fair is open count toward our goal.`,
    ),
    { x: 72, y: 180, size: 12, font: regular, maxWidth: 468, lineHeight: 17, color: rgb(0.2, 0.2, 0.2) },
  );
  centered(
    page,
    [organization.addressLine1, organization.city, organization.region, organization.postalCode].filter(Boolean).join(', '),
    regular,
    11,
    72,
    rgb(0.35, 0.35, 0.35),
  );
  return document.save();
}
