/**
 * Filled-in protocol forms: for each definition a valid record that saves and an invalid one
 * together with the exact error keys it must produce (`diagnosis.icd10`,
 * `treatmentCourses.0.startDate`). The demo saves the valid ones as its patients' forms; the
 * tests and benchmarks use both. They live with the demo because `npm run demo` needs them and
 * nothing outside tests/ may import from tests/.
 */
export interface FormFixture {
  valid: Record<string, unknown>;
  invalid: Record<string, unknown>;
  invalidKeys: readonly string[];
}

export interface ProtocolFixtures {
  basic: FormFixture;
  extended: FormFixture;
}
