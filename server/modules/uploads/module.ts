import { defineModule } from '../types';
import { registerUploadRoutes } from './rest';

/** Uploaded files: images sent from the back-office's pages and their public addresses. */
export default defineModule({
  name: 'uploads',
  resolvers: {},
  policies: {},
  rest: registerUploadRoutes,
});
