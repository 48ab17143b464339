export { invalidateScopes, primeQuery, queryDataAtom, refreshQuery, resetQueries, setQueryData, useInvalidate, usePlatformReading, useQuery } from './query.ts';
export type { Query, QueryKey, QueryOptions, QueryScope, QueryStatus } from './query.ts';
export { useWrite, type Write } from './write.ts';
export { useFailureNotice } from './failure-notice.ts';
export { QueryFailure } from './query-failure.tsx';
