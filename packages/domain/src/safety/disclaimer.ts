/** The short disclaimer attached to all AI-generated content. */
export const MEDICAL_DISCLAIMER =
  'This is general wellness guidance, not medical advice. Talk to your doctor before changing medication or supplements, and get urgent help for severe or worrying symptoms.';
