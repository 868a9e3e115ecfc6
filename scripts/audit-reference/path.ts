/** Where the app's server serves the reference page: a folder of the audit's build, at this path. */
export const REFERENCE_PATH = '/audit-reference/';
