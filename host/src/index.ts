// Async boundary: the federation runtime settles shared modules before any app code runs.
import('./bootstrap');
