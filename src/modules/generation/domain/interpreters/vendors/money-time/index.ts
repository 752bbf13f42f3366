import type { Interpreter } from '../../interpreter';


/** This group's interpreters, in the order they are tried (more specific shapes first). */
export const MONEY_AND_TIME_INTERPRETERS: readonly Interpreter[] = [];
