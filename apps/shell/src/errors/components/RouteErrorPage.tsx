import { Icon, LinkButton, Page } from '@babynews/ui';

/** The router's error screen (spec §8): 'Unexpected Application Error!' with the error's message. */
export function RouteErrorPage({ error }: { error: Error }) {
  const message = error.message;
  return (
    <Page narrow>
      <div className="bn-state" role="alert">
        <div className="bn-state__icon bn-state__icon--error">
          <Icon name="alert" size={30} />
        </div>
        <h2 className="bn-state__title">Unexpected Application Error!</h2>
        <h3 className="bn-state__text">{message}</h3>
        <div className="bn-state__actions">
          <LinkButton to="/" reloadDocument>
            홈으로 가기
          </LinkButton>
        </div>
      </div>
    </Page>
  );
}
