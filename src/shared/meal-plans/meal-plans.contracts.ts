import { z } from 'zod';
import { defineContract } from '../api/contract';
import { idempotencyHeadersSchema } from '../validation/idempotency';
import { cookedMealSchema } from './cooked-meal.schemas';
import {
  createMealPlanBodySchema,
  deletedCountSchema,
  familyMealPlansParamsSchema,
  mealPlanIdParamsSchema,
  mealPlanRangeQuerySchema,
  mealPlanSchema,
  updateMealPlanBodySchema,
} from './meal-plans.schemas';

/** A family's meal plan: what is cooked on which day and at which meal. */
export const mealPlansContracts = {
  listFamilyMealPlans: defineContract({
    method: 'GET',
    path: '/api/families/:familyId/meal-plans',
    summary: "List the family's planned meals between two days, both included",
    params: familyMealPlansParamsSchema,
    query: mealPlanRangeQuerySchema,
    responses: { 200: z.array(mealPlanSchema) },
  }),
  createMealPlan: defineContract({
    method: 'POST',
    path: '/api/meal-plans',
    summary: 'Plan a recipe or a placeholder for a day and meal of the family',
    headers: idempotencyHeadersSchema,
    body: createMealPlanBodySchema,
    responses: { 201: mealPlanSchema },
  }),
  updateMealPlan: defineContract({
    method: 'PATCH',
    path: '/api/meal-plans/:id',
    summary: 'Change the planned servings of a meal, or move it to another day or meal',
    params: mealPlanIdParamsSchema,
    body: updateMealPlanBodySchema,
    responses: { 200: mealPlanSchema },
  }),
  removeMealPlan: defineContract({
    method: 'DELETE',
    path: '/api/meal-plans/:id',
    summary: 'Take a planned meal off the plan',
    params: mealPlanIdParamsSchema,
    responses: { 204: z.null() },
  }),
  clearFamilyMealPlans: defineContract({
    method: 'DELETE',
    path: '/api/families/:familyId/meal-plans',
    summary: "Take every planned meal between two days off the family's plan",
    params: familyMealPlansParamsSchema,
    query: mealPlanRangeQuerySchema,
    responses: { 200: deletedCountSchema },
  }),
  markMealCooked: defineContract({
    method: 'POST',
    path: '/api/meal-plans/:id/cooked',
    summary: "Mark a planned meal cooked, taking its recipe's amounts from the pantry once",
    params: mealPlanIdParamsSchema,
    responses: { 200: cookedMealSchema },
  }),
  undoMealCooked: defineContract({
    method: 'DELETE',
    path: '/api/meal-plans/:id/cooked',
    summary: 'Undo marking a meal cooked, putting back what it took from the pantry',
    params: mealPlanIdParamsSchema,
    responses: { 200: cookedMealSchema },
  }),
};
