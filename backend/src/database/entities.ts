import { ClientErrorReport } from '../client-errors/entities/client-error-report.entity.js';
import { OutboxMessage } from '../mail/entities/outbox-message.entity.js';
import { FailedLogin } from '../auth/entities/failed-login.entity.js';
import { PasswordResetToken } from '../auth/entities/password-reset-token.entity.js';
import { RefreshToken } from '../auth/entities/refresh-token.entity.js';
import { PantryItemEntity } from '../pantry/entities/pantry-item.entity.js';
import { ShoppingItemEntity } from '../shopping/entities/shopping-item.entity.js';
import { User } from '../users/entities/user.entity.js';

/** Every entity, listed (not globbed) so the same list works from source, dist and Jest. */
export const entities = [User, RefreshToken, PasswordResetToken, FailedLogin, OutboxMessage, ClientErrorReport, PantryItemEntity, ShoppingItemEntity];
