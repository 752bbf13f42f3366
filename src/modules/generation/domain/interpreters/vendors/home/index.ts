import type { Interpreter } from '../../interpreter';


/** This group's interpreters, in the order they are tried (more specific shapes first). */
export const HOME_INTERPRETERS: readonly Interpreter[] = [];
