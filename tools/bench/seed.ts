/**
 * Seeds one member and one news page through the public API (as a parent would) and returns the
 * share code. Later issues' data (wishes, quizzes) is added here when those routes exist.
 */
export async function seedNews(baseUrl: string): Promise<string> {
  const id = Date.now().toString(36);
  const join = await fetch(`${baseUrl}/api/joinProc`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: `bench_${id}`, password: 'bench-password-1', email: `bench.${id}@example.com`, displayName: `벤치${id.slice(-5)}` }),
  });
  if (join.status !== 201) throw new Error(`joinProc answered ${join.status}: ${await join.text()}`);
  const { accessToken } = (await join.json()) as { accessToken: string };
  const create = await fetch(`${baseUrl}/api/event/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({
      title: '우리 가족에게 콩이가 찾아왔어요',
      description: '안녕하세요! 드디어 기다리던 소식을 전해요. 내년 봄에 만나요!',
      postCode: '06236',
      address: '서울 강남구 테헤란로 152',
      detailAddress: '101동 1001호',
    }),
  });
  if (create.status !== 201) throw new Error(`event/create answered ${create.status}: ${await create.text()}`);
  return ((await create.json()) as { code: string }).code;
}
