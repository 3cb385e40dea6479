import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/lib/i18n';
import { AppProvider } from '@/app/provider';
import { AppRouter } from '@/app/router';
import { startPwa } from '@/features/pwa/start-pwa';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');

startPwa();

createRoot(container).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
