import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { ENRICHMENT_KINDS, ENRICHMENT_KIND_NAMES, EnrichmentKind } from '../../domain/enrichment/enrichment-kinds';

export class IngestQuery {
  @ApiPropertyOptional({
    enum: ['true', 'false'],
    description: 'Authenticate and extract, store nothing; the receipt says received: false',
  })
  @IsOptional()
  @IsIn(['true', 'false'])
  dryRun?: 'true' | 'false';
}

export class IngestReceiptResponse {
  @ApiProperty({ description: 'true once the artifact is durably stored; false for a dry run' }) received!: boolean;
  @ApiProperty({ type: String, nullable: true, format: 'uuid', description: "The artifact's id; null for a dry run" })
  id!: string | null;
  @ApiProperty({ format: 'date', description: 'The diary day the payload counts for' }) day!: string;
  @ApiProperty({
    type: 'object',
    description: 'How many of each kind of structured data were found in the payload',
    properties: Object.fromEntries(
      ENRICHMENT_KIND_NAMES.map((kind) => [
        kind,
        { type: 'integer', minimum: 0, description: ENRICHMENT_KINDS[kind].described },
      ]),
    ),
    required: ENRICHMENT_KIND_NAMES,
  })
  extracted!: Record<EnrichmentKind, number>;
  @ApiProperty({
    type: [String],
    description: 'What was skipped and why',
    example: ['highlights[0]: skipped, title is required'],
  })
  warnings!: string[];
}
