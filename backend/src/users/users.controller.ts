import { Body, Controller, Get, Patch, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '../auth/current-user.decorator.js';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import { ErrorDto } from '../common/error.dto.js';
import { UpdateMeDto } from './dto/update-me.dto.js';
import { UserDto } from './dto/user.dto.js';
import { toUserDto, UsersService } from './users.service.js';

@ApiTags('users')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorDto })
@UseGuards(JwtAuthGuard)
@Controller('me')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @ApiOkResponse({ type: UserDto })
  getMe(@CurrentUser() user: AuthenticatedUser): UserDto {
    return toUserDto(user);
  }

  @Patch()
  @ApiOkResponse({ type: UserDto })
  @ApiBadRequestResponse({ type: ErrorDto })
  @ApiConflictResponse({ type: ErrorDto, description: 'This email is already in use' })
  async updateMe(@CurrentUser() user: AuthenticatedUser, @Body() body: UpdateMeDto): Promise<UserDto> {
    return toUserDto(await this.users.updateProfile(user.id, body));
  }
}
