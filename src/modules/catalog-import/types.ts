import type { SiteId } from '@/modules/regions';

export type ImportFormat = 'onix' | 'csv';

export type ContributorRole = 'author' | 'editor' | 'illustrator';

export interface Contributor {
  firstName: string;
  lastName: string;
  role: ContributorRole;
}

/** A price from a feed, in cents. The feed's price is both the list and the regular price. */
export interface ImportedPrice {
  price: number;
  /** A sale price below `price`; null: no sale; undefined: the feed does not say, so a sale already set stays. */
  sale?: number | null;
}

/**
 * One product as a feed describes it, ready to be compared with the catalogue. A field left undefined is one this feed
 * does not carry: an update leaves the column as it is, a creation takes the column's default.
 */
export interface ImportedProduct {
  sku: string;
  isbn13: string | null;
  productType: 'book' | 'toy' | 'gift';
  title: string;
  department: string;
  format: string;
  taxCode: string;
  /** Where it is sold; empty when the rights allow neither country (see decideChange). */
  sites: SiteId[];
  prices: Partial<Record<SiteId, ImportedPrice>>;
  subtitle?: string | null;
  description?: string;
  pages?: number | null;
  publisher?: string | null;
  publicationDate?: string | null;
  ageMin?: number | null;
  ageMax?: number | null;
  gradeMin?: number | null;
  gradeMax?: number | null;
  series?: string | null;
  seriesNumber?: number | null;
  /** In byline order. */
  contributors?: Contributor[];
  categorySubjects?: string[];
  tags?: string[];
  maxPurchaseQty?: number;
  stock?: number;
}

/** A record of the file: where it is, what identifies it, and what it maps to. */
export interface SourceRecord {
  /** 1-based position of the record (ONIX Product or CSV data row) in the file. */
  record: number;
  /** Line of the file where the record starts (ONIX) or ends (CSV). */
  line: number;
  /** ISBN-13, SKU or ONIX RecordReference, whatever the record had; null when it had none. */
  id: string | null;
  result: { ok: true; product: ImportedProduct } | { ok: false; reason: string };
  /** Subject codes of the record that the mapping tables do not know (ONIX only). */
  unmappedSubjects?: string[];
}

export interface Rejection {
  record: number;
  line: number;
  id: string | null;
  reason: string;
}

export interface ImportCounts {
  read: number;
  created: number;
  updated: number;
  unchanged: number;
  rejected: number;
}

export interface ImportProgress extends ImportCounts {
  /** Bytes of the input consumed so far, for a percentage when the size is known. */
  bytesRead: number;
}

export interface ImportReport extends ImportCounts {
  format: ImportFormat;
  dryRun: boolean;
  durationMs: number;
  bytesRead: number;
  /** The first rejections (all of them go to `onRejected`), in file order. */
  rejections: Rejection[];
  /** Subject codes no mapping table knows, with how many records had each, most frequent first. */
  unmappedSubjects: Array<{ code: string; records: number }>;
  /** Problems of the file outside any one record (XML errors between records, a CSV that stops being readable). */
  problems: string[];
}
