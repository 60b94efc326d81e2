import { Accounts1763800000000 } from './1763800000000-accounts.js';
import { FailedLogins1763900000000 } from './1763900000000-failed-logins.js';
import { Pantry1764000000000 } from './1764000000000-pantry.js';
import { Shopping1764100000000 } from './1764100000000-shopping.js';
import { AccountHardening1764200000000 } from './1764200000000-account-hardening.js';
import { Recipes1764300000000 } from './1764300000000-recipes.js';
import { RecipeLibrary1764400000000 } from './1764400000000-recipe-library.js';
import { Preferences1764500000000 } from './1764500000000-preferences.js';
import { MealPlans1764600000000 } from './1764600000000-meal-plans.js';
import { Notifications1764700000000 } from './1764700000000-notifications.js';
import { ListVersions1764800000000 } from './1764800000000-list-versions.js';
import { IdempotentWrites1764900000000 } from './1764900000000-idempotent-writes.js';
import { Households1765000000000 } from './1765000000000-households.js';
import { HouseholdInvitations1765200000000 } from './1765200000000-household-invitations.js';
import { HouseholdChanges1765300000000 } from './1765300000000-household-changes.js';
import { ItemAuthors1765400000000 } from './1765400000000-item-authors.js';
import { FamilyUpdates1765500000000 } from './1765500000000-family-updates.js';
import { MealCooks1765600000000 } from './1765600000000-meal-cooks.js';
import { MembershipChanges1765700000000 } from './1765700000000-membership-changes.js';
import { ChangeAuthors1765800000000 } from './1765800000000-change-authors.js';
import { ThrottleCounters1765910000000 } from './1765910000000-throttle-counters.js';
import { ScheduledJobs1765920000000 } from './1765920000000-scheduled-jobs.js';
import { CookedMeals1765930000000 } from './1765930000000-cooked-meals.js';
import { FollowerSignals1765950000000 } from './1765950000000-follower-signals.js';
import { OidcSignIn1765960000000 } from './1765960000000-oidc-sign-in.js';
import { OidcNativeSignIn1765970000000 } from './1765970000000-oidc-native-sign-in.js';

/** In order. Every schema change is a new migration appended here; `synchronize` is never on. */
export const migrations = [
  Accounts1763800000000,
  FailedLogins1763900000000,
  Pantry1764000000000,
  Shopping1764100000000,
  AccountHardening1764200000000,
  Recipes1764300000000,
  RecipeLibrary1764400000000,
  Preferences1764500000000,
  MealPlans1764600000000,
  Notifications1764700000000,
  ListVersions1764800000000,
  IdempotentWrites1764900000000,
  Households1765000000000,
  HouseholdInvitations1765200000000,
  HouseholdChanges1765300000000,
  ItemAuthors1765400000000,
  FamilyUpdates1765500000000,
  MealCooks1765600000000,
  MembershipChanges1765700000000,
  ChangeAuthors1765800000000,
  ThrottleCounters1765910000000,
  ScheduledJobs1765920000000,
  CookedMeals1765930000000,
  FollowerSignals1765950000000,
  OidcSignIn1765960000000,
  OidcNativeSignIn1765970000000,
];
