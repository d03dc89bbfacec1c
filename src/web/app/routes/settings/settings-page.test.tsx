import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  installFakeServer,
  renderApp,
  signedInRoutes,
  testUser,
} from '#web/test-support/test-utils';

describe('settings page', () => {
  it('shows the profile card with name, email, family and initials', async () => {
    installFakeServer(signedInRoutes());
    renderApp('/settings');
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.getAllByText(testUser.email).length).toBeGreaterThan(0);
    expect(screen.getAllByText('The Garcias').length).toBeGreaterThan(0);
    expect(screen.getAllByText('MG').length).toBeGreaterThan(0);
  });

  it('switches dark mode and the font size', async () => {
    installFakeServer(signedInRoutes());
    renderApp('/settings');
    const darkMode = await screen.findByRole('switch', { name: 'Dark Mode' });
    expect(darkMode).not.toBeChecked();
    await userEvent.click(darkMode);
    expect(darkMode).toBeChecked();
    expect(document.documentElement).toHaveClass('dark');

    expect(screen.getByRole('radio', { name: /Medium/ })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /Extra large/ }));
    expect(window.localStorage.getItem('fontSize')).toBe('xlarge');
    expect(document.documentElement.style.fontSize).toBe('20px');
  });

  it('keeps the notification switches local, defaulting to on', async () => {
    installFakeServer(signedInRoutes());
    const { unmount } = renderApp('/settings');
    const push = await screen.findByRole('switch', { name: 'Push Notifications' });
    const updates = screen.getByRole('switch', { name: 'Recipe Updates' });
    expect(push).toBeChecked();
    expect(updates).toBeChecked();
    await userEvent.click(updates);
    expect(updates).not.toBeChecked();
    expect(window.localStorage.getItem('recipeUpdates')).toBe('false');
    unmount();

    renderApp('/settings');
    expect(await screen.findByRole('switch', { name: 'Recipe Updates' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Push Notifications' })).toBeChecked();
  });
});
