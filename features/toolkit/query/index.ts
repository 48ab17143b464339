export { invalidateScopes, primeQuery, resetQueries, useInvalidate, usePlatformReading, useQuery, useScopeVersion } from './query.ts';
export type { Query, QueryKey, QueryOptions, QueryScope, QueryStatus } from './query.ts';
export { useWrite, type Write } from './write.ts';
export { useFailureNotice } from './failure-notice.ts';
export { QueryFailure } from './query-failure.tsx';
