/** Structured data found in webhook payloads and attached to the day's entry. */
export interface Media {
  url: string;
  type: 'image' | 'video';
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
  imageUrl?: string;
  externalUrl?: string;
}

export interface Enrichment {
  media: Media[];
  locations: Place[];
  highlights: Highlight[];
}
