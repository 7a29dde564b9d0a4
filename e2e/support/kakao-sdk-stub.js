// A stand-in for Kakao's JavaScript SDK, served by the browser suite at KAKAO_SDK_URL (e2e/support/kakao.ts):
// it records what the page asks KakaoTalk to share in `window.__kakaoShared`.
(function () {
  var key = null;
  window.__kakaoShared = [];
  window.Kakao = {
    init: function (jsKey) {
      key = jsKey;
    },
    isInitialized: function () {
      return key !== null;
    },
    Share: {
      sendDefault: function (message) {
        window.__kakaoShared.push({ key: key, message: message });
      },
    },
  };
})();
