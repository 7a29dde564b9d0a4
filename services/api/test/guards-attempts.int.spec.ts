import type { ExecutionContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AttemptsService } from '../src/attempts/attempts.service';
import { AdminGuard } from '../src/auth/admin.guard';
import { Clock } from '../src/common/clock';
import { TokenService } from '../src/auth/token.service';
import { Member } from '../src/members/member.entity';
import { testDatabases, useTestApp } from './harness';
import { signUp } from './helpers';

const contextFor = (token?: string) => {
  const request = { headers: token ? { authorization: `Bearer ${token}` } : {}, user: undefined as unknown };
  const context = { switchToHttp: () => ({ getRequest: () => request }) } as unknown as ExecutionContext;
  return { request, context };
};

describe.each(testDatabases())('AdminGuard and AttemptsService on %s', (db) => {
  const s = useTestApp(db);

  it('AdminGuard re-reads the role from the database', async () => {
    const guard = s.t.app.get(AdminGuard);
    const { token, member } = await signUp(s.t);
    await expect(guard.canActivate(contextFor().context)).rejects.toMatchObject({ name: 'DomainError', code: 'UNAUTHENTICATED', status: 401 });
    await expect(guard.canActivate(contextFor(token).context)).rejects.toMatchObject({ name: 'DomainError', code: 'FORBIDDEN', status: 403 });

    const repo = s.t.app.get(DataSource).getRepository(Member);
    await repo.update({ username: member.username }, { role: 'ROLE_ADMIN' });
    // The token was issued before the role change: it no longer counts (ARCHITECTURE §5), a new one does.
    await expect(guard.canActivate(contextFor(token).context)).rejects.toMatchObject({ name: 'DomainError', code: 'UNAUTHENTICATED', status: 401 });
    const row = await repo.findOneByOrFail({ username: member.username });
    const adminToken = await s.t.app.get(TokenService).sign(row);
    const ok = contextFor(adminToken);
    await expect(guard.canActivate(ok.context)).resolves.toBe(true);
    expect(ok.request.user).toMatchObject({ username: member.username, role: 'ROLE_ADMIN' });

    // A demotion in the database wins at once, whatever the token says.
    await repo.update({ username: member.username }, { role: 'ROLE_USER' });
    await expect(guard.canActivate(contextFor(adminToken).context)).rejects.toMatchObject({ name: 'DomainError', code: 'UNAUTHENTICATED', status: 401 });
    await repo.delete({ username: member.username });
    await expect(guard.canActivate(contextFor(adminToken).context)).rejects.toMatchObject({ name: 'DomainError', code: 'UNAUTHENTICATED', status: 401 });
  });

  it('AttemptsService counts per scope and subject within the window, and clears', async () => {
    const attempts = s.t.app.get(AttemptsService);
    await attempts.record('reservation', 'wish-1');
    await attempts.record('reservation', 'WISH-1 ');
    await attempts.record('reservation', 'wish-2');
    await attempts.record('login', 'wish-1');
    expect(await attempts.count('reservation', 'wish-1', 60_000)).toBe(2);
    expect(await attempts.count('reservation', 'wish-2', 60_000)).toBe(1);
    // 20 ms later on the injected clock: the rows are older than a 10 ms window.
    const clock = jest.spyOn(s.t.app.get(Clock), 'now').mockReturnValue(new Date(Date.now() + 20));
    expect(await attempts.count('reservation', 'wish-1', 10)).toBe(0);
    clock.mockRestore();
    await attempts.clear('reservation', 'wish-1');
    expect(await attempts.count('reservation', 'wish-1', 60_000)).toBe(0);
    expect(await attempts.count('login', 'wish-1', 60_000)).toBe(1);
  });
});
