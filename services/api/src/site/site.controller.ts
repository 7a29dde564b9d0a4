import { Controller, Get, Param, Put, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import {
  assetGroupEditSchema,
  popupUpdateSchema,
  type AssetGroup,
  type AssetGroupEditRequest,
  type PopupModal,
  type PopupUpdateRequest,
} from '@babynews/contracts';
import { AdminGuard } from '../auth/admin.guard';
import { CurrentMemberId } from '../auth/current-user.decorator';
import { ApiErrorDto } from '../common/api-error.dto';
import { ZodBody } from '../common/zod-body';
import { AssetGroupDto, PopupModalDto } from './dto/site.dto';
import { SiteService } from './site.service';

/**
 * Site content routes of spec §7 (ARCHITECTURE §4.16): the public reads under `/api/pages` (the landing
 * and the home popup use them) and the administrators' edits under `/api/admin` behind `AdminGuard`
 * (role re-read from the database).
 */
@ApiTags('site')
@Controller()
export class SiteController {
  constructor(private readonly site: SiteService) {}

  /** `GET /api/pages/getAssetGroupByCode/{code}` → 200 the asset group; 404 `ASSET_GROUP_NOT_FOUND`. */
  @Get('pages/getAssetGroupByCode/:code')
  @ApiOkResponse({ type: AssetGroupDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: '에셋 그룹을 찾을 수 없습니다.' })
  assetGroup(@Param('code') code: string): Promise<AssetGroup> {
    return this.site.assetGroup(code);
  }

  /**
   * `PUT /api/admin/editAssetGroup/{code}` `{title, mainImagePath, originalAssetImagePaths, assetImagePriorities,
   * newAssetImagePaths, newAssetImagePriorities}` → 200 the group as stored.
   */
  @Put('admin/editAssetGroup/:code')
  @UseGuards(AdminGuard)
  @ApiBearerAuth()
  @ApiOkResponse({ type: AssetGroupDto })
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description: '제목을 입력해주세요. / 우선순위는 0 이상의 정수로 입력해주세요. / 업로드된 이미지를 찾을 수 없습니다. ...',
  })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'not an administrator (FORBIDDEN)' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: '에셋 그룹을 찾을 수 없습니다.' })
  editAssetGroup(
    @CurrentMemberId() adminId: number,
    @Param('code') code: string,
    @ZodBody(assetGroupEditSchema) body: AssetGroupEditRequest,
  ): Promise<AssetGroup> {
    return this.site.editAssetGroup(adminId, code, body);
  }

  /** `GET /api/pages/getPopupImageAndTitle` → 200 `{mainImagePath, mainImageUrl, title}`. */
  @Get('pages/getPopupImageAndTitle')
  @ApiOkResponse({ type: PopupModalDto })
  popup(): Promise<PopupModal> {
    return this.site.popup();
  }

  /** `PUT /api/admin/updatePopupModal` `{mainImagePath, title: 'true' | 'false'}` → 200 the popup as stored. */
  @Put('admin/updatePopupModal')
  @UseGuards(AdminGuard)
  @ApiBearerAuth()
  @ApiOkResponse({ type: PopupModalDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: "팝업 표시 여부는 'true' 또는 'false'여야 합니다. / 팝업을 켜려면 이미지를 등록해주세요. ..." })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'not an administrator (FORBIDDEN)' })
  updatePopup(@CurrentMemberId() adminId: number, @ZodBody(popupUpdateSchema) body: PopupUpdateRequest): Promise<PopupModal> {
    return this.site.updatePopup(adminId, body);
  }
}
