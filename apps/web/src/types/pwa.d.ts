// Types of `virtual:pwa-register` (vite-plugin-pwa), the framework-free register used in features/pwa.
/// <reference types="vite-plugin-pwa/vanillajs" />
