// Numbers and the words around them, shared by every widget. Pure functions, no DOM:
// math modules import them from here, views through kit.js.

/** True once a loss is too large to keep going, or not a finite number at all. */
export const hasBlownUp = (value, limit) => !Number.isFinite(value) || value > limit;

/** 6 significant digits, exponent form for huge or tiny values; never "NaN" or "Infinity". */
export function readout(value) {
  if (!Number.isFinite(value)) return "too large to show";
  if (value !== 0 && (Math.abs(value) >= 1e6 || Math.abs(value) < 1e-4)) return value.toExponential(3);
  return String(Number(value.toPrecision(6)));
}

/** "1 step", "12 epochs". */
export const count = (n, unit) => `${n} ${unit}${n === 1 ? "" : "s"}`;

/**
 * The sentence every widget says when training blows up: the threshold is the build's
 * (its `diverged_text`, e.g. "1e6"), the count is how far the widget got.
 */
export const divergedText = (threshold, n, unit) => `Diverged: the loss passed ${threshold} after ${count(n, unit)}.`;

/** A value kept inside [low, high]; NaN becomes `low`, so nothing drawn leaves the canvas. */
export const clamp = (value, low, high) => (Number.isNaN(value) ? low : Math.min(high, Math.max(low, value)));
