import { useParams } from 'react-router-dom';
import { ASSET_GROUP_CODE_PATTERN, MSG, type AssetGroup } from '@babynews/contracts';
import { ApiRequestError, errorMessage, hasCode } from '@babynews/session';
import { EmptyState, ErrorState, LinkButton, LoadingState, useAsyncResource } from '@babynews/ui';
import { fetchAssetGroup } from './api/siteAdminApi';
import { AssetForm } from './components/AssetForm';
import { useAssetForm } from './hooks/useAssetForm';
import './asset.css';

/**
 * `/admin/asset/editAsset/{code}` (exposed as 'admin/AssetEditPage', spec §2 "Admin asset group edit",
 * ARCHITECTURE §4.16; behind the admin guard and frame applied by the build): loads the group, edits
 * title, main image and prioritised asset images. Unknown code: '에셋 그룹을 찾을 수 없습니다.'; load
 * failure: an error with retry.
 */
export default function AssetEditPage() {
  const { code = '' } = useParams<{ code: string }>();
  const group = useAsyncResource(
    (signal) => {
      if (!ASSET_GROUP_CODE_PATTERN.test(code)) throw new ApiRequestError(404, MSG.site.assetGroupNotFound, null, 'ASSET_GROUP_NOT_FOUND');
      return fetchAssetGroup(code, signal);
    },
    [code],
  );

  let body;
  if (group.status === 'loading') body = <LoadingState text="에셋 그룹을 불러오는 중입니다..." />;
  else if (group.status === 'error')
    body = hasCode(group.error, 'ASSET_GROUP_NOT_FOUND') ? (
      <EmptyState
        icon="search"
        title={MSG.site.assetGroupNotFound}
        actions={
          <LinkButton to="/admin" variant="secondary">
            관리자 홈으로
          </LinkButton>
        }
      />
    ) : (
      <ErrorState message={errorMessage(group.error, MSG.site.assetLoadFailed)} onRetry={group.reload} />
    );
  else body = <EditAssetGroup key={group.data.code} group={group.data} />;

  return (
    <main className="site-admin">
      <h1 className="site-admin__title">에셋 그룹 편집</h1>
      {body}
    </main>
  );
}

function EditAssetGroup({ group }: { group: AssetGroup }) {
  const form = useAssetForm(group);
  return <AssetForm form={form} />;
}
