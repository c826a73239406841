// What GET /api/user/ answers (domain/src/api/user.ts).
import type { UserResponse } from "../user";
import { closed, flag, optionalText, text } from "./schema";

export const userResponse = closed<UserResponse>({ uid: text, email: optionalText, email_verified: flag });
