import { entryOf } from '../../../../../test/support/composed-entry';

// Round 35's classes (issue 34), on shapes of their own: a camera's tracked detections sent as `before` and `after`
// with a phase for their kind and a model's certainty, and a payment's notes the merchant wrote under keys of their own.

describe('a camera’s detections', () => {
  const seen = (camera: string, label: string, phase: string, start: number, extra: Record<string, unknown> = {}) => {
    // (In the order generation reads it back from jsonb: shorter keys first.)
    const object = {
      id: `${start}.284000-k3f9qa`,
      label,
      camera,
      frame_time: start + 2.1,
      sub_label: null,
      top_score: 0.8125,
      score: 0.79,
      false_positive: false,
      start_time: start,
      end_time: phase === 'end' ? start + 30 : null,
      box: [612, 402, 771, 519],
      current_zones: ['lawn'],
      has_clip: true,
      ...extra,
    };
    return { type: phase, before: { ...object, score: 0.81 }, after: object };
  };
  const at = (hour: string) => Date.parse(`2026-11-21T${hour}Z`) / 1000;

  it('tells what each camera saw, by the camera’s name, without the model’s certainty or the phase as a kind', () => {
    const text = entryOf([
      { payload: seen('garden', 'fox', 'new', at('02:47:10')), at: '02:47:13' },
      { payload: seen('garden', 'fox', 'end', at('02:47:10')), at: '02:47:45' },
      { payload: seen('driveway', 'car', 'new', at('07:58:00')), at: '07:58:02' },
    ]);
    expect(text).toContain('fox (garden)');
    expect(text).toContain('car (driveway)');
    expect(text).not.toMatch(/score|0\.8|0\.79|\bend\b|: new/);
  });

  it('names who a detection recognised, though only one of the times it saw someone did', () => {
    const text = entryOf([
      { payload: seen('front_door', 'person', 'new', at('14:12:00')), at: '14:12:02' },
      { payload: seen('front_door', 'person', 'new', at('18:36:00'), { sub_label: ['Anna', 0.91] }), at: '18:36:02' },
    ]);
    expect(text).toMatch(/person \(front door, Anna\)/);
    expect(text).not.toContain('0.91');
  });
});

describe('a payment’s notes', () => {
  it('reads what the merchant wrote under a key of their own as what the payment was for', () => {
    const payment = {
      id: 'pay_QgR7wT2kLmN4vB',
      entity: 'payment',
      amount: 150000,
      currency: 'INR',
      status: 'captured',
      description: 'Workshop booking #MS-2291',
      notes: { customer_name: 'Rohan Mehta', workshop: 'Wheel Throwing Basics - Sat 21 June', booking_ref: 'MS-2291' },
      created_at: Date.parse('2026-11-21T10:12:31Z') / 1000,
    };
    const text = entryOf([
      { payload: { event: 'payment.captured', payload: { payment: { entity: payment } } }, at: '10:12:36' },
    ]);
    expect(text).toContain('Wheel Throwing Basics');
    expect(text).not.toContain('booking_ref');
    expect(text).not.toMatch(/workshop:/i);
  });
});

describe('a site’s deployments', () => {
  const deployment = (state: string, message: string, target: string | null, createdAt: string) => ({
    type: `deployment.${state}`,
    createdAt: Date.parse(`2026-11-21T${createdAt}Z`),
    payload: {
      name: 'koala-kitchen',
      target,
      deployment: {
        id: `dpl_${createdAt.replace(/:/g, '')}`,
        name: 'koala-kitchen',
        meta: { githubCommitMessage: message },
      },
    },
  });

  it('says where the change that went out went, beside the runs that did not', () => {
    const text = entryOf([
      { payload: deployment('error', 'Add pantry search', null, '09:43:00'), at: '09:43:05' },
      { payload: deployment('succeeded', 'Fix search index import', null, '10:20:00'), at: '10:20:05' },
      { payload: deployment('succeeded', 'Pantry search', 'production', '15:33:00'), at: '15:33:05' },
    ]);
    expect(text).toMatch(/succeeded at 15:33 \(production\)/);
    expect(text).not.toMatch(/10:20 \(production\)/);
  });
});
