import { beforeEach, describe, expect, it, vi } from "vitest";
import { ASSESSMENT_BANK } from "../../content/bank";
import { readContentHash, seedAssessment } from "./repositories/assessment-content-repository";
import { SEED_TRIES, contentHash, ensureSeeded, toSeed } from "./assessment-content-service";

vi.mock("./repositories/assessment-content-repository", () => ({
  readContentHash: vi.fn(),
  seedAssessment: vi.fn(),
  readAssessment: vi.fn(),
  readAnswerKeys: vi.fn(),
}));

const bank = ASSESSMENT_BANK[0]!;

describe("toSeed", () => {
  it("keeps answer keys out of the public questions and puts them beside", () => {
    const seed = toSeed(bank);
    expect(seed.questions).toHaveLength(bank.questions.length);
    for (const question of seed.questions) expect(question).not.toHaveProperty("key");
    expect(seed.keys.map((k) => k.question_id)).toEqual(bank.questions.map((q) => q.id));
  });

  it("counts the scored questions of each section", () => {
    const { fields } = toSeed(bank);
    const scored = bank.questions.filter((q) => !q.is_practice);
    expect(fields.section_counts.memory + fields.section_counts.phonological_awareness + fields.section_counts.spatial_awareness).toBe(scored.length);
    expect(fields.practice_count).toBe(bank.questions.length - scored.length);
  });

  it("hashes the content, so an edited version is seeded again", () => {
    expect(contentHash(bank)).toBe(contentHash(structuredClone(bank)));
    expect(contentHash({ ...bank, title: `${bank.title}!` })).not.toBe(contentHash(bank));
  });
});

describe("ensureSeeded", () => {
  beforeEach(() => vi.mocked(seedAssessment).mockReset());

  it("seeds a version whose stored hash differs, then trusts it for the life of the instance", async () => {
    const other = ASSESSMENT_BANK[1]!;
    vi.mocked(readContentHash).mockResolvedValue("stale");
    await ensureSeeded(other);
    await ensureSeeded(other);
    expect(seedAssessment).toHaveBeenCalledTimes(1);
    expect(vi.mocked(seedAssessment).mock.calls[0]?.[0].id).toBe(other.id);
  });

  it("does not write when the stored copy is current", async () => {
    const current = ASSESSMENT_BANK[2]!;
    vi.mocked(readContentHash).mockResolvedValue(contentHash(current));
    await ensureSeeded(current);
    expect(seedAssessment).not.toHaveBeenCalled();
  });

  it("tries again when another instance's seeding of the same version made its transaction fail", async () => {
    const contended = ASSESSMENT_BANK[3]!;
    vi.mocked(readContentHash).mockResolvedValue("stale");
    vi.mocked(seedAssessment).mockRejectedValueOnce(new Error("3 INVALID_ARGUMENT: Transaction is invalid or closed.")).mockResolvedValue("current");
    await ensureSeeded(contended);
    expect(seedAssessment).toHaveBeenCalledTimes(2);
  });

  it("gives up after a few failed tries, so a real failure still reaches the caller", async () => {
    const failing = ASSESSMENT_BANK[0]!;
    vi.mocked(readContentHash).mockResolvedValue("stale");
    vi.mocked(seedAssessment).mockRejectedValueOnce(new Error("unavailable")).mockRejectedValueOnce(new Error("unavailable")).mockRejectedValueOnce(new Error("unavailable"));
    await expect(ensureSeeded(failing)).rejects.toThrow("unavailable");
    expect(seedAssessment).toHaveBeenCalledTimes(SEED_TRIES);
  });
});
