import { domain } from '@cadence/eslint-config';
export default domain;
