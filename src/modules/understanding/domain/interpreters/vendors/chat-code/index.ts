import type { Interpreter } from '../../interpreter';
import { discord } from './discord';
import { github } from './github';
import { gitlab } from './gitlab';
import { slack } from './slack';
import { telegram } from './telegram';

/** This group's interpreters, in the order they are tried (more specific shapes first). */
export const CHAT_AND_CODE_INTERPRETERS: readonly Interpreter[] = [slack, telegram, discord, gitlab, github];
