import { z } from 'zod';
import { defineContract } from '../api/contract';
import {
  activeCookbookIdsSchema,
  activeCookbooksBodySchema,
  updatePreferencesBodySchema,
  userPreferencesSchema,
} from './preferences.schemas';

/** The signed-in user's own settings. */
export const preferencesContracts = {
  getPreferences: defineContract({
    method: 'GET',
    path: '/api/user/preferences',
    summary: 'Read your preferences (preferred family, showing hidden recipes)',
    responses: { 200: userPreferencesSchema },
  }),
  updatePreferences: defineContract({
    method: 'PATCH',
    path: '/api/user/preferences',
    summary: 'Change some of your preferences; answers all of them',
    body: updatePreferencesBodySchema,
    responses: { 200: userPreferencesSchema },
  }),
  listActiveCookbooks: defineContract({
    method: 'GET',
    path: '/api/user/active-cookbooks',
    summary: 'List the ids of the cookbooks you see that you have not switched off',
    responses: { 200: activeCookbookIdsSchema },
  }),
  saveActiveCookbooks: defineContract({
    method: 'PUT',
    path: '/api/user/active-cookbooks',
    summary: 'Choose which of your cookbooks are active, the whole set at once',
    body: activeCookbooksBodySchema,
    responses: { 204: z.null() },
  }),
};
