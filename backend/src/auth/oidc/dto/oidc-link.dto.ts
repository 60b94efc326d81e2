import { PASSWORD_MAX_LENGTH } from '@mealapp/domain';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { AccessTokenDto } from '../../dto/access-token.dto.js';

export class OidcLinkDto {
  @ApiProperty({ example: 'secret123', description: "The password of the account with the provider's address, given once to link it" })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` })
  @IsNotEmpty({ message: 'Password is required' })
  @IsString({ message: 'Password is required' })
  password: string;
}

export class OidcLinkedDto extends AccessTokenDto {
  @ApiProperty({ type: String, nullable: true, description: 'The page of this app the sign-in started from (an invitation link), or null' })
  returnTo: string | null;
}
