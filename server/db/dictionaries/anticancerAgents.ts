import type { ShippedDictionary, ShippedEntry } from './types';

/**
 * The drugs recorded in the treatment courses of the protocol forms (the `agents` table), coded
 * by the WHO ATC classification (WHO Collaborating Centre for Drug Statistics Methodology, ATC
 * index 2024; the 2022 restructuring moved the protein kinase inhibitors from L01XE to L01E, the
 * monoclonal antibodies from L01XC to L01F and tretinoin from L01XX to L01XF). Names are the
 * Polish and English INNs; `search` holds the brand names and the abbreviations used in protocol
 * texts (VCR, ARA-C, 6-MP...). The list covers the cytostatics, targeted drugs, antibodies and
 * corticosteroids of paediatric oncology and haematology protocols, and the drugs given as part of
 * their blocks to protect from a cytostatic (mesna, calcium folinate, dexrazoxane, glucarpidase).
 */
// prettier-ignore
const entries: readonly ShippedEntry[] = [
  // L01C Plant alkaloids and other natural products
  { value: 'L01CA01', pl: 'Winblastyna', en: 'Vinblastine', search: 'VBL VLB Velbe' },
  { value: 'L01CA02', pl: 'Winkrystyna', en: 'Vincristine', search: 'VCR VCS Oncovin Vincristin' },
  { value: 'L01CA04', pl: 'Winorelbina', en: 'Vinorelbine', search: 'VNR VRL Navelbine' },
  { value: 'L01CB01', pl: 'Etopozyd', en: 'Etoposide', search: 'VP-16 VP16 ETO Vepesid Etopophos fosforan etopozydu' },
  { value: 'L01CD02', pl: 'Docetaksel', en: 'Docetaxel', search: 'DTX TXT Taxotere' },
  { value: 'L01CE01', pl: 'Topotekan', en: 'Topotecan', search: 'TOPO TPT Hycamtin' },
  { value: 'L01CE02', pl: 'Irynotekan', en: 'Irinotecan', search: 'IRI CPT-11 Campto' },
  // L01A Alkylating agents
  { value: 'L01AA01', pl: 'Cyklofosfamid', en: 'Cyclophosphamide', search: 'CPM CTX CYC CY Endoxan' },
  { value: 'L01AA03', pl: 'Melfalan', en: 'Melphalan', search: 'MEL L-PAM Alkeran' },
  { value: 'L01AA06', pl: 'Ifosfamid', en: 'Ifosfamide', search: 'IFO IFX IFOS Holoxan' },
  { value: 'L01AB01', pl: 'Busulfan', en: 'Busulfan', search: 'BU BUS Busilvex Myleran' },
  { value: 'L01AB02', pl: 'Treosulfan', en: 'Treosulfan', search: 'TREO Trecondi Ovastat' },
  { value: 'L01AC01', pl: 'Tiotepa', en: 'Thiotepa', search: 'TT TEPA THIO Tepadina' },
  { value: 'L01AD01', pl: 'Karmustyna', en: 'Carmustine', search: 'BCNU BiCNU' },
  { value: 'L01AD02', pl: 'Lomustyna', en: 'Lomustine', search: 'CCNU CeeNU' },
  { value: 'L01AX03', pl: 'Temozolomid', en: 'Temozolomide', search: 'TMZ TEMO Temodal' },
  { value: 'L01AX04', pl: 'Dakarbazyna', en: 'Dacarbazine', search: 'DTIC' },
  { value: 'L01XB01', pl: 'Prokarbazyna', en: 'Procarbazine', search: 'PCB PCZ PROC Natulan' },
  // L01B Antimetabolites
  { value: 'L01BA01', pl: 'Metotreksat', en: 'Methotrexate', search: 'MTX HD-MTX HDMTX Trexan Methotrexat' },
  { value: 'L01BB02', pl: 'Merkaptopuryna', en: 'Mercaptopurine', search: '6-MP 6MP Purinethol Xaluprine' },
  { value: 'L01BB03', pl: 'Tioguanina', en: 'Tioguanine', search: '6-TG 6TG thioguanine Lanvis' },
  { value: 'L01BB04', pl: 'Kladrybina', en: 'Cladribine', search: '2-CdA 2CdA Litak Biodribin' },
  { value: 'L01BB05', pl: 'Fludarabina', en: 'Fludarabine', search: 'FLU FLUDA FLAG Fludara' },
  { value: 'L01BB06', pl: 'Klofarabina', en: 'Clofarabine', search: 'CLO CLOF Evoltra' },
  { value: 'L01BB07', pl: 'Nelarabina', en: 'Nelarabine', search: 'NEL Atriance Arranon' },
  { value: 'L01BC01', pl: 'Cytarabina', en: 'Cytarabine', search: 'ARA-C AraC HD-ARA-C HDAraC Cytosar arabinozyd cytozyny' },
  { value: 'L01BC02', pl: 'Fluorouracyl', en: 'Fluorouracil', search: '5-FU 5FU' },
  { value: 'L01BC05', pl: 'Gemcytabina', en: 'Gemcitabine', search: 'GEM GEMC Gemzar' },
  { value: 'L01BC07', pl: 'Azacytydyna', en: 'Azacitidine', search: 'AZA 5-AZA 5-azacytydyna Vidaza' },
  { value: 'L01BC08', pl: 'Decytabina', en: 'Decitabine', search: 'DAC Dacogen' },
  // L01D Cytotoxic antibiotics
  { value: 'L01DA01', pl: 'Daktynomycyna', en: 'Dactinomycin', search: 'ACT-D ACTD AMD aktynomycyna D actinomycin D Cosmegen' },
  { value: 'L01DB01', pl: 'Doksorubicyna', en: 'Doxorubicin', search: 'DOX DOXO DXR ADR adriamycyna Adriamycin Adriblastina' },
  { value: 'L01DB02', pl: 'Daunorubicyna', en: 'Daunorubicin', search: 'DNR DAUNO DNM Daunoblastina' },
  { value: 'L01DB06', pl: 'Idarubicyna', en: 'Idarubicin', search: 'IDA Zavedos' },
  { value: 'L01DB07', pl: 'Mitoksantron', en: 'Mitoxantrone', search: 'MTZ MITO MIT Novantrone' },
  { value: 'L01DC01', pl: 'Bleomycyna', en: 'Bleomycin', search: 'BLM BLEO' },
  // L01XA Platinum compounds
  { value: 'L01XA01', pl: 'Cisplatyna', en: 'Cisplatin', search: 'CDDP DDP CIS platyna' },
  { value: 'L01XA02', pl: 'Karboplatyna', en: 'Carboplatin', search: 'CBDCA CARBO platyna' },
  { value: 'L01XA03', pl: 'Oksaliplatyna', en: 'Oxaliplatin', search: 'OXA L-OHP Eloxatin platyna' },
  // L01X Other antineoplastic agents
  { value: 'L01XX02', pl: 'Asparaginaza', en: 'Asparaginase', search: 'ASP L-ASP L-asparaginaza E. coli Erwinia krysantaspaza crisantaspase Erwinase Spectrila Rylaze' },
  { value: 'L01XX24', pl: 'Pegaspargaza', en: 'Pegaspargase', search: 'PEG-ASP PEGASP PEG-asparaginaza Oncaspar' },
  { value: 'L01XX05', pl: 'Hydroksykarbamid', en: 'Hydroxycarbamide', search: 'HU HYD hydroksymocznik hydroxyurea Hydrea Siklos' },
  { value: 'L01XX27', pl: 'Trójtlenek arsenu', en: 'Arsenic trioxide', search: 'ATO As2O3 arsenu trójtlenek Trisenox' },
  { value: 'L01XF01', pl: 'Tretynoina', en: 'Tretinoin', search: 'ATRA kwas all-trans-retinowy all-trans retinoic acid Vesanoid' },
  { value: 'L01XG01', pl: 'Bortezomib', en: 'Bortezomib', search: 'BTZ BORT Velcade' },
  { value: 'L01XX52', pl: 'Wenetoklaks', en: 'Venetoclax', search: 'VEN Venclyxto' },
  { value: 'L01XX23', pl: 'Mitotan', en: 'Mitotane', search: 'o,p-DDD Lysodren' },
  { value: 'L01XL04', pl: 'Tisagenlecleucel', en: 'Tisagenlecleucel', search: 'CAR-T CART limfocyty CAR-T Kymriah' },
  // L01E Protein kinase inhibitors
  { value: 'L01EA01', pl: 'Imatynib', en: 'Imatinib', search: 'IMA STI571 Glivec Gleevec TKI' },
  { value: 'L01EA02', pl: 'Dazatynib', en: 'Dasatinib', search: 'DASA Sprycel TKI' },
  { value: 'L01EA03', pl: 'Nilotynib', en: 'Nilotinib', search: 'NILO Tasigna TKI' },
  { value: 'L01EA05', pl: 'Ponatynib', en: 'Ponatinib', search: 'PONA Iclusig TKI' },
  { value: 'L01ED01', pl: 'Kryzotynib', en: 'Crizotinib', search: 'CRIZ Xalkori ALK TKI' },
  { value: 'L01EX12', pl: 'Larotrektynib', en: 'Larotrectinib', search: 'Vitrakvi NTRK TRK' },
  { value: 'L01EX14', pl: 'Entrektynib', en: 'Entrectinib', search: 'Rozlytrek NTRK ROS1' },
  { value: 'L01EC02', pl: 'Dabrafenib', en: 'Dabrafenib', search: 'DAB Tafinlar BRAF' },
  { value: 'L01EE01', pl: 'Trametynib', en: 'Trametinib', search: 'TRAM Mekinist MEK' },
  { value: 'L01EE04', pl: 'Selumetynib', en: 'Selumetinib', search: 'Koselugo MEK NF1' },
  { value: 'L01EX02', pl: 'Sorafenib', en: 'Sorafenib', search: 'SORA Nexavar FLT3' },
  { value: 'L01EX10', pl: 'Midostauryna', en: 'Midostaurin', search: 'MIDO Rydapt FLT3' },
  { value: 'L01EX13', pl: 'Gilterytynib', en: 'Gilteritinib', search: 'GILT Xospata FLT3' },
  // L01F Monoclonal antibodies and antibody drug conjugates
  { value: 'L01FA01', pl: 'Rytuksymab', en: 'Rituximab', search: 'RTX MabThera Truxima Rixathon anty-CD20 anti-CD20' },
  { value: 'L01FB01', pl: 'Inotuzumab ozogamycyny', en: 'Inotuzumab ozogamicin', search: 'InO INO Besponsa anty-CD22 anti-CD22' },
  { value: 'L01FX02', pl: 'Gemtuzumab ozogamycyny', en: 'Gemtuzumab ozogamicin', search: 'GO Mylotarg anty-CD33 anti-CD33' },
  { value: 'L01FX05', pl: 'Brentuksymab vedotin', en: 'Brentuximab vedotin', search: 'BV Adcetris anty-CD30 anti-CD30' },
  { value: 'L01FX06', pl: 'Dinutuksymab beta', en: 'Dinutuximab beta', search: 'ch14.18/CHO anty-GD2 anti-GD2 Qarziba immunoterapia' },
  { value: 'L01FX07', pl: 'Blinatumomab', en: 'Blinatumomab', search: 'BLINA Blincyto BiTE CD19' },
  { value: 'L01FF01', pl: 'Niwolumab', en: 'Nivolumab', search: 'NIVO Opdivo anty-PD-1 anti-PD-1' },
  { value: 'L01FF02', pl: 'Pembrolizumab', en: 'Pembrolizumab', search: 'PEMBRO Keytruda anty-PD-1 anti-PD-1' },
  { value: 'L01FG01', pl: 'Bewacyzumab', en: 'Bevacizumab', search: 'BEV BEVA Avastin anty-VEGF anti-VEGF' },
  // L03-L04 Immunostimulants and immunosuppressants used in protocols
  { value: 'L03AC01', pl: 'Aldesleukina', en: 'Aldesleukin', search: 'IL-2 IL2 interleukina 2 interleukin-2 Proleukin' },
  { value: 'L03AX15', pl: 'Mifamurtyd', en: 'Mifamurtide', search: 'MTP-PE L-MTP-PE Mepact' },
  { value: 'L04AA04', pl: 'Immunoglobulina królicza przeciw ludzkim tymocytom', en: 'Antithymocyte immunoglobulin (rabbit)', search: 'ATG globulina antytymocytarna Thymoglobuline Grafalon' },
  // H02AB Glucocorticoids
  { value: 'H02AB02', pl: 'Deksametazon', en: 'Dexamethasone', search: 'DEX DEXA DXM Dexaven' },
  { value: 'H02AB04', pl: 'Metyloprednizolon', en: 'Methylprednisolone', search: 'MP MPS MPD Solu-Medrol Medrol' },
  { value: 'H02AB06', pl: 'Prednizolon', en: 'Prednisolone', search: 'PRED PDN Solu-Decortin' },
  { value: 'H02AB07', pl: 'Prednizon', en: 'Prednisone', search: 'PRED PDN Encorton' },
  { value: 'H02AB09', pl: 'Hydrokortyzon', en: 'Hydrocortisone', search: 'HC HCT Solu-Cortef Corhydron' },
  // D10BA Retinoids given after intensive treatment of neuroblastoma
  { value: 'D10BA01', pl: 'Izotretynoina', en: 'Isotretinoin', search: '13-cis-RA 13-cis-retinoic acid kwas 13-cis-retinowy Roaccutane' },
  // V03AF Detoxifying agents for antineoplastic treatment
  { value: 'V03AF01', pl: 'Mesna', en: 'Mesna', search: 'MESNA Uromitexan' },
  { value: 'V03AF02', pl: 'Deksrazoksan', en: 'Dexrazoxane', search: 'DRZ DEXRA Cardioxane kardioprotekcja' },
  { value: 'V03AF03', pl: 'Folinian wapnia', en: 'Calcium folinate', search: 'leukoworyna leucovorin LV CF FA ratunek folinianowy' },
  { value: 'V03AF09', pl: 'Glukarpidaza', en: 'Glucarpidase', search: 'CPDG2 karboksypeptydaza G2 Voraxaze' },
];

export const anticancerAgents: ShippedDictionary = {
  type: 'anticancerAgents',
  namePl: 'Leki przeciwnowotworowe',
  nameEn: 'Anticancer agents',
  entries,
};
