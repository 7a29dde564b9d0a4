// Async boundary: lets Module Federation negotiate the shared singletons before React loads.
// Nothing can recover from a failed load here; the browser reports the rejection.
void import('./bootstrap');
