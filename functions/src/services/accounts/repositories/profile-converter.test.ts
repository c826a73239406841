import { describe, expect, it } from "vitest";
import { Timestamp } from "firebase-admin/firestore";
import { fromProfileData, toProfileData } from "./profile-converter";
import { dateToTimestamp, timestampToDate } from "../../../db/calendar-dates";

describe("profile converter", () => {
  it("stores a date of birth as a Timestamp at 00:00 UTC and reads it back as YYYY-MM-DD", () => {
    const stamp = dateToTimestamp("2015-03-01");
    expect(stamp.toDate().toISOString()).toBe("2015-03-01T00:00:00.000Z");
    expect(timestampToDate(stamp)).toBe("2015-03-01");
  });
  it("writes only the fields given", () => {
    const data = toProfileData({ first_name: "Ann", date_of_birth: "2015-03-01", city: undefined });
    expect(Object.keys(data)).toEqual(["first_name", "date_of_birth"]);
    expect(data.date_of_birth).toBeInstanceOf(Timestamp);
  });
  it("reads missing or unexpected stored values as nulls and unset types", () => {
    expect(fromProfileData({ user_type: "wizard", gender: "x", first_name: 3 })).toMatchObject({
      user_type: "unset",
      user_subtype: "unset",
      gender: null,
      first_name: null,
      school: null,
      organization: null,
    });
    expect(fromProfileData({ organization: "admin-uid" }).organization).toBe("admin-uid");
  });
});
