import { RETURN_PATH_MAX_LENGTH } from '@mealapp/domain';
import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';

/** Settings > Account: the signed-in account and the household's identity provider. */
export class OidcAccountDto {
  @ApiProperty({ type: String, nullable: true, description: 'OIDC_PROVIDER_NAME; null when no provider is set up' })
  providerName: string | null;

  @ApiProperty({ description: 'Whether this account signs in with the provider' })
  linked: boolean;

  @ApiProperty({ description: 'Whether the account has a password (it may unlink the provider only then)' })
  hasPassword: boolean;
}

export class OidcConfirmDto {
  @ApiProperty({ required: false, example: '/settings?delete=confirmed', description: 'A path of this app to come back to' })
  @IsOptional()
  @IsString()
  @MaxLength(RETURN_PATH_MAX_LENGTH)
  returnTo?: string;

  @ApiProperty({ required: false, description: 'From the Android or iOS app: the provider comes back by the app link (app.mealplanner:/signin/callback), which the app finishes with POST /api/auth/oidc/native/finish' })
  @IsOptional()
  @IsBoolean()
  native?: boolean;
}

export class OidcConfirmStartDto {
  @ApiProperty({ description: "The provider's sign-in page (max_age=0, prompt=login): the browser goes there" })
  url: string;
}
