# Слава Цивілізацій: українською — мовою оригіналу (../shared/seeds/003). Терміни:
# data/games/goc.glossary.toml, слово в слово з правил.

## Терміни глосарію (ті самі слова, що в data/games/goc.glossary.toml)

-goc-peasant = Селяни
-goc-spearman = Списоносці
-goc-swordsman = Мечники
-goc-archer = Лучники
-goc-cavalry = Кавалеристи
-goc-catapult = Катапульта
-goc-trebuchet = Требушет
-goc-galley = Галера
-goc-wall = Стіна
-goc-palisade = Частокіл
-goc-building = Будівля
-goc-city = Місто
-goc-castle = Замок
-goc-fabian-tactics = Тактика Фабіана
-goc-tactics = Тактика
-goc-regular-army = Регулярна армія
-goc-siege-tower = Облогова вежа
-goc-democracy = Демократія
-goc-theocracy = Теократія
-goc-courage = відвага
-goc-conversion = конверсія
-goc-restoration = відновлення
-goc-siege = облога
-goc-garrison = гарнізон
-goc-exhaustion = виснаження
-goc-corps = з'єднання
-goc-reaction = маневр-реакція
-goc-bag = мішок
-goc-check = перевірка
-goc-attack-cubes = кубики атаки
-goc-defence-cubes = кубики захисту
-goc-action-cubes = кубики дії
-goc-experience-cubes = кубики досвіду
-goc-clash = сутичка
-goc-damage = пошкодження
-goc-durability = стійкість
-goc-warlike = Войовничість

game-goc = Слава Цивілізацій

## Слова

goc-unit = { $unit ->
    [peasant] { -goc-peasant }
    [spearman] { -goc-spearman }
    [swordsman] { -goc-swordsman }
    [archer] { -goc-archer }
    [cavalry] { -goc-cavalry }
    [catapult] { -goc-catapult }
    [trebuchet] { -goc-trebuchet }
    [galley] { -goc-galley }
   *[other] { $unit }
  }
goc-structure = { $kind ->
    [wall] { -goc-wall }
    [palisade] { -goc-palisade }
    [building] { -goc-building }
    [city] { -goc-city }
    [castle] { -goc-castle }
   *[other] { $kind }
  }
goc-technology = { $tech ->
    [fabian_tactics] { -goc-fabian-tactics }
    [tactics] { -goc-tactics }
    [regular_army] { -goc-regular-army }
    [siege_tower] { -goc-siege-tower }
   *[other] { $tech }
  }
goc-government = { $gov ->
    [democracy] { -goc-democracy }
    [theocracy] { -goc-theocracy }
   *[other] інша форма правління
  }
goc-role = { $side ->
    [attacker] нападник
   *[defender] оборонець
  }
goc-neutral = нейтральні
goc-no-units = жодного загону
goc-noun-hex = гекс
goc-count-action = Кубики дії
goc-count-experience = Кубики досвіду
goc-count-structures = Споруди (за пріоритетом знищення)
goc-count-in-army = { $name } ({ $army })
goc-form-more = Інші загони та кубики
goc-preset = Найбільше знищень

## Питання

goc-ask-forces = Ваше військо: загони кожного типу, а також { -goc-action-cubes } та { -goc-experience-cubes }, які ви додаєте в { -goc-bag }
goc-refused = { $why ->
    [empty-army] ⚠️ Кожному війську з'єднання потрібен хоча б один загін.
    [no-units] ⚠️ Нападнику потрібен хоча б один загін.
    [nothing-to-attack] ⚠️ Оборонцю потрібен загін (або споруда, на яку нападають).
   *[other] ⚠️ З таким військом цю битву не почати.
  }
goc-ask-unpacked = Ваші требушети розгорнуті? Згорнуті не можуть атакувати.
goc-ask-defence = Додати в { -goc-bag } ваші { $n ->
    [one] { $n } нейтральний кубик захисту
    [few] { $n } нейтральні кубики захисту
   *[many] { $n } нейтральних кубиків захисту
  }? Вони розбавляють мішок: менше влучань для обох сторін.
goc-ask-fabian = Скористатися технологією { -goc-fabian-tactics }: скинути з мішка до { $n } кубиків кольору кожного гравця? Зараз: { $bag }
goc-ask-convert = { -goc-conversion } вдалася: який загін гравця { $enemy } переходить на ваш бік (на суміжний гекс, з 2 кубиками виснаження)?
goc-ask-restore = { -goc-restoration } вдалося: який ваш втрачений загін повертається на суміжний гекс?
goc-ask-draw = Скільки кубиків витягнути з мішка? Від одного до вашої відваги: { $courage }. У мішку: { $bag }
goc-option-draw = Витягнути { $n }
goc-ask-top-up = { $name } витягує { $n }: { $cubes }. Витягнути ще, щоб загалом не більше вашої відваги ({ $courage })?
goc-option-top-up = { $n ->
    [0] Більше не треба
   *[other] +{ $n }
  }
goc-ask-tactics = { -goc-tactics }: закинути щойно витягнуті кубики ({ $cubes }) назад у мішок і витягнути { $n } заново? Один раз за битву.
goc-ask-regular-army = { -goc-regular-army }: відкласти один кубик { $cube } і витягнути замість нього інший? Витягнуто: { $cubes }
goc-ask-allocate = Розподіліть { $n } пошкоджень, що ви завдаєте військам гравця { $enemy }, на власний розсуд. На кожному гексі — пріоритет знищення: стіна на лінії атаки, далі загони, далі будівлі, далі місто чи замок. Пошкодження, що нічого не можуть знищити, пропадають.
goc-plan-refused = { $why ->
    [wall-first] Спершу стіна на лінії атаки, потім загони за нею.
    [units-first] Будівлі й місто — лише після всіх загонів на їхньому гексі.
    [too-much] Це більше, ніж ви завдаєте, або більше, ніж є.
    [too-little] Лишилися пошкодження, що ще можуть щось знищити: розподіліть усі.
   *[other] Так ці пошкодження не розподілити.
  }

## Гілка битви

goc-forces = { $icon } { $name }: { $units }
goc-forces-cubes = { -goc-action-cubes } { $action }, { -goc-experience-cubes } { $experience }
goc-unpacked = { $ready ->
    [true] Требушети гравця { $name } розгорнуті.
   *[false] Требушети гравця { $name } згорнуті: вони не атакують.
  }
goc-defence = { $added ->
    [true] { $name } додає { $n ->
        [one] { $n } кубик захисту
        [few] { $n } кубики захисту
       *[many] { $n } кубиків захисту
      }.
   *[false] { $name } не додає { $n ->
        [one] { $n } кубик захисту
        [few] { $n } кубики захисту
       *[many] { $n } кубиків захисту
      }.
  }
goc-part = { $part ->
    [units] загони { $n }
    [bonus] бонус сили { $n }
    [action] дія { $n }
    [experience] досвід { $n }
   *[other] { $n }
  }
goc-bag = 🎒 **Мішок: { $n ->
    [one] { $n } кубик
    [few] { $n } кубики
   *[many] { $n } кубиків
  }** — { $bag }
goc-bag-side = { $square } { $name } { $n } ({ $why })
goc-bag-neutral = { $square } нейтральні { $n } ({ -goc-defence-cubes }: { $why })
goc-siege-line = 🏰 Облога: нападник не додає бонус ближнього бою проти гарнізону.
goc-fabian = { $name } користується технологією { -goc-fabian-tactics }: скидає { $a } та { $d }; у мішку { $n ->
    [one] лишається { $n } кубик
    [few] лишається { $n } кубики
   *[many] лишається { $n } кубиків
  } ({ $bag }).
goc-check = { $action ->
    [conversion] Конверсія
   *[restoration] Відновлення
  }, { $name }: перевірка { $size }: { $cubes } — { $passed ->
    [true] пройдено{ $experience ->
        [0] .
        [one] , { $experience } кубик досвіду.
        [few] , { $experience } кубики досвіду.
       *[many] , { $experience } кубиків досвіду.
      }
   *[false] не пройдено.
  }
goc-converted = ✝️ { $name } навертає загін гравця { $enemy }: { $unit } (на суміжний гекс, { $n ->
    [one] { $n } кубик виснаження
    [few] { $n } кубики виснаження
   *[many] { $n } кубиків виснаження
  }).
goc-courage-why = { $why ->
    [units] { $n ->
        [one] { $n } загін
        [few] { $n } загони
       *[many] { $n } загонів
      }
    [projectile] +{ $n } снарядний клас атаки
    [siege_tower] +{ $n } { -goc-siege-tower }
   *[other] +{ $n }
  }
goc-courage = 🦁 Відвага: { $sides }
goc-no-clash = Сутички немає: нічого витягати.
goc-draw = 🎲 { $name } витягує { $n }: { $cubes }
goc-top-up = 🎲 { $name } витягує ще { $n }: { $cubes }
goc-tactics = 🔄 { $name } користується технологією { -goc-tactics }: { $old } — назад у мішок, заново: { $cubes }
goc-regular-army = 🔁 { $name } користується технологією { -goc-regular-army }: відкладає { $aside }, витягує { $cube }: { $cubes }
goc-drawn = **Витягнуто**: { $cubes } (🟩 { $a } · 🟪 { $d } · ⬜ { $n })
goc-dealt = 💥 { $attacker } завдає { $a ->
    [one] { $a } пошкодження
    [few] { $a } пошкодження
   *[many] { $a } пошкоджень
  }, { $defender } — { $d }.
goc-harmless = ({ $name } не дістає до ворога: його кубики не завдають пошкоджень.)
goc-destroys = { $icon } { $name } знищує: { $what }
goc-damaged = пошкоджено: { $what }
goc-damage-lost = { $n ->
    [one] { $n } пошкодження пропадає
    [few] { $n } пошкодження пропадають
   *[many] { $n } пошкоджень пропадають
  }
goc-nothing-destroyed = { $name } нічого не знищує у гравця { $enemy }.
goc-achievement = 🏆 { $name }: звершення { $achievement ->
   *[warlike] { -goc-warlike }
  }
goc-restored = ✚ { $name } відновлює загін: { $unit } повертається на суміжний гекс.
goc-result = 🏁 { $result ->
    [attacker_win] **{ $attacker } перемагає**: у гравця { $defender } у битві нічого не лишилося.
    [defender_win] **{ $defender } перемагає**: у гравця { $attacker } у битві нічого не лишилося.
    [both_destroyed] **Переможця немає**: знищено обидві сторони.
   *[both_survive] **Переможця немає**: обидві сторони вціліли.
  }
goc-experience = { $name } здобуває { $n ->
    [one] { $n } кубик досвіду
    [few] { $n } кубики досвіду
   *[many] { $n } кубиків досвіду
  }.

## Панель

goc-board-bag = 🎒 { $bag }
goc-board-drawn = 🎲 { $cubes }
goc-board-damage = ({ $n ->
    [one] { $n } пошкодження
    [few] { $n } пошкодження
   *[many] { $n } пошкоджень
  })

## Шанси

goc-odds-outcome = { $outcome ->
    [wipe] ви знищуєте все
    [more] ви завдаєте більше, ніж отримуєте
   *[wiped] ви втрачаєте все
  }
goc-odds-yes-no = { $answer ->
    [yes] Так
   *[no] Ні
  }
goc-odds-choice = { $choice }: ви завдаєте { $mine }, отримуєте { $theirs }
goc-odds-title = 📊 Точні шанси сутички
goc-odds-bag = Мішок: { $bag } · відвага: нападник { $a }, оборонець { $d }
goc-odds-best = ⭐ Найбільше очікуваних чистих пошкоджень для нападника: витягнути **{ $k }** ({ $net }).
goc-odds-how = Точно (багатовимірний гіпергеометричний розподіл, кожне витягування пораховано). Оборонець добирає, коли решта кубиків йому на користь; Тактика й Регулярна армія — коли вигідні в середньому; пошкодження розподіляються так, щоб знищити найбільше. До конверсії. Для з'єднання — по всіх його військах, на кожному гексі за пріоритетом знищення.
goc-odds-draws = Кожне витягування: пошкодження нападника / оборонця, чисті, нападник знищує все
goc-odds-draw = Витягнути { $k }: { $a } / { $d } · чисті { $net } · усе { $wipe }
goc-odds-dealt = Пошкодження, що завдає { $name } (витягнути { $k })
goc-odds-destroy = Шанс знищити в гравця { $name } (витягнути { $k })
goc-odds-chart = Пошкодження нападника, якщо витягнути { $k }
goc-odds-chart-x = Пошкодження
goc-odds-bad-unit = **{ $typed }** у `{ $option }` — не загін. Загони: { $units }.

## Малюнки

goc-picture-title = Мішок · { $battle }
goc-picture-bag = У мішку
goc-picture-check = { $name }: { $action ->
    [conversion] конверсія
   *[restoration] відновлення
  } { $passed ->
    [true] вдалася
   *[false] не вдалася
  }
goc-picture-draw = { $name } витягує
goc-picture-top-up = { $name } витягує ще
goc-picture-tactics = { $name }: Тактика, витягнуто заново
goc-picture-regular-army = { $name }: Регулярна армія, після перетягування
goc-bag-caption = 🎒 Мішок і кожне витягування битви { $battle }

## Відмови

goc-refuse-bot = Бот не може оборонятися. Нападайте на гравця.
goc-refuse-self = Не можна нападати на самого себе.
goc-refuse-setup = З таким військом битву не почати. ({ $reason })
goc-refuse-not-goc = Битва №{ $id } — не битва Слави Цивілізацій.
goc-refuse-no-bag = У битві №{ $id } ще немає мішка: війська ще виставляють.
goc-refuse-no-faction = У вас немає фракції в кампанії **{ $campaign }**. Приєднайтеся: { $command }.
goc-refuse-no-enemy = На гексі **{ $hex }** немає нікого іншого.
goc-refuse-no-army = У вас немає загонів на гексі **{ $hex }**.
goc-refuse-same-hex = Військо нападає на інший гекс, а не на **{ $hex }**.
goc-refuse-nothing-there = На гексі **{ $hex }** немає на що нападати.
goc-refuse-cubes = { $resource ->
    [action] У вас { $have } кубиків дії.
   *[experience] У вас { $have } кубиків досвіду.
  }
goc-refuse-hex-name = Назва гексу має містити літеру чи цифру.
goc-refuse-whose-units = Назвіть фракцію, чиї це загони (у гексу немає власника).
goc-refuse-tech = **{ $typed }** — не технологія. Технології: { $techs }.
goc-refuse-structure = **{ $typed }** — не споруда. Споруди: { $kinds } (число після назви — пошкодження на ній; «поза» — стіна не на лінії атаки).
goc-hexes-set-by = Гекси додає ведучий командою { $command }.

## Кампанія

goc-hex-head = **{ $name }**{ $owned ->
    [yes] { " " }({ $owner })
   *[no] {""}
  }
goc-setup-hex-done = 🗺️ { $line }
goc-setup-faction-done = 🏛️ **{ $faction }**: { $techs } · { $government } · реліквія: { $relic ->
    [yes] так
   *[no] ні
  } · кубики досвіду { $experience } · кубики дії { $action }
goc-reading = { $reading ->
    [bonus_per] бонус сили { $value ->
        [unit] за кожен загін
       *[type] за тип загону
      }
    [projectile_courage] снарядний клас в облозі: { $value ->
        [once] +1 загалом
       *[each] +1 за кожен
      }
    [failed_check] невдала перевірка: { $value ->
        [discard] кубики скидаються
       *[return] кубики повертаються в мішок
      }
    [corps_size] розмір з'єднання: { $value ->
        [free] до трьох військ
       *[castles] 1 + збудовані замки
      }
    [reaction_exhausts] маневр-реакція { $value ->
        [false] не виснажує
       *[true] дає кубик виснаження
      }
   *[unreachable_harm] сторона, що не дістає до ворога, { $value ->
        [true] все одно завдає пошкоджень
       *[false] не завдає пошкоджень
      }
  }
goc-setup-rules-done = 📜 Прочитання правил у цій кампанії: { $readings }

## Команди

cmd-goc = слава
    .description = Слава Цивілізацій: битва з мішком кубиків, її шанси та мішок
cmd-goc-battle = битва
    .description = Швидка битва: кожна сторона виставляє військо, потім витягування
cmd-goc-battle-opt-defender = оборонець
    .description = Гравець, на якого ви нападаєте
cmd-goc-battle-opt-distance = відстань
    .description = Гексів між військами (ближній бій — 1, лучники — 1–2, требушети — 2–3)
cmd-goc-battle-opt-water = водойма
    .description = Сторона на гексі водойми (галери): ближній бій до неї не дістає
cmd-goc-battle-opt-target = ціль
    .description = Місто чи замок оборонця в цій битві
cmd-goc-battle-opt-target-damage = пошкодження_цілі
    .description = Пошкодження, що вже лежать на місті чи замку (чорні кубики)
cmd-goc-battle-opt-buildings = будівлі
    .description = Непошкоджені будівлі оборонця в битві
cmd-goc-battle-opt-damaged-buildings = пошкоджені_будівлі
    .description = Уже пошкоджені будівлі оборонця (знищуються одразу)
cmd-goc-battle-opt-wall = стіна
    .description = Стіна чи частокіл на гексі оборонця
cmd-goc-battle-opt-wall-damage = пошкодження_стіни
    .description = Пошкодження, що вже лежать на стіні чи частоколі
cmd-goc-battle-opt-wall-off-line = стіна_поза_лінією
    .description = Стіна не на лінії атаки (тоді вона не робить гарнізону)
cmd-goc-battle-opt-tactics = тактика
    .description = У кого Тактика (витягнути заново один раз)
cmd-goc-battle-opt-regular-army = регулярна_армія
    .description = У кого Регулярна армія (перетягнути один ворожий кубик)
cmd-goc-battle-opt-fabian-tactics = тактика_фабіана
    .description = У кого Тактика Фабіана (скинути по 4 кубики кожного кольору)
cmd-goc-battle-opt-siege-tower = облогова_вежа
    .description = У нападника Облогова вежа (+1 відваги в облозі, ігнорує стіни)
cmd-goc-battle-opt-attacker-government = правління_нападника
    .description = Форма правління нападника
cmd-goc-battle-opt-defender-government = правління_оборонця
    .description = Форма правління оборонця
cmd-goc-battle-opt-religion = релігія
    .description = Чия державна релігія поширена там, де битва (полегшує конверсію)
cmd-goc-battle-opt-relic = реліквія
    .description = У кого реліквія (полегшує конверсію, якщо вона не в обох)
cmd-goc-odds = шанси
    .description = Точні шанси кожного витягування, без вибірок
cmd-goc-odds-opt-attacker = нападник
    .description = Військо нападника, напр. 3 списоносці, 2 лучники; з'єднання: 3 списоносці | 2 лучники @2
cmd-goc-odds-opt-defender = оборонець
    .description = Військо оборонця, напр. 2 кавалеристи (з містом — порожнє); з'єднання — через |
cmd-goc-odds-opt-attacker-defence = захист_нападника
    .description = Нападник додає свої кубики захисту (нейтральні) — типово так
cmd-goc-odds-opt-defender-defence = захист_оборонця
    .description = Оборонець додає свої кубики захисту (нейтральні) — типово так
cmd-goc-odds-opt-distance = відстань
    .description = Гексів між військами (ближній бій — 1, лучники — 1–2, требушети — 2–3)
cmd-goc-odds-opt-water = водойма
    .description = Сторона на гексі водойми (галери): ближній бій до неї не дістає
cmd-goc-odds-opt-target = ціль
    .description = Місто чи замок оборонця в цій битві
cmd-goc-odds-opt-target-damage = пошкодження_цілі
    .description = Пошкодження, що вже лежать на місті чи замку (чорні кубики)
cmd-goc-odds-opt-buildings = будівлі
    .description = Непошкоджені будівлі оборонця в битві
cmd-goc-odds-opt-damaged-buildings = пошкоджені_будівлі
    .description = Уже пошкоджені будівлі оборонця (знищуються одразу)
cmd-goc-odds-opt-wall = стіна
    .description = Стіна чи частокіл на гексі оборонця
cmd-goc-odds-opt-wall-damage = пошкодження_стіни
    .description = Пошкодження, що вже лежать на стіні чи частоколі
cmd-goc-odds-opt-wall-off-line = стіна_поза_лінією
    .description = Стіна не на лінії атаки (тоді вона не робить гарнізону)
cmd-goc-odds-opt-tactics = тактика
    .description = У кого Тактика (витягнути заново один раз)
cmd-goc-odds-opt-regular-army = регулярна_армія
    .description = У кого Регулярна армія (перетягнути один ворожий кубик)
cmd-goc-odds-opt-fabian-tactics = тактика_фабіана
    .description = У кого Тактика Фабіана (скинути по 4 кубики кожного кольору)
cmd-goc-odds-opt-siege-tower = облогова_вежа
    .description = У нападника Облогова вежа (+1 відваги в облозі, ігнорує стіни)
cmd-goc-odds-opt-attacker-government = правління_нападника
    .description = Форма правління нападника
cmd-goc-odds-opt-defender-government = правління_оборонця
    .description = Форма правління оборонця
cmd-goc-odds-opt-religion = релігія
    .description = Чия державна релігія поширена там, де битва (полегшує конверсію)
cmd-goc-odds-opt-relic = реліквія
    .description = У кого реліквія (полегшує конверсію, якщо вона не в обох)
cmd-goc-bag = мішок
    .description = Малюнок мішка битви та кожного витягування
cmd-goc-bag-opt-battle = битва
    .description = Номер битви (див. /battle list)
cmd-goc-attack = напад
    .description = Напасти на гекс кампанії з ваших гексів (або з'єднанням)
cmd-goc-attack-opt-hex = гекс
    .description = Гекс, на який ви нападаєте
cmd-goc-attack-opt-origin = звідки
    .description = Гекс, з якого нападає ваше військо
cmd-goc-attack-opt-distance = відстань
    .description = Гексів між військами (ближній бій — 1, лучники — 1–2, требушети — 2–3)
cmd-goc-attack-opt-action-cubes = кубики_дії
    .description = Кубики дії, які ви додаєте в мішок (витрачаються)
cmd-goc-attack-opt-experience-cubes = кубики_досвіду
    .description = Кубики досвіду, які ви додаєте в мішок (витрачаються)
cmd-goc-attack-opt-religion = релігія
    .description = Чия державна релігія поширена там, де битва (полегшує конверсію)
cmd-goc-attack-opt-campaign = кампанія
    .description = Яка кампанія (якщо на сервері їх кілька)
cmd-goc-setup = налаштування
    .description = Ведучий: гекси та фракції
cmd-goc-setup-hex = гекс
    .description = Додати чи змінити гекс: власник, загони, споруди
cmd-goc-setup-hex-opt-name = назва
    .description = Назва гексу (або наявного гексу)
cmd-goc-setup-hex-opt-owner = власник
    .description = Фракція, якій належать гекс і його споруди
cmd-goc-setup-hex-opt-units = загони
    .description = Усі загони фракції там, напр. 3 списоносці, 1 требушет (жодного: 0)
cmd-goc-setup-hex-opt-faction = фракція
    .description = Чиї це загони (власника, якщо порожньо)
cmd-goc-setup-hex-opt-structures = споруди
    .description = Усі його споруди, напр. місто 1, стіна, будівля, будівля 1 (жодної: 0)
cmd-goc-setup-hex-opt-water = водойма
    .description = Гекс водойми (галери)
cmd-goc-setup-hex-opt-campaign = кампанія
    .description = Яка кампанія (якщо на сервері їх кілька)
cmd-goc-setup-faction = фракція
    .description = Технології, форма правління, кубики фракції
cmd-goc-setup-faction-opt-faction = фракція
    .description = Фракція
cmd-goc-setup-faction-opt-technologies = технології
    .description = Усі її технології через кому (жодної: 0)
cmd-goc-setup-faction-opt-government = правління
    .description = Її форма правління
cmd-goc-setup-faction-opt-relic = реліквія
    .description = У неї є реліквія
cmd-goc-setup-faction-opt-experience = досвід
    .description = Її кубики досвіду
cmd-goc-setup-faction-opt-action = дія
    .description = Її кубики дії
cmd-goc-setup-faction-opt-campaign = кампанія
    .description = Яка кампанія (якщо на сервері їх кілька)
cmd-goc-setup-rules = правила
    .description = Прочитання спірних правил у кампанії
cmd-goc-setup-rules-opt-bonus-per = бонус_сили
    .description = Бонус сили за тип загону у війську чи за кожен загін
cmd-goc-setup-rules-opt-projectile-courage = снарядна_відвага
    .description = В облозі +1 відваги за кожен снарядний загін чи +1 загалом
cmd-goc-setup-rules-opt-failed-check = невдала_перевірка
    .description = Кубики невдалої перевірки повертаються в мішок чи скидаються
cmd-goc-setup-rules-opt-unreachable-harm = шкода_поза_досяжністю
    .description = Сторона, чиї загони не дістають до ворога, все одно завдає пошкоджень
cmd-goc-setup-rules-opt-campaign = кампанія
    .description = Яка кампанія (якщо на сервері їх кілька)
cmd-choice-goc-attacker = нападник
cmd-choice-goc-defender = оборонець
cmd-choice-goc-both = обидві сторони
cmd-choice-goc-city = місто
cmd-choice-goc-castle = замок
cmd-choice-goc-wall = стіна
cmd-choice-goc-palisade = частокіл
cmd-choice-goc-democracy = Демократія (відновлення)
cmd-choice-goc-theocracy = Теократія (конверсія)
cmd-choice-goc-other = інша форма правління
cmd-choice-goc-type = за тип загону
cmd-choice-goc-unit = за кожен загін
cmd-choice-goc-each = за кожен
cmd-choice-goc-once = загалом
cmd-choice-goc-return = назад у мішок
cmd-choice-goc-discard = скинути з мішка

## Як бот читає правила (/goc rules)

goc-rules-head = 📜 **Слава Цивілізацій: як бот читає правила битви** (вирішальне слово — за оригіналом, 003)
goc-rules-fixed = { $n ->
    [1] Відвага: по одному за кожен загін; в облозі +1 за кожен загін снарядного класу атаки і +1 нападнику з Облоговою вежею.
    [2] Бонус сили: бонус кожного типу активних загонів — один раз на військо проти класу ворожих загонів у битві; в облозі бонус ближнього бою нападника проти гарнізону не діє.
    [3] Конверсія і відновлення: перевірка 2 з мішка битви, спершу оборонець; ваш витягнутий кубик стає досвідом, нейтральні скидаються; державна релігія та реліквія (не в обох) зменшують перевірку на 1, але не до 0.
    [4] Пошкодження розподіляє та сторона, що їх завдає («на власний розсуд»), дотримуючись пріоритету знищення на кожному гексі; які саме загони типу гинуть — теж її вибір; усі пошкодження, що можуть щось знищити, розподіляються.
    [5] Витягнуті під час сутички кубики назад не повертаються: відновлення тягне з того, що лишилося.
    [6] Сторона перемагає, якщо після відновлення в битві не лишилося нічого ворожого (стіна, яку ігнорує Облогова вежа, у битві не бере участі); інакше переможця немає.
    [7] У кампанії кубики дії та досвіду, додані в мішок, витрачаються; навернений загін стає на гекс того, хто навернув, з 2 кубиками виснаження.
    [8] З'єднання: сторона може вести кілька військ (гексів); її кубики — сила й бонус сили всіх військ разом, її відвага — їхні загони разом; хто завдає пошкоджень, розподіляє їх між ворожими військами на власний розсуд, дотримуючись пріоритету знищення на кожному окремому гексі. У швидкій битві кожне військо задається своєю формою; у шансах з'єднання пишуть через |. Шанси точні й для з'єднання: пошкодження розподіляються так, щоб знищити найбільше.
   *[9] Маневр-реакція: у кампанії, перш ніж наповнити мішок, невиснажене військо оборонця на гексі, на який нападають, може підійти до нападника (тоді всі війська б'ються на відстані 1), а його невиснажені війська на суміжних гексах — підключитися до оборони у складі з'єднання, в межах його максимального розміру; кожне військо, що зробило маневр-реакцію, отримує кубик виснаження (прочитання). Виснаження лишається на війську фракції від битви до битви, доки ведучий кампанії його не зніме. У швидкій битві поле задають таким, яким його залишила реакція.
  }
goc-rules-disputed = Спірні прочитання, їх обирає ведучий кампанії командою { $command }:
cmd-goc-rules = правила
    .description = Як бот читає битву там, де оригінал неоднозначний
cmd-goc-rules-opt-campaign = кампанія
    .description = Прочитання кампанії (інакше типові)

## З'єднання, маневр-реакція, виснаження

goc-count-distance = Відстань до ворога
goc-army-n = військо { $n }
goc-ask-corps = Ваше з'єднання: військо { $army } з { $armies } — його загони{ $army ->
    [1] , а також кубики дії та кубики досвіду, які ви додаєте в мішок
   *[other] {" "}і його відстань до ворога (у гексах)
  }
goc-ask-close-in = Маневр-реакція (ваше військо невиснажене): підійти до війська гравця { $enemy }, щоб ворог потрапив у зону досяжності? Тоді всі війська б'ються на відстані 1.
goc-ask-reaction = Маневр-реакція: які ваші невиснажені війська із суміжних гексів підключити до оборони у складі з'єднання проти гравця { $enemy }? Не більше { $n }; можна й жодного.
goc-option-reaction = { $army }
goc-forces-army = військо { $n }, відстань { $distance }
goc-reaction = 🔀 { $name } робить маневр-реакцію: { $what }
goc-reaction-close-in = підходить до нападника (усі війська на відстані 1)
goc-reaction-joins = { $army } приєднується до з'єднання ({ $units })
goc-reaction-none = { $name } не робить маневру-реакції.
goc-odds-bad-distance = **@{ $typed }** у `{ $option }`: друге чи третє військо з'єднання може вказати свою відстань, від 1 до 3 (напр. 2 лучники @2).
goc-hex-exhaustion = виснаження { $n }
goc-refuse-same-origin = Назвіть кожен гекс вашого з'єднання лише раз.
goc-refuse-corps-size = Максимальний розмір вашого з'єднання — { $most } (1 + ваші замки або до трьох, як читає кампанія).
goc-refuse-not-next = **{ $hex }** не суміжний з **{ $target }**: з'єднання нападає із суміжних гексів.
cmd-goc-battle-opt-attacker-armies = військ_нападника
    .description = Скільки ваших військ (гексів) нападає: 2 чи 3 — з'єднання, кожне своєю формою
cmd-goc-battle-opt-defender-armies = військ_оборонця
    .description = Війська (гекси) оборонця: перше стоїть на спорудах; 2–3 — з'єднання
cmd-goc-attack-opt-origin2 = звідки2
    .description = Другий ваш гекс, суміжний з ціллю: його військо входить у ваше з'єднання
cmd-goc-attack-opt-origin3 = звідки3
    .description = Третій ваш гекс, суміжний з ціллю: його військо входить у ваше з'єднання
cmd-goc-setup-hex-opt-neighbours = сусіди
    .description = Усі суміжні гекси через кому (в обидва боки; жодного: 0)
cmd-goc-setup-hex-opt-exhaustion = виснаження
    .description = Кубики виснаження на війську фракції тут (0 знімає їх)
cmd-goc-setup-rules-opt-corps-size = розмір_зєднання
    .description = З'єднання об'єднує 1 + замки фракції військ, або до трьох вільно
cmd-goc-setup-rules-opt-reaction-exhausts = реакція_виснажує
    .description = Військо, що робить маневр-реакцію, отримує кубик виснаження
cmd-choice-goc-castles = 1 + замки
cmd-choice-goc-free = до трьох
