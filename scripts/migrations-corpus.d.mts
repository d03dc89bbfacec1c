export declare const MIGRATIONS_CORPUS_DIR: string | null;
