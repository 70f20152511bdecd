import type { Currency } from '@/lib/money';
import type { SiteId } from '@/modules/regions';

/** What a person did for a book (ONIX A01, A12, B01); the seed's people are all authors. */
export type ContributorRole = 'author' | 'illustrator' | 'editor';

export interface AuthorRef {
  firstName: string;
  lastName: string;
  slug: string;
  role: ContributorRole;
}

/** Prices of one product in one site's currency, in cents. */
export interface SitePrices {
  currency: Currency;
  list: number;
  regular: number;
  sale: number | null;
  actual: number;
}

export interface ProductSummary {
  sku: string;
  slug: string;
  title: string;
  subtitle: string | null;
  authors: AuthorRef[];
  format: string;
  department: string;
  productType: 'book' | 'toy' | 'gift';
  ageRange: string | null;
  prices: SitePrices;
  inStock: boolean;
  coverUrl: string;
}

export interface CategorySubject {
  category: string;
  subject: string;
}

export interface ProductDetail extends ProductSummary {
  description: string;
  isbn13: string | null;
  pages: number | null;
  publisher: string | null;
  publicationDate: string | null;
  gradeRange: string | null;
  series: string | null;
  seriesNumber: number | null;
  tags: string[];
  categorySubjects: CategorySubject[];
  availableOn: SiteId[];
  stock: number;
  maxPurchaseQty: number;
  taxCode: string;
}

export interface ProductListSummary {
  slug: string;
  kind: 'curated' | 'bestseller';
  title: string;
  description: string;
}

export interface ProductListWithItems extends ProductListSummary {
  products: ProductSummary[];
}
