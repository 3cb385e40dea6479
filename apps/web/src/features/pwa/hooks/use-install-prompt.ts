import { useCallback, useSyncExternalStore } from 'react';
import { dismissInstallOffer, isInstallOffered, subscribeToInstallOffer, takeInstallOffer } from '../install-prompt';

export type InstallPrompt = {
  /** True once the browser offered the install and the visitor has not chosen 'Later'. */
  available: boolean;
  /** Opens the browser's install dialog; the offer is used up either way. */
  install: () => Promise<void>;
  /** 'Later': hides the banner and remembers the choice. */
  dismiss: () => void;
};

export function useInstallPrompt(): InstallPrompt {
  const available = useSyncExternalStore(subscribeToInstallOffer, isInstallOffered, () => false);

  const install = useCallback(async () => {
    const offer = takeInstallOffer();
    if (!offer) return;
    try {
      await offer.prompt();
      await offer.userChoice;
    } catch (error) {
      console.error('The install prompt failed', error);
    }
  }, []);

  return { available, install, dismiss: dismissInstallOffer };
}
