// Issue #14: contracts of this feature (to be written).
export {};
