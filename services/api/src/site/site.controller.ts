import { Controller, Param, UseGuards } from '@nestjs/common';
import { siteRoutes as routes, type AssetGroup, type AssetGroupEditRequest, type PopupModal, type PopupUpdateRequest } from '@babynews/contracts';
import { AdminGuard } from '../auth/admin.guard';
import { CurrentMemberId } from '../auth/current-user.decorator';
import { Route, RouteBody } from '../common/api-route';
import { SiteService } from './site.service';

/**
 * The site-content routes of the API table (`siteRoutes`, spec §7, ARCHITECTURE §4.16): the public
 * reads under `/api/pages` (the landing and the home popup use them) and the administrators' edits
 * under `/api/admin` behind `AdminGuard` (role re-read from the database).
 */
@Controller()
export class SiteController {
  constructor(private readonly site: SiteService) {}

  /** `siteRoutes.assetGroup` → the asset group; ASSET_GROUP_NOT_FOUND for an unknown or malformed code. */
  @Route(routes.assetGroup)
  assetGroup(@Param('code') code: string): Promise<AssetGroup> {
    return this.site.assetGroup(code);
  }

  /**
   * `siteRoutes.editAssetGroup` `{title, mainImagePath, originalAssetImagePaths, assetImagePriorities,
   * newAssetImagePaths, newAssetImagePriorities}` → the group as stored.
   */
  @Route(routes.editAssetGroup)
  @UseGuards(AdminGuard)
  editAssetGroup(
    @CurrentMemberId() adminId: number,
    @Param('code') code: string,
    @RouteBody(routes.editAssetGroup) body: AssetGroupEditRequest,
  ): Promise<AssetGroup> {
    return this.site.editAssetGroup(adminId, code, body);
  }

  /** `siteRoutes.popup` → `{mainImagePath, mainImageUrl, title}`. */
  @Route(routes.popup)
  popup(): Promise<PopupModal> {
    return this.site.popup();
  }

  /** `siteRoutes.updatePopup` `{mainImagePath, title: 'true' | 'false'}` → the popup as stored. */
  @Route(routes.updatePopup)
  @UseGuards(AdminGuard)
  updatePopup(@CurrentMemberId() adminId: number, @RouteBody(routes.updatePopup) body: PopupUpdateRequest): Promise<PopupModal> {
    return this.site.updatePopup(adminId, body);
  }
}
