// Issue #14 (to be written).
export {};
