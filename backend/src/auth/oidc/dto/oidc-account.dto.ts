import { ApiProperty } from '@nestjs/swagger';

/** Settings > Account: the signed-in account and the household's identity provider. */
export class OidcAccountDto {
  @ApiProperty({ type: String, nullable: true, description: 'OIDC_PROVIDER_NAME; null when no provider is set up' })
  providerName: string | null;

  @ApiProperty({ description: 'Whether this account signs in with the provider' })
  linked: boolean;

  @ApiProperty({ description: 'Whether the account has a password (it may unlink the provider only then)' })
  hasPassword: boolean;
}
