/**
 * Extra callbacks a feature hook passes to a mutation hook (usually toasts). They are
 * mutation-level callbacks, so they still run when the component that started the mutation
 * has unmounted (e.g. a dialog closed while the request was on its way).
 */
export interface MutationCallbacks<TVariables, TData = unknown> {
  onSuccess?: (data: TData, variables: TVariables) => void;
  onError?: (error: Error, variables: TVariables) => void;
}
