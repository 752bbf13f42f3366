import {
  Answer,
  constant,
  dateTime,
  day,
  oneOfTexts,
  orNull,
  shape,
  text,
  uuid,
  whole,
} from '../../../../shared/json-schema';

// What the generation commands answer, as the admin API documents it.

const ACCOUNT_ID = '5f0e8c1a-3b7d-4e2a-9c61-0d4b7a2f9e13';

export const DELETED_ARTIFACT: Answer = {
  schema: shape({ id: uuid, day, deleted: constant(true) }),
  example: { id: '8a1d2c3e-4b5f-4a60-9b71-2c3d4e5f6a7b', day: '2026-11-26', deleted: true },
};

/** The entry as the read API's GET /api/v1/entries/{date} shows it, or why nothing was generated. */
export const GENERATED: Answer = {
  schema: {
    anyOf: [{ $ref: '#/components/schemas/EntryResponse' }, shape({ generated: constant(false), reason: text })],
  },
  example: { generated: false, reason: 'No artifacts on 2026-11-26' },
};

export const JOB: Answer = {
  schema: shape({
    accountId: uuid,
    day,
    state: oneOfTexts(['pending', 'running', 'done', 'parked']),
    attempts: whole,
    runAfter: dateTime,
    lastError: orNull(text),
    updatedAt: dateTime,
  }),
  example: {
    accountId: ACCOUNT_ID,
    day: '2026-11-26',
    state: 'pending',
    attempts: 0,
    runAfter: '2026-11-26T09:35:00.000Z',
    lastError: null,
    updatedAt: '2026-11-26T09:30:00.000Z',
  },
};
