import { Global, Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SafeFetcher } from '../common/safe-fetch/safe-fetcher.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { UsersModule } from '../users/users.module.js';
import { AccessTokensService } from './access-tokens.service.js';
import { AccountController } from './account.controller.js';
import { AccountService } from './account.service.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { FailedLogin } from './entities/failed-login.entity.js';
import { PasswordResetToken } from './entities/password-reset-token.entity.js';
import { RefreshToken } from './entities/refresh-token.entity.js';
import { jwtKey } from './jwt-key.js';
import { JwtStrategy } from './jwt.strategy.js';
import { LoginAttemptsService } from './login-attempts.service.js';
import { RefreshTokensService } from './refresh-tokens.service.js';
import { OidcAccountController } from './oidc/oidc-account.controller.js';
import { OidcProviderClient } from './oidc/oidc-provider-client.js';
import { OidcSignInService } from './oidc/oidc-sign-in.service.js';
import { OidcController } from './oidc/oidc.controller.js';
import { SessionsService } from './sessions.service.js';
import { SessionBoundRoutes } from './session-bound-reads.js';

/** Global: every feature's controllers use JwtAuthGuard, which runs this module's JwtStrategy. */
@Global()
@Module({
  imports: [
    UsersModule,
    PassportModule,
    TypeOrmModule.forFeature([RefreshToken, PasswordResetToken, FailedLogin]),
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: jwtKey(config.jwtSecret),
        signOptions: { algorithm: 'HS256', expiresIn: config.accessTokenTtlSeconds },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  controllers: [AuthController, AccountController, OidcController, OidcAccountController],
  providers: [AuthService, AccountService, SessionsService, LoginAttemptsService, RefreshTokensService, AccessTokensService, SessionBoundRoutes, JwtStrategy, OidcProviderClient, OidcSignInService, SafeFetcher],
  exports: [AccessTokensService, AccountService, SessionBoundRoutes, JwtStrategy],
})
export class AuthModule {}
