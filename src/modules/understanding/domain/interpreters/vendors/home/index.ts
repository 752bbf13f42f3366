import type { Interpreter } from '../../interpreter';
import { homeAssistant } from './home-assistant';
import { ifttt } from './ifttt';
import { openWeatherMap } from './openweathermap';
import { zapier } from './zapier';

/** This group's interpreters, in the order they are tried (more specific shapes first). */
export const HOME_INTERPRETERS: readonly Interpreter[] = [homeAssistant, openWeatherMap, zapier, ifttt];
