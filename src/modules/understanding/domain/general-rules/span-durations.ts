import type { Quantity } from '../vocabulary/quantity';
import { SPAN_TOLERANCE } from './item-weights';

/** Whether a duration (seconds) is the span's (seconds), within SPAN_TOLERANCE. */
export function agreesWithSpan(value: number, span: number): boolean {
  return Math.abs(value - span) <= Math.max(SPAN_TOLERANCE.seconds, SPAN_TOLERANCE.share * span);
}

/**
 * A duration of no named unit (read as seconds, or undecided) held against a span the record's own times give: minutes when it is
 * the span counted in minutes (a stay of 555 from 08:00 to 17:15), seconds when only seconds fit within it, null when it is
 * neither, unchanged otherwise.
 */
export function durationBySpan<Q extends Quantity>(quantity: Q, span: number): Q | null {
  if (quantity.unitGuess === undefined) return quantity;
  if (agreesWithSpan(quantity.value, span)) return { ...quantity, unitGuess: undefined };
  if (agreesWithSpan(quantity.value * 60, span))
    return { ...quantity, value: quantity.value * 60, unitGuess: undefined };
  // A part of the span that only seconds fit (a night's sleep of 23640 within 26460 in bed; in minutes, 394 hours).
  const within = span + Math.max(SPAN_TOLERANCE.seconds, SPAN_TOLERANCE.share * span);
  return quantity.value > 0 && quantity.value <= within && quantity.value * 60 > within
    ? { ...quantity, unitGuess: undefined }
    : null;
}
