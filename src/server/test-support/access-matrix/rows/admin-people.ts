import { ANSWERS, row } from '../types';

const unknown = 999999;

/** Administration of users, memberships and roles: super admins only. */
export const adminPeopleRows = [
  row({
    route: 'GET /api/users',
    request: () => ({ url: '/api/users' }),
    expect: ANSWERS.superAdmin,
  }),
  row({
    route: 'POST /api/admin/users',
    request: (_w, side) => ({
      url: '/api/admin/users',
      payload: {
        name: 'New Person',
        email: 'new.person@matrix.test',
        familyId: side.family.id,
        isAdmin: false,
      },
    }),
    expect: ANSWERS.superAdmin,
    variants: [
      {
        name: 'a family that does not exist',
        actor: 'superAdmin',
        request: () => ({
          url: '/api/admin/users',
          payload: { name: 'New Person', email: 'new.person@matrix.test', familyId: unknown },
        }),
        expect: 404,
      },
      {
        name: 'an email already used (in other letter case)',
        actor: 'superAdmin',
        request: (w) => ({
          url: '/api/admin/users',
          payload: { name: 'Copy', email: w.a.member.email.toUpperCase(), familyId: w.a.family.id },
        }),
        expect: 409,
      },
    ],
  }),
  row({
    route: 'PATCH /api/admin/users/:id',
    request: (_w, side) => ({
      url: `/api/admin/users/${side.member.id}`,
      payload: { name: 'Renamed Member', email: side.member.email, isSuperAdmin: false },
    }),
    expect: ANSWERS.superAdmin,
    variants: [
      {
        name: 'a user that does not exist',
        actor: 'superAdmin',
        request: () => ({
          url: `/api/admin/users/${unknown}`,
          payload: { name: 'Nobody', email: 'nobody@matrix.test', isSuperAdmin: false },
        }),
        expect: 404,
      },
      {
        name: 'the last super admin dropping their own flag',
        actor: 'superAdmin',
        request: (w) => ({
          url: `/api/admin/users/${w.superAdmin.id}`,
          payload: { name: 'Super Admin', email: w.superAdmin.email, isSuperAdmin: false },
        }),
        expect: 409,
      },
    ],
  }),
  row({
    route: 'GET /api/user-families',
    request: () => ({ url: '/api/user-families' }),
    expect: ANSWERS.superAdmin,
  }),
  row({
    route: 'GET /api/admin/users-with-families',
    request: () => ({ url: '/api/admin/users-with-families' }),
    expect: ANSWERS.superAdmin,
  }),
  row({
    route: 'PUT /api/admin/user-families/change',
    request: (_w, side) => ({
      url: '/api/admin/user-families/change',
      payload: { userId: side.member.id, familyId: side.family.id, isAdmin: true },
    }),
    expect: ANSWERS.superAdmin,
    variants: [
      {
        name: 'a family that does not exist',
        actor: 'superAdmin',
        request: (w) => ({
          url: '/api/admin/user-families/change',
          payload: { userId: w.a.member.id, familyId: unknown, isAdmin: false },
        }),
        expect: 404,
      },
    ],
  }),
  row({
    route: 'PUT /api/admin/users/:id/family',
    request: (_w, side) => ({
      url: `/api/admin/users/${side.member.id}/family`,
      payload: { familyId: side.family.id, isFamilyAdmin: true },
    }),
    expect: ANSWERS.superAdmin,
    variants: [
      {
        name: 'a user that does not exist',
        actor: 'superAdmin',
        request: (w) => ({
          url: `/api/admin/users/${unknown}/family`,
          payload: { familyId: w.a.family.id, isFamilyAdmin: false },
        }),
        expect: 404,
      },
    ],
  }),
  row({
    route: 'PATCH /api/admin/user-families/:membershipId',
    request: (_w, side) => ({
      url: `/api/admin/user-families/${side.memberMembershipId}`,
      payload: { isAdmin: true },
    }),
    expect: ANSWERS.superAdmin,
    variants: [
      {
        name: 'a membership that does not exist',
        actor: 'superAdmin',
        request: () => ({ url: `/api/admin/user-families/${unknown}`, payload: { isAdmin: true } }),
        expect: 404,
      },
    ],
  }),
  row({
    route: 'DELETE /api/admin/user-families/:membershipId',
    request: (_w, side) => ({ url: `/api/admin/user-families/${side.memberMembershipId}` }),
    expect: ANSWERS.superAdmin,
    variants: [
      {
        name: 'a membership that does not exist',
        actor: 'superAdmin',
        request: () => ({ url: `/api/admin/user-families/${unknown}` }),
        expect: 404,
      },
    ],
  }),
  row({
    route: 'GET /api/roles',
    request: (_w, side) => ({ url: `/api/roles?userId=${side.editor.id}` }),
    expect: ANSWERS.superAdmin,
  }),
  row({
    route: 'POST /api/roles',
    request: (_w, side) => ({
      url: '/api/roles',
      payload: { userId: side.member.id, role: 'cookbook_editor', cookbookId: side.defaultBook },
    }),
    expect: ANSWERS.superAdmin,
    variants: [
      {
        name: 'a cookbook that does not exist',
        actor: 'superAdmin',
        request: (w) => ({
          url: '/api/roles',
          payload: { userId: w.a.member.id, role: 'cookbook_editor', cookbookId: unknown },
        }),
        expect: 404,
      },
      {
        name: 'a role the user already has',
        actor: 'superAdmin',
        request: (w) => ({
          url: '/api/roles',
          payload: { userId: w.a.editor.id, role: 'cookbook_editor', cookbookId: w.a.privateBook },
        }),
        expect: 409,
      },
    ],
  }),
  row({
    route: 'DELETE /api/roles/:id',
    request: (_w, side) => ({ url: `/api/roles/${side.editorRoleId}` }),
    expect: ANSWERS.superAdmin,
    variants: [
      {
        name: 'a role that does not exist',
        actor: 'superAdmin',
        request: () => ({ url: `/api/roles/${unknown}` }),
        expect: 404,
      },
    ],
  }),
];
