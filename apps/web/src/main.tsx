// No Mantine stylesheet here: vite-plugins/mantine-component-styles.ts links Mantine's global
// sheets first and gives each component's sheet to the chunk that uses the component.
import './app/first-screen/first-screen.css';
import './lib/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
