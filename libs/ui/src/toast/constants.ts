// spec part 1 §4 and §9: toast timings
export const TOAST_DEFAULT_DURATION_MS = 5000;
export const TOAST_SIMPLE_DURATION_MS = 3000;
export const TOAST_CLOSE_ANIMATION_MS = 300;
