import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateUserBody } from '#shared/admin/users.schemas';
import { api } from '#web/lib/api-client';
import { toastDone, toastFailure } from '../lib/admin-toasts';
import { invalidateAfterPeopleWrite } from './admin-people-keys';

/** POST /api/admin/users: the user and their membership (201 { id }). */
export function createUser(body: CreateUserBody) {
  return api.post<{ id: number }>('/api/admin/users', body);
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: (_data, body) => toastDone('User created', body.email),
    onError: (error) => toastFailure('Failed to create user', error),
    onSettled: () => invalidateAfterPeopleWrite(queryClient),
  });
}
