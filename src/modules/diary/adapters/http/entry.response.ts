import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { Entry } from '../../domain/entry';

// Response shapes, documented for OpenAPI. The read API's answers are rendered by PostgreSQL
// (adapters/persistence/sql-entry-documents.ts) with exactly these fields; toEntryResponse is the
// allow-list mapper of an entry in process (the admin `generate` answer), held to the same shape by a test.

/** What the read API's JSON documents are sent as. */
export const JSON_DOCUMENT = 'application/json; charset=utf-8';

class MediaResponse {
  @ApiProperty({ example: 'https://img.example/run.jpg' }) url!: string;
  @ApiProperty({ enum: ['image', 'video'] }) type!: 'image' | 'video';
}

class PlaceResponse {
  @ApiPropertyOptional({ example: 52.52 }) latitude?: number;
  @ApiPropertyOptional({ example: 13.405 }) longitude?: number;
  @ApiPropertyOptional({ example: 'Tempelhofer Feld' }) placeName?: string;
  @ApiPropertyOptional({ example: 'Tempelhofer Damm, Berlin' }) address?: string;
}

class HighlightResponse {
  @ApiProperty({ example: 'achievement' }) kind!: string;
  @ApiProperty({ example: 'Personal best 5 km' }) title!: string;
  @ApiPropertyOptional() subtitle?: string;
  @ApiPropertyOptional({ example: '24:13' }) value?: string;
  @ApiPropertyOptional() imageUrl?: string;
  @ApiPropertyOptional() externalUrl?: string;
}

class EnrichmentResponse {
  @ApiProperty({ type: [MediaResponse] }) media!: MediaResponse[];
  @ApiProperty({ type: [PlaceResponse] }) locations!: PlaceResponse[];
  @ApiProperty({ type: [HighlightResponse] }) highlights!: HighlightResponse[];
}

export class EntryListItemResponse {
  @ApiProperty({ format: 'date', example: '2026-11-21' }) date!: string;
  @ApiProperty({ type: String, nullable: true, example: 'Sunny run by the river' }) title!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'A plain-text digest of the entry (its summary: at most about 280 characters, no markup); GET /api/v1/entries/{date} gives the whole markdown',
  })
  content!: string | null;
  @ApiProperty({ type: [String], example: ['run', 'river'] }) tags!: string[];
  @ApiProperty({ format: 'date-time' }) generatedAt!: string;
}

class PaginationResponse {
  @ApiProperty({ type: 'integer', example: 42 }) total!: number;
  @ApiProperty({ type: 'integer', example: 20 }) limit!: number;
  @ApiProperty({ type: 'integer', example: 0 }) offset!: number;
}

export class EntryListResponse {
  @ApiProperty({ type: [EntryListItemResponse] }) data!: EntryListItemResponse[];
  @ApiProperty() pagination!: PaginationResponse;
}

export class EntryResponse {
  @ApiProperty({ format: 'date', example: '2026-11-21' }) date!: string;
  @ApiProperty({ type: String, nullable: true }) title!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The whole entry in markdown (CommonMark)' }) content!:
    string | null;
  @ApiProperty({ type: [String] }) tags!: string[];
  @ApiProperty({ type: [String], example: ['webhook:Strava'] }) sources!: string[];
  @ApiProperty({ format: 'date-time' }) generatedAt!: string;
  @ApiProperty({ type: 'integer', example: 312 }) wordCount!: number;
  @ApiProperty() enrichment!: EnrichmentResponse;
}

class TagResponse {
  @ApiProperty({ example: 'run' }) slug!: string;
  @ApiProperty({ example: 'Run' }) displayName!: string;
  @ApiProperty({ type: 'integer', example: 12 }) entryCount!: number;
}

export class TagListResponse {
  @ApiProperty({ type: [TagResponse] }) data!: TagResponse[];
}

export function toEntryResponse(entry: Entry): EntryResponse {
  return {
    date: entry.date,
    title: entry.title,
    content: entry.content,
    tags: entry.tags,
    sources: entry.sources,
    generatedAt: entry.generatedAt.toISOString(),
    wordCount: entry.wordCount,
    enrichment: {
      media: entry.enrichment.media,
      locations: entry.enrichment.locations,
      highlights: entry.enrichment.highlights,
    },
  };
}
