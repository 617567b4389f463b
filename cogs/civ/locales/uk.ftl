# Civilization: The Board Game: Ukrainian. Game terms: data/games/civ.glossary.toml.

## Glossary terms (the same words as data/games/civ.glossary.toml)

-civ-attacker = Нападник
-civ-defender = Захисник
-civ-battle-hand = Бойова рука
-civ-standing-forces = постійні сили
-civ-front = Фронт
-civ-new-front = Новий фронт
-civ-superiority = Перевага
-civ-wounds = поранення
-civ-bonus-card = карта бонусу
-civ-casualties = Втрати
-civ-loot = Здобич
-civ-barracks = Казарма
-civ-academy = Академія
-civ-great-general = Великий полководець
-civ-fundamentalism = Фундаменталізм
-civ-city = місто
-civ-capital = столиця
-civ-trade = торгівля
-civ-culture-tokens = жетони культури
-civ-technology = технологія
-civ-culture-event-card = карта культурної події
-civ-figure = фігурка
-civ-market = ринок
-civ-infantry = Піхота
-civ-mounted = Кіннота
-civ-artillery = Артилерія
-civ-aircraft = Авіація
-civ-spearman = Списник
-civ-pikeman = Пікінер
-civ-rifleman = Стрілець
-civ-modern-infantry = Сучасна піхота
-civ-horseman = Вершник
-civ-knight = Лицар
-civ-cavalry = Кавалерія
-civ-tank = Танк
-civ-archer = Лучник
-civ-catapult = Катапульта
-civ-cannon = Гармата
-civ-mobile-artillery = Мобільна артилерія
-civ-airplane = Літак

game-civ = Civilization: настільна гра

## Words

civ-role = { $side ->
    [attacker] нападник
   *[defender] захисник
  }
civ-unit = { $unit ->
    [infantry] { -civ-infantry }
    [mounted] { -civ-mounted }
    [artillery] { -civ-artillery }
   *[aircraft] { -civ-aircraft }
  }
civ-rank = { $unit ->
    [infantry] { $rank ->
        [1] { -civ-spearman }
        [2] { -civ-pikeman }
        [3] { -civ-rifleman }
       *[4] { -civ-modern-infantry }
      }
    [mounted] { $rank ->
        [1] { -civ-horseman }
        [2] { -civ-knight }
        [3] { -civ-cavalry }
       *[4] { -civ-tank }
      }
    [artillery] { $rank ->
        [1] { -civ-archer }
        [2] { -civ-catapult }
        [3] { -civ-cannon }
       *[4] { -civ-mobile-artillery }
      }
   *[aircraft] { -civ-airplane }
  }
civ-resource = { $resource ->
    [wheat] Пшениця
    [silk] Шовк
    [incense] Пахощі
    [iron] Залізо
    [uranium] Уран
    [trade] Торгівля
    [culture] Культура
    [culture_cards] Карти культурних подій
    [barracks] { -civ-barracks }
    [academies] Академії
    [generals] Великі полководці
    [coins] Монети
    [shipyards] Верфі
   *[other] { $resource }
  }
civ-no-cards = жодної карти
civ-wounded = { $unit }, { $wounds ->
    [one] { $wounds } поранення
    [few] { $wounds } поранення
   *[many] { $wounds } поранень
  }
civ-figures = { $armies ->
    [one] { $armies } фігурка армії
    [few] { $armies } фігурки армії
   *[many] { $armies } фігурок армії
  }
civ-and-scouts = , { $scouts ->
    [one] { $scouts } розвідник
    [few] { $scouts } розвідники
   *[many] { $scouts } розвідників
  }
civ-cards = { $count ->
    [one] { $count } карта
    [few] { $count } карти
   *[many] { $count } карт
  }
civ-units = { $count ->
    [one] { $count } загін
    [few] { $count } загони
   *[many] { $count } загонів
  }
civ-fundamentalism = { -civ-fundamentalism }
civ-ranks = ранги: { $ranks }
civ-bonus-source = { $source ->
    [barracks] { -civ-barracks } +{ $value }
    [academies] Академії +{ $value }
    [generals] Великі полководці +{ $value }
    [city] захист міста +{ $value }
    [capital] захист столиці +{ $value }
    [fortified] мури +{ $value }
    [french] Французи +{ $value }
    [shipyard] Верфі +{ $value }
    [leonidas] Леонід +{ $value }
   *[other] +{ $value }
  }
civ-bonus-total = бойовий бонус { $value } ({ $sources })
civ-forces-count = { -civ-standing-forces }: { $standing } · { -civ-battle-hand }: { $hand }
civ-barbarians = Варвари
civ-target-new = { -civ-new-front }
civ-target-front = фронт { $front } ({ $unit })
civ-play-option = { $card } → { $target }

## The thread

civ-event-square = ⚔️ **{ $attacker }** атакує **{ $defender }** { $square ->
    [city] { $fortified ->
        [yes] в укріпленому місті
       *[no] у місті
      }
    [capital] { $fortified ->
        [yes] в укріпленій столиці
       *[no] у столиці
      }
    [village] у варварському поселенні
   *[open] на відкритій клітинці
  }.
civ-event-deck-short = 🂠 Колода «{ $unit }» на ринку закінчується: { $name } бере { $drawn } з { $wanted }.
civ-event-bonus = 🎖️ Бойовий бонус: { $attacker } { $a }, { $defender } { $d } — { $who ->
    [nobody] порівну: { -civ-bonus-card } не дістається нікому.
   *[somebody] { $holder } бере { -civ-bonus-card }: **+{ $value }**.
  }
civ-event-first-player = ▶️ { $name } ходить першим{ $why ->
    [fortified] : атакують укріплене місто.
   *[defender] , як захисник.
  }
civ-event-new-front = { $name } відкриває { -civ-front } { $front } картою **{ $unit }**.
civ-event-attack = { $name } атакує **{ $unit }** самотнього ворога { $target } на фронті { $front }.
civ-event-first = { -civ-superiority }: { $unit } б'є першим.
civ-event-together = Обидва б'ють одночасно.
civ-event-blow = { $unit } завдає { $wounds ->
    [one] { $wounds } поранення
    [few] { $wounds } поранення
   *[many] { $wounds } поранень
  }.
civ-event-dead = 💀 { $units }: { $count ->
    [one] загинув
    [few] загинули
   *[many] загинули
  }.
civ-event-locked = Обидва встояли: фронт заблоковано.
civ-event-plays-out = 🃏 Друга рука порожня: { $name } розігрує { $count ->
    [one] останні { $count } карту
    [few] останні { $count } карти
   *[many] останні { $count } карт
  }.
civ-event-score = { $name } { $total } (загони { $units }{ $card ->
    [0] {""}
   *[other] {" "}+ { -civ-bonus-card } { $card }
  })
civ-event-resolve = Підсумок, поранення зняті: { $scores } — **перемагає { $winner }**{ $tie ->
    [yes] {" "}(нічия на користь захисника).
   *[no] .
  }
civ-event-removed = { $name } знімає { $figures } ({ $killed }).
civ-removed = { $armies ->
    [0] жодної фігурки армії
    [one] { $armies } фігурку армії
    [few] { $armies } фігурки армії
   *[many] { $armies } фігурок армії
  }
civ-removed-scouts = і { $scouts ->
    [one] { $scouts } розвідника
    [few] { $scouts } розвідників
   *[many] { $scouts } розвідників
  }
civ-killed = { $count ->
    [one] { $count } загиблий загін
    [few] { $count } загиблі загони
   *[many] { $count } загиблих загонів
  }
civ-event-returned = { $name }: до постійних сил — { $back }, на ринок — { $lost }.
civ-event-razed = 🔥 { $name } руйнує місто гравця { $loser }: будівлі повертаються на ринок, чудеса та великі люди виходять з гри.
civ-event-capital = 🏆🏆🏆 **{ $name } ЗАХОПЛЮЄ СТОЛИЦЮ ГРАВЦЯ { $loser } І ПЕРЕМАГАЄ У ГРІ!** 🏆🏆🏆
civ-event-village = 🔥 { $name } знищує варварське поселення.
civ-event-loot = { -civ-loot }: { $name } забирає в { $loser } { $what }.
civ-event-loot-none = { -civ-loot }: у { $loser } немає нічого, що { $name } міг би забрати { $list ->
    [city] зі списку міста
    [points] за свої очки здобичі
   *[figures] зі списку фігурок
  }.
civ-event-no-battle = 🏳️ На клітинці лише розвідники: бою немає, { $name } втрачає { $scouts ->
    [one] { $scouts } розвідника
    [few] { $scouts } розвідників
   *[many] { $scouts } розвідників
  }.
civ-loot = { $pick ->
    [trade] до { $amount } торгівлі
    [culture] до { $amount } жетонів культури
    [tech] { -civ-technology }
    [culture_card] { -civ-culture-event-card } (навмання)
    [coin] скинути монету
    [resources] до { $amount } жетонів ресурсів
   *[other] { $pick }
  }
civ-loot-resource = 1 жетон: { $resource }
civ-loot-tech = технологію { $tech }
civ-loot-resources-moved = { $resources }

## The board

civ-board-setting-up = 🔒 Кожен гравець таємно готує свою сторону.
civ-board-side = { $icon } { $name }: { $hand ->
    [0] у руці жодної карти
    [one] у руці { $hand } карта
    [few] у руці { $hand } карти
   *[many] у руці { $hand } карт
  }{ $card ->
    [0] {""}
   *[other] {" "}· { -civ-bonus-card } +{ $card }
  }
civ-board-total = разом { $total }
civ-board-front = { -civ-front } { $number }: { $units }
civ-board-no-front = Фронтів ще немає.

## The asks

civ-count = { $what ->
    [armies] Фігурки армії на клітинці
    [fundamentalism] Фундаменталізм (1 = так)
    [barracks] { -civ-barracks }
    [academies] Академії
    [generals] Великі полководці
   *[other] { $what }
  }
civ-count-rank = Ранг: { $unit } (від 1 до 4)
civ-count-random = Випадкові карти: { $unit }
civ-count-card = { $unit } по { $value }
civ-form-more = Ще
civ-ask-army-all = Кожен гравець готує свою сторону — таємно
civ-ask-army = Твоя сторона в цьому бою, бачиш лише ти: фігурки армії на клітинці, уряд, будівлі, ранги і твої { -civ-standing-forces } як випадкові карти з ринку. Постав усі випадкові карти на 0, щоб далі назвати свої карти поодинці.
civ-ask-cards-all = Гравці називають свої карти — таємно
civ-ask-cards = Твої { -civ-standing-forces }, карта за картою: скільки кожного типу й значення (значення на боці карти рангу I).
civ-ask-turn = { $name } грає загін (таємно: 🔒)
civ-ask-hand = 🂠 Твоя { -civ-battle-hand } ({ $count ->
    [one] { $count } карта
    [few] { $count } карти
   *[many] { $count } карт
  }): { $cards }
civ-ask-play = Зіграй карту: на { -civ-new-front } або проти самотнього ворожого загону.
civ-ask-card = Обери карту, яку граєш.
civ-ask-target = Куди йде { $card }: на { -civ-new-front } чи проти самотнього ворожого загону?
civ-ask-loot = { -civ-loot } з гравця { $loser }: візьми одне { $list ->
    [city] зі списку міста
   *[figures] зі списку фігурок
  }
civ-ask-loot-resources = Які жетони ресурсів ти забираєш у { $loser } (до двох)
civ-refuse-setup = Правила не дозволяють цей бій: { $reason }

## The odds

civ-odds-outcome = { $outcome ->
    [win] ти перемагаєш
   *[lose] ти програєш
  }
civ-odds-row = { $play } (±{ $error })
civ-odds-estimate = { $win } ± { $error } ({ $samples ->
    [one] { $samples } змодельований бій
    [few] { $samples } змодельовані бої
   *[many] { $samples } змодельованих боїв
  })
civ-odds-title = 📊 Шанси в Civilization
civ-odds-overall = Твій шанс перемогти: **{ $odds }**
civ-odds-known = Якщо обидві руки відомі й обидві сторони грають вбудовану стратегію, **ти { $result ->
    [win] перемагаєш
   *[lose] програєш
  }**.
civ-odds-first-plays = Ти ходиш першим — кожна карта на { -civ-new-front }:
civ-odds-how = -# Монте-Карло: невідомі карти суперника роздаються навмання з карт, яких ти не бачив, і обидві сторони грають розумну вбудовану стратегію; ± — це 95% інтервал. Бачиш лише ти.
civ-odds-chart = Шанс перемогти за першою картою
civ-odds-chart-note = Монте-Карло із заявленою похибкою ±
civ-odds-bad-card = Не можу прочитати **{ $typed }** як карту загону: напиши тип або ранг і число, наприклад піхота 2, лицар 3, авіація 6.
civ-odds-no-hand = Назви хоча б одну карту своєї руки.
civ-odds-note = Монте-Карло: невідомі карти суперника вибрані навмання; ± — це 95% інтервал
civ-odds-footer = -# Монте-Карло, обидві сторони грають вбудовану стратегію; ± — це 95% інтервал. Бачиш лише ти.

## Your hand (only you see it)

civ-hand-button = Моя рука
civ-hand-note = 🂠 Бій #{ $battle }: тут кожен гравець бачить свою { -civ-battle-hand }, таємно. Більше ніхто.
civ-hand-not-yet = Твою { -civ-battle-hand } у бою #{ $battle } ще не витягнуто: спершу обидві сторони готуються.
civ-hand-title = 🂠 **{ $name }** — твоя { -civ-battle-hand } у бою #{ $battle } (бачиш лише ти)
civ-hand-left = У руці ({ $count ->
    [one] { $count } карта
    [few] { $count } карти
   *[many] { $count } карт
  }): { $cards }
civ-hand-played = Зіграно: { $cards }
civ-hand-standing = Лишилося в постійних силах ({ $count ->
    [one] { $count } карта
    [few] { $count } карти
   *[many] { $count } карт
  }): { $cards }
civ-hand-ranks = Твої ранги: { $ranks }
civ-hand-your-turn = ▶️ Твій хід: натисни 🔒 на панелі бою, щоб зіграти.
civ-hand-not-civ = Бій #{ $battle } — не бій Civilization.
civ-hand-not-yours = Ти не граєш у бою #{ $battle }: рука там є лише в його гравців.

## Quick battles

civ-refuse-defender = Вкажи гравця, якого атакуєш (без нікого може бути лише варварське поселення).
civ-refuse-bot = Не можна атакувати бота.
civ-refuse-self = Не можна атакувати самого себе.

## A campaign

civ-status-forces = 🂠 { -civ-standing-forces } (сорочкою догори): { $held }
civ-status-forces-one = { $faction } { $count ->
    [one] { $count } карта
    [few] { $count } карти
   *[many] { $count } карт
  }
civ-status-city = { $kind ->
    [capital] столиця
   *[city] місто
  } гравця { $owner }{ $fortified ->
    [yes] {" "}(укріплене)
   *[no] {""}
  }
civ-status-victory = 🏆 переміг у грі
civ-noun-square = клітинки
civ-squares-set-by = Клітинки додає ведучий командою { $command }.
civ-refuse-no-faction = У тебе немає фракції в { $campaign }: приєднуйся командою { $command }.
civ-refuse-square-name = Клітинці потрібна назва з літер чи цифр.
civ-setup-square-done = 🗺️ { $line }
civ-setup-figures-done = 🗺️ { $faction } на { $square }: { $figures }.
civ-setup-faction-done = 🏛️ { $faction }: { $notes } · { $bonus }
civ-setup-resources-done = 💰 { $faction } має: { $held }
civ-setup-forces-done = 🂠 Постійні сили фракції { $faction } ({ $count ->
    [one] { $count } карта
    [few] { $count } карти
   *[many] { $count } карт
  }), бачиш лише ти: { $cards }
civ-refuse-market-short = На ринку стільки немає: { $cards }.
civ-reading = { $reading ->
    [aircraft_trump_all] Авіація має перевагу над усіма іншими типами
    [scouts_count] Розвідники збільшують руку
    [see_own_forces] Гравці можуть дивитися свої постійні сили
    [city_loot_both] Місто, яке захищали фігурки, дає вибір з кожного списку здобичі
    [armies_first] Переможець знімає армії раніше за розвідників
    [tech_winner_lacks] Здобич бере лише технологію, якої переможець не має
    [loot_points] Очки здобичі (FAQ 2.0) замість одного вибору
   *[wisdom_warfare] Карти загонів Wisdom & Warfare
  }: { $value ->
    [yes] так
   *[no] ні
  }
civ-setup-rules-done = 📜 Прочитання правил у { $campaign }:
    { $readings }
civ-refuse-origin = Вкажи клітинку, звідки йдуть твої фігурки (origin), або атакуй тими, що вже там.
civ-refuse-no-enemy = На { $square } нема з ким битися: вкажи фракцію, яку атакуєш.
civ-refuse-pending = На { $square } ще триває бій.
civ-refuse-figures = На { $square } немає стільки твоїх фігурок ({ $armies } армій, { $scouts } розвідників).
civ-refuse-no-figures = У тебе немає фігурок армії, щоб атакувати { $square } (розвідники не атакують): введи армії з клітинки-походження.
civ-refuse-nobody = { $faction } не має на { $square } ні фігурок, ні міста.
civ-refuse-needs = Щоб будувати «{ $unit }», потрібен Політ.
civ-refuse-deck-empty = Колода «{ $unit }» на ринку порожня: ніхто не збудує цей загін, доки не повернуться загиблі.
civ-face-down = карта сорочкою догори
civ-build-done = 🔨 Ти будуєш «{ $unit }»: { $card } до твоїх постійних сил (коштує { $cost } виробництва на ранзі «{ $rank }»).
civ-refuse-face-down = У цій кампанії постійні сили лежать сорочкою догори навіть для власника.
civ-forces-list = 🂠 Постійні сили фракції { $faction } ({ $count ->
    [one] { $count } карта
    [few] { $count } карти
   *[many] { $count } карт
  }), бачиш лише ти: { $cards }

## Commands

cmd-civ = civ
    .description = Civilization: настільна гра: бої таємних рук, фронти й здобич
cmd-civ-battle = бій
    .description = Швидкий бій: кожна сторона таємно готується, потім грає свою Бойову руку
cmd-civ-battle-opt-defender = захисник
    .description = Гравець, якого ти атакуєш (поселення: хто грає за варварів, або ніхто)
cmd-civ-battle-opt-square = клітинка
    .description = Де атакуєш: відкрита клітинка, місто, столиця чи варварське поселення
cmd-civ-battle-opt-fortified = укріплене
    .description = Місто чи столиця укріплені (мури): +4, і ти ходиш першим
cmd-civ-battle-opt-wisdom-warfare = wisdom_warfare
    .description = Карти загонів Wisdom & Warfare (атака й здоров'я)
cmd-civ-hand = рука
    .description = Твоя Бойова рука в бою, таємно
cmd-civ-hand-opt-battle = бій
    .description = Який бій (його номер)
cmd-civ-odds = шанси
    .description = Твій шанс перемогти з рукою, моделюванням
cmd-civ-odds-opt-hand = рука
    .description = Твої карти, наприклад піхота 2, лицар 3, авіація 6
cmd-civ-odds-opt-enemy = суперник
    .description = Скільки карт у суперника (наприклад 5) або його карти, якщо знаєш
cmd-civ-odds-opt-role = роль
    .description = Ти нападник (за замовчуванням) чи захисник
cmd-civ-odds-opt-bonus = бонус
    .description = Твоя карта бонусу (від'ємна: суперника)
cmd-civ-odds-opt-fortified = укріплене
    .description = Атакують укріплене місто: нападник ходить першим
cmd-civ-odds-opt-wisdom-warfare = wisdom_warfare
    .description = Карти загонів Wisdom & Warfare
cmd-civ-attack = атака
    .description = Атакувати клітинку своєї кампанії: ввести фігурки й битися
cmd-civ-attack-opt-square = клітинка
    .description = Клітинка, яку атакуєш
cmd-civ-attack-opt-armies = армії
    .description = Фігурки армії, які вводиш (з клітинки-походження; інакше ті, що вже там)
cmd-civ-attack-opt-scouts = розвідники
    .description = Розвідники, що йдуть з ними
cmd-civ-attack-opt-origin = походження
    .description = Клітинка, звідки йдуть твої фігурки
cmd-civ-attack-opt-defender = захисник
    .description = Фракція, яку атакуєш (якщо це не власник міста чи не єдина там)
cmd-civ-attack-opt-campaign = кампанія
    .description = Яка кампанія (якщо на сервері їх кілька)
cmd-civ-build = збудувати
    .description = Збудувати загін: випадкова карта його типу з ринку йде до твоїх постійних сил
cmd-civ-build-opt-unit = загін
    .description = Тип загону
cmd-civ-build-opt-campaign = кампанія
    .description = Яка кампанія
cmd-civ-forces = сили
    .description = Твої постійні сили в кампанії, таємно
cmd-civ-forces-opt-campaign = кампанія
    .description = Яка кампанія
cmd-civ-setup = налаштування
    .description = Ведучий: клітинки, фігурки, фракції та постійні сили
cmd-civ-setup-square = клітинка
    .description = Додати або змінити клітинку мапи
cmd-civ-setup-square-opt-name = назва
    .description = Назва клітинки (або наявної)
cmd-civ-setup-square-opt-owner = власник
    .description = Фракція, чиє це місто
cmd-civ-setup-square-opt-city = місто
    .description = Місто, столиця або без міста
cmd-civ-setup-square-opt-fortified = укріплене
    .description = Місто має мури (+4, і нападник ходить першим)
cmd-civ-setup-square-opt-barracks = казарми
    .description = Казарми в його околицях (повертаються на ринок, якщо місто зруйновано)
cmd-civ-setup-square-opt-academies = академії
    .description = Академії в його околицях
cmd-civ-setup-square-opt-generals = полководці
    .description = Великі полководці в його околицях
cmd-civ-setup-square-opt-campaign = кампанія
    .description = Яка кампанія (якщо на сервері їх кілька)
cmd-civ-setup-figures = фігурки
    .description = Задати фігурки фракції на клітинці
cmd-civ-setup-figures-opt-faction = фракція
    .description = Фракція
cmd-civ-setup-figures-opt-square = клітинка
    .description = Клітинка
cmd-civ-setup-figures-opt-armies = армії
    .description = Фігурки армії там
cmd-civ-setup-figures-opt-scouts = розвідники
    .description = Розвідники там
cmd-civ-setup-figures-opt-campaign = кампанія
    .description = Яка кампанія (якщо на сервері їх кілька)
cmd-civ-setup-faction = фракція
    .description = Задати ранги, уряд, технології та джерела бойового бонусу фракції
cmd-civ-setup-faction-opt-faction = фракція
    .description = Фракція
cmd-civ-setup-faction-opt-infantry-rank = ранг_піхоти
    .description = Ранг піхоти, від 1 до 4
cmd-civ-setup-faction-opt-mounted-rank = ранг_кінноти
    .description = Ранг кінноти, від 1 до 4
cmd-civ-setup-faction-opt-artillery-rank = ранг_артилерії
    .description = Ранг артилерії, від 1 до 4
cmd-civ-setup-faction-opt-fundamentalism = фундаменталізм
    .description = Її уряд — Фундаменталізм
cmd-civ-setup-faction-opt-techs = технології
    .description = Її технології через кому (Політ дозволяє будувати авіацію)
cmd-civ-setup-faction-opt-barracks = казарми
    .description = Казарми, які вона має (+2 кожна)
cmd-civ-setup-faction-opt-academies = академії
    .description = Академії, які вона має (+4 кожна)
cmd-civ-setup-faction-opt-generals = полководці
    .description = Великі полководці на мапі (+4 кожен)
cmd-civ-setup-faction-opt-campaign = кампанія
    .description = Яка кампанія (якщо на сервері їх кілька)
cmd-civ-setup-resources = ресурси
    .description = Задати, що має фракція і що може забрати здобич
cmd-civ-setup-resources-opt-faction = фракція
    .description = Фракція
cmd-civ-setup-resources-opt-trade = торгівля
    .description = Торгівля на її шкалі
cmd-civ-setup-resources-opt-culture = культура
    .description = Жетони культури
cmd-civ-setup-resources-opt-culture-cards = карти_подій
    .description = Карти культурних подій у руці
cmd-civ-setup-resources-opt-wheat = пшениця
    .description = Жетони пшениці
cmd-civ-setup-resources-opt-silk = шовк
    .description = Жетони шовку
cmd-civ-setup-resources-opt-incense = пахощі
    .description = Жетони пахощів
cmd-civ-setup-resources-opt-iron = залізо
    .description = Жетони заліза
cmd-civ-setup-resources-opt-uranium = уран
    .description = Жетони урану
cmd-civ-setup-resources-opt-campaign = кампанія
    .description = Яка кампанія (якщо на сервері їх кілька)
cmd-civ-setup-forces = сили
    .description = Задати постійні сили фракції (таємно)
cmd-civ-setup-forces-opt-faction = фракція
    .description = Фракція
cmd-civ-setup-forces-opt-cards = карти
    .description = Усі її карти, наприклад піхота 2, кіннота 3, 2 артилерія (випадкові з ринку)
cmd-civ-setup-forces-opt-campaign = кампанія
    .description = Яка кампанія (якщо на сервері їх кілька)
cmd-civ-setup-rules = правила
    .description = Обрати прочитання сумнівних правил
cmd-civ-setup-rules-opt-aircraft-trump-all = авіація_переважає
    .description = Авіація має перевагу над усіма типами (за замовчуванням: ні над ким)
cmd-civ-setup-rules-opt-scouts-count = розвідники_рахуються
    .description = Розвідники збільшують руку, як армії (за замовчуванням: ні)
cmd-civ-setup-rules-opt-see-own-forces = бачити_свої_сили
    .description = Гравці можуть дивитися свої постійні сили (за замовчуванням: так)
cmd-civ-setup-rules-opt-city-loot-both = подвійна_здобич
    .description = Місто з фігурками: вибір з кожного списку здобичі (за замовчуванням: так)
cmd-civ-setup-rules-opt-armies-first = спершу_армії
    .description = Переможець знімає армії раніше за розвідників (за замовчуванням: так)
cmd-civ-setup-rules-opt-tech-winner-lacks = бракує_технології
    .description = Здобич бере лише технологію, якої переможець не має (за замовчуванням: так)
cmd-civ-setup-rules-opt-wisdom-warfare = wisdom_warfare
    .description = Карти загонів Wisdom & Warfare, атака й здоров'я (за замовчуванням: ні)
cmd-civ-setup-rules-opt-campaign = кампанія
    .description = Яка кампанія (якщо на сервері їх кілька)
cmd-choice-civ-open = відкрита клітинка
cmd-choice-civ-city = місто
cmd-choice-civ-capital = столиця
cmd-choice-civ-village = варварське поселення
cmd-choice-civ-attacker = нападник
cmd-choice-civ-defender = захисник
cmd-choice-civ-none = без міста
cmd-choice-civ-infantry = піхота
cmd-choice-civ-mounted = кіннота
cmd-choice-civ-artillery = артилерія
cmd-choice-civ-aircraft = авіація

## Ефекти карт у бою (cogs/civ/effects.py)

civ-effect = { $effect ->
    [metalworking] Обробка металу
    [oracle] Оракул
    [pentagon] Пентагон
    [himeji] Замок самураїв Хімеджі
    [japanese] Японці
    [french] Французи
    [shipyard] Верф
    [china] Китайці
    [nightingale] Флоренс Найтінгейл
    [leonidas] Леонід
    [sun_tzu] Сунь-цзи
    [zhukov] Жуков
    [great_wall] Велика стіна
    [mongols] Монголи
   *[other] { $effect }
  }
civ-effects-list = карти в грі: { $effects }
civ-event-metal = ⚒️ Обробка металу: { $unit } витрачає залізо на +{ $wounds } поранення.
civ-event-oracle = 🔮 Оракул гравця { $by }: { $name } грає з відкритою рукою ({ -civ-battle-hand }): { $cards }.
civ-event-pass = ⏭️ Сунь-цзи: { $name } платить { $trade } ({ -civ-trade }) і пропускає хід.
civ-event-zhukov = 🎖️ Жуков: { $name } завдає 1 поранення загону { $unit } на фронті { $front }{ $dead ->
    [yes] , і той гине.
   *[no] .
  }
civ-event-zhukov-none = 🎖️ Жуков: у { $name } немає ворожого загону, щоб поранити.
civ-event-saved = 🩹 { $name } повертає { $units } до постійних сил { $how ->
    [all] (Флоренс Найтінгейл).
   *[china] (Китайці).
  }
civ-event-loot-points = 💰 { $name } отримує { $points ->
    [0] жодного очка здобичі
    [one] { $points } очко здобичі
    [few] { $points } очки здобичі
    [many] { $points } очок здобичі
   *[other] { $points } очка здобичі
  } від { $loser }.
civ-loot-cost = ({ $points ->
    [one] { $points } очко
    [few] { $points } очки
    [many] { $points } очок
   *[other] { $points } очка
  })
civ-board-face-up = відкрита рука: { $cards }
civ-pass-option = Пропустити хід (Сунь-цзи, { $trade }: { -civ-trade })
civ-ask-effects-all = Кожен гравець таємно оголошує свої карти, що діють у бою
civ-ask-effects = Ваші карти, що діють у бою (1 = у вас є): технології, дива, великі люди, ваша цивілізація. Обидві сторони побачать їх, коли обидві оголосять.
civ-ask-metal-all = { $name } вирішує щодо здібності (таємно: 🔒)
civ-ask-metal = Обробка металу: витратити залізо, щоб { $card } завдав на { $wounds } поранення більше на фронті { $front }?
civ-ask-zhukov = Жуков: { $name } ранить ворожий загін — який?
civ-ask-save = Китайці: { $name } рятує один убитий загін — який?
civ-ask-loot-points = { -civ-loot } від { $loser }: лишилось очок — { $points }; оберіть один ефект (різні ефекти можна поєднувати)
civ-rules-head = 📜 **Як бот читає бій Civilization** (порядок бою з правил, потім те, що правила лишають відкритим)
civ-rules-effects = **Ефекти карт у бою** (швидкий бій: параметр `ефекти` у /civ battle; кампанія: технології, дива, великі люди й цивілізація фракції):
civ-rules-effect = { $name }: { $effect ->
    [metalworking] витратьте залізо: загін, зіграний проти ворожого фронту, завдає на { $wounds } поранення більше, раз за бій
    [oracle] суперник грає з відкритою рукою (її бачать усі; шанси її враховують)
    [pentagon] ваші загони не можна перевершити
    [himeji] +{ $strength } до всіх ваших загонів
    [japanese] піхота +{ $strength }
    [french] +{ $bonus } до бойового бонусу
    [shipyard] +{ $bonus } до бойового бонусу за кожну верф, як казарми
    [china] може врятувати один убитий загін після кожного бою
    [nightingale] рятує всі вбиті загони
    [leonidas] +{ $bonus } до бойового бонусу, коли захисник має в руці менше карт, ніж нападник
    [sun_tzu] заплатіть { $trade } ({ -civ-trade }), щоб пропустити один хід, раз за бій
    [zhukov] { $wounds } поранення ворожому загону щоразу, коли гине ваш
    [great_wall] лише очки здобичі: віддає { $loot } очко
    [mongols] лише очки здобичі: у нападі отримує на { $loot } очко більше
   *[other] —
  }
civ-rules-left-out = Не враховано, бо це неперевірені фанатські дані: Математика й Балістика (залізо: поранення, розподілені між ворожими загонами), Тваринництво й Біологія (лікування поранень), Статуя Зевса (+6 до бонусу).
civ-rules-loot = **Здобич**: { $points ->
    [yes] очки здобичі (FAQ 2.0) — 1 очко, якщо переможений мав фігурки в клітинці, 2 за місто (з фігурками чи без); ефекти за 1 очко (до 3 торгівлі, до 3 жетонів культури, один жетон ресурсу, скинути монету) можна поєднувати, якщо вони різні; список за 2 очки не знайдено, і бот читає його як міський список правил, по 2 очки кожне (технологія, карта культурної події, два жетони ресурсів).
   *[no] за правилами: ОДИН вибір (до 3 торгівлі, до 3 жетонів культури, один ресурс; з міста: технологія, карта культурної події, до двох ресурсів). Очки здобичі (FAQ 2.0) — налаштування кампанії.
  }
civ-rules-readings = **Тлумачення** (майстер гри кампанії обирає їх командою { $command }):
cmd-civ-battle-opt-effects = ефекти
    .description = Кожна сторона оголошує свої карти, що діють у бою (Обробка металу, Оракул, …)
cmd-civ-rules = правила
    .description = Як бот читає бій: ефекти карт, здобич
cmd-civ-rules-opt-campaign = кампанія
    .description = Тлумачення кампанії (інакше — типові)
cmd-civ-setup-faction-opt-wonders = дива
    .description = Її дива через кому (Оракул, Пентагон, Замок самураїв Хімеджі, …)
cmd-civ-setup-faction-opt-great-people = великі_люди
    .description = Її великі люди через кому (Леонід, Сунь-цзи, Жуков, …)
cmd-civ-setup-faction-opt-civilization = цивілізація
    .description = Її цивілізація (Японці, Французи, Китайці, Монголи, …)
cmd-civ-setup-faction-opt-shipyards = верфі
    .description = Її верфі (+2 кожна, Wisdom & Warfare)
cmd-civ-setup-resources-opt-coins = монети
    .description = Монети (очки здобичі можуть змусити скинути одну)
cmd-civ-setup-rules-opt-loot-points = очки_здобичі
    .description = Очки здобичі (FAQ 2.0) замість одного вибору за правилами (типово: ні)
