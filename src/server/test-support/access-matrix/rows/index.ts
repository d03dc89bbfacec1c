import type { Row } from '../types';
import { adminFamilyRows } from './admin-families';
import { adminPeopleRows } from './admin-people';
import { apiDocsRows } from './api-docs';
import { appImportRows } from './app-import';
import { authRows } from './auth';
import { authoringRows } from './authoring';
import { backupRows } from './backup';
import { calendarRows } from './calendar';
import { familyExportRows } from './family-export';
import { familyRows } from './families';
import { pantryRows } from './pantry';
import { planningRows } from './planning';
import { recipeRows } from './recipes';

/** Every row of the access matrix, by area. A new route needs a row in one of these files. */
export const MATRIX_ROWS: Row[] = [
  ...authRows,
  ...familyRows,
  ...recipeRows,
  ...authoringRows,
  ...appImportRows,
  ...familyExportRows,
  ...planningRows,
  ...pantryRows,
  ...adminPeopleRows,
  ...adminFamilyRows,
  ...calendarRows,
  ...apiDocsRows,
  ...backupRows,
];
