/**
 * Every `code` an error answer can carry (src/shared/api/error-body.ts), so a client can say it
 * in its own language (decision 041): one code per sentence a person may read, its `params`
 * the values the sentence names. The English `message` beside it stays for API users.
 * `AppError` takes only these, so a new code is listed here, and its message `errors.<code>`
 * goes into the catalogues in src/web/locales/ (`tsc` checks English, the catalogue test the
 * others).
 */
export const ERROR_CODES = [
  // Any request: the framework, the error handler, the request path (plugins/).
  'validation_error',
  'bad_request',
  'bad_url',
  'url_too_long',
  'body_too_large',
  'unsupported_media_type',
  'invalid_content_length',
  'empty_json_body',
  'invalid_json_body',
  'route_not_found',
  'internal_error',
  'unauthorized',
  'forbidden',
  'super_admin_only',
  'host_not_allowed',
  'cross_origin_refused',
  'rate_limited',
  'overloaded',
  'database_unavailable',
  'storage_unavailable',
  'idempotency_key_reused',
  'request_in_progress',
  'precondition_required',

  // Rows that do not exist (or that the user may not see).
  'user_not_found',
  'family_not_found',
  'cookbook_not_found',
  'role_not_found',
  'membership_not_found',
  'recipe_not_found',
  'note_not_found',
  'meal_plan_not_found',
  'staged_recipe_not_found',
  'shopping_list_not_found',
  'shopping_list_item_not_found',
  'pantry_item_not_found',
  'calendar_feed_not_found',
  'image_not_found',
  'cookbook_not_linked',

  // Refusals (403) of a signed-in user.
  'recipe_write_forbidden',
  'recipe_delete_forbidden',
  'category_add_forbidden',
  'import_forbidden',
  'image_generate_forbidden',
  'image_upload_forbidden',
  'family_rename_forbidden',
  'recipe_hide_forbidden',
  'membership_lookup_forbidden',

  // Administration.
  'user_and_role_required',
  'role_already_assigned',
  'last_super_admin',
  'email_taken',
  'cookbook_is_public',
  'cookbook_already_linked',
  'default_cookbook_unlink',
  'default_cookbook_not_deletable',

  // Recipes, categories, notes, favourites, hidden recipes.
  'recipe_conflict',
  'foreign_category',
  'unknown_unit',
  'foreign_image',
  'category_exists',
  'recipe_hide_conflict',
  'favorite_conflict',
  'no_family_selected',
  'empty_note',

  // Staging and the meal plan.
  'placeholder_missing',
  'recipe_missing',
  'placeholder_with_recipe',
  'placeholder_data_without_flag',

  // Shopping lists.
  'shopping_list_exists',
  'shopping_list_changed',
  'shopping_list_item_changed',
  'added_line_without_name',

  // The pantry.
  'pantry_item_changed',
  'pantry_line_without_name',

  // Images: upload and AI generation.
  'not_an_image',
  'too_large',
  'not_one_image',
  'generation_limit',
  'generation_daily_limit',
  'image_service_timeout',
  'image_service_busy',
  'image_service_unreachable',
  'image_service_refused_prompt',
  'image_service_refused_credentials',
  'image_service_error',
  'image_service_unreadable',
  'image_service_no_picture',
  'image_service_file_too_large',
  'image_service_not_a_picture',

  // Import.
  'import_limit',
  'already_imported',
  'import_unreadable',
  'import_no_recipe_on_page',
  'import_no_recipe_in_text',
  'import_page_too_slow',
  'import_text_too_slow',
  'import_address_refused',
  'import_refused_by_site',
  'import_site_timeout',
  'import_too_large',
  'import_not_a_page',
  'import_not_an_image',
  'import_page_not_found',
  'import_too_many_redirects',
  'import_site_unreachable',
  'import_site_error',

  // Import from another app: an upload refused before anything of it is saved.
  'archive_unreadable',
  'archive_too_many_files',
  'archive_too_large',
  'archive_bomb',
  'archive_unsafe_path',
  'archive_symlink',
  'archive_too_deep',
  'app_import_unknown_format',
  'app_import_too_large',
  'app_import_no_file',
  'app_import_not_found',
  'app_import_running',
  'app_import_meal_plans_forbidden',
  'app_import_limit',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The values an error's sentence names (`params` of the error body). */
export type ErrorParams = Record<string, string | number>;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
