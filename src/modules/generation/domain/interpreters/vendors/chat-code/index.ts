import type { Interpreter } from '../../interpreter';


/** This group's interpreters, in the order they are tried (more specific shapes first). */
export const CHAT_AND_CODE_INTERPRETERS: readonly Interpreter[] = [];
