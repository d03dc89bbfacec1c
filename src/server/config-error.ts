/** A setting the server cannot start with; the message names the setting and what is wrong. */
export class ConfigError extends Error {}
