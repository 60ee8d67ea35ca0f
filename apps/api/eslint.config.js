import { api } from '@cadence/eslint-config';
export default api;
