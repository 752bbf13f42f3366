import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';

export class IngestQuery {
  @ApiPropertyOptional({
    enum: ['true', 'false'],
    description: 'Authenticate and extract, store nothing; the receipt says received: false',
  })
  @IsOptional()
  @IsIn(['true', 'false'])
  dryRun?: 'true' | 'false';
}

class ExtractedCounts {
  @ApiProperty({ type: 'integer', example: 2 }) media!: number;
  @ApiProperty({ type: 'integer', example: 1 }) locations!: number;
  @ApiProperty({ type: 'integer', example: 0 }) highlights!: number;
}

export class IngestReceiptResponse {
  @ApiProperty({ description: 'true once the artifact is durably stored; false for a dry run' }) received!: boolean;
  @ApiProperty({ type: String, nullable: true, format: 'uuid', description: "The artifact's id; null for a dry run" })
  id!: string | null;
  @ApiProperty({ format: 'date', description: 'The diary day the payload counts for' }) day!: string;
  @ApiProperty() extracted!: ExtractedCounts;
  @ApiProperty({
    type: [String],
    description: 'What was skipped and why',
    example: ['highlights[0]: skipped, title is required'],
  })
  warnings!: string[];
}
