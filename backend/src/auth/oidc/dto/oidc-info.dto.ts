import { ApiProperty } from '@nestjs/swagger';

/** What the sign-in screens need to know about the identity provider (OIDC_* settings). */
export class OidcInfoDto {
  @ApiProperty({ description: 'Whether sign-in with an identity provider is set up here' })
  enabled: boolean;

  @ApiProperty({ type: String, nullable: true, description: 'OIDC_PROVIDER_NAME: the button reads "Sign in with {providerName}"' })
  providerName: string | null;

  @ApiProperty({ description: 'OIDC_PASSWORD_LOGIN: whether email and password sign-in and sign-up are offered' })
  passwordLogin: boolean;

  @ApiProperty({ description: 'OIDC_SIGNUP: whether a first sign-in at the provider makes an account' })
  signup: boolean;

  @ApiProperty({ description: 'OIDC_AUTO_REDIRECT: whether onboarding goes straight to the provider' })
  autoRedirect: boolean;

  @ApiProperty({ description: 'Whether the provider has answered; false while it cannot be reached (it is tried again)' })
  reachable: boolean;
}
