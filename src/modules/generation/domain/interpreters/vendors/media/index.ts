import type { Interpreter } from '../../interpreter';


/** This group's interpreters, in the order they are tried (more specific shapes first). */
export const MEDIA_INTERPRETERS: readonly Interpreter[] = [];
