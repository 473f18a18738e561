// The server and the unit tests have every catalogue from the start (./translate.ts): nothing to
// fetch there, and a render must never wait.
import { en } from './en';
import { registerCatalogue } from './translate';

registerCatalogue('en', en);
