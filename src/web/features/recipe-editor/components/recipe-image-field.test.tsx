import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IMAGE_MESSAGES } from '#shared/images/images.schemas';
import { renderApp } from '#web/test-support/test-utils';
import { UPLOAD_BUSY_MESSAGE } from '../api/upload-image';
import { installRecipeFormServer, jsonBody, savedRecipe } from '../test-fixtures';

/**
 * A stand-in for XMLHttpRequest: the test decides when the upload progresses and how the
 * server answers.
 */
class FakeUpload {
  static last: FakeUpload | null = null;
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = false;
  method = '';
  url = '';
  body: FormData | null = null;
  constructor() {
    FakeUpload.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  abort() {
    this.events.dispatchEvent(new Event('abort'));
  }
  send(body: FormData) {
    this.body = body;
  }
  progress(loaded: number, total: number) {
    const event = Object.assign(new Event('progress'), { lengthComputable: true, loaded, total });
    this.upload.dispatchEvent(event);
  }
  private headers: Record<string, string> = {};
  getResponseHeader(name: string) {
    return this.headers[name.toLowerCase()] ?? null;
  }
  answer(status: number, body: unknown, headers: Record<string, string> = {}) {
    this.status = status;
    this.statusText = status === 200 ? 'OK' : 'Error';
    this.responseText = body === '' ? '' : JSON.stringify(body);
    this.headers = Object.fromEntries(
      Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
    );
    this.events.dispatchEvent(new Event('load'));
  }
}

const openNewForm = async () => {
  renderApp('/recipe/new');
  await screen.findByRole('heading', { name: 'Add New Recipe', level: 1 });
};

const photo = () => new File(['jpeg bytes'], 'soup.jpg', { type: 'image/jpeg' });

describe('RecipeImageField', () => {
  it('uploads a chosen picture with progress and shows it 200 px high', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    installRecipeFormServer();
    const user = userEvent.setup();
    await openNewForm();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input).toHaveAttribute('accept', 'image/*');
    await user.upload(input, photo());

    const request = FakeUpload.last!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/upload/image');
    expect(request.withCredentials).toBe(true);
    expect((request.body!.get('image') as File).name).toBe('soup.jpg');
    const bar = await screen.findByRole('progressbar', { name: 'Uploading image' });
    request.progress(40, 100);
    // The bar is there from the start at 0; the progress event's render lands later.
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    request.answer(201, { imageUrl: '/uploads/recipes/abc.webp' });

    const preview = await screen.findByRole('img', { name: 'Picture of the recipe' });
    expect(preview).toHaveAttribute('src', '/uploads/recipes/abc.webp');
    expect(preview.parentElement).toHaveClass('h-[200px]');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Image' }));
    expect(screen.queryByRole('img', { name: 'Picture of the recipe' })).not.toBeInTheDocument();
  });

  it("toasts the server's message when an upload is refused", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    installRecipeFormServer();
    const user = userEvent.setup();
    await openNewForm();
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, photo());
    FakeUpload.last!.answer(400, { code: 'not_an_image', message: IMAGE_MESSAGES.notAnImage });
    expect(await screen.findByText('Error uploading image')).toBeInTheDocument();
    expect(screen.getByText(IMAGE_MESSAGES.notAnImage)).toBeInTheDocument();
  });

  const busy = { code: 'overloaded', message: 'The server is busy, please try again shortly' };

  it("uploads again once after a 503's Retry-After", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    installRecipeFormServer();
    const user = userEvent.setup();
    await openNewForm();
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, photo());
    const first = FakeUpload.last!;
    first.answer(503, busy, { 'Retry-After': '1' });
    await waitFor(() => expect(FakeUpload.last).not.toBe(first), { timeout: 3000 });
    expect((FakeUpload.last!.body!.get('image') as File).name).toBe('soup.jpg');
    FakeUpload.last!.answer(201, { imageUrl: '/uploads/recipes/later.webp' });
    expect(await screen.findByRole('img', { name: 'Picture of the recipe' })).toHaveAttribute(
      'src',
      '/uploads/recipes/later.webp',
    );
    expect(screen.queryByText('Error uploading image')).not.toBeInTheDocument();
  });

  it('says to try again when the retry is refused too', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    installRecipeFormServer();
    const user = userEvent.setup();
    await openNewForm();
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, photo());
    const first = FakeUpload.last!;
    first.answer(503, busy, { 'Retry-After': '1' });
    await waitFor(() => expect(FakeUpload.last).not.toBe(first), { timeout: 3000 });
    // A proxy's 503 without our JSON body still tells the user what to do.
    const second = FakeUpload.last!;
    second.answer(503, '', { 'Retry-After': '1' });
    expect(await screen.findByText('Error uploading image')).toBeInTheDocument();
    expect(screen.getByText(UPLOAD_BUSY_MESSAGE)).toBeInTheDocument();
    expect(FakeUpload.last).toBe(second);
  });

  it('does not wait out a long Retry-After: it says to try again at once', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    installRecipeFormServer();
    const user = userEvent.setup();
    await openNewForm();
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, photo());
    const first = FakeUpload.last!;
    first.answer(503, busy, { 'Retry-After': '3600' });
    expect(await screen.findByText('Error uploading image')).toBeInTheDocument();
    expect(screen.getByText(busy.message)).toBeInTheDocument();
    expect(FakeUpload.last).toBe(first);
  });

  it('refuses a dropped file that is not an image, without uploading', async () => {
    const xhr = vi.fn();
    vi.stubGlobal('XMLHttpRequest', xhr);
    installRecipeFormServer();
    await openNewForm();
    // The zone ignores drops while disabled (its data still loading on a busy machine).
    const upload = screen.getByRole('button', { name: /Upload image/ });
    await waitFor(() => expect(upload).toBeEnabled());
    const zone = upload.parentElement!;
    const pdf = new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' });
    fireEvent.drop(zone, { dataTransfer: { files: [pdf] } });
    expect(await screen.findByText('Error uploading image')).toBeInTheDocument();
    expect(screen.getByText(IMAGE_MESSAGES.notAnImage)).toBeInTheDocument();
    expect(xhr).not.toHaveBeenCalled();
  });

  it('generates a picture from the title of a new recipe', async () => {
    const { calls } = installRecipeFormServer({
      aiConfigured: false,
      extra: {
        'POST /api/recipes/generate-image': {
          status: 201,
          body: { imageUrl: '/uploads/recipes/drawn.webp', generatedByAi: false },
        },
      },
    });
    const user = userEvent.setup();
    await openNewForm();
    expect(await screen.findByText(IMAGE_MESSAGES.notConfigured)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Generate AI Image' }));
    expect(screen.getByRole('alert')).toHaveTextContent(IMAGE_MESSAGES.titleRequired);
    expect(calls.some((call) => call.url === '/api/recipes/generate-image')).toBe(false);

    await user.type(screen.getByLabelText('Title'), 'Tomato Soup');
    await user.click(screen.getByRole('button', { name: 'Generate AI Image' }));
    expect(await screen.findByText('Image generated')).toBeInTheDocument();
    const post = calls.find((call) => call.url === '/api/recipes/generate-image')!;
    expect(jsonBody(post.init)).toEqual({ title: 'Tomato Soup' });
    expect(screen.getByRole('img', { name: 'Picture of Tomato Soup' })).toHaveAttribute(
      'src',
      '/uploads/recipes/drawn.webp',
    );
  });

  it("generates from the saved recipe in edit mode, and says 'Failed to generate image'", async () => {
    const { calls } = installRecipeFormServer({
      recipe: savedRecipe(),
      extra: {
        'POST /api/recipes/5/generate-image': {
          status: 502,
          body: { code: 'provider_failed', message: 'The image provider timed out' },
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/recipe/edit/5');
    await user.click(await screen.findByRole('button', { name: 'Generate AI Image' }));
    expect(await screen.findByText('Failed to generate image')).toBeInTheDocument();
    expect(screen.getByText('The image provider timed out')).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/api/recipes/5/generate-image')).toHaveLength(1);
    expect(screen.queryByText(IMAGE_MESSAGES.notConfigured)).not.toBeInTheDocument();
  });

  it('shows the pending state while a picture is generated', async () => {
    let answer: (response: Response) => void = () => {};
    installRecipeFormServer();
    const user = userEvent.setup();
    await openNewForm();
    const realFetch = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string, init?: RequestInit) =>
        input === '/api/recipes/generate-image'
          ? new Promise<Response>((resolve) => (answer = resolve))
          : realFetch(input, init),
      ),
    );
    await user.type(screen.getByLabelText('Title'), 'Soup');
    await user.click(screen.getByRole('button', { name: 'Generate AI Image' }));
    expect(await screen.findByRole('button', { name: 'Generating Image...' })).toBeDisabled();
    answer(
      new Response(JSON.stringify({ imageUrl: '/uploads/recipes/x.webp', generatedByAi: true }), {
        status: 201,
        headers: { 'content-type': 'application/json' },
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Generate AI Image' })).toBeEnabled(),
    );
  });
  // Last in the file: a session end mutes error toasts, and calls of this test still on their
  // way after it ends (answered 401) would mute the next test's toasts too.
  it('ends the session when the upload answers 401, like every other call', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    installRecipeFormServer();
    const user = userEvent.setup();
    await openNewForm();
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, photo());
    FakeUpload.last!.answer(401, { code: 'unauthorized', message: 'Sign in' });
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.queryByText('Error uploading image')).not.toBeInTheDocument();
  });
});
