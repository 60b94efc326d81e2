import { type ArgumentMetadata, BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';
import { withoutServerOwned } from './server-owned.js';

/** The first failed constraint of the first field, so the message names the field. */
export function validationMessage(errors: ValidationError[]): string {
  const first = errors[0];
  if (!first) return 'Invalid request';
  if (first.constraints) {
    const messages = Object.values(first.constraints);
    return messages[0] ?? `${first.property} is invalid`;
  }
  return validationMessage(first.children ?? []);
}

/**
 * The global ValidationPipe: whitelisted DTOs, one message naming the field. Path parameters stay
 * the text the caller sent: the stock pipe would turn `0x1` or `1e0` into the number 1 before a
 * route's own pipe (RowIdPipe) could refuse the spelling. A body loses the fields the server owns
 * before it is checked (the body's @TakesBack, server-owned.ts), so an answer can be sent back as it came.
 */
export class AppValidationPipe extends ValidationPipe {
  constructor() {
    super({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      exceptionFactory: (errors) => new BadRequestException(validationMessage(errors)),
    });
  }

  override transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    return super.transform(metadata.type === 'body' ? withoutServerOwned(metadata.metatype, value) : value, metadata);
  }

  protected override transformPrimitive(value: unknown, metadata: ArgumentMetadata): unknown {
    return metadata.type === 'param' ? value : super.transformPrimitive(value, metadata);
  }
}
