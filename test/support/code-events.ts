import type { Interpreter } from '../../src/modules/understanding/domain/interpreters/interpreter';

/** An interpreter's events without who made them (specs assert the actor on its own). */
export const readWithoutActor = (interpreter: Interpreter) => (payload: Record<string, unknown>) =>
  interpreter.read(payload).map((event) => {
    if (event.type !== 'code') return event;
    const { actor: _actor, ...rest } = event;
    return rest;
  });
