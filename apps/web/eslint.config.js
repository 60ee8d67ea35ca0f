import { react } from '@cadence/eslint-config';
export default react;
