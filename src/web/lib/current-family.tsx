import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Family } from '#shared/families/families.schemas';
import { useFamilies } from './session/families';
import { usePreferences } from './session/preferences';
import { useUpdatePreferences } from './session/update-preferences';
import { toast } from './use-toast';
import { errorMessage } from './i18n/error-message';

/**
 * The family the user works in (product rule: current-family): the one they picked in this session,
 * else their preferred family if they belong to it, else their first family, else none.
 */
export function chooseCurrentFamilyId(
  families: ReadonlyArray<Pick<Family, 'id'>>,
  preferredFamilyId: number | null | undefined,
  selectedFamilyId?: number | null,
): number | null {
  const isMember = (id: number | null | undefined): id is number =>
    id != null && families.some((family) => family.id === id);
  if (isMember(selectedFamilyId)) return selectedFamilyId;
  if (isMember(preferredFamilyId)) return preferredFamilyId;
  return families[0]?.id ?? null;
}

export interface CurrentFamilyValue {
  /** The user's families (empty while loading or when they have none). */
  families: Family[];
  currentFamily: Family | null;
  currentFamilyId: number | null;
  /** Switches family and stores it as the preferred family. */
  setCurrentFamilyId: (familyId: number) => void;
  /** True until families and preferences have loaded (or failed). */
  isLoading: boolean;
}

const CurrentFamilyContext = createContext<CurrentFamilyValue | null>(null);

const NO_FAMILIES: Family[] = [];

export function CurrentFamilyProvider({ children }: { children: ReactNode }) {
  const familiesQuery = useFamilies();
  const preferencesQuery = usePreferences();
  const updatePreferences = useUpdatePreferences();
  const intl = useIntl();
  const [selectedFamilyId, setSelectedFamilyId] = useState<number | null>(null);

  const families = familiesQuery.data ?? NO_FAMILIES;
  const currentFamilyId = chooseCurrentFamilyId(
    families,
    preferencesQuery.data?.preferredFamilyId,
    selectedFamilyId,
  );
  const currentFamily = families.find((family) => family.id === currentFamilyId) ?? null;
  const isLoading = familiesQuery.isPending || preferencesQuery.isPending;

  const { mutate } = updatePreferences;
  const setCurrentFamilyId = useCallback(
    (familyId: number) => {
      setSelectedFamilyId(familyId);
      mutate(
        { preferredFamilyId: familyId },
        {
          onError: (error) => {
            toast({
              variant: 'destructive',
              title: intl.formatMessage({ id: 'lib.currentFamily.errorTitle' }),
              description: errorMessage(intl, error, 'lib.currentFamily.saveFailed'),
            });
          },
        },
      );
    },
    [mutate, intl],
  );

  const value = useMemo<CurrentFamilyValue>(
    () => ({ families, currentFamily, currentFamilyId, setCurrentFamilyId, isLoading }),
    [families, currentFamily, currentFamilyId, setCurrentFamilyId, isLoading],
  );

  return <CurrentFamilyContext.Provider value={value}>{children}</CurrentFamilyContext.Provider>;
}

export function useCurrentFamily(): CurrentFamilyValue {
  const value = useContext(CurrentFamilyContext);
  if (!value) throw new Error('useCurrentFamily must be used inside <CurrentFamilyProvider>');
  return value;
}
