import { NATIVE_CALLBACK_MAX_LENGTH, NATIVE_REDIRECT_URI, RETURN_PATH_MAX_LENGTH } from '@mealapp/domain';
import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** The Android or iOS app starts a sign-in, to open in the system browser. */
export class OidcNativeStartDto {
  @ApiProperty({ required: false, example: '/join/AbCdEf12', description: 'A path of this app to come back to' })
  @IsOptional()
  @IsString()
  @MaxLength(RETURN_PATH_MAX_LENGTH)
  returnTo?: string;
}

export class OidcNativeStartedDto {
  @ApiProperty({ description: `The provider's sign-in page, to open in the system browser; the provider comes back by ${NATIVE_REDIRECT_URI}` })
  url: string;
}

/** The app link the provider sent the app back by, as the app received it. */
export class OidcNativeFinishDto {
  @ApiProperty({ example: `${NATIVE_REDIRECT_URI}?code=…&state=…`, description: `The whole link, ${NATIVE_REDIRECT_URI}?…` })
  @IsString()
  @MaxLength(NATIVE_CALLBACK_MAX_LENGTH)
  url: string;
}

export class OidcNativeFinishedDto {
  @ApiProperty({
    example: '/signin/callback',
    description: "The app's page to go to, as the web callback's redirect would: /signin/callback, with ?link=1&email=, ?problem= or ?returnTo= as there",
  })
  location: string;
}
