/**
 * The trigger that fills a new hospital entry's copies is named for what it does since
 * migration 0014. Migration 0012 named it (and its function) `patient_hospitals_name_keys`,
 * when it copied the folded names only; 0014 made it copy every column the patient list reads
 * from the entries (state, birth date, registration, search key, protocol codes) but kept the
 * name. A trigger calls its function by identity, so renaming both changes nothing else.
 */
export const statements = [
  `alter function patient_hospitals_name_keys() rename to patient_hospitals_copy_list_keys`,
  `alter trigger patient_hospitals_name_keys on patient_hospitals
    rename to patient_hospitals_copy_list_keys`,
];
