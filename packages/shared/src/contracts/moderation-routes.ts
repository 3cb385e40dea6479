// Issue #15 (stub: its owner fills it).
export {};
