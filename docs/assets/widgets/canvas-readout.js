// Numbers as the canvas widgets show them. Pure functions, no DOM.

/** True once a loss is too large to keep going (or not a finite number at all). */
export const hasBlownUp = (value, limit = 1e6) => !Number.isFinite(value) || value > limit;

/** 6 significant digits, exponent form for huge or tiny values; never "NaN" or "Infinity". */
export function readout(value) {
  if (!Number.isFinite(value)) return "too large to show";
  if (value !== 0 && (Math.abs(value) >= 1e6 || Math.abs(value) < 1e-4)) return value.toExponential(3);
  return String(Number(value.toPrecision(6)));
}
