import { InitialSchema1763769600000 } from './1763769600000-initial-schema';
import { IngestReceiptsAndGenerationJobs1763773200000 } from './1763773200000-ingest-receipts-and-generation-jobs';
import { EntryTagSlugs1763776800000 } from './1763776800000-entry-tag-slugs';
import { ArtifactSizesAndJobStates1763780400000 } from './1763780400000-artifact-sizes-and-job-states';
import { TagEntryCounts1763784000000 } from './1763784000000-tag-entry-counts';
import { WebhookSigningSecrets1763787600000 } from './1763787600000-webhook-signing-secrets';
import { EntryOrigin1763791200000 } from './1763791200000-entry-origin';
import { Operators1763794800000 } from './1763794800000-operators';
import { GenerationSweepHorizon1763798400000 } from './1763798400000-generation-sweep-horizon';
import { ArtifactsReceivedDaysIndex1763802000000 } from './1763802000000-artifacts-received-days-index';
import { SignedDryRuns1763805600000 } from './1763805600000-signed-dry-runs';
import { AdminListKeysetIndexes1763806500000 } from './1763806500000-admin-list-keyset-indexes';
import { EntryChanges1763810100000 } from './1763810100000-entry-changes';
import { EventEndpoints1763813700000 } from './1763813700000-event-endpoints';
import { EndpointPreviousSecret1763817300000 } from './1763817300000-endpoint-previous-secret';
import { EventDeliveries1763820900000 } from './1763820900000-event-deliveries';
import { EntrySearch1763824500000 } from './1763824500000-entry-search';
import { EntrySearchIndex1763828100000 } from './1763828100000-entry-search-index';
import { ArtifactsPartitionedByReceipt1763831700000 } from './1763831700000-artifacts-partitioned-by-receipt';
import { EntryChangeEras1763835300000 } from './1763835300000-entry-change-eras';
import { EventDeliveryLanes1763838900000 } from './1763838900000-event-delivery-lanes';
import { EndpointIncludeTitle1763842500000 } from './1763842500000-endpoint-include-title';
import { AccountIdentities1763846100000 } from './1763846100000-account-identities';

/** Every migration, oldest first. Listed explicitly so that the built and the test run see the same set. */
export const MIGRATIONS = [
  InitialSchema1763769600000,
  IngestReceiptsAndGenerationJobs1763773200000,
  EntryTagSlugs1763776800000,
  ArtifactSizesAndJobStates1763780400000,
  TagEntryCounts1763784000000,
  WebhookSigningSecrets1763787600000,
  EntryOrigin1763791200000,
  Operators1763794800000,
  GenerationSweepHorizon1763798400000,
  ArtifactsReceivedDaysIndex1763802000000,
  SignedDryRuns1763805600000,
  AdminListKeysetIndexes1763806500000,
  EntryChanges1763810100000,
  EventEndpoints1763813700000,
  EndpointPreviousSecret1763817300000,
  EventDeliveries1763820900000,
  EntrySearch1763824500000,
  EntrySearchIndex1763828100000,
  ArtifactsPartitionedByReceipt1763831700000,
  EntryChangeEras1763835300000,
  EventDeliveryLanes1763838900000,
  EndpointIncludeTitle1763842500000,
  AccountIdentities1763846100000,
];
