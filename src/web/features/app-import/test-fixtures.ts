import { vi } from 'vitest';
import type { CookbookRole } from '#shared/cookbooks/cookbooks.schemas';
import { emptyAppImportReport, type AppImportJob } from '#shared/app-import/app-import.schemas';
import {
  installFakeServer,
  signedInRoutes,
  type FakeResponse,
  type FakeRoutes,
} from '#web/test-support/test-utils';

/**
 * A stand-in for XMLHttpRequest (what upload-with-progress.ts sends an upload with): the test
 * decides when the upload progresses and how the server answers.
 */
export class FakeUpload {
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
  aborted = false;
  constructor() {
    FakeUpload.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  getResponseHeader() {
    return null;
  }
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  abort() {
    this.aborted = true;
    this.events.dispatchEvent(new Event('abort'));
  }
  send(body: FormData) {
    this.body = body;
  }
  progress(loaded: number, total: number) {
    const event = Object.assign(new Event('progress'), { lengthComputable: true, loaded, total });
    this.upload.dispatchEvent(event);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.statusText = status < 300 ? 'OK' : 'Error';
    this.responseText = JSON.stringify(body);
    this.events.dispatchEvent(new Event('load'));
  }
}

export function installFakeUpload() {
  FakeUpload.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
}

export const editableCookbooks: CookbookRole[] = [
  { cookbookId: 3, name: 'Family Favorites', canEdit: true, canView: true },
  { cookbookId: 4, name: 'Public Classics', canEdit: false, canView: true },
  { cookbookId: 5, name: 'Weeknight Dinners', canEdit: true, canView: true },
];

/** A job of family 1 (the signed-in user's) as the server answers it. */
export function appImportJob(overrides: Partial<AppImportJob> = {}): AppImportJob {
  return {
    id: 5,
    familyId: 1,
    cookbookId: 3,
    fileName: 'paprika.zip',
    status: 'reading',
    total: null,
    done: 0,
    cancelRequested: false,
    report: emptyAppImportReport(),
    createdAt: '2026-11-28T09:00:00.000Z',
    finishedAt: null,
    ...overrides,
  };
}

export const finishedJob = (overrides: Partial<AppImportJob> = {}) =>
  appImportJob({
    status: 'done',
    total: 5,
    done: 5,
    finishedAt: '2026-11-28T09:01:00.000Z',
    report: {
      format: 'paprika',
      recipes: 4,
      ingredients: 38,
      steps: 21,
      images: 4,
      mealPlans: 0,
      skipped: 0,
      failed: [{ title: 'Zucchinipuffer', reason: 'The recipe has no ingredients or no steps' }],
      refusal: null,
    },
    ...overrides,
  });

/**
 * The import page's server: a signed-in member (or family admin) of family 1 editing
 * `cookbookRoles`, the family's recent imports, and job 5 as `job()` says at each poll.
 */
export function serveAppImport({
  isFamilyAdmin = false,
  recent = [] as AppImportJob[],
  job = () => appImportJob(),
  language = null as 'de' | null,
  cookbookRoles = editableCookbooks,
  extra = {},
}: {
  isFamilyAdmin?: boolean;
  recent?: AppImportJob[];
  job?: () => AppImportJob;
  language?: 'de' | null;
  cookbookRoles?: CookbookRole[];
  extra?: FakeRoutes;
} = {}) {
  return installFakeServer({
    ...signedInRoutes({ cookbookRoles, isFamilyAdmin, language }),
    'GET /api/app-imports': { body: recent },
    'GET /api/app-imports/5': (): FakeResponse => ({ body: job() }),
    ...extra,
  });
}
