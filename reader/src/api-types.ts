// The read API's answers, as far as the reader uses them (the OpenAPI document at /api/v1/openapi.json has them whole).

export interface EntrySummary {
  date: string;
  title: string | null;
  /** A plain-text digest (the summary). */
  content: string | null;
  tags: string[];
}

export interface EntryPage {
  data: EntrySummary[];
  pagination: { total: number; limit: number; offset: number };
}

export interface Place {
  latitude?: number;
  longitude?: number;
  placeName?: string;
  address?: string;
}

export interface Highlight {
  kind: string;
  title: string;
  subtitle?: string;
  value?: string;
  externalUrl?: string;
}

export interface Entry {
  date: string;
  title: string | null;
  content: string | null;
  tags: string[];
  sources: string[];
  wordCount: number;
  enrichment: { media: { url: string; type: 'image' | 'video' }[]; locations: Place[]; highlights: Highlight[] };
}

export interface Tag {
  slug: string;
  displayName: string;
  entryCount: number;
}
