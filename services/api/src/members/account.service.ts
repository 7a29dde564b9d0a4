import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { AccountInfo, AccountUpdateRequest } from '@babynews/contracts';
import { Repository } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { Member } from './member.entity';

/**
 * The signed-in member's own settings (ARCHITECTURE §4.21): the fields administrators see in the member
 * detail (spec §3 "Member") that only the member can fill — realName, phoneNumber (digits only, the
 * quiz's `normalizeContact`), postCode, address, detailAddress. Owner = the token's member.
 */
@Injectable()
export class AccountService {
  constructor(@InjectRepository(Member) private readonly members: Repository<Member>) {}

  /**
   * `GET /api/member/getAccountInfo` → the member's own fields.
   * @throws DomainError `UNAUTHENTICATED` (401) when the token's member no longer exists.
   */
  async info(memberId: number): Promise<AccountInfo> {
    return toAccountInfo(await this.load(memberId));
  }

  /**
   * `PUT /api/member/updateAccountInfo` `{realName, phoneNumber, postCode, address, detailAddress}` (already
   * parsed by `accountUpdateSchema`: blanks are null, the phone is digits) → the fields as stored. PUT
   * replaces all five: a field left out, null or '' is cleared.
   * @throws DomainError `UNAUTHENTICATED` (401) when the token's member no longer exists.
   */
  async update(memberId: number, body: AccountUpdateRequest): Promise<AccountInfo> {
    const member = await this.load(memberId);
    const changes = {
      realName: body.realName,
      phoneNumber: body.phoneNumber,
      postCode: body.postCode,
      address: body.address,
      detailAddress: body.detailAddress,
    };
    // An update by id (not save()): after a concurrent withdrawal there is nothing to update, and no row is re-inserted.
    const result = await this.members.update({ id: memberId }, { ...changes, updatedAt: new Date() });
    if (!result.affected) throw new DomainError('UNAUTHENTICATED');
    return toAccountInfo({ ...member, ...changes } as Member);
  }

  private async load(memberId: number): Promise<Member> {
    const member = await this.members.findOneBy({ id: memberId });
    if (!member) throw new DomainError('UNAUTHENTICATED');
    return member;
  }
}

function toAccountInfo(member: Member): AccountInfo {
  return {
    username: member.username,
    email: member.email,
    displayName: member.displayName,
    realName: member.realName,
    phoneNumber: member.phoneNumber,
    postCode: member.postCode,
    address: member.address,
    detailAddress: member.detailAddress,
    provider: member.provider,
    hasPassword: !!member.passwordHash,
    emailVerified: member.emailVerifiedAt !== null,
  };
}
