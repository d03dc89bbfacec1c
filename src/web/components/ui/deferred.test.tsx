import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeferredPopup, deferModule, type PlaceholderTriggerProps } from './deferred';

/** A module whose import the test finishes by hand. */
function manualModule() {
  let finish: () => void = () => {};
  const importer = vi.fn(
    () =>
      new Promise<{ Real: (props: { defaultOpen: boolean }) => React.ReactNode }>((resolve) => {
        finish = () =>
          resolve({
            Real: ({ defaultOpen }) => (
              <button type="button" data-open={String(defaultOpen)}>
                Menu
              </button>
            ),
          });
      }),
  );
  const finishImport = () =>
    act(async () => {
      finish();
      await Promise.resolve();
    });
  return { module: deferModule(importer), importer, finish: finishImport };
}

function Subject({ module }: { module: ReturnType<typeof manualModule>['module'] }) {
  return (
    <DeferredPopup
      module={module}
      placeholder={(trigger: PlaceholderTriggerProps) => (
        <button type="button" aria-haspopup="menu" data-placeholder="" {...trigger}>
          Menu
        </button>
      )}
      render={({ Real }, { defaultOpen }) => <Real defaultOpen={defaultOpen} />}
    />
  );
}

const menuButton = () => screen.getByRole('button', { name: 'Menu' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('deferModule', () => {
  it('imports once, and again after a failed import', async () => {
    const importer = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('module');
    const module = deferModule(importer);
    await expect(module.load()).rejects.toThrow('offline');
    expect(module.current()).toBeUndefined();
    await expect(module.load()).resolves.toBe('module');
    await module.load();
    expect(importer).toHaveBeenCalledTimes(2);
    expect(module.current()).toBe('module');
  });
});

describe('<DeferredPopup />', () => {
  it('shows the placeholder first and swaps in the real trigger, closed, when the browser is idle', async () => {
    let runIdle: () => void = () => {};
    vi.stubGlobal('requestIdleCallback', (run: () => void) => ((runIdle = run), 1));
    vi.stubGlobal('cancelIdleCallback', () => {});
    const { module, importer, finish } = manualModule();
    render(<Subject module={module} />);
    expect(menuButton()).toHaveAttribute('data-placeholder');
    expect(importer).not.toHaveBeenCalled();

    act(runIdle);
    expect(importer).toHaveBeenCalledTimes(1);
    await finish();
    await waitFor(() => expect(menuButton()).toHaveAttribute('data-open', 'false'));
  });

  it('opens the real popup once it arrives when the placeholder was pressed', async () => {
    const { module, finish } = manualModule();
    render(<Subject module={module} />);
    await userEvent.click(menuButton());
    await finish();
    await waitFor(() => expect(menuButton()).toHaveAttribute('data-open', 'true'));
  });

  it('opens from the keyboard (Enter) and starts loading on focus', async () => {
    const { module, importer, finish } = manualModule();
    render(<Subject module={module} />);
    await userEvent.tab();
    expect(menuButton()).toHaveFocus();
    expect(importer).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await finish();
    await waitFor(() => expect(menuButton()).toHaveAttribute('data-open', 'true'));
  });

  it('moves keyboard focus to the real trigger when it replaces a focused placeholder', async () => {
    const { module, finish } = manualModule();
    render(<Subject module={module} />);
    await userEvent.tab();
    await finish();
    await waitFor(() => expect(menuButton()).not.toHaveAttribute('data-placeholder'));
    expect(menuButton()).toHaveAttribute('data-open', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('renders the real trigger at once when the module is already in', async () => {
    const { module, finish } = manualModule();
    const pending = module.load();
    await finish();
    await pending;
    render(<Subject module={module} />);
    expect(menuButton()).toHaveAttribute('data-open', 'false');
  });
});
