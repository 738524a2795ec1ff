// Async boundary: shared singletons are negotiated before anything imports React or @hearth/shared.
void import('./bootstrap');
