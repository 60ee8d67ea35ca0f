import base from '@cadence/eslint-config';
export default base;
