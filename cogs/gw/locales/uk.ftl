# The Great War: Ukrainian. Game terms: data/games/gw.glossary.toml.

## Glossary terms (the same words as data/games/gw.glossary.toml)

-gw-infantry = Піхота
-gw-entrenched-infantry = Окопана піхота
-gw-cavalry = Кавалерія
-gw-storm-troops = Штурмові загони
-gw-artillery = Артилерія
-gw-tank = Танк
-gw-rail-gun = Залізнична гармата
-gw-fort = Форт
-gw-fighter = Винищувач
-gw-bomber = Бомбардувальник
-gw-zeppelin = Цепелін
-gw-submarine = Підводний човен
-gw-destroyer = Есмінець
-gw-sub-hunter = Мисливець за підводними човнами
-gw-cruiser = Крейсер
-gw-dreadnought = Дредноут
-gw-transport = Транспорт
-gw-air-superiority = Перевага в повітрі
-gw-gas = Газ
-gw-gas-shells = Газові снаряди
-gw-heavy-bomber = Важкий бомбардувальник
-gw-called-shots = Прицільні постріли
-gw-strategic-bombing = Стратегічне бомбардування
-gw-sea-mines = Морські міни
-gw-contest = оспорювати
-gw-submerge = занурюватися

game-gw = The Great War

## Words

gw-unit = { $unit ->
    [infantry] { -gw-infantry }
    [entrenched_infantry] { -gw-entrenched-infantry }
    [cavalry] { -gw-cavalry }
    [storm_troops] { -gw-storm-troops }
    [artillery] { -gw-artillery }
    [tank] { -gw-tank }
    [rail_gun] { -gw-rail-gun }
    [fort] { -gw-fort }
    [fighter] { -gw-fighter }
    [bomber] { -gw-bomber }
    [zeppelin] { -gw-zeppelin }
    [submarine] { -gw-submarine }
    [destroyer] { -gw-destroyer }
    [sub_hunter] { -gw-sub-hunter }
    [cruiser] { -gw-cruiser }
    [dreadnought] { -gw-dreadnought }
    [transport] { -gw-transport }
    [adjacent_rail_guns] Залізничні гармати по сусідству
    [interceptors] Перехоплювачі
   *[other] { $unit }
  }
gw-role = { $side ->
    [attacker] нападник
   *[defender] захисник
  }
gw-mode = { $mode ->
    [damaged] пошкоджений
    [entrenched] в окопах
    [landing] висадка
    [adjacent] по сусідству
    [bombarded] обстрілює
    [submerged] занурений
    [withdrawn] відкликаний
    [retreated] відступив
   *[other] { $mode }
  }
gw-stack = { $unit } ({ $notes })
gw-no-units = жодних військ
gw-count-entrenched = { -gw-entrenched-infantry }
gw-count-adjacent = Залізничні гармати по сусідству
gw-count-interceptors = Перехоплювачі (винищувачі)
gw-count-high = Цепеліни на великій висоті
gw-count-transports = Транспорти
gw-count-landing = { $unit }: десант
gw-count-support = { $unit } (вогонь підтримки)
gw-count-path = Перехоплювачі на шляху (територія { $n })
gw-form-more = Інші війська

## The thread

gw-forces = { $icon } { $name } виставляє війська: { $units }.
gw-standing-choice = { $choice ->
    [cheapest] Спершу найдешевші
    [strongest] Зберегти найсильніші
    [attack] Зберегти мій наступ
    [retreat30] Спершу найдешевші, відступ нижче 30 %
   *[ask] Питати щоразу
  }
gw-standing-set = { $icon } Стале правило { $name }: { $choice }.
gw-ask-standing = Ваше стале правило для цієї битви: бот так обиратиме ваші втрати (і відступ), не питаючи.
gw-battle-started = ⚔️ **{ $kind ->
    [naval] Морський бій
   *[land] Бій на суші
  }**: { $attacker } атакує { $defender }.
gw-round = **Раунд { $round }** · { $part ->
    [air] повітряний бій
    [sea] на морі
   *[land] на суші
  }
gw-step = { $step ->
    [air_combat] Повітряний бій
    [gas] Газ (1a)
    [support_fire] Вогонь підтримки (1b)
    [attacker_preemptive] Випереджальний вогонь (2)
    [defender_preemptive] Випереджальний вогонь (3)
    [storm_and_trenches] Штурмові загони й окопи (4)
    [main_fire] Вогонь (5)
    [first_wave] Перша хвиля (6b)
    [attacker_first_strike] Перший удар (1)
    [defender_first_strike] Перший удар (2)
    [naval_fire] Вогонь (3)
    [bombardment] Обстріл
    [interception] Перехоплення
    [escort] Супровід
   *[other] Вогонь
  }
gw-fire = 🎲 { $step } · { $name }: { $units }, влучає на { $target } або менше: { $faces } → { $hits ->
    [0] жодного влучання
    [one] **{ $hits } влучання**
    [few] **{ $hits } влучання**
   *[many] **{ $hits } влучань**
  }
gw-fire-at-submerged = (по занурених підводних човнах)
gw-losses = 💀 { $name } втрачає { $units }
gw-damaged = пошкоджено: { $units }
gw-losses-damaged = 💥 { $name }: { $units }
gw-no-losses = { $name } нічого не втрачає.
gw-by-called-shots = (прицільні постріли: { $name })
gw-preset = { $preset ->
    [cheapest] Спершу найдешевші
    [strongest] Зберегти найсильніші
    [attack] Зберегти мій наступ
   *[dearest] Спершу найдорожчі
  }
gw-air-superiority = ✈️ { -gw-air-superiority }: { $name } (+1 артилерії, залізничним гарматам і фортам у першому раунді).
gw-air-superiority-none = ✈️ Переваги в повітрі немає ні в кого.
gw-air-combat-ended = ✈️ Повітряний бій закінчився після { $rounds ->
    [one] { $rounds } раунду
    [few] { $rounds } раундів
   *[many] { $rounds } раундів
  }.
gw-air-withdrawn = ✈️ { $name } відкликає всю авіацію.
gw-submerged = 🌊 { $name } занурює: { $units }.
gw-subs-fire = 🌊 Підводні човни гравця { $name } не занурюються і стріляють.
gw-hunting = 🔎 { $name } полює на занурені підводні човни: { $units }.
gw-no-hunting = 🔎 { $name } не полює на занурені підводні човни.
gw-decision = { $choice ->
    [continue] ➡️ { $name } б'ється далі.
    [retreat] ↩️ { $name } відступає.
   *[contest] 🚩 { $name } лишається й оспорює територію.
  }
gw-by-rule = (постійне правило; шанс перемоги { $chance })
gw-stalemate = ⏸️ Патова ситуація: жодна сторона не може влучити в іншу.
gw-walked-in = 🚶 { $name } заходить без бою: оборонців немає.
gw-rail-guns = 🚂 Залізничні гармати: обстрілюють — { $bombard }, вступають у бій — { $join }.
gw-mines = 💥 { -gw-sea-mines } (зона { $zone }): { $units }, влучає на { $target }: { $faces } → { $hits ->
    [0] жодного влучання
    [one] **{ $hits } влучання**
    [few] **{ $hits } влучання**
   *[many] **{ $hits } влучань**
  }
gw-wave-started = 🌊 Хвиля { $wave }: атакує { $nations }.
gw-battle-ended = 🏁 **{ $result ->
    [attacker_win] { $kind ->
        [naval] Нападник здобуває морську зону
       *[land] Нападник захоплює територію
      }
    [defender_win] Захисник вистояв
    [contested] { $kind ->
        [naval] Морська зона спірна
       *[land] Територія спірна
      }
   *[mutual_destruction] Взаємне знищення
  }** після { $rounds ->
    [one] { $rounds } раунду
    [few] { $rounds } раундів
   *[many] { $rounds } раундів
  }.
gw-survivors = Лишилося: { $attacker } — { $a }; { $defender } — { $d }
gw-tuv-lost = втрачено вартості: нападник { $a }, захисник { $d }
gw-raid-started = ✈️ **{ -gw-strategic-bombing }**: { $name } посилає { $units } (можна втратити щонайбільше { $cap } доходу).
gw-altitude = ☁️ Цепеліни: на великій висоті — { $high }, на малій — { $low }.
gw-bombing = 💣 { $unit } кидає { $die }: { $faces } → втрачено доходу: { $loss }.
gw-raid-ended = 🏁 **{ $name } втрачає доходу: { $damage }** (випало { $rolled }, щонайбільше { $cap }).

## The board

gw-board-note = { $mode ->
    [damaged] пошкоджено
    [entrenched] в окопах
    [landing] висаджуються
    [adjacent] по сусідству
    [bombarded] обстрілюють
    [submerged] занурено
    [withdrawn] відкликано
    [retreated] відступили
   *[other] { $mode }
  }: { $n }
gw-board-nothing = нічого не лишилося
gw-board-round = Раунд { $round } · { $part ->
    [air] повітряний бій
    [sea] на морі
    [start] перед боєм
   *[land] на суші
  }

## The asks

gw-ask-forces = Ваші війська для { $kind ->
    [naval] цього морського бою
    [bombing] цього нальоту (бомбардувальники, цепеліни й винищувачі супроводу)
    [invasion] цього морського десанту (війська, що висаджуються, транспорти, вогонь підтримки кораблів; інші війська атакують суходолом)
   *[land] цього бою на суші
  }: ✅ підтверджує показане, ✏️ змінює.
gw-ask-interceptors = Скільки ваших винищувачів перехоплюють наліт над ціллю?
gw-refused = ⚠️ { $why ->
    [ground] Для атаки на суші потрібні сухопутні війська: авіація не захоплює територій.
    [raider] Для нальоту потрібен хоча б один бомбардувальник або цепелін.
    [landing] Для морського десанту потрібні війська, що висаджуються з транспортів.
   *[other] Ці війська не можуть вести цей бій: змініть їх.
  }
gw-ask-losses = Розподіліть { $hits ->
    [one] { $hits } влучання
    [few] { $hits } влучання
   *[many] { $hits } влучань
  } між вашими { $restriction ->
    [air] повітряними військами
    [submerged] зануреними підводними човнами
   *[any] військами
  }: ✅ за шаблоном, ✏️ вручну, за кожним типом.
gw-ask-called = Розподіліть { $hits ->
    [one] { $hits } прицільний постріл
    [few] { $hits } прицільні постріли
   *[many] { $hits } прицільних пострілів
  } між військами ворога.
gw-ask-raid-losses = Розподіліть { $hits ->
    [one] { $hits } влучання
    [few] { $hits } влучання
   *[many] { $hits } влучань
  } між учасниками нальоту.
gw-ask-fixed = Уже за правилами: { $units }.
gw-ask-refused-shield = ⚠️ Дирижаблі й транспорти не можна втратити, поки лишається бойовий корабель.
gw-ask-rail-guns = Скільки залізничних гармат по сусідству обстрілюють (один постріл, влучає на 3, далі не б'ються)? Решта вступає в бій.
gw-ask-withdraw-air = Відкликати всю вашу авіацію з повітряного бою?
gw-ask-submerge = Скільки ваших підводних човнів мають { -gw-submerge } замість стрільби?
gw-ask-hunt = Скільки есмінців і мисливців за підводними човнами полюють на занурені човни (влучають на 1, більше нічого в цьому раунді)?
gw-ask-attacker-decision = Битися далі, відступити чи { -gw-contest } територію?
gw-ask-defender-decision = Лишитися й битися чи відступити?
gw-ask-altitude = Скільки цепелінів летять на великій висоті (недосяжні для винищувачів, D2 замість D3)?
gw-option = { $option ->
    [continue] Битися далі
    [stay] Лишитися й битися
   *[contest] Лишитися й оспорювати
  }
gw-option-retreat = { $to ->
    [origin] Відступити, звідки прийшли
    [rear] Відступити в тил
   *[other] Відступити до { $to }
  }

## Odds

gw-odds-outcome = { $outcome ->
    [win] Ви перемагаєте
    [lose] Ви програєте
   *[draw] Спірна територія або взаємне знищення
  }
gw-odds-choice = { $choice } (втрачено вартості: ви { $mine }, ворог { $enemy }; раундів: { $rounds })
gw-odds-counts = { $how ->
    [half] Половина
    [none] Жодного
   *[all] Усі
  }
gw-odds-withdraw = { $how ->
    [yes] Відкликати
   *[no] Лишитися
  }
gw-odds-altitude = { $how ->
    [none] Усі низько
   *[all] Усі високо
  } (у середньому втрачено доходу: { $damage })
gw-odds-damage = дохід −{ $n }
gw-odds-title = Точні шанси · { $kind ->
    [naval] морський бій
    [bombing] стратегічне бомбардування
   *[land] бій на суші
  }
gw-odds-forces = ⚔️ { $a }
    🛡️ { $d }
gw-odds-results = **Перемога нападника { $a }** · перемога захисника { $d } · спірна територія або взаємне знищення { $c }
gw-odds-expected = Очікувані втрати вартості: нападник { $a }, захисник { $d } · у середньому раундів: { $rounds }
gw-odds-exact = Точно: перебрано кожен кубик, без вибірки. Втрати — спершу найдешевші; ніхто не відступає.
gw-odds-survivors = { $side ->
    [attacker] Уцілілі нападника (у середньому)
   *[defender] Уцілілі захисника (у середньому)
  }
gw-odds-spread = { $side ->
    [attacker] Уцілілі в нападника: імовірність кожної кількості
   *[defender] Уцілілі в захисника: імовірність кожної кількості
  }
gw-odds-bar = { $outcome ->
    [attacker_win] Перемога нападника
    [defender_win] Перемога захисника
   *[draw] Спірна територія або взаємне знищення
  }
gw-odds-chart-title = Чим закінчиться бій
gw-odds-raid = У середньому втрачено доходу: { $damage } (щонайбільше { $cap })
gw-odds-chart-damage = Втрачений дохід
gw-odds-chart-income = Дохід
gw-odds-bad-unit = Не можу прочитати «{ $typed }» в { $option }. Війська: { $units }.

## Refusals

gw-refuse-bot = Бот не може захищатися: вкажіть гравця.
gw-refuse-self = Не можна атакувати себе: вкажіть іншого гравця.
gw-refuse-ally = Ваш союзник — інший гравець: не бот, не ви, не захисник і не інший союзник.
gw-refuse-coordination = Для наступальної координації потрібен союзник, який атакує разом із вами.
gw-refuse-setup = Правила не дозволяють цей бій: { $reason }

## Commands

cmd-gw = gw
    .description = The Great War: бої на суші й на морі, нальоти, точні шанси
cmd-gw-land = суша
    .description = Швидкий бій на суші: кожна сторона виставляє війська, потім бій
cmd-gw-land-opt-defender = захисник
    .description = Гравець, якого ви атакуєте
cmd-gw-land-opt-gas = газ
    .description = У кого газ: у нападника Газ, у захисника Газові снаряди
cmd-gw-land-opt-defender-retreat = відступ_захисника
    .description = Захисник може відступити в тил (інакше б'ється до кінця)
cmd-gw-naval = море
    .description = Швидкий морський бій: кожна сторона виставляє кораблі
cmd-gw-naval-opt-defender = захисник
    .description = Гравець, якого ви атакуєте
cmd-gw-naval-opt-called-shots = прицільні_постріли
    .description = У кого Прицільні постріли
cmd-gw-naval-opt-mines = міни
    .description = Заміновані морські зони на шляху вашого флоту (кожен корабель уражено на 1)
cmd-gw-bomb = наліт
    .description = Стратегічне бомбардування фабрики
cmd-gw-bomb-opt-defender = захисник
    .description = Гравець, чию фабрику ви бомбардуєте
cmd-gw-bomb-opt-value = цінність
    .description = Дохідність цільової території (найбільше, що може забрати наліт)
cmd-gw-bomb-opt-heavy-bomber = важкий_бомбардувальник
    .description = У вас є Важкий бомбардувальник (бомбардувальники можуть здійснювати нальоти)
cmd-gw-odds = шанси
    .description = Точні шанси бою, перебрано кожен кубик
cmd-gw-odds-opt-attacker = нападник
    .description = Війська нападника, напр. 4 піхота, 2 артилерія, 1 винищувач
cmd-gw-odds-opt-defender = захисник
    .description = Війська захисника, напр. 3 піхота, 2 окопана піхота (наліт: винищувачі)
cmd-gw-odds-opt-kind = вид
    .description = Бій на суші (типово), морський бій або наліт
cmd-gw-odds-opt-gas = газ
    .description = У кого газ: у нападника Газ, у захисника Газові снаряди
cmd-gw-odds-opt-called-shots = прицільні_постріли
    .description = У кого Прицільні постріли (на морі)
cmd-gw-odds-opt-value = цінність
    .description = Цінність цілі нальоту (типово 5)
cmd-choice-gw-attacker = нападник
cmd-choice-gw-defender = захисник
cmd-choice-gw-both = обидві сторони
cmd-choice-gw-land = бій на суші
cmd-choice-gw-naval = морський бій
cmd-choice-gw-bombing = стратегічне бомбардування
cmd-gw-land-opt-invasion = десант
    .description = Морський десант: війська висаджуються з транспортів, кораблі ведуть вогонь підтримки
cmd-gw-land-opt-ally = союзник
    .description = Союзний гравець, що атакує власною державою
cmd-gw-land-opt-ally-first = союзник_першим
    .description = Держави ваших союзників атакують першими (інакше після вашої)
cmd-gw-land-opt-ally2 = союзник2
    .description = Другий союзний гравець, що атакує після першого
cmd-gw-land-opt-coordination = координація
    .description = Наступальна координація: ваші держави атакують разом, як одна
cmd-gw-land-opt-losses = втрати
    .description = Ваш сталий вибір втрат: бот розподілятиме їх так
cmd-gw-land-opt-retreat-below = відступ_нижче
    .description = Відступити, коли ваш шанс на перемогу впаде нижче цього відсотка
cmd-gw-land-opt-retreat-after = відступ_після
    .description = Відступити після цього раунду
cmd-gw-naval-opt-ally = союзник
    .description = Союзний гравець, що атакує власною державою
cmd-gw-naval-opt-ally-first = союзник_першим
    .description = Держави ваших союзників атакують першими (інакше після вашої)
cmd-gw-naval-opt-ally2 = союзник2
    .description = Другий союзний гравець, що атакує після першого
cmd-gw-naval-opt-coordination = координація
    .description = Наступальна координація: ваші держави атакують разом, як одна
cmd-gw-naval-opt-losses = втрати
    .description = Ваш сталий вибір втрат: бот розподілятиме їх так
cmd-gw-naval-opt-retreat-below = відступ_нижче
    .description = Відступити, коли ваш шанс на перемогу впаде нижче цього відсотка
cmd-gw-naval-opt-retreat-after = відступ_після
    .description = Відступити після цього раунду
cmd-gw-bomb-opt-path = маршрут
    .description = Території, куди наліт заходить до цілі (винищувачі там теж перехоплюють)
cmd-gw-bomb-opt-losses = втрати
    .description = Ваш сталий вибір втрат: бот розподілятиме їх так
cmd-choice-gw-cheapest = спершу найдешевші
cmd-choice-gw-strongest = зберегти найсильніші
cmd-choice-gw-attack = зберегти силу атаки

## Кампанія (cogs/gw/setup.py, cogs/gw/attack.py)

gw-noun-territory = територія
gw-territories-set-by = Майстер гри додає території командою { $command }.
gw-territory-about = { $sea ->
    [yes] морська зона
   *[no] дохід { $income } з { $value }{ $contested ->
        [yes] , спірна (удвічі менше)
       *[no] {""}
    }{ $bombed ->
        [0] {""}
       *[other] , бомбардування цього ходу забрали { $bombed }
    }
  }
gw-territory-evacuating = флот фракції { $faction } має евакуюватися: { $units }
gw-refuse-territory-name = Дайте території назву з літерами чи цифрами.
gw-setup-territory-done = 🗺️ { $line }
gw-option-units = війська
gw-setup-units-done = 🗺️ { $faction } у { $territory }: { $units }.
gw-tech = { $tech ->
    [gas] { -gw-gas }
    [gas_shells] { -gw-gas-shells }
    [heavy_bomber] { -gw-heavy-bomber }
    [offensive_coordination] Наступальна координація
    [called_shots] { -gw-called-shots }
   *[other] { $tech }
  }
gw-tech-none = жодних
gw-refuse-tech = «{ $typed }» — не технологія. Технології: { $techs } (жодних: 0).
gw-setup-faction-done = 🔬 Технології фракції { $faction }: { $techs }.
gw-faction-techs = 🔬 { $techs }
gw-refuse-no-faction = У вас немає фракції в { $campaign }: приєднайтеся командою { $command }.
gw-standing-done = Ваші сталі правила в { $campaign }: втрати — { $losses ->
    [cheapest] спершу найдешевші
    [strongest] зберегти найсильніші
    [attack] зберегти силу атаки
   *[ask] питати щоразу
  }; { $when ->
    [win_below] відступ, коли шанс на перемогу впаде нижче { $percent } %
    [after_round] відступ після раунду { $round }
   *[never] без відступу за правилом
  }. Бот відповідатиме так за вас у кожній битві цієї кампанії.
gw-refuse-name-origin = { $count ->
    [0] Жодного вашого загону немає в { $target } чи поруч.
    [one] Ваші війська є в { $count } території поруч із { $target }: вкажіть, звідки атакуєте (походження).
    [few] Ваші війська є в { $count } територіях поруч із { $target }: вкажіть, звідки атакуєте (походження).
   *[many] Ваші війська є в { $count } територіях поруч із { $target }: вкажіть, звідки атакуєте (походження).
  }
gw-refuse-no-enemy = У { $target } нікого атакувати: вкажіть фракцію-захисника.
gw-refuse-not-adjacent = { $origin } не межує з { $target }.
gw-refuse-no-units = У { $origin } у вас немає військ, що можуть битися за { $target }.
gw-refuse-invasion = Морський десант вирушає з морської зони поруч із { $target }: { $origin } — не така зона.
gw-refuse-no-evacuation = Жоден флот не чекає, щоб покинути { $port }.
gw-refuse-not-your-fleet = Цей флот належить фракції { $faction }: його веде її гравець (або майстер гри).
gw-refuse-not-next-sea = { $zone } — не морська зона поруч із { $port }.
gw-evacuated = ⚓ Флот фракції { $faction } ({ $units }) виходить у { $zone }.
gw-evacuate-prompt = ⚓ { $user } { $port } впала, а в порту флот фракції { $faction } ({ $units }): він евакуюється в морську зону поруч ({ $zones }) командою { $command }. Ворожі кораблі там — одразу морська битва, ваш флот атакує.
gw-evacuate-failed = Не вдалося відправити флот зараз; спробуйте ще раз або скористайтеся { $command }.

cmd-gw-setup = підготовка
    .description = Майстер гри: території, морські зони та війська кампанії
cmd-gw-setup-territory = територія
    .description = Додати чи змінити територію або морську зону
cmd-gw-setup-territory-opt-name = назва
    .description = Назва території (або наявної)
cmd-gw-setup-territory-opt-owner = власник
    .description = Фракція-власниця (жодної: морська зона чи нічия)
cmd-gw-setup-territory-opt-value = цінність
    .description = Її дохід
cmd-gw-setup-territory-opt-sea = море
    .description = Морська зона (там точаться морські битви)
cmd-gw-setup-territory-opt-contested = спірна
    .description = Вона спірна (дохід удвічі менший)
cmd-gw-setup-territory-opt-adjacent = сусідні
    .description = Сусідні території через кому
cmd-gw-setup-territory-opt-bombed = збомблено
    .description = Дохід, забраний бомбардуваннями цього ходу (0 на новому ході)
cmd-gw-setup-territory-opt-campaign = кампанія
    .description = Яка кампанія (якщо на сервері їх кілька)
cmd-gw-setup-units = війська
    .description = Задати війська фракції на території
cmd-gw-setup-units-opt-faction = фракція
    .description = Фракція
cmd-gw-setup-units-opt-territory = територія
    .description = Територія чи морська зона
cmd-gw-setup-units-opt-units = війська
    .description = Усі її війська там, напр. 4 піхота, 2 окопана піхота, 1 форт (жодних: 0)
cmd-gw-setup-units-opt-campaign = кампанія
    .description = Яка кампанія (якщо на сервері їх кілька)
cmd-gw-setup-faction = фракція
    .description = Задати технології фракції
cmd-gw-setup-faction-opt-faction = фракція
    .description = Фракція
cmd-gw-setup-faction-opt-technologies = технології
    .description = Усі її технології через кому (жодних: 0)
cmd-gw-setup-faction-opt-campaign = кампанія
    .description = Яка кампанія (якщо на сервері їх кілька)
cmd-gw-attack = атака
    .description = Атакувати територію чи морську зону вашої кампанії
cmd-gw-attack-opt-territory = територія
    .description = Територія чи морська зона, яку ви атакуєте
cmd-gw-attack-opt-origin = звідки
    .description = Звідки атакують ваші війська (поруч; якщо порожньо — єдина можлива)
cmd-gw-attack-opt-defender = захисник
    .description = Фракція, яку ви атакуєте (якщо не власниця території)
cmd-gw-attack-opt-raid = наліт
    .description = Натомість стратегічне бомбардування її заводу
cmd-gw-attack-opt-campaign = кампанія
    .description = Яка кампанія (якщо на сервері їх кілька)
cmd-gw-attack-opt-invasion = десант
    .description = Морський десант із сусідньої морської зони (звідки): транспорти висаджують війська
cmd-gw-evacuate = евакуація
    .description = Вивести флот захопленого порту в морську зону
cmd-gw-evacuate-opt-port = порт
    .description = Захоплена територія, яку покидає ваш флот
cmd-gw-evacuate-opt-zone = зона
    .description = Сусідня морська зона, куди йде флот (ворожі кораблі там: морська битва)
cmd-gw-evacuate-opt-campaign = кампанія
    .description = Яка кампанія (якщо на сервері їх кілька)
cmd-gw-standing = сталі_правила
    .description = Ваші сталі правила для битв вашої кампанії
cmd-gw-standing-opt-losses = втрати
    .description = Як бот розподіляє ваші втрати (або питає щоразу)
cmd-gw-standing-opt-retreat-below = відступ_нижче
    .description = Відступити, коли ваш шанс на перемогу впаде нижче цього відсотка
cmd-gw-standing-opt-retreat-after = відступ_після
    .description = Відступити після цього раунду
cmd-gw-standing-opt-never-retreat = без_відступу
    .description = Ніколи не відступати самому (скасовує правило відступу)
cmd-gw-standing-opt-campaign = кампанія
    .description = Яка кампанія (якщо на сервері їх кілька)
cmd-choice-gw-ask = питати щоразу
