/** The account-data feature's query keys: every entry starts with ['account-data']. */
export const accountDataKeys = {
  all: ['account-data'] as const,
  latestExport: () => [...accountDataKeys.all, 'latest-export'] as const,
};
