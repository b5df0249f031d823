import { BrowserRouter } from 'react-router';
import { ConfigurationGate } from './configuration-gate';
import { AppProviders } from './providers';
import { AppRoutes } from './routing/app-routes';

export function App() {
  return (
    <AppProviders>
      <ConfigurationGate>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ConfigurationGate>
    </AppProviders>
  );
}
