/**
 * @deprecated The one id schema is src/shared/validation/ids.ts: idSchema for JSON bodies,
 * idParamSchema for paths and query strings. This alias stays until nothing imports it.
 */
export { idSchema as bodyId } from '../validation/ids';
