// Who uploads participants as a group (CSV): schools (a class) and organizations (a professional's
// clients). Parents register their children one by one and individuals test themselves.
import type { Profile } from "@readbright/domain/profile";

export const uploadsGroups = ({ user_type }: Pick<Profile, "user_type">): boolean => user_type === "school" || user_type === "organization";
