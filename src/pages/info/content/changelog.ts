/**
 * The application's changelog, newest release first. Each release's `version` is its label
 * without the "v"; the newest must be package.json's version, the one the app shows
 * (tests/ui/infoPages.test.tsx holds the two together). Written for the registry's users, from
 * the repository's history.
 */
import { OFFLINE_QUEUE_LIMIT } from '../../../../domain/forms';
import { RECENT_PATIENTS_DAYS } from '../../../../domain/dashboard';
import { PROTOCOL_CODES } from '../../../../domain';
import type { Localized } from './types';

export interface ReleaseArea {
  heading: string;
  changes: readonly string[];
}

export interface Release {
  version: string;
  summary: string;
  areas: readonly ReleaseArea[];
}

export interface Changelog {
  /** "The version you are using": the running build's label follows. */
  current: string;
  releases: readonly Release[];
}

const PROTOCOL_COUNT = PROTOCOL_CODES.length;

export const CHANGELOG: Localized<Changelog> = {
  pl: {
    current: 'Używasz wersji',
    releases: [
      {
        version: '1.24.39',
        summary:
          'Wydanie przyspiesza statystyki strony głównej dla osób pracujących w jednym szpitalu.',
        areas: [
          {
            heading: 'Działanie',
            changes: [
              'Liczbę formularzy zapisanych w roku na stronie głównej baza danych prowadzi teraz także osobno dla każdego szpitala i uaktualnia przy każdym zapisie formularza oraz przy dodaniu pacjenta do szpitala lub usunięciu go ze szpitala. Lekarz lub koordynator jednego szpitala dostaje ją bez przeglądania zapisów wszystkich szpitali, więc jego statystyki nie zwalniają, gdy rejestr rośnie. W naszej próbie z rejestrem 100 000 pacjentów jego statystyki przy 10 jednoczesnych zapytaniach odpowiadały około dwa razy szybciej. Liczby się nie zmieniają: osoba pracująca w kilku szpitalach nadal liczy pacjenta leczonego w dwóch z nich raz.',
              'Pierwsze uruchomienie tej wersji raz liczy te formularze dla wszystkich szpitali, zanim aplikacja zacznie odpowiadać. W naszej próbie z rejestrem 100 000 pacjentów i serwerem PostgreSQL trwało to poniżej sekundy.',
            ],
          },
        ],
      },
      {
        version: '1.24.38',
        summary:
          'Wydanie pozwala obejrzeć cały formularz w każdej zapisanej wersji i czytelniej pokazuje formularze tylko do odczytu.',
        areas: [
          {
            heading: 'Formularze i historia zmian',
            changes: [
              'Każdą zapisaną wersję formularza można obejrzeć w całości, tak jak wyglądał po tym zapisie, według definicji, z którą go zapisano. Prowadzą do niej link „Wcześniejsze wersje” pod tytułem formularza i link „Pokaż cały formularz w wersji N” przy każdym zapisie w historii zmian pacjenta i w ostatnich zmianach. Strona wersji mówi, kto i kiedy ją zapisał, i pozwala przechodzić między wersjami.',
              'Na stronie wersji pola zmienione tym zapisem są zaznaczone pomarańczowym paskiem, a spis sekcji pokazuje ołówkiem, które sekcje zmienił.',
              'Formularz tylko do odczytu (dla roli bez prawa edycji, przy nieaktywnym protokole i we wcześniejszej wersji) pokazuje wartości zwykłym, ciemnym kolorem tekstu zamiast bladoszarego, wybraną odpowiedź w kolorze, a długi wpis słownika, np. morfologię ICD-O-3, w całości pod polem.',
              'W ostatnich zmianach kolumna „Ścieżka” nie dzieli już krótkich słów, np. „login_check”, na dwie linie.',
            ],
          },
        ],
      },
      {
        version: '1.24.37',
        summary:
          'Wydanie daje analitykom w eksporcie tylko pacjentów wybranych formularzy i słowniki kodów, czytelniej opisuje historię zmian formularza i podpowiada, gdzie w długim formularzu jest użytkownik.',
        areas: [
          {
            heading: 'Eksport danych',
            changes: [
              'Eksport kilku wybranych formularzy zawiera tylko pacjentów, którzy mają protokół jednego z nich. Dotąd plik pacjentów zawierał wszystkich pacjentów Twoich szpitali, także w eksporcie z danymi identyfikującymi. Podsumowanie eksportu i plik README.txt to mówią.',
              'Przycisk pobrania pojedynczego formularza z tabelami (np. formularza rozszerzonego) pobiera archiwum ZIP z tym formularzem, jego tabelami, plikiem pacjentów i książką kodów. Dotąd pobierał plik CSV bez danych tabel.',
              'Archiwum zawiera plik dictionaries.csv ze wszystkimi wpisami słowników, z których pochodzą kody (ICD-10, ICD-O-3, leki, CTCAE, obywatelstwa, kategorie chorób), po polsku i po angielsku.',
              'Na telefonie pasek u dołu ekranu pokazuje liczbę pacjentów i rekordów podczas wyboru formularzy i prowadzi do przycisku pobrania.',
            ],
          },
          {
            heading: 'Jakość danych',
            changes: [
              'Plik „dla Excela (polski)” ma polskie nagłówki kolumn z jednostkami, np. „Mediana oczekiwania flag (dni)”, i inną nazwę niż zwykły plik CSV.',
              'Link z filtrem szpitala lub protokołu spoza Twojego konta mówi, którego filtra dotyczy, i proponuje raport bez niego. Dotąd pokazywał błąd i przycisk ponowienia, który nie mógł pomóc.',
              'Mediana z połówką dnia jest zapisana poprawnie: „82,5 dnia”.',
            ],
          },
          {
            heading: 'Formularze i historia zmian',
            changes: [
              'Spis sekcji długiego formularza zaznacza sekcję, którą właśnie widać na ekranie.',
              'Historia zmian nazywa wiersz tabeli także jego pierwszym polem, np. „Kurs leczenia 2 (Chemioterapia) › Lek 1 › Dawka”, a dawkę podaje z jednostką: „1,5 mg/m² → 1,8 mg/m²”.',
              'Przycisk „Zapisz” nowego pacjenta, użytkownika lub szpitala można kliknąć od razu: pokazuje wtedy, które pola trzeba wypełnić. Dotąd był wyszarzony do pierwszej zmiany.',
            ],
          },
          {
            heading: 'Strona główna',
            changes: [
              'Gdy suma pacjentów według szpitali przekracza liczbę pacjentów roku, wykres wyjaśnia, że pacjent leczony w kilku szpitalach liczy się w każdym z nich.',
              'Przycisk „Anuluj” w pytaniach o potwierdzenie ma zwykły krzyżyk zamiast znaku ostrzeżenia.',
            ],
          },
        ],
      },
      {
        version: '1.24.36',
        summary:
          'Wydanie mówi czytnikowi ekranu, gdzie jest użytkownik i co znalazł, utrzymuje górny pasek w zasięgu klawiatury po przewinięciu strony i pyta o potwierdzenie przed aktywacją wpisu.',
        areas: [
          {
            heading: 'Czytniki ekranu',
            changes: [
              'Po przejściu na nową stronę czytnik ekranu odczytuje jej tytuł, np. „Pacjenci · oncoreg”. Strona pacjenta jest odczytywana, gdy wczyta dane pacjenta, z jego nazwiskiem.',
              'Po wyszukaniu lub zmianie filtra listy czytnik ekranu odczytuje liczbę wyników, np. „Liczba wyników: 14” albo „Liczba wyników: ponad 10 000”.',
              'Menu boczne jest oznaczone jako „Menu główne”, a czytnik ekranu mówi, która pozycja odpowiada otwartej stronie.',
              'Kolumna, według której posortowano listę, jest oznaczona dla czytnika ekranu jako posortowana rosnąco albo malejąco.',
              'Przycisk menu użytkownika nazywa się tak, jak go widać, np. „Anna Kowalska, menu użytkownika”.',
              'Menu otwierane na telefonie jest oknem o nazwie „Menu główne”.',
            ],
          },
          {
            heading: 'Obsługa klawiaturą',
            changes: [
              'Górny pasek, który chowa się przy przewijaniu strony w dół, wraca, gdy dojdzie się do niego klawiszem Tab (np. Shift+Tab z menu bocznego). Dotąd przełącznik języka i menu użytkownika były wtedy nieosiągalne z klawiatury.',
              'Przycisk „Przejdź do treści”, pierwszy przystanek klawisza Tab, jest czytelny: niebieski na jasnym tle, ze strzałką. Dotąd jego biały napis ginął na jasnym tle, a na telefonie był pustym kwadratem 16 px.',
            ],
          },
          {
            heading: 'Administracja',
            changes: [
              'Aktywacja konta, szpitala lub pacjenta pyta najpierw o potwierdzenie i przypomina powód dezaktywacji, np. „Bezpieczeństwo – podejrzenie przejęcia lub nieuprawnionego użycia konta”. Dotąd jedno kliknięcie przywracało dostęp do konta zablokowanego ze względów bezpieczeństwa.',
              'Dwa szpitale o tej samej pełnej nazwie są na listach wyboru rozróżnione nazwą skróconą, np. „Szpital Miejski (SM-1)”. Dotąd na liście były dwie identyczne pozycje.',
            ],
          },
        ],
      },
      {
        version: '1.24.35',
        summary:
          'Wydanie mówi, kto zapisał nowszą wersję formularza, i nie pokazuje już zmyślonych danych kontaktowych fundacji.',
        areas: [
          {
            heading: 'Formularze protokołów',
            changes: [
              'Okno konfliktu wersji podaje, kto i kiedy zapisał nowszą wersję formularza, np. „Wersja 3, zapisana 07.12.2026, 12:18 przez: Anna Kowalska”, aby było wiadomo, z kim ustalić zmiany.',
              'Komunikat o zapisaniu formularza na urządzeniu bez połączenia jest niebieski, nie zielony: zielony oznacza zapis na serwerze.',
              'Pytanie o usunięcie wiersza tabeli podaje w tytule, którego wiersza dotyczy, np. „Usunięcie wiersza: Wizyta kontrolna 2”.',
            ],
          },
          {
            heading: 'Komunikaty',
            changes: [
              'Strona Kontakt nie pokazuje już przykładowych danych („Fundacja (nazwa do uzupełnienia)”, kontakt@example.org). Dopóki fundacja nie wpisze swoich danych w ustawieniach rejestru, strona mówi, że ich jeszcze nie ma, i radzi zwrócić się do koordynatora w swoim szpitalu.',
              'Tabela jakości danych pokazuje każdą średnią kompletność z jednym miejscem po przecinku (82,0% obok 56,3%).',
              'Dymek wykresu na stronie głównej pisze „Liczba: 15” zamiast „Liczba : 15”.',
            ],
          },
          {
            heading: 'Obsługa klawiaturą',
            changes: [
              'Menu użytkownika otwiera się z zaznaczoną pierwszą pozycją, a strzałki przechodzą między pozycjami. Dotąd „Wyloguj się” było nieosiągalne z klawiatury.',
              'Po zapisaniu formularza klawiszem Spacja lub Enter kursor zostaje na przycisku „Zapisz”, a po zmianie języka na przycisku wybranego języka. Dotąd wracał na początek strony.',
              'Pole, do którego przechodzi się klawiszem Tab, nie chowa się już pod paskiem z przyciskiem „Zapisz” na dole formularza.',
              'Element wybrany klawiaturą ma wyraźną obwódkę, także pozycje menu bocznego, numery stron listy i przyciski języka.',
              'Pytania o niezapisane zmiany (przy wyjściu z formularza, zmianie języka i wylogowaniu) zaczynają od przycisku, który niczego nie traci, a czytnik ekranu odczytuje ich treść.',
              'Czytnik ekranu odczytuje znacznik flag na liście pacjentów jako „1 otwarta flaga korekty”, a nie samą liczbę.',
            ],
          },
        ],
      },
      {
        version: '1.24.34',
        summary:
          'Wydanie chroni zmiany współpracowników przy konflikcie wersji formularza, odrzuca niejednoznaczne liczby i porządkuje eksport danych.',
        areas: [
          {
            heading: 'Formularze protokołów',
            changes: [
              'Przy konflikcie wersji „Zapisz moją wersję” zachowuje zmiany innej osoby w polach, których nie zmieniano na tym urządzeniu. Dotąd zapis nadpisywał cały formularz, a np. dawka zmieniona w tym czasie przez kolegę wracała po cichu do poprzedniej wartości.',
              'Data i przyczyna zgonu przy odpowiedzi „Nie” w polu Zgon oraz data i umiejscowienie wznowy przy odpowiedzi „Brak” są odrzucane jako sprzeczne z tą odpowiedzią. Dotąd takie dane zapisywały się bez ostrzeżenia.',
              'W spisie sekcji formularza sekcja z danymi ma kropkę zamiast zielonego „ptaszka”, który sugerował, że sekcja jest kompletna.',
              'Liczba z kropką i trzema cyframi po niej („150.000”, „1.250”) jest odrzucana, bo może oznaczać tysiące: wpisz 150 000 albo 1,25. Dotąd „150.000” zapisywało się jako 150. Komunikat przy polu podaje przykład: „Wpisz liczbę, np. 12,5 lub 150 000”.',
            ],
          },
          {
            heading: 'Eksport danych',
            changes: [
              'Nazwa pobranego pliku mówi, czy dane są spseudonimizowane, czy identyfikujące (…-pseudonymised.zip, …-identifiable.zip).',
              'Przed pobraniem danych identyfikujących eksport pyta jeszcze raz, przypominając, co zawiera plik.',
              'Eksport spseudonimizowany nie zawiera już nazwisk osób, które zapisały formularze.',
              'Notatki w eksporcie z danymi identyfikującymi są zwykłym tekstem, bez znaczników HTML.',
              'Gdy wyboru nie da się wyeksportować, podsumowanie mówi, co poprawić.',
            ],
          },
          {
            heading: 'Administracja',
            changes: [
              'Hasło nadane przez administratora użytkownik zmienia przy pierwszym logowaniu, zanim zobaczy rejestr.',
              'Ekran słowników otwiera ten sam słownik po polsku i po angielsku.',
              'Lista użytkowników mieści się na ekranie: długie adresy e-mail łamią się po „@” i kropkach.',
            ],
          },
          {
            heading: 'Historia zmian',
            changes: [
              'Lista ostatnich zmian podaje nazwę szpitala, konta lub pacjenta, którego dotyczy zmiana, a nie tylko jego identyfikator.',
              'Pozycja słownika, której nazwa jest jej kodem (np. termin CTCAE po angielsku), jest pokazywana raz, a nie dwukrotnie.',
              'Czytniki ekranu odczytują sortowanie z nazwą kolumny taką, jak na ekranie („PESEL”, nie „pESEL”).',
            ],
          },
        ],
      },
      {
        version: '1.24.33',
        summary:
          'Wydanie chroni wpisane dane, gdy sesja wygaśnie w chwili zapisu, nie zdradza dnia urodzenia w eksporcie spseudonimizowanym i poprawia to, co pokazały kolejne próby rejestru, także na telefonie.',
        areas: [
          {
            heading: 'Formularze protokołów',
            changes: [
              'Gdy sesja wygaśnie w chwili zapisu, formularz zostaje zapisany na tym urządzeniu i wysłany po ponownym zalogowaniu, a po zalogowaniu wracasz do tego formularza. Dotąd pojawiał się komunikat „Formularz zapisany”, choć nic nie zapisano, a wpisane dane przepadały.',
              'Wylogowanie przy niezapisanych zmianach najpierw pyta: anuluj, odrzuć zmiany i wyloguj albo zapisz i wyloguj.',
              'Po zmianie języka cały formularz jest w nowym języku (dotąd jego pola zostawały czasem po polsku).',
              'Licznik błędów przy przycisku Zapisz maleje, gdy tylko poprawisz pole.',
              'Objętość guza nie jest liczona z wymiarów, których nie da się odczytać („12,5x”, „-3”): pole objętości jest wtedy puste.',
              'Na telefonie pod wybranym lekiem lub rozpoznaniem widać jego pełną nazwę.',
              'Po angielsku data wpisana w polskim porządku („14.05.2019”) jest odrzucana jako błędna, zamiast zamieniać się po cichu w inną datę.',
              'Na telefonie pole z błędem nie chowa się pod czerwonym komunikatem.',
            ],
          },
          {
            heading: 'Pacjenci',
            changes: [
              'Dwukrotne kliknięcie „Dodaj protokół”, „Dodaj szpital”, aktywacji, gwiazdki czy rozwiązania flagi wysyła jedno żądanie (dotąd drugie kończyło się komunikatem o błędzie obok komunikatu o sukcesie).',
              'Karta „Protokoły” prowadzi do obu formularzy protokołu: podstawowego i rozszerzonego.',
              'Nowy pacjent: protokoły są podpisane nazwami, np. „ALL: Ostra białaczka limfoblastyczna”.',
            ],
          },
          {
            heading: 'Listy',
            changes: [
              'Filtr roku urodzenia pokazuje podpowiedź pod polem, a błędnie wpisany rok nie zostawia listy zawężonej do roku, którego już nie widać w polu. Rok z odnośnika, którego serwer by nie przyjął, nie jest wysyłany.',
            ],
          },
          {
            heading: 'Eksport danych',
            changes: [
              'W eksporcie spseudonimizowanym wiek w chwili rozpoznania jest liczony od 15. dnia miesiąca urodzenia. Dotąd, liczony od dnia urodzenia z dokładnością do setnych części roku, pozwalał razem z datą rozpoznania odtworzyć dzień urodzenia.',
              'Słownik danych nazywa adres jak formularz pacjenta: „Adres do korespondencji”.',
            ],
          },
          {
            heading: 'Logowanie',
            changes: [
              'Strona logowania mówi „Logowanie” raz.',
              'Gdy w przeglądarce zabraknie tokenu dostępu, aplikacja odnawia sesję, zamiast wylogowywać.',
            ],
          },
        ],
      },
      {
        version: '1.24.32',
        summary:
          'Wydanie naprawia zapis liczb z przecinkiem w formularzach protokołów, pyta przed dezaktywacją protokołu, pozwala szukać danych zamkniętych szpitali i poprawia kilkadziesiąt drobiazgów, które wskazały kolejne próby na rejestrze demonstracyjnym.',
        areas: [
          {
            heading: 'Formularze protokołów',
            changes: [
              'Liczby są czytane w języku interfejsu, a nie przeglądarki: „12,4” zostaje 12,4. Dotąd przeglądarka ustawiona na angielski (USA) gubiła przecinek i zapisywała 124. Po polsku można wpisać przecinek albo kropkę, po angielsku kropkę; spacje między grupami cyfr („150 000”) są pomijane, a czego nie da się odczytać jako liczby, formularz nie zapisze i powie o tym przy polu („Wpisz liczbę”, w polu liczb całkowitych „Wpisz liczbę całkowitą”).',
            ],
          },
          {
            heading: 'Pacjenci',
            changes: [
              'Dezaktywacja protokołu pyta najpierw o potwierdzenie i mówi, że zapisane formularze zostaną zachowane, choć znikną z sekcji „Formularze protokołów” do czasu ponownej aktywacji. Aktywacja i dezaktywacja kończą się komunikatem.',
              'Jedynego szpitala pacjenta nie da się odłączyć: przycisk jest nieaktywny, a obok widać dlaczego (dotąd serwer odmawiał dopiero po potwierdzeniu, z kodem błędu).',
              'Zgoda RODO nie może mieć daty wcześniejszej niż data urodzenia pacjenta.',
              'Po dodaniu protokołu, szpitala lub załącznika, rozwiązaniu flagi korekty i usunięciu pliku kursor klawiatury zostaje w sekcji, zamiast wracać na początek strony.',
              'Strona pacjenta mówi „Adres do korespondencji”, tak jak formularz i historia zmian.',
              'Nieistniejący adres, na przykład /patient/abc, pokazuje „Pacjent nie istnieje” zamiast trzech komunikatów o błędzie i przycisku Spróbuj ponownie. Tak samo strony użytkowników, szpitali i kategorii.',
            ],
          },
          {
            heading: 'Listy',
            changes: [
              'Filtry szpitala (na listach użytkowników i pacjentów oraz w raporcie jakości danych) proponują także zamknięte szpitale, oznaczone „(nieaktywny)”, aby można było odszukać ich konta, pacjentów i braki w danych.',
              'Filtr roku urodzenia nie wysyła niepełnego roku: przy „20” lista zostaje, a pole podpowiada „Podaj rok, np. 2015” (dotąd lista znikała za komunikatem o błędnym żądaniu).',
              'Filtr protokołu pokazuje nazwy: „HL: Chłoniak Hodgkina”.',
              'Lista pacjentów oznacza zmarłych, tak jak strona pacjenta.',
            ],
          },
          {
            heading: 'Jakość danych',
            changes: [
              'Tabela mieści na ekranie 1280 px wszystkie dwanaście kolumn; gdy ekran jest węższy, mówi, że można ją przewinąć w bok, a kolumna protokołu zostaje na miejscu. Tabelę można przewijać klawiaturą.',
              'Raport można pobrać także dla polskiego Excela (średniki, przecinek dziesiętny, polskie litery bez zniekształceń).',
            ],
          },
          {
            heading: 'Komunikaty',
            changes: [
              'Gdy po poprawieniu pól zapis odrzuci serwer (na przykład zajęta nazwa skrócona), na ekranie zostaje tylko jego komunikat, bez wcześniejszego „Formularz zawiera błędy”, a kursor przechodzi do pola, które trzeba poprawić.',
              'Zmiana adresu e-mail użytkownika przy niezapisanych zmianach w formularzu pyta najpierw, czy je odrzucić: dotąd znikały bez ostrzeżenia.',
            ],
          },
          {
            heading: 'Administracja',
            changes: [
              'Dezaktywacja kategorii choroby proponuje tylko ogólne powody (duplikat, omyłkowy wpis), a nie powody dotyczące użytkowników, pacjentów czy szpitali.',
              'Na stronie własnego konta przycisk Dezaktywuj jest nieaktywny, a jego podpowiedź mówi dlaczego.',
              'Zamknięty szpital użytkownika jest oznaczony „(nieaktywny)” na jego stronie i na liście użytkowników.',
              'Protokoły użytkownika są wybierane i pokazywane z nazwami: „NBL: Nerwiak zarodkowy współczulny”.',
              'Ostatnie zmiany łamią długą ścieżkę po ukośnikach, a nie w środku słowa.',
              'Strona kopii zapasowych przy wyłączonych automatycznych kopiach mówi, kogo poprosić o ich włączenie.',
              'Protokół WT nazywa się jak jego kategoria: „Nerczak zarodkowy (guz Wilmsa)”.',
              'Ostatnie zmiany: gdy data „Do dnia” jest wcześniejsza niż „Od dnia”, pole mówi o tym, a lista nie znika.',
              'Daty z godziną wyglądają wszędzie tak samo, na przykład ostatnie logowanie na liście użytkowników: „07.12.2026, 13:27:32”.',
              'Okno wpisu słownika oznacza pola wymagane gwiazdką, a pola wyszukiwania na listach mają nazwę czytaną przez czytniki ekranu.',
            ],
          },
          {
            heading: 'Eksport',
            changes: [
              'Administrator centralny czyta, że eksport obejmuje wszystkie szpitale rejestru, a nie „Twoje szpitale”.',
              'Polska część pliku README.txt w eksporcie mówi „(konto 4)”, a nie „(account 4)”.',
            ],
          },
        ],
      },
      {
        version: '1.24.31',
        summary:
          'Wydanie układa nazwiska w kolejności polskiego alfabetu, drukuje rozpoznania z ich nazwami i poprawia kilkanaście drobiazgów, które wskazały próby na rejestrze demonstracyjnym.',
        areas: [
          {
            heading: 'Listy',
            changes: [
              'Nazwiska i nazwy są ułożone według polskiego alfabetu: „Bąk” po wszystkich „Ba…”, „Łęcka” po „Lis”, „Źrałek” i „Żak” po „Zieliński”. Dotąd litery z ogonkami i kreskami stały wśród liter bez nich. Wyszukiwanie nadal nie zważa na polskie znaki („lodz” znajduje „Łódź”).',
              'Filtry typu tak/nie (na przykład „Z otwartymi flagami korekty”) są na tyle szerokie, by pokazać całą nazwę.',
              'Słownik zdarzeń niepożądanych (CTCAE) mieści się w oknie: długie wartości łamią się na kilka wierszy, przyciski edycji są zawsze widoczne, a lista słowników pokazuje pełną nazwę.',
            ],
          },
          {
            heading: 'Pacjenci',
            changes: [
              'Otwarcie edycji pacjenta nie sprawdza już na serwerze jego własnego, zapisanego numeru PESEL ani paszportu: nie zostawia wpisu „Sprawdzenie numeru PESEL” w ostatnich zmianach i nie zużywa limitu sprawdzeń. Zmieniony numer jest sprawdzany jak dotąd.',
              'Data zgonu z przyszłości jest opisana jako błędna data zgonu, a nie urodzenia.',
              'Gdy wpisany numer PESEL zmienia wcześniej wpisaną datę urodzenia lub płeć, formularz mówi o tym pod polem PESEL.',
              'Wydruk karty podaje kody słownikowe (na przykład ICD-10) razem z nazwami, tak jak formularz: „C91 — Białaczka limfatyczna”.',
              'Gwiazdka obserwowania zostawia kursor klawiatury na sobie.',
            ],
          },
          {
            heading: 'Formularze protokołów',
            changes: [
              'Spis sekcji pokazuje przy sekcji z błędami znak ostrzeżenia zamiast zielonego znacznika danych, który wyglądał jak „sekcja gotowa”.',
            ],
          },
          {
            heading: 'Komunikaty',
            changes: [
              'Ponowne kliknięcie Zapisz w formularzu z błędami nie dokłada drugiego takiego samego komunikatu, a udany zapis usuwa z ekranu komunikaty o wcześniejszych błędach.',
              'Formularze użytkowników, szpitali i pacjentów pokazują wszystkie błędy naraz i po polsku: przeglądarka nie zatrzymuje już zapisu własnym dymkiem o adresie e-mail.',
            ],
          },
          {
            heading: 'Administracja',
            changes: [
              'Po dezaktywacji lub aktywacji rekordu kursor klawiatury przechodzi na przycisk, który pojawił się w miejscu użytego.',
              'Powód dezaktywacji jest pokazywany w wybranym języku interfejsu.',
              'Ostatnie zmiany nazywają sprawdzenie numeru paszportu i jego pola, a przy utworzeniu konta pokazują, czy wymagana jest zmiana hasła (dotąd: „ukryte”).',
              'Na telefonie długa nazwa szpitala na stronie użytkownika łamie się na kilka wierszy zamiast się urywać.',
              'Raport jakości danych nie proponuje przyszłego roku rejestracji.',
            ],
          },
          {
            heading: 'Eksport danych',
            changes: ['Plik README.txt w archiwum eksportu jest po polsku, a potem po angielsku.'],
          },
          {
            heading: 'Strona główna',
            changes: [
              'Pusta lista ostatnio edytowanych formularzy podaje wybrany rok zamiast „w tym roku”.',
            ],
          },
        ],
      },
      {
        version: '1.24.30',
        summary:
          'Wydanie prowadzi prosto do pierwszego błędu formularza, pilnuje szpitali nowego użytkownika jeszcze przed zapisem i porządkuje listy wyboru.',
        areas: [
          {
            heading: 'Formularze protokołów',
            changes: [
              'Gdy formularz nie daje się zapisać, kursor trafia do pierwszego pola z błędem w kolejności na stronie, a nie do tego, które walidacja znalazła pierwsze. Pole pojawia się na środku ekranu, razem z opisem błędu: na telefonie nie chowa się już pod paskiem z przyciskiem Zapisz.',
              'To samo po wybraniu „Zapisz i przejdź” w pytaniu o niezapisane zmiany.',
            ],
          },
          {
            heading: 'Użytkownicy',
            changes: [
              'Pole „Szpitale” ma gwiazdkę pola wymaganego, gdy wybrana rola wymaga szpitala (każda poza centralnym administratorem), a formularz sprawdza je przed wysłaniem. Dotąd brak szpitala wychodził na jaw dopiero po odmowie serwera.',
            ],
          },
          {
            heading: 'Listy wyboru',
            changes: [
              'Typy załączników i powody dezaktywacji są ułożone alfabetycznie według nazw w wybranym języku, z pozycją „Inny dokument” na końcu. Dotąd szły w kolejności kodów, niewidocznych dla użytkownika.',
            ],
          },
          {
            heading: 'Strona główna',
            changes: [
              'Wykres pokazuje „0” także przy grupie bez żadnego pacjenta (na przykład przy płci w roku, w którym zarejestrowano tylko dziewczynkę), zamiast pustego wiersza.',
            ],
          },
          {
            heading: 'Wbudowana baza danych',
            changes: [
              'Serwer z wbudowaną bazą danych (instalacja bez osobnego serwera PostgreSQL) obsługuje listy pacjentów o około 30% szybciej przy wielu użytkownikach naraz: wyniki zapytań odczytuje teraz wątek serwera, a wątek bazy danych zajmuje się tylko samymi zapytaniami.',
            ],
          },
        ],
      },
      {
        version: '1.24.29',
        summary:
          'Wydanie przyspiesza listę pacjentów filtrowaną według protokołu i wyszukiwanie pacjentów jednego szpitala.',
        areas: [
          {
            heading: 'Listy',
            changes: [
              'Baza danych nie planuje już od nowa listy pacjentów filtrowanej według protokołu przy każdym jej wyświetleniu: jeden plan, przygotowany raz na połączenie, służy wszystkim protokołom. Na komputerze testowym strona listy lekarza z protokołem ALL lub AML kosztuje bazę danych 0,15–0,35 ms zamiast 0,5–0,6 ms, a przy 50 połączeniach naraz serwer udzielał 1036–1396 odpowiedzi na sekundę zamiast 960–1247 (sześć pomiarów na przemian z poprzednią wersją).',
              'Tak samo wyszukiwanie pacjentów w liście jednego szpitala: jeden plan służy każdemu szukanemu słowu. Na komputerze testowym takie wyszukiwanie lekarza bez innych filtrów kosztuje bazę danych 0,8–0,9 ms zamiast 1,15–1,2 ms.',
            ],
          },
        ],
      },
      {
        version: '1.24.28',
        summary:
          'Wydanie utrzymuje szybkość list przez cały dzień pracy, także gdy użytkownicy łączą filtry na wiele sposobów.',
        areas: [
          {
            heading: 'Listy',
            changes: [
              'Serwer trzyma przygotowane zapytania do bazy danych według tego, jak często są używane teraz, a nie według tego, które pojawiły się pierwsze po jego uruchomieniu. Dotąd, gdy użytkownicy połączyli filtry na wiele różnych sposobów, zapytania używane na co dzień mogły być za każdym razem planowane od nowa. Na komputerze testowym 1000 różnych zapytań administratora centralnego o listę pacjentów, wysyłanych przez 50 połączeń naraz: 905–915 odpowiedzi na sekundę zamiast 815–888.',
            ],
          },
        ],
      },
      {
        version: '1.24.27',
        summary:
          'Wydanie przyspiesza wyszukiwanie pacjentów w całym rejestrze i w kilku szpitalach.',
        areas: [
          {
            heading: 'Listy',
            changes: [
              'Wyszukiwanie pacjentów w całym rejestrze (administrator centralny) lub w kilku szpitalach naraz jest szybsze. Baza danych trzyma teraz przy każdym pacjencie krótki zapis z tym, czego szuka wyszukiwanie i według czego sortuje lista, i czyta go zamiast pełnych danych pacjenta. Na komputerze testowym pierwsza strona wyników „nowak” wśród 100 000 pacjentów trwa 5,6 ms zamiast 7,9 ms, a wśród 1 000 000 pacjentów najwolniejsze zapytania listy administratora centralnego (99. percentyl) trwają 87 ms zamiast 141 ms. Każdy pacjent zajmuje przez to w bazie danych nieco więcej miejsca.',
            ],
          },
        ],
      },
      {
        version: '1.24.26',
        summary: 'Wydanie skraca zmianę nazwy lub stanu szpitala, który ma wielu pacjentów.',
        areas: [
          {
            heading: 'Szpitale',
            changes: [
              'Zmiana nazwy, nazwy skróconej lub stanu szpitala trwa krócej, gdy szpital ma wielu pacjentów. Baza danych zapisuje wtedy nowe dane szpitala przy każdym jego pacjencie i poprawia liczby, które pokazują strona główna i lista pacjentów. Przy tym porównywała każdego pacjenta szpitala z każdym innym, więc czas rósł z kwadratem ich liczby: przy 5770 pacjentach szpitala zmiana trwała na komputerze testowym 4,8 s, teraz 0,2 s. Odtąd czas rośnie proporcjonalnie do liczby pacjentów szpitala. Do końca zmiany inne zapisy dotyczące tych pacjentów czekają, więc dotąd czekały o wiele dłużej.',
            ],
          },
        ],
      },
      {
        version: '1.24.25',
        summary: 'Wydanie rysuje wykresy na stronie głównej od razu, z liczbami przy słupkach.',
        areas: [
          {
            heading: 'Strona główna',
            changes: [
              'Wykresy na stronie głównej są rysowane od razu, razem z liczbami przy słupkach. Dotąd słupki rosły przez 400 ms, co kosztowało przeglądarkę pracę w każdej klatce obrazu, a liczby pojawiały się dopiero po tym czasie. Przy otwarciu strony głównej przeglądarka wykonuje teraz mniej pracy: na komputerze testowym około 100 ms. Każda grupa na wykresie ma swój podpis, jak dotąd, ale przeglądarka nie mierzy już podpisów jeden po drugim, by sprawdzić, czy się mieszczą.',
            ],
          },
        ],
      },
      {
        version: '1.24.24',
        summary: 'Wydanie skraca czas, w którym otwierana aplikacja nie odpowiada na kliknięcia.',
        areas: [
          {
            heading: 'Szybkość',
            changes: [
              'Otwierana aplikacja jest rysowana raz, w krótkich odcinkach, między którymi przeglądarka odpowiada na kliknięcia, a nie dwa razy, z czego drugi raz w jednym kawałku, przez który strona nie odpowiadała (na komputerze testowym około 110 ms). Tak było przy każdym otwarciu, chyba że od ostatniego wylogowania zmieniono język. Czas blokowania strony przy otwarciu spadł na komputerze testowym o około 60 ms, na stronie głównej i na liście pacjentów.',
            ],
          },
        ],
      },
      {
        version: '1.24.23',
        summary: 'Wydanie zmniejsza pamięć serwera z wbudowaną bazą danych.',
        areas: [
          {
            heading: 'Serwer',
            changes: [
              'Serwer z wbudowaną bazą danych zajmuje mniej pamięci: w spoczynku 357 MB zamiast 426 MB, a przy eksporcie 100 000 pacjentów najwyżej 412 MB zamiast 478 MB. Statystyki tabel zapisanych formularzy i historii zmian baza zbiera z mniejszej próbki wierszy, a pamięć zajętą przez sprawdzenie hasła przy logowaniu serwer od razu oddaje systemowi.',
            ],
          },
        ],
      },
      {
        version: '1.24.22',
        summary: 'Wydanie skraca czekanie na zmianę strony listy.',
        areas: [
          {
            heading: 'Szybkość',
            changes: [
              'Nowa strona, sortowanie lub liczba wierszy na stronie zmienia listę w chwili kliknięcia, a nie chwilę po nim. Strona listy oglądana przed chwilą pojawia się na komputerze testowym o mniej więcej 20 ms szybciej (mediana 92 zamiast 109-123 ms).',
            ],
          },
        ],
      },
      {
        version: '1.24.21',
        summary: 'Wydanie zmniejsza pracę przeglądarki przy przechodzeniu między stronami list.',
        areas: [
          {
            heading: 'Szybkość',
            changes: [
              'Zmiana strony, sortowania lub filtra listy (pacjentów, użytkowników, szpitali, słowników) rysuje na nowo wiersze i to, co się zmieniło, a nie całe menu boczne, górny pasek, filtry i nagłówki kolumn: o połowę mniej elementów i o ponad jedną czwartą mniej pracy procesora przy każdej zmianie, co odciąża słabsze komputery.',
            ],
          },
        ],
      },
      {
        version: '1.24.20',
        summary: 'Wydanie przyspiesza zapisywanie formularzy protokołów.',
        areas: [
          {
            heading: 'Szybkość',
            changes: [
              'Serwer układa najczęstsze zapytania do bazy danych (sprawdzenie sesji przy każdym żądaniu, odczyt i zapis formularza) raz, a nie przy każdym wywołaniu. Zapis formularza zajmuje procesor serwera o mniej więcej jedną czwartą krócej, a przy 20 zapisach naraz 99% z nich kończy się o 3-6 ms szybciej.',
            ],
          },
        ],
      },
      {
        version: '1.24.19',
        summary: 'Wydanie porządkuje historię zmian i jednostki w formularzach protokołów.',
        areas: [
          {
            heading: 'Historia zmian',
            changes: [
              'Zmienione pola pacjenta, szpitala, kategorii i użytkownika są wypisane w kolejności formularza (na przykład PESEL, imię, nazwisko, płeć, data urodzenia), a nie w przypadkowej kolejności, w jakiej zapisała je baza danych. Tak samo w dzienniku zmian.',
            ],
          },
          {
            heading: 'Formularze protokołów',
            changes: [
              'Objętość guza ma jednostkę cm³ (było „cm3”).',
              'W wersji angielskiej jednostka eGFR w formularzu rozszerzonym guza Wilmsa ma kropkę dziesiętną: ml/min/1.73 m².',
            ],
          },
          {
            heading: 'Listy',
            changes: [
              'W wersji angielskiej zakres wierszy pod listą jest zapisany z półpauzą, tak jak po polsku („1–25 z 60”).',
            ],
          },
        ],
      },
      {
        version: '1.24.18',
        summary:
          'Wydanie poprawia czytelność list na telefonie: etykiety nie łamią się już słowo pod słowem, a użytkownicy są podpisani imieniem i nazwiskiem. Małe pliki mają rozmiar zapisany słowem.',
        areas: [
          {
            heading: 'Listy na telefonie',
            changes: [
              'Etykieta wartości (na przykład „Nazwa polska:” w kategoriach chorób albo „E-mail:” na liście użytkowników) zostaje w jednym wierszu, a długa wartość zawija się obok niej, zamiast ściskać etykietę do jednego słowa w wierszu.',
              'Na liście użytkowników każdy wiersz zaczyna się od imienia i nazwiska, jak strona użytkownika, a nie od samego imienia z nazwiskiem w osobnej linii.',
            ],
          },
          {
            heading: 'Wbudowana baza danych',
            changes: [
              'Lista pacjentów nie zwalnia już przy długiej pracy wielu użytkowników naraz: baza porządkuje tabele pacjentów po zmianie 1% wierszy zamiast 20%. W dziesięciominutowej próbie 50 użytkowników mediana odpowiedzi wzrastała z 15-17 do 26-27 ms; teraz zostaje na 15-20 ms.',
            ],
          },
          {
            heading: 'Pliki',
            changes: [
              'Rozmiar pliku mniejszego niż 1 kB (załącznika albo zgody RODO, także w historii pacjenta) jest zapisany słowem, na przykład „823 bajty” zamiast „823 B”, tak jak po angielsku „823 bytes” zamiast „823 byte”.',
            ],
          },
        ],
      },
      {
        version: '1.24.17',
        summary:
          'Wydanie mieści stronę pacjenta na ekranie telefonu: żaden przycisk ani kolumna nie chowa się już poza jego krawędzią.',
        areas: [
          {
            heading: 'Strona pacjenta',
            changes: [
              'Na telefonie protokoły, formularze protokołów, załączniki i zgody RODO są wierszami jeden pod drugim zamiast tabel przewijanych w bok. Przycisk dezaktywacji protokołu, kompletność i wersja formularza oraz przyciski pobrania i usunięcia pliku są widoczne bez przewijania.',
            ],
          },
        ],
      },
      {
        version: '1.24.16',
        summary:
          'Wydanie zmniejsza pamięć, której serwer potrzebuje przy eksporcie, i poprawia filtry ostatnich zmian.',
        areas: [
          {
            heading: 'Serwer',
            changes: [
              'Eksport 100 000 pacjentów zajmuje mniej pamięci serwera: na PostgreSQL 176 MB zamiast do 294 MB, z wbudowaną bazą danych 478 MB zamiast 556 MB. Serwer wcześniej sprząta pamięć, której już nie używa.',
            ],
          },
          {
            heading: 'Ostatnie zmiany',
            changes: [
              'Adres, który filtruje po akcji lub typie obiektu jeszcze nieobecnym w dzienniku (np. otwarty z linku), pokazuje ten wybór w polu filtra, a nie puste pole.',
            ],
          },
        ],
      },
      {
        version: '1.24.15',
        summary:
          'Wydanie szybciej pokazuje nową stronę, sortowanie lub filtr listy i lepiej opisuje wyszukiwanie bez wyników.',
        areas: [
          {
            heading: 'Listy',
            changes: [
              'Po zmianie strony, sortowania lub filtra listy nowe wiersze pokazują się szybciej: rysowane są razem z resztą strony, a nie w osobnym, późniejszym kroku.',
              'Lista, w której wyszukiwanie lub filtry nic nie znalazły, mówi o tym pełnym zdaniem, np. „Żaden pacjent nie pasuje do wybranych filtrów.” zamiast „Nie znaleziono pozycji: Pacjenci”. Tak samo ostatnie zmiany i pozostałe listy.',
            ],
          },
        ],
      },
      {
        version: '1.24.14',
        summary: 'Wydanie przyspiesza otwieranie stron po zalogowaniu i po ponownym wczytaniu.',
        areas: [
          {
            heading: 'Szybkość',
            changes: [
              'Przeglądarka pobiera kod aplikacji w mniejszej liczbie większych części: lista pacjentów otwiera się, pobierając 19 plików zamiast 154, a strona główna 18 zamiast 132. Na komputerze testowym lista pacjentów pokazuje pierwsze wiersze po około 2,5 s od wczytania zamiast 3,3–3,6 s, a strona główna po około 2,2 s zamiast 2,6–2,8 s.',
              'Strona logowania pobiera o 12% mniej kodu.',
            ],
          },
        ],
      },
      {
        version: '1.24.13',
        summary:
          'Wydanie naprawia telefon, który po obróceniu do pionu przestawał reagować na dotknięcia, oraz zmiany szpitali i kont wprowadzane w chwili, gdy inni z nich korzystają.',
        areas: [
          {
            heading: 'Telefony',
            changes: [
              'Po obróceniu telefonu z poziomu do pionu (albo zwężeniu okna przeglądarki) strona reaguje na dotknięcia. Dotąd niewidoczna warstwa menu zostawała nad całą stroną i przechwytywała każde dotknięcie, aż do ponownego wczytania strony.',
              'W tabeli jakości danych kolumna protokołu zostaje na miejscu, gdy liczby przewija się w bok, więc przy każdej liczbie widać, do którego protokołu należy.',
              'W eksporcie nazwa protokołu, która nie mieści się w jednym wierszu, stoi w całości wewnątrz ramki swoich formularzy. Dotąd przecinała ją linia ramki.',
              'Przyciski przeniesione do drugiego wiersza (w eksporcie „Zaznacz wszystkie” i „Odznacz wszystkie”, na stronie wydruku) zaczynają się równo z pierwszym.',
            ],
          },
          {
            heading: 'Dane',
            changes: [
              'Zmiana nazwy, skrótu lub stanu szpitala w chwili, gdy inni rejestrują jego pacjentów albo dodają ich do szpitala, nie kończy się już komunikatem „Rejestr zapisuje w tej chwili inne zmiany” ani u administratora, ani u nich. W próbie, w której 30 osób zapisywało naraz, a co szesnasta zmiana dotyczyła szpitala, spotykał go mniej więcej co dziewiąty zapis.',
              'Pacjent dodany do szpitala w trakcie zmiany jego nazwy ma na liście pacjentów nową nazwę szpitala. Dotąd mógł zachować dawną.',
              'Dezaktywacja konta użytkownika, także administratora centralnego, który właśnie korzysta z rejestru, nie kończy się już tym samym komunikatem, ani u administratora, ani u użytkownika, którego sesja się odświeża. W próbie z ośmioma odświeżającymi się sesjami spotykała go każda dezaktywacja.',
              'Rejestracja sprawdza, czy wybrane szpitale są aktywne, także w chwili zapisu: pacjenta nie da się zarejestrować w szpitalu dezaktywowanym w międzyczasie.',
            ],
          },
        ],
      },
      {
        version: '1.24.12',
        summary: 'Wydanie poprawia czytelność kilku ekranów na telefonie.',
        areas: [
          {
            heading: 'Telefony',
            changes: [
              'W historii zmian pacjenta i w dzienniku ostatnich zmian nazwa każdego zmienionego pola stoi nad jego wartościami przed i po zmianie, na całej szerokości ekranu. Dotąd zajmowała trzecią część szerokości i dłuższe słowa dzieliły się w połowie.',
              'Zakładki formularza podstawowego i rozszerzonego dzielą między siebie szerokość ekranu. Dotąd druga z nich wychodziła poza ekran.',
              'W listach (na przykład użytkowników) brakująca wartość, jak szpitale administratora centralnego albo ostatnie logowanie konta, które jeszcze się nie logowało, jest pokazana jako kreska, a nie jako sam opis bez wartości.',
            ],
          },
          {
            heading: 'Ekrany',
            changes: [
              'Na stronie wydruku karty pacjenta ostatni element ścieżki nawigacji nazywa tę stronę („Wydruk karty”), zamiast powtarzać imię i nazwisko pacjenta.',
            ],
          },
          {
            heading: 'Instalacja',
            changes: [
              'Połączenie z serwerem PostgreSQL na tej samej maszynie może prowadzić przez jego gniazdo uniksowe. README opisuje, jak zapisać je w DATABASE_URL, a błędny adres jest odrzucany z komunikatem, który pokazuje tę postać.',
            ],
          },
        ],
      },
      {
        version: '1.24.11',
        summary:
          'Wydanie przyspiesza listę pacjentów: każda strona listy wymaga od bazy danych mniej pracy.',
        areas: [
          {
            heading: 'Działanie',
            changes: [
              'Szpitale i protokoły pacjenta, pokazywane w wierszu listy, baza danych przechowuje razem z pacjentem i uaktualnia przy każdej ich zmianie, także przy zmianie nazwy, skrótu lub stanu szpitala. Strona listy nie zbiera ich już osobno dla każdego wiersza, więc lista odpowiada szybciej, zwłaszcza gdy korzysta z niej wiele osób naraz.',
              'Pierwsze uruchomienie tej wersji raz przepisuje w ten sposób wszystkich pacjentów rejestru, zanim aplikacja zacznie odpowiadać. W naszej próbie z rejestrem 100 000 pacjentów trwało to około 20 sekund z serwerem PostgreSQL i około minuty z wbudowaną bazą danych.',
            ],
          },
        ],
      },
      {
        version: '1.24.10',
        summary:
          'Wydanie przyspiesza listę pacjentów w instalacji z wbudowaną bazą danych, bez osobnego serwera PostgreSQL.',
        areas: [
          {
            heading: 'Działanie',
            changes: [
              'Wbudowana baza danych trzyma w pamięci więcej często czytanych danych. W dużym rejestrze lista pacjentów administratora centralnego i wyszukiwanie po nazwisku odpowiadają wyraźnie szybciej; serwer zajmuje za to około 35–70 MB pamięci więcej.',
            ],
          },
        ],
      },
      {
        version: '1.24.9',
        summary:
          'Wydanie sprawia, że strona główna i inne strony po zalogowaniu otwierają się z mniejszym wysiłkiem przeglądarki.',
        areas: [
          {
            heading: 'Działanie',
            changes: [
              'Wykres na stronie głównej jest rysowany dopiero wtedy, gdy znajdzie się na ekranie lub tuż pod nim. Wykresy, do których trzeba przewinąć stronę, nie opóźniają już jej otwarcia; rysują się, zanim do nich dojdziesz. Na wydruku wykres, który nie został jeszcze narysowany, zastępuje tabela z tymi samymi liczbami.',
              'Napisy wbudowanych elementów interfejsu (przyciski listy wyboru, stronicowanie, zamykanie komunikatów) są przygotowywane w wybranym języku szybciej, więc każda strona po zalogowaniu otwiera się nieco sprawniej.',
            ],
          },
        ],
      },
      {
        version: '1.24.8',
        summary: 'Wydanie sprawia, że strona główna wcześniej prosi serwer o swoje dane.',
        areas: [
          {
            heading: 'Działanie',
            changes: [
              'Gdy aplikacja otwiera się na stronie głównej z zapamiętaną sesją, prosi o liczby wybranego roku, obserwowanych pacjentów, pacjentów do poprawy i (administratorowi centralnemu) stan kopii zapasowych zaraz po wczytaniu konta, a nie dopiero po narysowaniu strony. Dane strony są przez to gotowe wcześniej, zwłaszcza na wolniejszym łączu. Po wylogowaniu odpowiedzi, których strona jeszcze nie pokazała, są odrzucane, więc kolejna osoba zobaczy tylko swoje dane.',
            ],
          },
        ],
      },
      {
        version: '1.24.7',
        summary:
          'Wydanie sprawia, że przeglądarka ma mniej pracy przy listach, a serwer z wbudowaną bazą danych zajmuje mniej pamięci przy pierwszym uruchomieniu.',
        areas: [
          {
            heading: 'Działanie',
            changes: [
              'Lista pacjentów i inne listy rysują oznaczenia szpitali, protokołów i flag korekty prostszym sposobem, więc po zmianie strony, sortowania lub filtra przeglądarka ma mniej pracy, zanim pokaże nowe wiersze. Oznaczenia wyglądają tak samo jak dotąd.',
              'Przy pierwszym uruchomieniu z wbudowaną bazą danych serwer zajmuje mniej pamięci, zwykle o około połowę: wątek, który utworzył bazę, ustępuje nowemu, który ją otwiera. To pierwsze uruchomienie trwa przez to mniej więcej sekundę dłużej.',
            ],
          },
        ],
      },
      {
        version: '1.24.6',
        summary:
          'Wydanie sprawia, że serwer rejestru zajmuje mniej pamięci i szybciej się uruchamia.',
        areas: [
          {
            heading: 'Działanie',
            changes: [
              'Serwer rejestru uruchamia kod przygotowany z góry, przy budowaniu aplikacji, a nie tłumaczony w trakcie działania. Zajmuje przez to mniej pamięci (z bazą PostgreSQL mniej więcej o jedną trzecią) i po uruchomieniu wcześniej zaczyna odpowiadać.',
            ],
          },
        ],
      },
      {
        version: '1.24.5',
        summary: 'Wydanie przyspiesza listę pacjentów.',
        areas: [
          {
            heading: 'Pacjenci',
            changes: [
              'Lista pacjentów pobiera stronę i liczbę wszystkich pasujących pacjentów jednym zapytaniem do bazy danych, a z danych pacjenta tylko to, co pokazuje, więc serwer odpowiada szybciej i przy wielu jednoczesnych użytkownikach obsługuje ich więcej.',
            ],
          },
        ],
      },
      {
        version: '1.24.4',
        summary: 'Wydanie sprawia, że menu czyta się w całości w obu językach.',
        areas: [
          {
            heading: 'Nawigacja',
            changes: [
              'Długie pozycje menu, zwłaszcza w wersji angielskiej, są teraz zawijane do drugiego wiersza, a nie ucinane wielokropkiem.',
            ],
          },
        ],
      },
      {
        version: '1.24.3',
        summary:
          'Wydanie usuwa błąd, przez który zmiany pacjentów jednego szpitala wprowadzane w tej samej chwili przez kilka osób mogły się nie zapisać.',
        areas: [
          {
            heading: 'Pacjenci',
            changes: [
              'Gdy kilka osób w tej samej chwili dodawało, dezaktywowało lub przenosiło pacjentów tego samego szpitala, część tych zmian mogła zakończyć się komunikatem o błędzie i się nie zapisać, a trzeba było je powtórzyć. Zmiany czekają teraz na siebie po kolei i każda się zapisuje.',
              'Nowy pacjent jest zapisywany w bazie danych jeden raz, a nie dwa, więc baza danych zajmuje mniej miejsca.',
              'Gdyby baza danych mimo to odrzuciła zmianę z powodu innej, zapisywanej w tej samej chwili, rejestr mówi teraz, że nic nie zostało zapisane i że można od razu spróbować ponownie, zamiast zgłaszać nieoczekiwany błąd.',
            ],
          },
        ],
      },
      {
        version: '1.24.2',
        summary:
          'Wydanie sprawia, że lista pacjentów w dużym rejestrze odpowiada prawie tak szybko jak w małym.',
        areas: [
          {
            heading: 'Listy',
            changes: [
              'Liczba pacjentów na liście jednego szpitala i na liście całego rejestru, bez filtrów albo z filtrem jednego protokołu lub aktywności pacjentów, jest odczytywana z liczników aktualizowanych przy każdej zmianie pacjenta, jego szpitali lub protokołów. Dotąd przy każdym otwarciu listy baza danych liczyła pacjentów od nowa, co w rejestrze miliona pacjentów zajmowało więcej czasu niż odczyt samej strony listy.',
              'Lista jednego szpitala posortowana według daty urodzenia nie sortuje już za każdym razem wszystkich pacjentów szpitala.',
              'Lista wszystkich pacjentów z filtrem protokołu szybciej wyświetla kolejne strony, zwłaszcza na wbudowanej bazie danych.',
            ],
          },
        ],
      },
      {
        version: '1.24.1',
        summary:
          'Wydanie dba o to, by rejestr na wbudowanej bazie danych nie zwalniał, gdy przybywa w nim danych, i przyspiesza wyszukiwanie pacjentów.',
        areas: [
          {
            heading: 'Działanie',
            changes: [
              'Wbudowana baza danych co minutę porządkuje tabele, w których przybyło lub ubyło dużo wierszy, i odświeża ich statystyki, jak robi to sam serwer PostgreSQL. Dotąd odświeżała statystyki tylko przy uruchomieniu, a tabel nie porządkowała wcale, więc z czasem wyszukiwanie i liczenie pacjentów czytało więcej danych, niż trzeba.',
            ],
          },
          {
            heading: 'Listy',
            changes: [
              'Wyszukiwanie na liście pacjentów więcej niż jednego szpitala odpowiada szybciej, a lista wszystkich pacjentów na wbudowanej bazie danych nieco szybciej niż dotąd.',
            ],
          },
        ],
      },
      {
        version: '1.24.0',
        summary: 'Wydanie przyspiesza zapisywanie formularzy protokołów i listę pacjentów.',
        areas: [
          {
            heading: 'Formularze protokołów',
            changes: [
              'Zapis formularza trwa krócej, także gdy wielu użytkowników zapisuje naraz. Jeśli w chwili zapisu ktoś zamknie protokół pacjenta albo przeniesie pacjenta do szpitala spoza Twoich, zapis jest odrzucany z tym samym komunikatem co dotąd i nic nie zostaje zapisane.',
            ],
          },
          {
            heading: 'Listy',
            changes: [
              'Lista pacjentów odpowiada szybciej, gdy wielu użytkowników korzysta z niej naraz.',
            ],
          },
        ],
      },
      {
        version: '1.23.1',
        summary: 'Wydanie poprawia wyświetlanie daty ostatniego logowania na stronie głównej.',
        areas: [
          {
            heading: 'Strona główna',
            changes: [
              'Data Twojego ostatniego logowania od razu wyświetla się po polsku. Po otwarciu aplikacji z zapisaną sesją przez chwilę pokazywała się po angielsku.',
            ],
          },
        ],
      },
      {
        version: '1.23.0',
        summary:
          'Wydanie przyspiesza stronę główną użytkowników szpitali i zmniejsza to, co pobiera strona logowania.',
        areas: [
          {
            heading: 'Strona główna',
            changes: [
              `Liczby roku dla Twoich szpitali (pacjenci według płci, protokołu i szpitala oraz nowi pacjenci z ostatnich ${RECENT_PATIENTS_DAYS} dni) liczą się szybciej, a ich czas nie rośnie wraz z całym rejestrem. Pacjent leczony w dwóch Twoich szpitalach liczy się raz, a w zestawieniu szpitali w każdym z nich, jak dotąd.`,
            ],
          },
          {
            heading: 'Logowanie',
            changes: [
              'Strona logowania pobiera mniej kodu: okno błędu serwera i komunikaty drugiego języka wczytują się dopiero wtedy, gdy są potrzebne.',
              'Gdy otwierasz aplikację z zapisaną sesją, dane Twojego konta są pobierane od razu, razem z tekstami interfejsu.',
            ],
          },
        ],
      },
      {
        version: '1.22.0',
        summary:
          'Wydanie sprawia, że treść strony głównej nie przeskakuje podczas wczytywania, a strony aplikacji pojawiają się szybciej.',
        areas: [
          {
            heading: 'Strona główna',
            changes: [
              'Liczby roku, wykresy i listy pojawiają się razem, więc nic nie przesuwa się pod kursorem w trakcie wczytywania. Pole wyboru roku jest na swoim miejscu od początku.',
              'Wykresy rysują się jeden po drugim, a strona w tym czasie odpowiada na kliknięcia.',
            ],
          },
          {
            heading: 'Nawigacja',
            changes: [
              'Strona otwarta z zakładki lub po odświeżeniu, na przykład lista pacjentów, pojawia się szybciej: aplikacja pobiera jej kod od razu, zamiast czekać na kolejne etapy wczytywania.',
              'Pozycje menu i przyciski dostępne dla Twojej roli pojawiają się razem z menu i stroną, a nie chwilę po nich.',
              'Podczas wczytywania aplikacji widać jej nazwę zamiast pustej strony.',
            ],
          },
        ],
      },
      {
        version: '1.21.0',
        summary:
          'Wydanie przyspiesza zapisywanie formularzy protokołów i sprawdzanie sesji przy każdym zapytaniu.',
        areas: [
          {
            heading: 'Formularze protokołów',
            changes: [
              'Zapis formularza trwa krócej, także gdy wielu użytkowników zapisuje naraz. Zapisywane dane, wersje i wpisy w dzienniku zdarzeń są takie jak dotąd.',
            ],
          },
          {
            heading: 'Logowanie i sesje',
            changes: [
              'Serwer sprawdza token sesji przy każdym zapytaniu szybciej, według tych samych zasad co dotąd.',
            ],
          },
        ],
      },
      {
        version: '1.20.0',
        summary: 'Wydanie przyspiesza stronę główną administratora centralnego i listy.',
        areas: [
          {
            heading: 'Strona główna',
            changes: [
              'Liczby roku, lata do wyboru i pacjenci z ostatnich 30 dni administratora centralnego wczytują się szybciej, także gdy wielu użytkowników otwiera stronę główną naraz.',
            ],
          },
          {
            heading: 'Listy',
            changes: ['Komórki list rysują się szybciej, a listy wyglądają tak samo jak dotąd.'],
          },
        ],
      },
      {
        version: '1.19.0',
        summary:
          'Wydanie sprawia, że po zmianie strony, sortowania lub filtra nowe wiersze listy pojawiają się szybciej.',
        areas: [
          {
            heading: 'Listy',
            changes: [
              'Po zmianie strony, sortowania lub filtra lista rysuje nowe wiersze, gdy tylko nadejdą z serwera, zamiast czekać, aż przerysuje się cała strona.',
              'Wiersze tabel rysują się szybciej i wyglądają tak samo jak dotąd; kliknięcie w dowolnym miejscu wiersza nadal otwiera rekord.',
            ],
          },
        ],
      },
      {
        version: '1.18.0',
        summary:
          'Wydanie sprawia, że listy od razu proszą serwer o następną stronę, nowe sortowanie i wyniki filtra.',
        areas: [
          {
            heading: 'Listy',
            changes: [
              'Po przejściu na inną stronę, zmianie sortowania lub filtra lista od razu prosi serwer o nowe wiersze, zamiast czekać, aż strona się przerysuje.',
              'Filtry nie przerysowują się, gdy zmieniają się wiersze pod nimi.',
            ],
          },
        ],
      },
      {
        version: '1.17.0',
        summary:
          'Wydanie sprawia, że listy szybciej odpowiadają na filtry, a lista pacjentów nie przeskakuje podczas wczytywania.',
        areas: [
          {
            heading: 'Listy',
            changes: [
              'Wybór z listy filtrów (szpital, kategoria choroby, protokół, tak/nie) od razu zmienia wyniki, bez dotychczasowego półsekundowego oczekiwania.',
              'Wpisywany tekst (wyszukiwanie, rok urodzenia) trafia do listy, gdy przestajesz pisać, od razu po naciśnięciu Enter albo po wyczyszczeniu pola; pojedyncze litery nie wysyłają już zapytań.',
              'Lista pacjentów nie przesuwa się podczas wczytywania: filtry zostają na swoich miejscach, a filtr kategorii choroby, zanim wczyta wybór, pokazuje „Ładowanie”.',
            ],
          },
        ],
      },
      {
        version: '1.16.0',
        summary:
          'Wydanie przyspiesza wyszukiwanie na liście wszystkich pacjentów: strona z wynikami wyszukiwania nazwiska lub rzadkiego filtra nie przegląda już rejestru od początku alfabetu.',
        areas: [
          {
            heading: 'Listy',
            changes: [
              'Lista wszystkich pacjentów (administratora centralnego albo lekarza kilku szpitali) szybciej pokazuje wyniki wyszukiwania nazwiska, także nazwiska z końca alfabetu, oraz pacjentów rzadkiego protokołu, roku urodzenia lub roku rejestracji.',
              'Kolejność po nazwisku i imieniu jest ta sama co dotąd: wielkość liter i znaki diakrytyczne nadal się nie liczą.',
            ],
          },
        ],
      },
      {
        version: '1.15.0',
        summary:
          'Wydanie przyspiesza listę pacjentów szpitala: licznik i filtry nie przeglądają już wszystkich pacjentów rejestru, a ekrany użytkowników są opisane raz, dla serwera i przeglądarki, jak szpitale.',
        areas: [
          {
            heading: 'Listy',
            changes: [
              'Lista pacjentów jednego szpitala (lekarza jednego szpitala lub zawężona do jednego szpitala) liczy pacjentów i filtruje ich po aktywności, roku urodzenia, protokole i wyszukiwanym słowie dużo szybciej, także przy sortowaniu po dacie urodzenia lub rejestracji.',
              'Lista wszystkich pacjentów zawężona do jednego protokołu szybciej podaje ich liczbę.',
            ],
          },
          {
            heading: 'Działanie',
            changes: [
              'Strona logowania wczytuje mniej: treści wiadomości e-mail zna tylko serwer.',
            ],
          },
        ],
      },
      {
        version: '1.14.0',
        summary:
          'Wydanie porządkuje budowę rejestru od środka i przyspiesza listę pacjentów: szpitale i kategorie chorób są opisane raz, dla serwera i przeglądarki, a logowanie jest lepiej chronione przed zgadywaniem haseł.',
        areas: [
          {
            heading: 'Listy',
            changes: [
              'Lista pacjentów dużego rejestru wczytuje się szybciej; gdy pasujących pacjentów jest więcej niż 10 000, licznik pokazuje „10 000+”, a filtr zawęża wynik.',
              'Słowniki, dziennik zmian i historia pacjenta działają jak pozostałe listy: te same stany wczytywania i błędu, stronicowanie, a na telefonie wiersze jeden pod drugim.',
            ],
          },
          {
            heading: 'Bezpieczeństwo',
            changes: [
              'Wiele prób logowania lub potwierdzenia hasła wysłanych naraz nie daje więcej prób niż limit, także przy kilku serwerach.',
            ],
          },
          {
            heading: 'Działanie',
            changes: [
              'Strona logowania wczytuje tylko swoje teksty; reszta wczytuje się po zalogowaniu.',
              'Wbudowana baza danych działa w osobnym wątku, obok obsługi żądań.',
            ],
          },
        ],
      },
      {
        version: '1.13.0',
        summary:
          'Wydanie chroni dane przed utratą (kopie zapasowe) i sprawia, że ekrany mówią prawdę: błąd wczytywania nie wygląda już jak pusta lista, a historia zmian czyta się jak zapis w dokumentacji.',
        areas: [
          {
            heading: 'Kopie zapasowe',
            changes: [
              'Serwer wykonuje kopie zapasowe rejestru według harmonogramu i przechowuje ostatnie z nich; administrator centralny widzi na stronie Kopie zapasowe, kiedy wykonano ostatnią i czy się udała, a strona główna ostrzega, gdy kopie są zaległe.',
              'Kopię można odtworzyć do nowego katalogu danych albo do serwera PostgreSQL; uszkodzona kopia jest odrzucana bez zmiany danych.',
            ],
          },
          {
            heading: 'Ekrany',
            changes: [
              'Gdy listy, karty lub okna nie udało się wczytać, ekran mówi o tym i pozwala spróbować ponownie, zamiast pokazywać pustą listę.',
              'Historia pacjenta i dziennik zmian pokazują nazwy pól, szpitali, słowników i plików oraz zmiany formularzy pole po polu.',
              'Daty wpisuje się i czyta w formacie dd.mm.rrrr, z kalendarzem po polsku.',
              'Na telefonie listy układają się w wiersze jeden pod drugim, a formularz protokołu ma spis sekcji z liczbą błędów.',
              'Wyjście z niezapisanego formularza lub zmiana języka pytają najpierw; kartę pacjenta można wydrukować.',
              'Zmiana roli, szpitali lub protokołów konta obowiązuje w otwartych sesjach od następnego kliknięcia.',
            ],
          },
          {
            heading: 'Poprawność danych',
            changes: [
              'Daty zdarzeń w formularzach nie mogą być późniejsze niż dzisiaj ani wcześniejsze niż data urodzenia, a data końca nie może poprzedzać daty początku.',
              'Drugi pacjent z tym samym numerem paszportu i drugi szpital z tą samą nazwą skróconą są odrzucane.',
              'Plik za duży lub niewłaściwego typu jest odrzucany przed wysłaniem, a wysyłanie pokazuje postęp.',
            ],
          },
        ],
      },
      {
        version: '1.12.0',
        summary:
          'Wydanie wzmacnia ochronę kont i danych oraz oddaje dane z rejestru: eksport do analiz z książką kodów i raport jakości danych.',
        areas: [
          {
            heading: 'Bezpieczeństwo kont',
            changes: [
              'Zmiana własnego adresu e-mail wymaga obecnego hasła; poprzedni adres dostaje powiadomienie, a pozostałe sesje konta się kończą.',
              'Zmiana adresu e-mail lub hasła i dezaktywacja konta unieważniają wysłane wcześniej linki do ustawienia hasła.',
              'Pierwszy administrator musi zmienić jednorazowe hasło, zanim skorzysta z rejestru.',
              'Nieudane logowania liczą się dla konta, niezależnie od tego, czy wpisano adres e-mail, czy nazwę użytkownika.',
              'Sprawdzenie numeru PESEL ma limit prób i jest zapisywane w dzienniku zmian.',
            ],
          },
          {
            heading: 'Ochrona danych',
            changes: [
              'Notatki formularzy są oczyszczane z aktywnej treści także na serwerze.',
              'Załączniki są rozpoznawane po treści i zapisywane z rozszerzeniem swojego typu; uszkodzone pliki są odrzucane.',
              'Pola ze znakami, których baza nie może zapisać, są odrzucane z komunikatem przy polu.',
            ],
          },
          {
            heading: 'Eksport danych',
            changes: [
              'Strona „Eksport danych”: wybór formularzy, szpitali i okresu rejestracji, podgląd liczby pacjentów i rekordów, pobieranie przez przeglądarkę.',
              'Archiwum ZIP z plikiem pacjentów, plikami formularzy i tabel, książką kodów w dwóch językach i skryptem load.R dla R.',
              'Eksport spseudonimizowany: bez danych identyfikujących, ze stałym pseudonimem pacjenta w każdym eksporcie.',
              'Format CSV dla programów statystycznych albo dla polskiego Excela.',
            ],
          },
          {
            heading: 'Jakość danych',
            changes: [
              'Strona „Jakość danych”: dla każdego szpitala i protokołu pacjenci, rozpoczęte formularze i ich kompletność, brakujące formularze, otwarte flagi korekty i brakujące zgody RODO.',
              'Każda liczba prowadzi do listy pacjentów, z których się składa; raport można pobrać jako CSV.',
            ],
          },
          {
            heading: 'Telefony',
            changes: ['Żaden ekran nie przewija się w bok na ekranie o szerokości 390 pikseli.'],
          },
        ],
      },
      {
        version: '1.11.2',
        summary:
          'Wydanie obejmuje całą aplikację opisaną w specyfikacji rejestru: od logowania, przez pacjentów i formularze protokołów, po stronę główną ze statystykami.',
        areas: [
          {
            heading: 'Logowanie i sesje',
            changes: [
              'Logowanie adresem e-mail lub nazwą użytkownika.',
              'Sesja odnawia się sama podczas pracy; wylogowanie, zmiana hasła i dezaktywacja konta kończą ją od razu.',
              'Czasowa blokada po kilku nieudanych próbach logowania.',
              'Powitanie z datą poprzedniego logowania.',
            ],
          },
          {
            heading: 'Resetowanie hasła i konto',
            changes: [
              'Link do ustawienia nowego hasła wysyłany e-mailem, ważny 1 godzinę i jednorazowy; nowe hasło kończy wszystkie sesje konta.',
              'Strona „Moje konto”: dane profilu, zmiana adresu e-mail i hasła.',
            ],
          },
          {
            heading: 'Administracja (administratorzy centralni)',
            changes: [
              'Szpitale: lista, dodawanie, edycja, aktywacja i dezaktywacja z powodem.',
              'Użytkownicy: rola, szpitale i protokoły, hasło początkowe albo link do jego ustawienia, zmiana adresu e-mail, dezaktywacja kończąca sesje.',
              'Kategorie chorób i słowniki: ICD-10, ICD-O-3 (morfologia i topografia), leki przeciwnowotworowe (ATC), CTCAE v5.0, obywatelstwa, powody dezaktywacji i typy załączników, z wyszukiwaniem bez polskich znaków.',
              'Ostatnie zmiany: dziennik każdej zmiany z filtrami i wartościami przed zmianą i po niej.',
            ],
          },
          {
            heading: 'Pacjenci',
            changes: [
              'Lista pacjentów z wyszukiwaniem, filtrami i sortowaniem.',
              'Dodawanie i edycja pacjenta ze sprawdzaniem numeru PESEL: data urodzenia i płeć uzupełniane z numeru, ostrzeżenie o pacjencie, który już jest w rejestrze.',
              'Karta pacjenta: szpitale, protokoły, załączniki (np. epikryza) i zgody RODO, flagi korekty, obserwowani pacjenci, dezaktywacja z powodem i historia zmian pacjenta.',
              'Pliki PDF, JPG i PNG rozpoznawane po zawartości, z limitem rozmiaru.',
            ],
          },
          {
            heading: 'Formularze protokołów',
            changes: [
              `Formularz podstawowy i rozszerzony dla każdego z ${PROTOCOL_COUNT} protokołów, po polsku i po angielsku.`,
              'Podpowiedzi ze słowników, obliczanie objętości guza, tabele z potwierdzeniem usunięcia wiersza.',
              'Każda zapisana wersja jest zachowywana; zapis na nieaktualnej wersji nie nadpisuje cudzych zmian.',
              'Ostrzeżenie przy opuszczaniu formularza z niezapisanymi zmianami.',
              `Zapis bez połączenia z siecią: kolejka do ${OFFLINE_QUEUE_LIMIT} zapisów wysyłanych po powrocie połączenia.`,
            ],
          },
          {
            heading: 'Strona główna',
            changes: [
              `Statystyki za wybrany rok: nowi pacjenci z ostatnich ${RECENT_PATIENTS_DAYS} dni, zapisane formularze, pacjenci według płci, protokołów i szpitali, formularze według rodzaju.`,
              'Ostatnio edytowane formularze, obserwowani pacjenci i pacjenci do poprawy.',
            ],
          },
          {
            heading: 'Informacje, języki i dostępność',
            changes: [
              'Strony: najczęstsze pytania, pomoc, kontakt, historia wersji, polityka prywatności i regulamin.',
              'Cały interfejs po polsku i po angielsku; daty i liczby w formacie wybranego języka.',
              'Każda strona ma tytuł i ścieżkę nawigacji; logowanie, otwarcie pacjenta i zapis formularza działają z samej klawiatury.',
            ],
          },
          {
            heading: 'Bezpieczeństwo danych',
            changes: [
              'Dostęp do pacjentów według szpitali i protokołów, sprawdzany przez serwer przy każdym zapytaniu.',
              'Każda zmiana zapisywana w dzienniku zmian, którego baza danych nie pozwala zmienić ani usunąć.',
              'Hasła przechowywane wyłącznie w postaci skrótu (Argon2id).',
            ],
          },
        ],
      },
    ],
  },
  en: {
    current: 'You are using version',
    releases: [
      {
        version: '1.24.39',
        summary:
          "This release speeds up the home page's statistics for people who work in one hospital.",
        areas: [
          {
            heading: 'Speed',
            changes: [
              "The database now also keeps the home page's number of forms saved in a year for each hospital, and updates it with every form save and whenever a patient is added to or removed from a hospital. A physician or coordinator of one hospital gets it without reading every hospital's saves, so their statistics no longer slow down as the registry grows. In our trial with a registry of 100,000 patients their statistics answered about twice as fast with 10 requests at once. The figures do not change: someone who works in several hospitals still counts a patient treated in two of them once.",
              'The first start of this version counts these forms once for every hospital before the application begins to answer. In our trial with a registry of 100,000 patients on a PostgreSQL server this took under a second.',
            ],
          },
        ],
      },
      {
        version: '1.24.38',
        summary:
          'This release shows a whole form as any saved version left it, and makes read-only forms easier to read.',
        areas: [
          {
            heading: 'Forms and change history',
            changes: [
              'Every saved version of a form can be read whole, as that save left it, with the definition it was saved with. The link "Earlier versions" under the form\'s title and "Show the whole form as of version N" beside each save in the patient\'s change history and in the latest changes lead to it. The version\'s page says who saved it and when, and moves between the versions.',
              "On a version's page the fields its save changed are marked with an orange bar, and the index of sections shows with a pencil which sections it changed.",
              'A read-only form (for a role that may not edit, under an inactive protocol, or an earlier version) shows its values in the ordinary dark text rather than pale grey, the chosen answer in colour, and a long dictionary entry, such as an ICD-O-3 morphology, whole under its field.',
              'In the latest changes, the "Path" column no longer breaks a short word such as "login_check" over two lines, and in English the dictionaries\' column of Polish text reads "Polish description".',
            ],
          },
        ],
      },
      {
        version: '1.24.37',
        summary:
          "This release gives analysts only the chosen forms' patients and the code dictionaries in an export, reads a form's history more clearly and shows where one is in a long form.",
        areas: [
          {
            heading: 'Data export',
            changes: [
              "An export of some of the forms holds only the patients who hold the protocol of one of them. Until now the patients' file held every patient of your hospitals, in an identifiable export too. The export's summary and README.txt say so.",
              "A single form with tables (an extended form, say) downloads as a ZIP with the form, its tables, the patients' file and the codebook. Until now it gave a CSV without the tables' data.",
              'The archive holds dictionaries.csv, every entry of the dictionaries the codes come from (ICD-10, ICD-O-3, agents, CTCAE, nationalities, disease categories), in Polish and English.',
              'On a phone, a bar at the foot of the screen shows the patients and records while the forms are chosen, and leads to the download button.',
            ],
          },
          {
            heading: 'Data quality',
            changes: [
              "The file for Polish Excel has Polish column headers with their units, such as 'Mediana oczekiwania flag (dni)', and a name of its own beside the plain CSV's.",
              'A link with a hospital or protocol filter outside your account says which filter, and offers the report without it. Until now it showed an error and a retry that could not help.',
              "A median with half a day reads correctly in Polish: '82,5 dnia'.",
            ],
          },
          {
            heading: 'Forms and change history',
            changes: [
              "A long form's section list marks the section in view.",
              "The change history names a table row by its first field too, such as 'Treatment course 2 (Chemotherapy) › Agent 1 › Dose', and gives a dose with its unit: '1.5 mg/m² → 1.8 mg/m²'.",
              'The Save button of a new patient, user or hospital can be pressed at once: it then shows which fields are required. Until now it was greyed out until the first change.',
            ],
          },
          {
            heading: 'Home page',
            changes: [
              "When the patients by hospital add up to more than the year's patients, the chart explains that a patient treated in several hospitals counts in each.",
              'The Cancel button of a confirmation bears a plain cross instead of a warning sign.',
            ],
          },
        ],
      },
      {
        version: '1.24.36',
        summary:
          "This release tells a screen reader where the user is and what a search found, keeps the top bar within the keyboard's reach after the page is scrolled, and asks before a record is activated.",
        areas: [
          {
            heading: 'Screen readers',
            changes: [
              "A screen reader reads the title of each new page, for example \"Patients · oncoreg\". A patient's page is read once the patient's data has loaded, with the patient's name.",
              'After a search or a change of a list\'s filter, a screen reader reads the number of results, for example "Results: 14" or "Results: more than 10 000".',
              'The side menu is marked as the "Main menu", and a screen reader says which entry is the open page.',
              'The column a list is sorted by is marked for screen readers as sorted ascending or descending.',
              'The user menu button is named as it is shown, for example "Anna Kowalska, user menu".',
              'The menu opened on a phone is a dialog named "Main menu".',
            ],
          },
          {
            heading: 'Keyboard',
            changes: [
              "The top bar, which slides away as the page scrolls down, comes back when Tab reaches it (Shift+Tab from the side menu, for example). Until now the language switch and the user menu were then out of the keyboard's reach.",
              'The "Skip to content" button, the first stop of the Tab key, can be read: blue on the light background, with an arrow. Until now its white text was lost on the light background, and on a phone it was an empty 16 px square.',
            ],
          },
          {
            heading: 'Administration',
            changes: [
              'Activating an account, a hospital or a patient asks for confirmation first and recalls why it was deactivated, for example a suspected account takeover. Until now one click restored an account locked for security reasons.',
              'Two hospitals of the same full name are told apart in pickers by their short names, for example "Szpital Miejski (SM-1)". Until now the list showed two identical entries.',
            ],
          },
        ],
      },
      {
        version: '1.24.35',
        summary:
          'This release says who saved the newer version of a form, and no longer shows made-up contact details for the foundation.',
        areas: [
          {
            heading: 'Protocol forms',
            changes: [
              'The version conflict dialog says who saved the newer version and when, such as "Version 3, saved 12/07/2026, 12:18 PM by Anna Kowalska", so that you know whom to agree the changes with.',
              'The notice that a form was saved on this device while offline is blue, not green: green means saved on the server.',
              'The question before deleting a table row names the row in its title, such as "Delete row: Follow-up visit 2".',
            ],
          },
          {
            heading: 'Messages',
            changes: [
              'The Contact page no longer shows sample details ("Fundacja (nazwa do uzupełnienia)", kontakt@example.org). Until the foundation enters its own in the registry\'s settings, the page says they are not there yet and suggests asking your hospital\'s coordinator.',
              'The data quality table shows every mean completeness with one decimal (82.0% beside 56.3%).',
              'The email change notice reads "A notice will be sent to the previous address".',
            ],
          },
          {
            heading: 'Keyboard',
            changes: [
              'The user menu opens on its first item, and the arrow keys move between the items. Before, "Logout" could not be reached from the keyboard.',
              'After saving a form with Space or Enter, the focus stays on "Save", and after a language change on the chosen language\'s button. Before, it went back to the top of the page.',
              'A field reached with Tab is no longer hidden under the bar with the "Save" button at the bottom of a form.',
              "The control the keyboard is on has a clear ring, the side menu's items, a list's page numbers and the language buttons included.",
              'The questions about unsaved changes (leaving a form, changing the language, logging out) start on the button that loses nothing, and a screen reader reads their text.',
              'A screen reader reads the flag mark in the patient list as "1 open correction flag", not the bare number.',
            ],
          },
        ],
      },
      {
        version: '1.24.34',
        summary:
          "This release keeps colleagues' changes when a form's versions conflict, refuses ambiguous numbers and tidies the data export.",
        areas: [
          {
            heading: 'Protocol forms',
            changes: [
              'On a version conflict, "Save my version" keeps the other person\'s changes in the fields not changed on this device. Before, it overwrote the whole form, and a dose a colleague changed meanwhile silently went back to its old value.',
              'A date or cause of death beside "Died: No", or a date or site of relapse beside "Event: None", is refused as contradicting that answer. Before, such data was saved without a warning.',
              "In the form's section index, a section with data shows a dot instead of a green tick, which suggested the section was complete.",
              'A number with a point and three digits after it ("150.000", "1.250") is refused, since it may mean thousands: type 150 000 or 1.25. Before, "150.000" was saved as 150. The field\'s message gives an example: "Enter a number, such as 12.5 or 150 000".',
            ],
          },
          {
            heading: 'Data export',
            changes: [
              "The downloaded file's name says whether the data is pseudonymised or identifiable (…-pseudonymised.zip, …-identifiable.zip).",
              'Before identifiable data is downloaded, the export asks once more, saying what the file holds.',
              'A pseudonymised export no longer names the staff who saved the forms.',
              'Notes in an identifiable export are plain text, without HTML tags.',
              'When the choices cannot be exported, the summary says what to correct.',
            ],
          },
          {
            heading: 'Administration',
            changes: [
              'A password set by an administrator is changed by the user at the first sign-in, before the registry opens.',
              'The dictionaries screen opens the same dictionary in Polish and in English.',
              'The users list fits the screen: long email addresses wrap after the "@" and the dots.',
            ],
          },
          {
            heading: 'Change history',
            changes: [
              'The last changes list names the hospital, account or patient a change is about, not only its id.',
              'A dictionary entry whose name is its code (an English CTCAE term, say) is shown once, not twice.',
              'Screen readers name a sort by the column as shown ("PESEL", not "pESEL").',
            ],
          },
        ],
      },
      {
        version: '1.24.33',
        summary:
          'This release keeps what you typed when the session ends as you save, no longer gives away the day of birth in a pseudonymised export, and fixes what further walks through the registry found, on phones too.',
        areas: [
          {
            heading: 'Protocol forms',
            changes: [
              'When the session ends as you save, the form is kept on this device and sent once you sign in again, and signing in takes you back to the form. Before, "Form saved" appeared though nothing was saved, and what you typed was lost.',
              'Logging out with unsaved changes asks first: cancel, discard the changes and log out, or save and log out.',
              'After a language switch the whole form is in the new language (its fields sometimes stayed Polish).',
              'The error count beside Save goes down as soon as you correct a field.',
              'The tumour volume is not worked out from dimensions that cannot be read ("12,5x", "-3"): the volume is then empty.',
              'On a phone, a chosen drug or diagnosis shows its full name under the field.',
              'In English, a date typed in Polish order ("14.05.2019") is refused as not a date instead of silently becoming another date.',
              'On a phone, a field in error is no longer hidden under the red message.',
            ],
          },
          {
            heading: 'Patients',
            changes: [
              'A double click on "Add protocol", "Add hospital", activation, the star or resolving a flag sends one request (the second used to end in an error message beside the success message).',
              "The Protocols card links both of a protocol's forms, basic and extended.",
              'New patient: protocols are offered with their names, e.g. "ALL: Acute lymphoblastic leukaemia".',
            ],
          },
          {
            heading: 'Lists',
            changes: [
              'The year of birth filter shows its hint under the box, and a year typed wrong no longer leaves the list filtered by a year the box no longer shows. A year in a link that the server would refuse is not sent.',
            ],
          },
          {
            heading: 'Data export',
            changes: [
              'In a pseudonymised export the age at diagnosis is counted from the 15th of the birth month. Counted from the day of birth to a hundredth of a year, it gave the day of birth back together with the date of diagnosis.',
              'The codebook names the correspondence address as the patient form does.',
            ],
          },
          {
            heading: 'Signing in',
            changes: [
              'The sign-in page says "Sign in" once.',
              'When the access token is missing from the browser, the app renews the session instead of signing you out.',
            ],
          },
        ],
      },
      {
        version: '1.24.32',
        summary:
          'This release mends numbers with a decimal comma in protocol forms, asks before a protocol is deactivated, lets closed hospitals be looked up, and fixes a few dozen small things found by walking through the demo registry again.',
        areas: [
          {
            heading: 'Protocol forms',
            changes: [
              'Numbers are read in the interface language, not the browser\'s: "12,4" stays 12.4 on a Polish screen. A browser set to American English used to drop the comma and save 124. Polish takes a comma or a point, English a point; spaces between digit groups ("150 000") are ignored, and anything that cannot be read as a number is not saved but reported on its field ("Enter a number", or "Enter a whole number").',
            ],
          },
          {
            heading: 'Patients',
            changes: [
              'Deactivating a protocol asks first and says that its saved forms are kept, though hidden from "Protocol forms" until it is activated again. Activating and deactivating end with a message.',
              "A patient's only hospital cannot be removed: the button is disabled with the reason beside it (the server used to refuse only after the confirmation, with an error code).",
              "A GDPR consent cannot be dated before the patient's birth.",
              'After adding a protocol, hospital or attachment, resolving a correction flag or removing a file, the keyboard focus stays in the section instead of going back to the top of the page.',
              'An address that cannot exist, such as /patient/abc, shows "Patient does not exist" instead of three error messages and a Try again button; so do the pages of users, hospitals and categories.',
            ],
          },
          {
            heading: 'Lists',
            changes: [
              'Hospital filters (in the users and patients lists and the data-quality report) offer closed hospitals too, marked "(inactive)", so that their accounts, patients and data gaps can be found.',
              'The year-of-birth filter does not send half a year: at "20" the list stays and the field says "Enter a year, e.g. 2015" (the list used to vanish behind a bad-request message).',
              'The protocol filter shows names: "HL: Hodgkin lymphoma".',
              'The patient list marks deceased patients, as the patient page does.',
            ],
          },
          {
            heading: 'Data quality',
            changes: [
              'The table fits all twelve columns on a 1280 px screen; on a narrower one it says that it scrolls sideways, and the protocol column stays in place. The table scrolls with the keyboard too.',
              'The report also downloads for Polish Excel (semicolons, decimal comma, Polish letters intact).',
            ],
          },
          {
            heading: 'Messages',
            changes: [
              'When the server refuses a save after the fields were corrected (a short name already taken, say), only its message stays on screen, without the earlier "The form contains errors", and the keyboard focus goes to the field to correct.',
              "Changing a user's email with unsaved changes in the form asks first whether to discard them: they used to vanish without a warning.",
            ],
          },
          {
            heading: 'Administration',
            changes: [
              'Deactivating a disease category offers only the general reasons (a duplicate, entered in error), not those for users, patients or hospitals.',
              "On your own account's page the Deactivate button is disabled, and its tooltip says why.",
              'A user\'s closed hospital is marked "(inactive)" on their page and in the users list.',
              'A user\'s protocols are picked and shown with their names: "NBL: Neuroblastoma".',
              'Recent changes wrap a long path after its slashes, not in the middle of a word.',
              'With automatic backups off, the backups page says whom to ask to turn them on.',
              'The WT protocol is named as its category: "Nephroblastoma (Wilms tumour)".',
              'Recent changes: when "To" is earlier than "From", the field says so and the list stays.',
              'Dates with a time look the same everywhere, the last sign-in in the users list included: "12/07/2026, 1:27:32 PM".',
              "The dictionary entry dialog marks required fields with an asterisk, and the lists' search boxes have a name screen readers read.",
            ],
          },
          {
            heading: 'Export',
            changes: [
              'A central administrator reads that the export covers every hospital of the registry, not "your hospitals".',
              'The Polish part of the export\'s README.txt says "(konto 4)", not "(account 4)".',
            ],
          },
        ],
      },
      {
        version: '1.24.31',
        summary:
          'This release sorts names in the order of the Polish alphabet, prints diagnoses with their names, and mends a dozen small things found by walking through the demo registry.',
        areas: [
          {
            heading: 'Lists',
            changes: [
              'Surnames and names follow the Polish alphabet: "Bąk" after every "Ba…", "Łęcka" after "Lis", "Źrałek" and "Żak" after "Zieliński". Letters with Polish diacritics used to stand among the plain ones. Search still ignores them ("lodz" finds "Łódź").',
              'Yes-or-no filters (such as "With open correction flags") are wide enough to show their whole name.',
              'The adverse events dictionary (CTCAE) fits its window: long values wrap, the edit buttons are always in sight, and the dictionary picker shows the whole name.',
            ],
          },
          {
            heading: 'Patients',
            changes: [
              "Opening a patient's edit screen no longer sends their own saved PESEL or passport number to the server's check: it leaves no \"PESEL number check\" in the recent changes and does not use up the checks' limit. A changed number is checked as before.",
              'A date of death in the future is reported as a wrong date of death, not of birth.',
              'When a typed PESEL number changes a date of birth or gender entered before it, the form says so under the PESEL field.',
              'The printed summary gives dictionary codes (ICD-10, for instance) with their names, as the form does: "C91 — Lymphoid leukaemia".',
              'The watch star keeps the keyboard focus.',
            ],
          },
          {
            heading: 'Protocol forms',
            changes: [
              'The section index shows a warning sign beside a section with errors instead of the green tick for its data, which read as "section done".',
            ],
          },
          {
            heading: 'Messages',
            changes: [
              'Clicking Save again on a form with errors does not stack a second identical message, and a successful save clears the messages about earlier errors.',
              "The user, hospital and patient forms show every error at once and in the app's language: the browser no longer stops the save with its own bubble about the email address.",
            ],
          },
          {
            heading: 'Administration',
            changes: [
              'After deactivating or activating a record, the keyboard focus moves to the button that took the place of the one used.',
              'A deactivation reason is shown in the language of the interface.',
              'The recent changes name a passport number check and its fields, and show whether a new account must change its password (it used to read "hidden").',
              "On a phone, a long hospital name on a user's page wraps instead of being cut off.",
              'The data quality report no longer offers a future registration year.',
            ],
          },
          {
            heading: 'Data export',
            changes: ['The README.txt in the export archive is in Polish, then in English.'],
          },
          {
            heading: 'Home',
            changes: [
              'An empty list of recently edited forms names the chosen year instead of "this year".',
            ],
          },
        ],
      },
      {
        version: '1.24.30',
        summary:
          "This release takes you straight to a form's first error, asks for a new user's hospitals before saving, and puts pick lists in order.",
        areas: [
          {
            heading: 'Protocol forms',
            changes: [
              'When a form cannot be saved, the cursor goes to the first field in error in the order of the page, not to the one the validation happened to find first. The field comes to the middle of the screen with its error message: on a phone it no longer hides under the bar with the Save button.',
              'The same after "Save and proceed" in the unsaved changes prompt.',
            ],
          },
          {
            heading: 'Users',
            changes: [
              'The "Hospitals" field carries the asterisk of a required field while the chosen role needs a hospital (every role but the central administrator), and the form checks it before sending. Until now a missing hospital came to light only when the server refused the save.',
            ],
          },
          {
            heading: 'Pick lists',
            changes: [
              'Attachment types and deactivation reasons are in the alphabetical order of their names in the chosen language, with "Other document" last. Until now they came in the order of their codes, which users do not see.',
            ],
          },
          {
            heading: 'Home page',
            changes: [
              'A chart shows "0" for a group with no patient too (say, gender in a year when only a girl was registered), rather than an empty row.',
            ],
          },
          {
            heading: 'Embedded database',
            changes: [
              "A server on the embedded database (an installation without a PostgreSQL server of its own) answers patient lists about 30% faster with many users at once: the server's thread now reads the queries' results, leaving the database's thread to the queries themselves.",
            ],
          },
        ],
      },
      {
        version: '1.24.29',
        summary:
          "This release speeds up the patient list filtered by a protocol and the search of one hospital's patients.",
        areas: [
          {
            heading: 'Lists',
            changes: [
              "The database no longer plans a patient list filtered by a protocol afresh each time it is shown: one plan, made once per connection, serves every protocol. On the test computer, a physician's page by ALL or AML costs the database 0.15-0.35 ms instead of 0.5-0.6 ms, and over 50 connections at once the server gave 1,036-1,396 answers a second instead of 960-1,247 (six runs taken in turn with the previous version).",
              "The same goes for a search of one hospital's patients: one plan serves every word searched for. On the test computer such a search by a physician, with no other filter, costs the database 0.8-0.9 ms instead of 1.15-1.2 ms.",
            ],
          },
        ],
      },
      {
        version: '1.24.28',
        summary:
          'This release keeps lists quick through a whole working day, also when users combine filters in many ways.',
        areas: [
          {
            heading: 'Lists',
            changes: [
              "The server keeps its prepared database queries by how often they are used now, not by which came first after it started. Until now, once users had combined filters in many different ways, the queries used every day could be planned afresh on every call. On the test computer, a central administrator's 1,000 varied patient list requests over 50 connections at once: 905-915 answers a second instead of 815-888.",
            ],
          },
        ],
      },
      {
        version: '1.24.27',
        summary:
          'This release speeds up searching patients across the registry and several hospitals.',
        areas: [
          {
            heading: 'Lists',
            changes: [
              'Searching patients across the whole registry (a central administrator) or across several hospitals at once is faster. The database now keeps beside each patient a short record of what a search looks for and what the list sorts by, and reads it instead of the patient\'s full data. On the test computer the first page of results for "nowak" among 100,000 patients takes 5.6 ms instead of 7.9 ms, and among 1,000,000 patients the central administrator\'s slowest list requests (the 99th percentile) take 87 ms instead of 141 ms. Each patient takes a little more room in the database for it.',
            ],
          },
        ],
      },
      {
        version: '1.24.26',
        summary:
          'This release shortens renaming a hospital with many patients, or changing its state.',
        areas: [
          {
            heading: 'Hospitals',
            changes: [
              "Changing a hospital's name, short name or state takes less time when the hospital has many patients. The database then writes the hospital's new details beside each of its patients and corrects the figures the home page and the patient list show. In doing so it compared every patient of the hospital with every other, so the time grew with the square of their number: with 5,770 patients in the hospital the change took 4.8 s on the test computer, and now 0.2 s. The time now grows in proportion to the number of the hospital's patients. Other writes about those patients wait until the change ends, so until now they waited much longer.",
            ],
          },
        ],
      },
      {
        version: '1.24.25',
        summary:
          "This release draws the home page's charts at once, with the counts beside their bars.",
        areas: [
          {
            heading: 'Home page',
            changes: [
              'The charts on the home page are drawn at once, with the counts beside their bars. Until now the bars grew for 400 ms, which cost the browser work in every frame, and the counts came only after that. Opening the home page now costs the browser less work: about 100 ms on the test computer. Every group in a chart keeps its label, as before, but the browser no longer measures the labels one by one to see whether they fit.',
            ],
          },
        ],
      },
      {
        version: '1.24.24',
        summary:
          'This release shortens the time in which the app, as it opens, does not answer clicks.',
        areas: [
          {
            heading: 'Speed',
            changes: [
              'The app is drawn once as it opens, in short slices between which the browser answers clicks, rather than twice, the second time in one piece during which the page did not answer (about 110 ms on the test computer). That happened at every opening unless the language had been switched since the last sign-out. The time the page is blocked while it opens fell by about 60 ms on the test computer, on the home page and on the patient list.',
            ],
          },
        ],
      },
      {
        version: '1.24.23',
        summary: 'This release lowers the memory of the server with the embedded database.',
        areas: [
          {
            heading: 'Server',
            changes: [
              'The server with the embedded database takes less memory: 357 MB at rest instead of 426 MB, and at most 412 MB instead of 478 MB in an export of 100,000 patients. The database gathers the statistics of the tables of saved forms and of the history of changes from a smaller sample of rows, and the server hands the memory a password check takes at sign-in back to the system at once.',
            ],
          },
        ],
      },
      {
        version: '1.24.22',
        summary: "This release shortens the wait for a list's new page.",
        areas: [
          {
            heading: 'Speed',
            changes: [
              "A list's new page, sort or rows per page changes the list in the click itself rather than a moment after it. A page of the list seen a moment before appears about 20 ms sooner on the test computer (a median of 92 ms instead of 109-123 ms).",
            ],
          },
        ],
      },
      {
        version: '1.24.21',
        summary: "This release lightens the browser's work when moving through a list's pages.",
        areas: [
          {
            heading: 'Speed',
            changes: [
              "A list's new page, sort or filter (patients, users, hospitals, dictionaries) redraws its rows and what changed, not the whole side menu, top bar, filters and column headers: half as many elements and over a quarter less processor time for each change, which spares slower computers.",
            ],
          },
        ],
      },
      {
        version: '1.24.20',
        summary: 'This release makes saving a protocol form faster.',
        areas: [
          {
            heading: 'Speed',
            changes: [
              "The server writes its most frequent database statements (the session check behind every request, reading and saving a form) once rather than on every call. Saving a form takes about a quarter less of the server's processor time, and with 20 saves at once 99% of them finish 3-6 ms sooner.",
            ],
          },
        ],
      },
      {
        version: '1.24.19',
        summary:
          "This release puts the history's changed fields in order and corrects two units in the protocol forms.",
        areas: [
          {
            heading: 'History',
            changes: [
              "A patient's, hospital's, category's or user's changed fields are listed in the order of their form (for a patient: PESEL, first name, last name, gender, date of birth...), not in the arbitrary order the database stored them in. The change log reads them in the same order.",
            ],
          },
          {
            heading: 'Protocol forms',
            changes: [
              "A tumour's volume is in cm³ (it read “cm3”).",
              'The eGFR unit in the Wilms tumour extended form now has a decimal point in English: ml/min/1.73 m² (it had the Polish comma).',
            ],
          },
          {
            heading: 'Lists',
            changes: [
              'The rows shown under a list read “1–25 of 60” with an en dash, as the Polish pager and the capped count (“1–25 of 10 000+”) already did.',
            ],
          },
        ],
      },
      {
        version: '1.24.18',
        summary:
          'This release makes the lists easier to read on a phone: labels no longer break a word a line, and users are titled with their full names. Small files have their sizes written in words.',
        areas: [
          {
            heading: 'Lists on a phone',
            changes: [
              "A value's label (such as “Polish name:” in the disease categories or “Email:” in the users' list) stays on one line and a long value wraps beside it, instead of squeezing the label to a word a line.",
              "In the users' list each row begins with the user's first and last names, as the user's page does, rather than the first name alone with the last name on a line of its own.",
            ],
          },
          {
            heading: 'Embedded database',
            changes: [
              "The patient list no longer slows down over long use by many users at once: the database tidies the patients' tables after 1% of their rows changed rather than 20%. In a ten-minute trial with 50 users the median answer grew from 15-17 to 26-27 ms; it now stays at 15-20 ms.",
            ],
          },
          {
            heading: 'Files',
            changes: [
              "The size of a file under 1 kB (an attachment or a GDPR consent, in the patient's history too) is written in words, such as “823 bytes” where it read “823 byte”.",
            ],
          },
        ],
      },
      {
        version: '1.24.17',
        summary:
          "This release fits the patient's page to a phone's screen: no button or column is left beyond its edge.",
        areas: [
          {
            heading: "Patient's page",
            changes: [
              "On a phone, the protocols, protocol forms, attachments and GDPR (RODO) consents are rows one under another instead of tables that scroll sideways. A protocol's deactivate button, a form's completeness and version, and a file's download and delete buttons are in view without scrolling.",
            ],
          },
        ],
      },
      {
        version: '1.24.16',
        summary:
          'This release lowers the memory the server needs for an export, and mends the filters of the last changes.',
        areas: [
          {
            heading: 'Server',
            changes: [
              "An export of 100,000 patients takes less of the server's memory: 176 MB instead of up to 294 MB on PostgreSQL, 478 MB instead of 556 MB with the embedded database. The server now frees memory it no longer uses sooner.",
            ],
          },
          {
            heading: 'Last changes',
            changes: [
              'An address that filters by an action or object type the log has not recorded yet (opened from a link, say) shows that choice in the filter, not an empty field.',
            ],
          },
        ],
      },
      {
        version: '1.24.15',
        summary:
          "This release shows a list's new page, sort or filter sooner, and words a search that finds nothing better.",
        areas: [
          {
            heading: 'Lists',
            changes: [
              "After a list's page, sort or filter is changed, the new rows show sooner: they are drawn with the rest of the page, not in a separate, later step.",
              'A list whose search or filters find nothing says so in a sentence, such as "No patient matches the chosen filters." instead of "No Patients found". So do the last changes and the other lists.',
            ],
          },
        ],
      },
      {
        version: '1.24.14',
        summary: 'This release makes pages open faster after signing in and after a reload.',
        areas: [
          {
            heading: 'Speed',
            changes: [
              "The browser fetches the app's code in fewer, larger pieces: the patient list opens with 19 files instead of 154, and the home page with 18 instead of 132. On the test machine the patient list shows its first rows about 2.5 s after loading instead of 3.3-3.6 s, and the home page about 2.2 s instead of 2.6-2.8 s.",
              'The sign-in page fetches 12% less code.',
            ],
          },
        ],
      },
      {
        version: '1.24.13',
        summary:
          'This release mends a phone that stopped taking taps once turned upright, and changes to hospitals and accounts made while others are using them.',
        areas: [
          {
            heading: 'Phones',
            changes: [
              'After a phone is turned from landscape to portrait (or a browser window is narrowed), the page takes taps. Before, an invisible layer of the menu stayed over the whole page and took every tap until the page was loaded again.',
              'In the data-quality table the protocol column stays in place while the figures scroll sideways, so every figure shows which protocol it belongs to.',
              "On the export page, a protocol's name that does not fit on one line stands whole inside its forms' box. Before, the box's border ran through it.",
              "Buttons moved to a second line (the export's “Select all” and “Clear all”, the print page's) now line up with the first.",
            ],
          },
          {
            heading: 'Data',
            changes: [
              "Renaming a hospital, or changing its short name or state, while others register its patients or add patients to it, no longer ends in “The registry is saving other changes at this moment”, neither for the administrator nor for them. In a trial with 30 people saving at once, one change in sixteen being a hospital's, about one save in nine met it.",
              "A patient added to a hospital while it was being renamed shows the hospital's new name in the patient list. Before, the old one could stay.",
              'Deactivating the account of a user who is working in the registry, a central administrator included, no longer ends in that message, neither for the administrator nor for the user whose session is being renewed. In a trial with eight sessions renewing, every deactivation met it.',
              'Registration checks that the chosen hospitals are active again as it saves: a patient can no longer be registered in a hospital deactivated in the meantime.',
            ],
          },
        ],
      },
      {
        version: '1.24.12',
        summary: 'This release makes several screens read better on a phone.',
        areas: [
          {
            heading: 'Phones',
            changes: [
              "In a patient's change history and in the last changes, each changed field's name stands above its values before and after, across the whole screen. It used to take a third of the width, and longer words broke in two.",
              'The basic and extended form tabs share the width of the screen. The second used to run off its edge.',
              "In lists (the users', say), a value a record lacks, such as a central administrator's hospitals or the last sign-in of an account that has never signed in, shows as a dash instead of a label with nothing after it.",
            ],
          },
          {
            heading: 'Screens',
            changes: [
              "On a patient's print page, the last step of the breadcrumbs names the page (“Printable record”) instead of repeating the patient's name.",
            ],
          },
          {
            heading: 'Installation',
            changes: [
              'The connection to a PostgreSQL server on the same machine may go through its Unix socket. The README says how to write it in DATABASE_URL, and a wrong address is refused with a message that shows that form.',
            ],
          },
        ],
      },
      {
        version: '1.24.11',
        summary:
          'This release speeds up the patient list: each of its pages asks less of the database.',
        areas: [
          {
            heading: 'Performance',
            changes: [
              "The hospitals and protocols a patient's row in the list shows are kept by the database with the patient, and updated whenever they change, including a hospital's name, short name or state. A page of the list no longer gathers them row by row, so the list answers faster, most of all when many people use it at once.",
              'The first start of this version rewrites every patient of the registry this way, once, before the application answers. In our trial with a registry of 100,000 patients this took about 20 seconds on a PostgreSQL server and about a minute on the built-in database.',
            ],
          },
        ],
      },
      {
        version: '1.24.10',
        summary:
          'This release speeds up the patient list of an installation on the built-in database, without a separate PostgreSQL server.',
        areas: [
          {
            heading: 'Performance',
            changes: [
              "The built-in database keeps more of the data it reads often in memory. In a large registry the central administrator's patient list and a search by name answer markedly faster; in exchange the server uses about 35-70 MB more memory.",
            ],
          },
        ],
      },
      {
        version: '1.24.9',
        summary:
          'This release has the home page and the other signed-in pages open with less work for the browser.',
        areas: [
          {
            heading: 'Performance',
            changes: [
              "A chart on the home page is drawn only once it is on the screen or just below it. Charts you have to scroll to no longer hold up the page's opening; they are drawn before you reach them. On paper, a chart not yet drawn is replaced by a table with the same figures.",
              'The texts of the built-in interface elements (the buttons of a lookup, the pager, closing a message) are prepared in the chosen language more quickly, so every signed-in page opens a little more smoothly.',
            ],
          },
        ],
      },
      {
        version: '1.24.8',
        summary: 'This release has the home page ask the server for its data sooner.',
        areas: [
          {
            heading: 'Performance',
            changes: [
              "When the application opens on the home page with a remembered session, it asks for the chosen year's figures, the watched patients, the patients to correct and (for the central administrator) the backup status as soon as the account is loaded, rather than once the page has been drawn. The page's data is therefore ready sooner, especially over a slower connection. After a sign-out, answers the page has not yet shown are dropped, so the next person sees only their own data.",
            ],
          },
        ],
      },
      {
        version: '1.24.7',
        summary:
          'This release gives the browser less work on lists, and the server with the embedded database less memory on its first start.',
        areas: [
          {
            heading: 'Performance',
            changes: [
              'The patient list and the other lists draw the labels of hospitals, protocols and correction flags in a simpler way, so that after a change of page, sort or filter the browser has less to do before it shows the new rows. The labels look as before.',
              'On its first start with the embedded database the server takes less memory, usually about half as much: the thread that created the database gives way to a new one that opens it. That first start therefore takes about a second longer.',
            ],
          },
        ],
      },
      {
        version: '1.24.6',
        summary: "This release makes the registry's server take less memory and start sooner.",
        areas: [
          {
            heading: 'Performance',
            changes: [
              "The registry's server runs code prepared ahead, when the application is built, rather than translated while it runs. It therefore takes less memory (about a third less with a PostgreSQL database) and starts answering sooner after it is started.",
            ],
          },
        ],
      },
      {
        version: '1.24.5',
        summary: 'This release makes the patient list faster.',
        areas: [
          {
            heading: 'Patients',
            changes: [
              'The patient list now reads a page and the number of all matching patients in one query to the database, and of each patient only what it shows, so the server answers sooner and serves more people working at the same time.',
            ],
          },
        ],
      },
      {
        version: '1.24.4',
        summary: 'This release lets the menu be read whole in both languages.',
        areas: [
          {
            heading: 'Navigation',
            changes: [
              'A long menu entry, such as "Frequently asked questions" in English, now wraps onto a second line instead of being cut short with an ellipsis.',
            ],
          },
        ],
      },
      {
        version: '1.24.3',
        summary:
          "This release fixes a fault that could leave changes to one hospital's patients unsaved when several people made them at the same moment.",
        areas: [
          {
            heading: 'Patients',
            changes: [
              'When several people added, deactivated or moved patients of the same hospital at the same moment, some of those changes could end in an error message and not be saved, and had to be made again. The changes now wait for each other in turn, and each is saved.',
              'A new patient is written to the database once, not twice, so the database takes less space.',
              'Should the database still turn a change down because of another one saved at the same moment, the registry now says that nothing was saved and that it can be tried again at once, instead of reporting an unexpected error.',
            ],
          },
        ],
      },
      {
        version: '1.24.2',
        summary:
          'This release keeps the patient list of a large registry almost as quick as that of a small one.',
        areas: [
          {
            heading: 'Lists',
            changes: [
              "The number of patients on one hospital's list and on the whole registry's, with no filter or filtered by one protocol or by whether patients are active, is read from counters kept up to date whenever a patient, their hospitals or their protocols change. Until now the database counted the patients afresh each time the list opened, which in a registry of a million patients took longer than reading the page itself.",
              "One hospital's list sorted by date of birth no longer sorts all of the hospital's patients each time.",
              'The list of all patients filtered by a protocol shows its pages faster, above all on the embedded database.',
            ],
          },
        ],
      },
      {
        version: '1.24.1',
        summary:
          'This release keeps a registry on the embedded database from slowing down as its data grows, and makes searching for patients faster.',
        areas: [
          {
            heading: 'Performance',
            changes: [
              'Every minute, the embedded database tidies the tables where many rows were added or removed and refreshes their statistics, as a PostgreSQL server does by itself. Until now it refreshed the statistics only at start and never tidied the tables, so that over time finding and counting patients read more than it needed to.',
            ],
          },
          {
            heading: 'Lists',
            changes: [
              'Searching a patient list that spans more than one hospital answers faster, and the list of all patients on the embedded database a little faster than before.',
            ],
          },
        ],
      },
      {
        version: '1.24.0',
        summary: 'This release makes saving protocol forms and the patient list faster.',
        areas: [
          {
            heading: 'Protocol forms',
            changes: [
              "Saving a form takes less time, also when many users save at once. If someone closes the patient's protocol or moves the patient to a hospital other than yours as you save, the save is refused with the same message as before and nothing is stored.",
            ],
          },
          {
            heading: 'Lists',
            changes: ['The patient list answers faster when many users use it at once.'],
          },
        ],
      },
      {
        version: '1.23.1',
        summary: 'This release fixes how the home page shows the date of your last sign-in.',
        areas: [
          {
            heading: 'Home page',
            changes: [
              'The date of your last sign-in shows in your language at once. When the app was opened with a stored session, a Polish screen showed it in English for a moment.',
            ],
          },
        ],
      },
      {
        version: '1.23.0',
        summary:
          "This release makes the home page of hospital staff faster, and the login page's download smaller.",
        areas: [
          {
            heading: 'Home page',
            changes: [
              `The year's figures for your hospitals (patients by gender, protocol and hospital, and the patients added in the last ${RECENT_PATIENTS_DAYS} days) are counted faster, in a time that no longer grows with the whole registry. A patient treated in two of your hospitals counts once, and in each of them in the hospitals' breakdown, as before.`,
            ],
          },
          {
            heading: 'Signing in',
            changes: [
              "The login page downloads less code: the server-error window and the other language's messages load only when they are needed.",
              "When you open the app with a stored session, your account's details are fetched at once, along with the interface's texts.",
            ],
          },
        ],
      },
      {
        version: '1.22.0',
        summary:
          'This release keeps the home page from jumping while it loads, and makes the pages of the app appear sooner.',
        areas: [
          {
            heading: 'Home page',
            changes: [
              "The year's figures, the charts and the lists come together, so that nothing moves under the pointer while the page loads. The year picker is in its place from the start.",
              'The charts are drawn one after another, and the page answers clicks meanwhile.',
            ],
          },
          {
            heading: 'Navigation',
            changes: [
              'A page opened from a bookmark or after a reload, the patient list for one, appears sooner: the app fetches its code at once instead of waiting for each step of loading in turn.',
              'The menu entries and buttons your role may use appear with the menu and the page, not a moment after them.',
              'While the app loads, its name shows instead of a blank page.',
            ],
          },
        ],
      },
      {
        version: '1.21.0',
        summary:
          'This release makes saving protocol forms, and the session check of every request, faster.',
        areas: [
          {
            heading: 'Protocol forms',
            changes: [
              'Saving a form takes less time, also when many users save at once. What is saved, its versions and the entries in the audit log are as before.',
            ],
          },
          {
            heading: 'Signing in and sessions',
            changes: [
              "The server checks a request's session token faster, by the same rules as before.",
            ],
          },
        ],
      },
      {
        version: '1.20.0',
        summary: "This release makes the central administrator's home page and the lists faster.",
        areas: [
          {
            heading: 'Home page',
            changes: [
              "The central administrator's figures of the year, the years to choose from and the patients of the last 30 days load faster, also when many users open the home page at once.",
            ],
          },
          {
            heading: 'Lists',
            changes: ['The cells of the lists are drawn faster, and the lists look as before.'],
          },
        ],
      },
      {
        version: '1.19.0',
        summary:
          "This release makes a list's new rows appear sooner after a change of page, sort or filter.",
        areas: [
          {
            heading: 'Lists',
            changes: [
              'When you change the page, the sort or a filter, the list draws the new rows as soon as they arrive from the server, rather than once the whole page has been redrawn.',
              'The rows of the tables are drawn faster and look as before; a click anywhere on a row still opens the record.',
            ],
          },
        ],
      },
      {
        version: '1.18.0',
        summary:
          "This release makes the lists ask the server for the next page, a new sort and a filter's results at once.",
        areas: [
          {
            heading: 'Lists',
            changes: [
              'When you change the page, the sort or a filter, the list asks the server for the new rows at once, rather than once the page has been redrawn.',
              'The filters are no longer redrawn while the rows below them change.',
            ],
          },
        ],
      },
      {
        version: '1.17.0',
        summary:
          'This release makes the lists answer their filters sooner, and the patient list no longer jumps while it loads.',
        areas: [
          {
            heading: 'Lists',
            changes: [
              'A choice among the filters (hospital, disease category, protocol, yes/no) changes the results at once, without the half-second wait there was.',
              'Typed text (the search, a birth year) reaches the list when you stop typing, at once when you press Enter or clear the box; single letters no longer send requests.',
              'The patient list no longer moves while it loads: the filters keep their places, and the disease category filter shows "Loading" until its choices arrive.',
            ],
          },
        ],
      },
      {
        version: '1.16.0',
        summary:
          'This release speeds up searching the list of all patients: a page of results for a surname or a rare filter no longer looks through the registry from the start of the alphabet.',
        areas: [
          {
            heading: 'Lists',
            changes: [
              "The list of all patients (a central administrator's, or a physician's of several hospitals) shows the results of a surname search faster, surnames late in the alphabet too, and the patients of a rare protocol, birth year or registration year.",
              'The order by surname and first name is the same as before: case and diacritics still do not count.',
            ],
          },
        ],
      },
      {
        version: '1.15.0',
        summary:
          "This release speeds up a hospital's patient list: its count and filters no longer look through every patient of the registry, and the users' screens are described once, for the server and the browser, as hospitals are.",
        areas: [
          {
            heading: 'Lists',
            changes: [
              "The patient list of one hospital (a one-hospital physician's, or one narrowed to a hospital) counts its patients and filters them by state, birth year, protocol and search word much faster, sorted by birth date or registration too.",
              'The list of all patients narrowed to one protocol gives their number faster.',
            ],
          },
          {
            heading: 'Performance',
            changes: [
              'The sign-in page loads less: only the server knows the texts of its emails.',
            ],
          },
        ],
      },
      {
        version: '1.14.0',
        summary:
          'This release tidies the registry from the inside and speeds up the patient list: hospitals and disease categories are described once, for the server and the browser, and sign-in is better protected against password guessing.',
        areas: [
          {
            heading: 'Lists',
            changes: [
              'The patient list of a large registry loads faster; when more than 10,000 patients match, the count reads "10 000+", and a filter narrows them down.',
              "Dictionaries, the change log and a patient's history work like every other list: the same loading and failure states, paging, and on a phone rows one under another.",
            ],
          },
          {
            heading: 'Security',
            changes: [
              'Many sign-in or password-confirmation attempts sent at once get no more tries than the limit, with several servers too.',
            ],
          },
          {
            heading: 'Performance',
            changes: [
              'The sign-in page loads only its own texts; the rest loads after signing in.',
              'The embedded database runs in a thread of its own, beside the handling of requests.',
            ],
          },
        ],
      },
      {
        version: '1.13.0',
        summary:
          'This release keeps the data from being lost (backups) and makes the screens tell the truth: a failed load no longer looks like an empty list, and the history reads like a clinical record.',
        areas: [
          {
            heading: 'Backups',
            changes: [
              'The server backs the registry up on a schedule and keeps the latest copies; the central administrator sees on the Backups page when the last one was taken and whether it succeeded, and the home page warns when backups are overdue.',
              'A backup restores into a new data directory or a PostgreSQL server; a damaged backup is refused and nothing is changed.',
            ],
          },
          {
            heading: 'Screens',
            changes: [
              'When a list, a record or a dialog fails to load, the screen says so and offers to try again instead of showing an empty list.',
              "The patient's history and the change log name fields, hospitals, dictionary entries and files, and show form changes field by field.",
              'Dates are typed and shown as the interface language writes them, with a calendar in that language.',
              'On a phone, lists turn into stacked rows, and the protocol form has a section index with the count of errors.',
              'Leaving an unsaved form or switching the language asks first; a patient record can be printed.',
              "A change of an account's role, hospitals or protocols applies to its open sessions at their next click.",
            ],
          },
          {
            heading: 'Correct data',
            changes: [
              'Event dates in forms may not be after today or before the birth date, and an end date may not precede its start.',
              'A second patient with the same passport number and a second hospital with the same short name are refused.',
              'A file too large or of the wrong type is refused before it is sent, and an upload shows its progress.',
            ],
          },
        ],
      },
      {
        version: '1.12.0',
        summary:
          "This release strengthens the protection of accounts and data, and gives the registry's data back: a research export with a codebook and a data-quality report.",
        areas: [
          {
            heading: 'Account security',
            changes: [
              'Changing your own email needs your current password; the previous address is told, and your other sessions end.',
              'A change of email or password and a deactivation revoke every password link sent before.',
              'The first administrator must change the one-time password before using the registry.',
              'Failed sign-ins count per account, whether the email or the username was typed.',
              'The PESEL check is rate limited and every check is in the change log.',
            ],
          },
          {
            heading: 'Data protection',
            changes: [
              'Form notes are cleaned of active content on the server too.',
              "Attachments are recognised by their content and stored with their type's extension; damaged files are refused.",
              'Fields holding characters the database cannot store are refused with a message on the field.',
            ],
          },
          {
            heading: 'Data export',
            changes: [
              'The "Data export" page: choose forms, hospitals and the registration period, see how many patients and records it holds, download through the browser.',
              'A ZIP archive with the patients, one file per form and table, a codebook in both languages and a load.R script for R.',
              "Pseudonymised exports: no identifying data, and a patient's pseudonym that stays the same in every export.",
              'CSV for statistics software, or for Polish Excel.',
            ],
          },
          {
            heading: 'Data quality',
            changes: [
              'The "Data quality" page: per hospital and protocol, the patients, forms started and their completeness, missing forms, open correction flags and missing data-protection consents.',
              'Every figure leads to the list of the patients it counts; the report downloads as CSV.',
            ],
          },
          {
            heading: 'Phones',
            changes: ['No screen scrolls sideways on a screen 390 pixels wide.'],
          },
        ],
      },
      {
        version: '1.11.2',
        summary:
          "This release holds the whole application the registry's specification describes: from signing in, through patients and protocol forms, to the home page with its figures.",
        areas: [
          {
            heading: 'Signing in and sessions',
            changes: [
              'Sign in with an email address or a username.',
              'The session renews itself while you work; signing out, a password change and deactivating the account end it at once.',
              'A temporary lock after several failed sign-ins.',
              'A greeting with the date of the previous sign-in.',
            ],
          },
          {
            heading: 'Password reset and account',
            changes: [
              'An emailed link to set a new password, valid for 1 hour and usable once; the new password ends every session of the account.',
              'My account: profile, change of email address and password.',
            ],
          },
          {
            heading: 'Administration (central administrators)',
            changes: [
              'Hospitals: list, add, edit, activate, and deactivate with a reason.',
              'Users: role, hospitals and protocols, an initial password or a link to set one, change of email, deactivation that ends their sessions.',
              'Disease categories and dictionaries: ICD-10, ICD-O-3 (morphology and topography), anticancer agents (ATC), CTCAE v5.0, nationalities, deactivation reasons and attachment types, searched without regard to Polish accents.',
              'Last changes: a log of every change, with filters and the values before and after.',
            ],
          },
          {
            heading: 'Patients',
            changes: [
              'The patient list with search, filters and sorting.',
              'Adding and editing a patient with the PESEL check: date of birth and gender filled in from the number, and a warning about a patient already in the registry.',
              "The patient's page: hospitals, protocols, attachments (a discharge summary, say) and GDPR (RODO) consents, correction flags, watched patients, deactivation with a reason, and the patient's change history.",
              'PDF, JPG and PNG files, recognised by their content, with a size limit.',
            ],
          },
          {
            heading: 'Protocol forms',
            changes: [
              `A basic and an extended form for each of the ${PROTOCOL_COUNT} protocols, in Polish and English.`,
              'Dictionary lookups, the tumour volume computed, tables that confirm before deleting a row.',
              "Every saved version is kept; a save made on an outdated version never overwrites someone else's changes.",
              'A warning when you leave a form with unsaved changes.',
              `Saving without a network connection: a queue of up to ${OFFLINE_QUEUE_LIMIT} saves, sent when the connection is back.`,
            ],
          },
          {
            heading: 'Home page',
            changes: [
              `Figures for a chosen year: patients added in the last ${RECENT_PATIENTS_DAYS} days, forms saved, patients by gender, protocol and hospital, forms by type.`,
              'Recently edited forms, watched patients and patients to correct.',
            ],
          },
          {
            heading: 'Information, languages and accessibility',
            changes: [
              'Pages: frequently asked questions, help, contact, changelog, privacy policy and terms of use.',
              "The whole interface in Polish and English; dates and numbers in the chosen language's format.",
              'Every page has a title and breadcrumbs; signing in, opening a patient and saving a form work with the keyboard alone.',
            ],
          },
          {
            heading: 'Data security',
            changes: [
              'Access to patients by hospital and protocol, checked by the server on every request.',
              'Every change written to a change log that the database allows no one to alter or delete.',
              'Passwords stored only as hashes (Argon2id).',
            ],
          },
        ],
      },
    ],
  },
};
