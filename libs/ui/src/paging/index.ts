/** `@babynews/ui/paging`: lists the API answers a page at a time; bundled into the chunks that use it, never a first visit. */
export { usePagedList, type PagedListState, type PagedRead } from './usePagedList';
