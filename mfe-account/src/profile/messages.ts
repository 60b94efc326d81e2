// spec part 1 §4 and §8
export const PROFILE_UPDATED = 'Profile updated successfully!';
export const PROFILE_FAILED = 'Failed to update profile. Please try again.';
// spec part 1 §5 (the auth form's wording, reused for the same rule)
export const PROFILE_INVALID_EMAIL = 'Please enter a valid email address';
