import type { MailMessage } from '../mail/mailer.js';

/** The mails an account receives; each says what happened and what to do if it was not them. */
export const accountMail = {
  passwordReset(to: string, name: string, link: string): MailMessage {
    return {
      to,
      subject: 'Reset your password',
      text:
        `Hi ${name},\n\nSomeone asked to reset the password of your Meal Planner account.\n` +
        `Open this link within one hour to choose a new password:\n\n${link}\n\n` +
        `If it was not you, ignore this mail; your password stays as it is.\n`,
    };
  },

  emailChanged(to: string, name: string, newEmail: string): MailMessage {
    return {
      to,
      subject: 'Your email address was changed',
      text:
        `Hi ${name},\n\nThe email address of your Meal Planner account was changed to ${newEmail}, ` +
        `and every device was signed out.\n\nIf it was not you, reset your password from the sign-in screen ` +
        `at once, using ${newEmail}, or ask the person who runs your Meal Planner server for help.\n`,
    };
  },

  passwordChanged(to: string, name: string): MailMessage {
    return {
      to,
      subject: 'Your password was changed',
      text:
        `Hi ${name},\n\nThe password of your Meal Planner account was changed, and every other device was signed out.\n\n` +
        `If it was not you, reset your password from the sign-in screen at once.\n`,
    };
  },

  accountDeleted(to: string, name: string, handedOver: ReadonlyArray<{ household: string; to: string }>, deleted: readonly string[]): MailMessage {
    const households = [
      ...handedOver.map(({ household, to: owner }) => `- ${household}: handed over to ${owner}, who keeps what it holds\n`),
      ...deleted.map((household) => `- ${household}: deleted with everything in it\n`),
    ].join('');
    return {
      to,
      subject: 'Your account was deleted',
      text:
        `Hi ${name},\n\nYour Meal Planner account was deleted, with your recipes, pantry, shopping list, meal plans, ` +
        `preferences and settings, and every device was signed out.\n\n${households ? `Your households:\n${households}\n` : ''}` +
        `If it was not you, ask the person who runs your Meal Planner server for help at once.\n`,
    };
  },
} as const;
