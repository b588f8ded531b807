import type { ShippedDictionary, ShippedEntry } from './types';

/**
 * Adverse events recorded in the toxicity tables of the protocol forms, named by the Common
 * Terminology Criteria for Adverse Events (US National Cancer Institute, CTCAE version 5.0,
 * 27 November 2017). An entry's value is the CTCAE term verbatim, in the US spelling of the
 * criteria ('Diarrhea', 'Tumor lysis syndrome'), so that a reported grade reads against the CTCAE
 * table of that term; `pl` is its Polish name and `search` adds the abbreviations and common names
 * clinicians type (ALT, PRES, SOS/VOD...). The list holds the terms most often reported in
 * paediatric oncology and haematology, grouped by CTCAE system organ class.
 */
// prettier-ignore
const entries: readonly ShippedEntry[] = [
  // Blood and lymphatic system disorders
  { value: 'Anemia', pl: 'Niedokrwistość', en: 'Anemia', search: 'anemia anaemia hemoglobina Hb' },
  { value: 'Febrile neutropenia', pl: 'Gorączka neutropeniczna', en: 'Febrile neutropenia', search: 'FN neutropenia z gorączką' },
  { value: 'Bone marrow hypocellular', pl: 'Ubogokomórkowy szpik kostny', en: 'Bone marrow hypocellular', search: 'aplazja hipoplazja szpiku' },
  { value: 'Disseminated intravascular coagulation', pl: 'Rozsiane wykrzepianie wewnątrznaczyniowe', en: 'Disseminated intravascular coagulation', search: 'DIC koagulopatia' },
  { value: 'Hemolytic uremic syndrome', pl: 'Zespół hemolityczno-mocznicowy', en: 'Hemolytic uremic syndrome', search: 'HUS TMA mikroangiopatia zakrzepowa' },
  { value: 'Thrombotic thrombocytopenic purpura', pl: 'Zakrzepowa plamica małopłytkowa', en: 'Thrombotic thrombocytopenic purpura', search: 'TTP TMA mikroangiopatia zakrzepowa' },
  // Investigations: blood counts and coagulation
  { value: 'Neutrophil count decreased', pl: 'Zmniejszenie liczby neutrofilów', en: 'Neutrophil count decreased', search: 'neutropenia granulocytopenia ANC' },
  { value: 'Platelet count decreased', pl: 'Zmniejszenie liczby płytek krwi', en: 'Platelet count decreased', search: 'małopłytkowość trombocytopenia PLT' },
  { value: 'White blood cell decreased', pl: 'Zmniejszenie liczby leukocytów', en: 'White blood cell decreased', search: 'leukopenia WBC' },
  { value: 'Lymphocyte count decreased', pl: 'Zmniejszenie liczby limfocytów', en: 'Lymphocyte count decreased', search: 'limfopenia' },
  { value: 'Fibrinogen decreased', pl: 'Zmniejszenie stężenia fibrynogenu', en: 'Fibrinogen decreased', search: 'hipofibrynogenemia' },
  { value: 'INR increased', pl: 'Zwiększenie INR', en: 'INR increased', search: 'czas protrombinowy PT koagulopatia' },
  { value: 'Activated partial thromboplastin time prolonged', pl: 'Wydłużenie czasu częściowej tromboplastyny po aktywacji', en: 'Activated partial thromboplastin time prolonged', search: 'APTT aPTT koagulopatia' },
  // Infections and infestations
  { value: 'Sepsis', pl: 'Posocznica', en: 'Sepsis', search: 'sepsa wstrząs septyczny' },
  { value: 'Bacteremia', pl: 'Bakteriemia', en: 'Bacteremia', search: 'dodatni posiew krwi' },
  { value: 'Fungemia', pl: 'Fungemia', en: 'Fungemia', search: 'grzybica krwi kandydemia' },
  { value: 'Lung infection', pl: 'Zakażenie płuc', en: 'Lung infection', search: 'zapalenie płuc pneumonia aspergiloza' },
  { value: 'Catheter related infection', pl: 'Zakażenie związane z cewnikiem', en: 'Catheter related infection', search: 'CVC cewnik centralny Broviac port CLABSI' },
  { value: 'Upper respiratory infection', pl: 'Zakażenie górnych dróg oddechowych', en: 'Upper respiratory infection', search: 'infekcja URTI' },
  { value: 'Urinary tract infection', pl: 'Zakażenie układu moczowego', en: 'Urinary tract infection', search: 'ZUM UTI' },
  { value: 'Skin infection', pl: 'Zakażenie skóry', en: 'Skin infection', search: 'ropowica cellulitis' },
  { value: 'Enterocolitis infectious', pl: 'Zakaźne zapalenie jelit', en: 'Enterocolitis infectious', search: 'biegunka zakaźna Clostridioides difficile rotawirus norowirus' },
  { value: 'Herpes simplex reactivation', pl: 'Reaktywacja zakażenia wirusem opryszczki zwykłej', en: 'Herpes simplex reactivation', search: 'HSV opryszczka' },
  { value: 'Cytomegalovirus infection reactivation', pl: 'Reaktywacja zakażenia wirusem cytomegalii', en: 'Cytomegalovirus infection reactivation', search: 'CMV' },
  { value: 'Epstein-Barr virus infection reactivation', pl: 'Reaktywacja zakażenia wirusem Epsteina-Barr', en: 'Epstein-Barr virus infection reactivation', search: 'EBV' },
  { value: 'Shingles', pl: 'Półpasiec', en: 'Shingles', search: 'VZV herpes zoster' },
  // Gastrointestinal disorders
  { value: 'Mucositis oral', pl: 'Zapalenie błony śluzowej jamy ustnej', en: 'Mucositis oral', search: 'mucositis stomatitis afty' },
  { value: 'Nausea', pl: 'Nudności', en: 'Nausea', search: 'mdłości' },
  { value: 'Vomiting', pl: 'Wymioty', en: 'Vomiting', search: 'emesis' },
  { value: 'Diarrhea', pl: 'Biegunka', en: 'Diarrhea', search: 'diarrhoea' },
  { value: 'Constipation', pl: 'Zaparcie', en: 'Constipation', search: 'zaparcia' },
  { value: 'Abdominal pain', pl: 'Ból brzucha', en: 'Abdominal pain' },
  { value: 'Typhlitis', pl: 'Zapalenie kątnicy', en: 'Typhlitis', search: 'neutropeniczne zapalenie jelit tyflitis neutropenic enterocolitis' },
  { value: 'Ileus', pl: 'Niedrożność porażenna jelit', en: 'Ileus', search: 'niedrożność jelit porażenna winkrystyna' },
  { value: 'Esophagitis', pl: 'Zapalenie przełyku', en: 'Esophagitis', search: 'oesophagitis' },
  { value: 'Pancreatitis', pl: 'Zapalenie trzustki', en: 'Pancreatitis', search: 'OZT ostre zapalenie trzustki' },
  { value: 'Upper gastrointestinal hemorrhage', pl: 'Krwawienie z górnego odcinka przewodu pokarmowego', en: 'Upper gastrointestinal hemorrhage', search: 'krwotok z przewodu pokarmowego fusy' },
  { value: 'Lower gastrointestinal hemorrhage', pl: 'Krwawienie z dolnego odcinka przewodu pokarmowego', en: 'Lower gastrointestinal hemorrhage', search: 'krwotok z przewodu pokarmowego smolisty stolec' },
  // Hepatobiliary disorders and liver tests
  { value: 'Alanine aminotransferase increased', pl: 'Zwiększenie aktywności aminotransferazy alaninowej', en: 'Alanine aminotransferase increased', search: 'ALT AlAT GPT transaminazy hipertransaminazemia' },
  { value: 'Aspartate aminotransferase increased', pl: 'Zwiększenie aktywności aminotransferazy asparaginianowej', en: 'Aspartate aminotransferase increased', search: 'AST AspAT GOT transaminazy hipertransaminazemia' },
  { value: 'Blood bilirubin increased', pl: 'Zwiększenie stężenia bilirubiny we krwi', en: 'Blood bilirubin increased', search: 'hiperbilirubinemia żółtaczka' },
  { value: 'GGT increased', pl: 'Zwiększenie aktywności gamma-glutamylotransferazy', en: 'GGT increased', search: 'GGTP cholestaza' },
  { value: 'Hepatic failure', pl: 'Niewydolność wątroby', en: 'Hepatic failure', search: 'ostra niewydolność wątroby' },
  { value: 'Sinusoidal obstruction syndrome', pl: 'Zespół niedrożności zatok wątrobowych', en: 'Sinusoidal obstruction syndrome', search: 'SOS VOD choroba zarostowa żył wątrobowych veno-occlusive disease' },
  // Renal and urinary disorders
  { value: 'Acute kidney injury', pl: 'Ostre uszkodzenie nerek', en: 'Acute kidney injury', search: 'AKI ostra niewydolność nerek' },
  { value: 'Creatinine increased', pl: 'Zwiększenie stężenia kreatyniny', en: 'Creatinine increased', search: 'kreatynina nefrotoksyczność' },
  { value: 'Chronic kidney disease', pl: 'Przewlekła choroba nerek', en: 'Chronic kidney disease', search: 'CKD PChN przewlekła niewydolność nerek' },
  { value: 'Proteinuria', pl: 'Białkomocz', en: 'Proteinuria' },
  { value: 'Hematuria', pl: 'Krwiomocz', en: 'Hematuria', search: 'haematuria' },
  { value: 'Cystitis noninfective', pl: 'Niezakaźne zapalenie pęcherza moczowego', en: 'Cystitis noninfective', search: 'krwotoczne zapalenie pęcherza hemorrhagic cystitis KZPM BK wirus BKV cyklofosfamid ifosfamid' },
  // Nervous system disorders
  { value: 'Peripheral sensory neuropathy', pl: 'Obwodowa neuropatia czuciowa', en: 'Peripheral sensory neuropathy', search: 'polineuropatia neuropatia czuciowa winkrystyna' },
  { value: 'Peripheral motor neuropathy', pl: 'Obwodowa neuropatia ruchowa', en: 'Peripheral motor neuropathy', search: 'polineuropatia niedowład opadanie stopy winkrystyna' },
  { value: 'Neuralgia', pl: 'Nerwoból', en: 'Neuralgia', search: 'ból neuropatyczny ból żuchwy' },
  { value: 'Recurrent laryngeal nerve palsy', pl: 'Porażenie nerwu krtaniowego wstecznego', en: 'Recurrent laryngeal nerve palsy', search: 'chrypka bezgłos winkrystyna' },
  { value: 'Seizure', pl: 'Napad drgawkowy', en: 'Seizure', search: 'drgawki padaczka' },
  { value: 'Encephalopathy', pl: 'Encefalopatia', en: 'Encephalopathy', search: 'ICANS neurotoksyczność' },
  { value: 'Reversible posterior leukoencephalopathy syndrome', pl: 'Zespół odwracalnej tylnej leukoencefalopatii', en: 'Reversible posterior leukoencephalopathy syndrome', search: 'PRES RPLS' },
  { value: 'Leukoencephalopathy', pl: 'Leukoencefalopatia', en: 'Leukoencephalopathy', search: 'metotreksat istota biała' },
  { value: 'Headache', pl: 'Ból głowy', en: 'Headache' },
  { value: 'Depressed level of consciousness', pl: 'Obniżony poziom świadomości', en: 'Depressed level of consciousness', search: 'zaburzenia świadomości śpiączka' },
  { value: 'Ataxia', pl: 'Ataksja', en: 'Ataxia', search: 'niezborność' },
  { value: 'Stroke', pl: 'Udar mózgu', en: 'Stroke', search: 'udar niedokrwienny' },
  { value: 'Intracranial hemorrhage', pl: 'Krwawienie wewnątrzczaszkowe', en: 'Intracranial hemorrhage', search: 'krwotok śródczaszkowy wylew' },
  { value: 'Cognitive disturbance', pl: 'Zaburzenia funkcji poznawczych', en: 'Cognitive disturbance', search: 'zaburzenia poznawcze' },
  // Psychiatric disorders
  { value: 'Psychosis', pl: 'Psychoza', en: 'Psychosis', search: 'psychoza posterydowa' },
  // Ear and eye disorders
  { value: 'Hearing impaired', pl: 'Niedosłuch', en: 'Hearing impaired', search: 'ototoksyczność utrata słuchu cisplatyna' },
  { value: 'Cataract', pl: 'Zaćma', en: 'Cataract' },
  // Cardiac and vascular disorders
  { value: 'Ejection fraction decreased', pl: 'Zmniejszenie frakcji wyrzutowej', en: 'Ejection fraction decreased', search: 'EF LVEF frakcja skracania SF kardiotoksyczność antracykliny' },
  { value: 'Left ventricular systolic dysfunction', pl: 'Dysfunkcja skurczowa lewej komory', en: 'Left ventricular systolic dysfunction', search: 'kardiomiopatia kardiotoksyczność' },
  { value: 'Heart failure', pl: 'Niewydolność serca', en: 'Heart failure', search: 'niewydolność krążenia' },
  { value: 'Pericardial effusion', pl: 'Wysięk osierdziowy', en: 'Pericardial effusion', search: 'płyn w osierdziu' },
  { value: 'Electrocardiogram QT corrected interval prolonged', pl: 'Wydłużenie skorygowanego odstępu QT w EKG', en: 'Electrocardiogram QT corrected interval prolonged', search: 'QTc wydłużony QT' },
  { value: 'Hypertension', pl: 'Nadciśnienie tętnicze', en: 'Hypertension', search: 'nadciśnienie' },
  { value: 'Hypotension', pl: 'Niedociśnienie tętnicze', en: 'Hypotension', search: 'niedociśnienie' },
  { value: 'Thromboembolic event', pl: 'Incydent zakrzepowo-zatorowy', en: 'Thromboembolic event', search: 'zakrzepica żylna ZŻG DVT zatorowość płucna zakrzepica zatok żylnych mózgu' },
  { value: 'Capillary leak syndrome', pl: 'Zespół przesiąkania włośniczek', en: 'Capillary leak syndrome', search: 'CLS' },
  // Respiratory, thoracic and mediastinal disorders
  { value: 'Pneumonitis', pl: 'Niezakaźne zapalenie płuc', en: 'Pneumonitis', search: 'śródmiąższowe zapalenie płuc popromienne' },
  { value: 'Dyspnea', pl: 'Duszność', en: 'Dyspnea', search: 'dyspnoea' },
  { value: 'Hypoxia', pl: 'Hipoksja', en: 'Hypoxia', search: 'niedotlenienie desaturacja' },
  { value: 'Pleural effusion', pl: 'Wysięk w jamie opłucnej', en: 'Pleural effusion', search: 'płyn w opłucnej' },
  { value: 'Respiratory failure', pl: 'Niewydolność oddechowa', en: 'Respiratory failure', search: 'wentylacja mechaniczna' },
  { value: 'Adult respiratory distress syndrome', pl: 'Zespół ostrej niewydolności oddechowej', en: 'Adult respiratory distress syndrome', search: 'ARDS' },
  { value: 'Epistaxis', pl: 'Krwawienie z nosa', en: 'Epistaxis', search: 'krwotok z nosa' },
  { value: 'Retinoic acid syndrome', pl: 'Zespół kwasu retinowego', en: 'Retinoic acid syndrome', search: 'zespół różnicowania ATRA APL' },
  // Immune system disorders; injury, poisoning and procedural complications
  { value: 'Anaphylaxis', pl: 'Anafilaksja', en: 'Anaphylaxis', search: 'wstrząs anafilaktyczny' },
  { value: 'Allergic reaction', pl: 'Reakcja alergiczna', en: 'Allergic reaction', search: 'uczulenie nadwrażliwość asparaginaza' },
  { value: 'Infusion related reaction', pl: 'Reakcja związana z wlewem', en: 'Infusion related reaction', search: 'reakcja poinfuzyjna' },
  { value: 'Cytokine release syndrome', pl: 'Zespół uwalniania cytokin', en: 'Cytokine release syndrome', search: 'CRS burza cytokinowa' },
  // Metabolism and nutrition disorders; laboratory tests
  { value: 'Tumor lysis syndrome', pl: 'Zespół rozpadu guza', en: 'Tumor lysis syndrome', search: 'TLS ZRG tumour lysis' },
  { value: 'Hyperglycemia', pl: 'Hiperglikemia', en: 'Hyperglycemia', search: 'cukrzyca posterydowa glukoza' },
  { value: 'Hypokalemia', pl: 'Hipokaliemia', en: 'Hypokalemia', search: 'potas' },
  { value: 'Hyperkalemia', pl: 'Hiperkaliemia', en: 'Hyperkalemia', search: 'potas' },
  { value: 'Hyponatremia', pl: 'Hiponatremia', en: 'Hyponatremia', search: 'sód SIADH' },
  { value: 'Hypocalcemia', pl: 'Hipokalcemia', en: 'Hypocalcemia', search: 'wapń' },
  { value: 'Hypomagnesemia', pl: 'Hipomagnezemia', en: 'Hypomagnesemia', search: 'magnez cisplatyna' },
  { value: 'Hypophosphatemia', pl: 'Hipofosfatemia', en: 'Hypophosphatemia', search: 'fosforany tubulopatia' },
  { value: 'Hypertriglyceridemia', pl: 'Hipertriglicerydemia', en: 'Hypertriglyceridemia', search: 'triglicerydy asparaginaza' },
  { value: 'Hyperuricemia', pl: 'Hiperurykemia', en: 'Hyperuricemia', search: 'kwas moczowy' },
  { value: 'Lipase increased', pl: 'Zwiększenie aktywności lipazy', en: 'Lipase increased', search: 'lipaza' },
  { value: 'Serum amylase increased', pl: 'Zwiększenie aktywności amylazy w surowicy', en: 'Serum amylase increased', search: 'amylaza' },
  { value: 'Anorexia', pl: 'Brak łaknienia', en: 'Anorexia', search: 'jadłowstręt brak apetytu' },
  { value: 'Weight loss', pl: 'Zmniejszenie masy ciała', en: 'Weight loss', search: 'utrata masy ciała niedożywienie' },
  // Skin and subcutaneous tissue disorders
  { value: 'Alopecia', pl: 'Łysienie', en: 'Alopecia', search: 'utrata włosów' },
  { value: 'Rash maculo-papular', pl: 'Wysypka plamisto-grudkowa', en: 'Rash maculo-papular', search: 'osutka wysypka' },
  { value: 'Palmar-plantar erythrodysesthesia syndrome', pl: 'Zespół erytrodyzestezji dłoniowo-podeszwowej', en: 'Palmar-plantar erythrodysesthesia syndrome', search: 'zespół ręka-stopa HFS PPE' },
  { value: 'Stevens-Johnson syndrome', pl: 'Zespół Stevensa-Johnsona', en: 'Stevens-Johnson syndrome', search: 'SJS' },
  { value: 'Toxic epidermal necrolysis', pl: 'Toksyczna nekroliza naskórka', en: 'Toxic epidermal necrolysis', search: 'TEN zespół Lyella' },
  // General disorders
  { value: 'Fatigue', pl: 'Zmęczenie', en: 'Fatigue', search: 'osłabienie znużenie' },
  { value: 'Fever', pl: 'Gorączka', en: 'Fever', search: 'temperatura' },
  { value: 'Multi-organ failure', pl: 'Niewydolność wielonarządowa', en: 'Multi-organ failure', search: 'MOF MODS' },
  // Musculoskeletal and connective tissue disorders
  { value: 'Avascular necrosis', pl: 'Martwica jałowa kości', en: 'Avascular necrosis', search: 'osteonekroza martwica kości osteonecrosis AVN' },
  { value: 'Osteoporosis', pl: 'Osteoporoza', en: 'Osteoporosis', search: 'osteopenia złamania' },
  { value: 'Bone pain', pl: 'Ból kości', en: 'Bone pain' },
  { value: 'Pain in extremity', pl: 'Ból kończyny', en: 'Pain in extremity', search: 'ból nóg ból rąk' },
  { value: 'Generalized muscle weakness', pl: 'Uogólnione osłabienie mięśni', en: 'Generalized muscle weakness', search: 'miopatia posterydowa' },
  { value: 'Growth suppression', pl: 'Zahamowanie wzrastania', en: 'Growth suppression', search: 'niskorosłość niedobór wzrostu' },
  // Endocrine disorders
  { value: 'Hypothyroidism', pl: 'Niedoczynność tarczycy', en: 'Hypothyroidism' },
  { value: 'Adrenal insufficiency', pl: 'Niedoczynność kory nadnerczy', en: 'Adrenal insufficiency', search: 'niewydolność nadnerczy' },
  { value: 'Cushingoid', pl: 'Wygląd cushingoidalny', en: 'Cushingoid', search: 'zespół Cushinga steroidy' },
  // Neoplasms
  { value: 'Treatment related secondary malignancy', pl: 'Wtórny nowotwór związany z leczeniem', en: 'Treatment related secondary malignancy', search: 'drugi nowotwór t-AML t-MDS' },
];

export const ctcaeTerms: ShippedDictionary = {
  type: 'ctcaeTerms',
  namePl: 'Zdarzenia niepożądane (CTCAE v5.0)',
  nameEn: 'Adverse events (CTCAE v5.0)',
  entries,
};
