// Accounts that joined a school or organization by invitation (profiles naming the admin in invited_by),
// and the Firebase Auth accounts behind every profile: what the team pages and account deletion use.
export { deleteAuthAccount, deleteProfile, findMemberInvitedBy, listMembersInvitedBy, readProfileToJoin, removeMember, revokeSessions } from "./repositories/member-repository";
export type { Member } from "./repositories/member-repository";
export { deleteSchool, findSchoolName } from "./repositories/school-repository";
export { findProfile } from "./repositories/profile-repository";
