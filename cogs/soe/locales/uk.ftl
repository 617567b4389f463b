# Struggle of Empires: українська. Ігрові терміни — з італійських правил (seed 000), див.
# data/games/soe.glossary.toml. Назви регіонів і нейтральних країн лишаються такими, як на полі.

## Терміни глосарію (ті самі слова, що в data/games/soe.glossary.toml)

-soe-armies = Армії
-soe-fleets = Флоти
-soe-forts = Форти
-soe-control-markers = Маркери контролю
-soe-alliance-tiles = Тайли Альянсу
-soe-army-training = Вишкіл армії
-soe-navy-training = Вишкіл флоту
-soe-naval-support = морська підтримка
-soe-unrest = невдоволення
-soe-naval-battle = Морський бій
-soe-land-combat = Наземний бій
-soe-neutral-country = нейтральна країна
-soe-attacker = нападник
-soe-defender = захисник
-soe-ally = союзник
-soe-gold = золото
-soe-vp = ПО
-soe-area = регіон

game-soe = Struggle of Empires

## Слова

soe-nobody = Ніхто
soe-everyone = усі
soe-the-area = регіон
soe-the-neutral-country = Нейтральна країна
soe-seat = { $seat ->
    [attacker] Нападник
    [defender] Захисник
    [attacker_ally] Союзник нападника
   *[defender_ally] Союзник захисника
  }
# один із кількох союзників сторони, з номером від 1
soe-seat-ally-n = { $side ->
    [attacker] Союзник нападника № { $n }
   *[defender] Союзник захисника № { $n }
  }
soe-role = { $seat ->
    [attacker] { -soe-attacker }
    [defender] { -soe-defender }
    [attacker_ally] союзник нападника
    [defender_ally] союзник захисника
   *[neutral] { -soe-neutral-country }
  }
soe-who = { $name } ({ $role })
soe-and = { $first } і { $last }
soe-vs = {" "}проти{" "}
soe-where = { $phase ->
    [naval] на морі
   *[land] на суші
  }
soe-cause = { $cause ->
    [defeat] поразка
    [tie] нічия
   *[seven] сімка
  }
soe-no-units = без загонів
soe-n-armies = { $n ->
    [one] { $n } армія
    [few] { $n } армії
    [many] { $n } армій
   *[other] { $n } армії
  }
soe-n-fleets = { $n ->
    [one] { $n } флот
    [few] { $n } флоти
    [many] { $n } флотів
   *[other] { $n } флоту
  }
soe-n-forts = { $n ->
    [one] { $n } форт
    [few] { $n } форти
    [many] { $n } фортів
   *[other] { $n } форту
  }
soe-n-control-markers = { $n ->
    [one] { $n } маркер контролю
    [few] { $n } маркери контролю
    [many] { $n } маркерів контролю
   *[other] { $n } маркера контролю
  }
soe-n-allied-armies = { $n ->
    [one] { $n } союзна армія
    [few] { $n } союзні армії
    [many] { $n } союзних армій
   *[other] { $n } союзної армії
  }
soe-n-allied-fleets = { $n ->
    [one] { $n } союзний флот
    [few] { $n } союзні флоти
    [many] { $n } союзних флотів
   *[other] { $n } союзного флоту
  }
soe-n-tiles = { $kind ->
    [army_training] { $n ->
        [one] { $n } тайл вишколу армії
        [few] { $n } тайли вишколу армії
        [many] { $n } тайлів вишколу армії
       *[other] { $n } тайла вишколу армії
      }
    [navy_training] { $n ->
        [one] { $n } тайл вишколу флоту
        [few] { $n } тайли вишколу флоту
        [many] { $n } тайлів вишколу флоту
       *[other] { $n } тайла вишколу флоту
      }
    [alliance_land] { $n ->
        [one] { $n } тайл Альянсу (суша)
        [few] { $n } тайли Альянсу (суша)
        [many] { $n } тайлів Альянсу (суша)
       *[other] { $n } тайла Альянсу (суша)
      }
    [alliance_sea] { $n ->
        [one] { $n } тайл Альянсу (море)
        [few] { $n } тайли Альянсу (море)
        [many] { $n } тайлів Альянсу (море)
       *[other] { $n } тайла Альянсу (море)
      }
    [alliance_either] { $n ->
        [one] { $n } тайл Альянсу (суша чи море)
        [few] { $n } тайли Альянсу (суша чи море)
        [many] { $n } тайлів Альянсу (суша чи море)
       *[other] { $n } тайла Альянсу (суша чи море)
      }
   *[alliance] { $n ->
        [one] { $n } тайл Альянсу
        [few] { $n } тайли Альянсу
        [many] { $n } тайлів Альянсу
       *[other] { $n } тайла Альянсу
      }
  }
soe-amount = { $resource ->
    [vp] { $n } { -soe-vp }
   *[gold] { $n ->
        [one] { $n } { -soe-gold }
        [few] { $n } золота
        [many] { $n } золота
       *[other] { $n } золота
      }
  }
soe-field = { $field ->
    [armies] { -soe-armies }
    [fleets] { -soe-fleets }
    [forts] { -soe-forts }
    [control_markers] { -soe-control-markers }
    [army_training] Тайли вишколу армії
    [navy_training] Тайли вишколу флоту
    [alliance_land] { -soe-alliance-tiles } (суша)
    [alliance_sea] { -soe-alliance-tiles } (море)
   *[alliance_either] { -soe-alliance-tiles } (суша чи море)
  }

## Події (панель і гілка бою)

soe-declaring-cost = оголошення атаки коштує { $gold ->
    [one] { $gold } золото
    [few] { $gold } золота
    [many] { $gold } золота
   *[other] { $gold } золота
  }
soe-prize = нагорода: { $amount }
soe-no-prize = без нагороди
soe-attack-declared-neutral = ⚔️ { $attacker } атакує нейтральну країну **{ $target }** у регіоні **{ $area }** (оборона { $defence } · { $prize })
soe-attack-declared = ⚔️ { $attacker } атакує { $defender } у регіоні **{ $area }**
soe-forces = 📋 { $who }: { $units }
soe-ally-joins = 🤝 { $ally } стає на бік { $helped }: { $brought }
soe-ally-has-no-units = 🚫 { $ally } не має тут загонів і лишається осторонь: { $helped } б'ється без союзника
soe-ally-stays-out = 🚫 { $ally } лишається осторонь: { $helped } б'ється без союзника
soe-no-naval-phase-no-sea = 🌊 Морської фази немає: регіон { $area } не має виходу до моря
soe-no-naval-phase-neutral = 🌊 Морської фази немає: нейтральну країну атакують лише на суші
soe-naval-fights = ⚓ { $name } приймає морський бій
soe-naval-declines = 🏳️ { $name } відмовляється від морського бою
soe-no-naval-support = 🌊 Морської підтримки немає: { $why }
soe-no-naval-support-why = { $reason ->
    [no_fleets] тут ні в кого немає флотів
   *[naval_tie] морський бій завершився нічиєю
  }
soe-no-winner-at-sea = на морі ніхто не переміг
soe-naval-support = 🌊 Морська підтримка: **{ $name }** ({ $why }) · +1 на суші
soe-naval-support-why = { $reason ->
    [only_fleets] флоти тут є лише в { $name }
    [attacker_declined] { $attacker } відмовляється від морського бою
    [defender_declined] { $defender } відмовляється від морського бою
   *[naval_combat] перемога в морському бою
  }
soe-tiles-none = 📜 { $name } не витрачає тайлів Альянсу { $where }
soe-tiles-spent = 📜 { $name } витрачає { $tiles } { $where }
soe-tiles-kind = { $kind ->
    [sea] для моря
    [land] для суші
   *[either] суша чи море
  }: { $n }
soe-roll = Кидок
soe-roll-head = 🎲 { $who } { $where }
soe-roll-two-dice = { $head }: { $first } · { $second } → різниця { $difference }
soe-roll-natural-seven = сума 7 — **сімка!**
soe-roll-result = { $head }: { $faces } → **{ $result }**
soe-roll-nothing = нічого
soe-score = { $phase ->
    [naval] ⚓ { $name }: сила на морі **{ $total }**
   *[land] 🗡️ { $name }: сила на суші **{ $total }**
  }
soe-bonus-navy-training = { $n } за вишкіл флоту
soe-bonus-army-training = { $n } за вишкіл армії
soe-bonus-naval-support = { $n } за морську підтримку
soe-bonus-forts = { $n } за { $forts }
soe-bonus-defence = { $n } за оборону
soe-bonus-dice = { $n } з кубиків
soe-score-no-bonus = (без бонусів)
soe-score-no-bonus-no-dice = (без бонусів і без різниці на кубиках)
soe-score-neutral-no-dice = нейтральна країна не кидає кубиків
soe-combat = { $phase ->
    [naval] { -soe-naval-battle }
   *[land] { -soe-land-combat }
  }
soe-combat-tie = ⚖️ { $what }: **нічия** { $score }:{ $score }
soe-combat-won = 🏁 { $what }: **перемагає { $winner }** { $mine }:{ $theirs }
soe-ally-of = { $name } (союзник { $helped })
soe-unit-lost = 💀 { $name } втрачає { $unit ->
    [armies] 1 армію
    [fleets] 1 флот
    [forts] 1 форт
   *[other] { $what }
  } ({ $circumstance })
soe-loss-unrest = +{ $n } { -soe-unrest }
soe-loss-no-unrest = без невдоволення (втрата на морі)
soe-no-unit-to-lose = • { $name } більше не має чого втрачати ({ $circumstance })
soe-attack-ends-no-army = 🛑 { $attacker } не має армій у регіоні { $area }: атака завершується на морі, наземного бою не буде
soe-attack-ends = 🛑 Атака завершується: { $reason }
soe-no-reason = без пояснень
soe-control-placed = 🚩 { $name } ставить маркер контролю в регіоні { $area }
soe-control-placed-removed = 🚩 { $name } ставить маркер контролю в регіоні { $area }; { $removed } знімає свій
soe-control-unchanged = 🏳️ Контроль над регіоном { $area } не змінюється ({ $why })
soe-control-unchanged-why = { $reason ->
    [no_land_combat] наземного бою не було
    [tie_defender_holds] нічия на суші, { $defender } утримує регіон
    [attack_repulsed] атаку відбито
   *[defender_has_no_marker] у { $defender } тут немає маркера контролю, який можна зняти
  }
soe-no-change = без змін
soe-reward = { $emoji } { $name } отримує **{ $amount }** від { $source }
soe-unrest = 😠 { $name }: **+{ $n } { -soe-unrest }** загалом
soe-attack-won = 🏆 **{ $attacker } перемагає в атаці на регіон { $area }**
soe-attack-failed = 🛡️ **{ $defender } перемагає: атака на регіон { $area } провалюється**
soe-attack-no-winner = 🤝 **Переможця немає** в регіоні { $area }

## Стан на панелі

soe-board-nothing-left = нічого не лишилося

## Запитання (текст, варіанти й підписи запитань правил)

soe-ask-units = Твої загони в регіоні { $area }
soe-ask-tiles = Твої тайли (тайли Альянсу для регіону { $area })
soe-ask-units-and-tiles = Твої загони й тайли в регіоні { $area }
soe-ask-units-again = Щоб атакувати, потрібна армія або флот у регіоні { $area }: твої загони й тайли
soe-ask-tiles-group = Тайли
soe-ask-ally-units = Допомогти { $side ->
    [attacker] нападнику
   *[defender] захиснику
  } в регіоні { $area }? Твої загони там — або лишайся осторонь
soe-ask-ally-joins = Допомогти { $side ->
    [attacker] нападнику
   *[defender] захиснику
  } в регіоні { $area }?
soe-ask-join = { $side ->
    [attacker] На бік нападника
   *[defender] На бік захисника
  }
soe-ask-stay-out = Лишитися осторонь
soe-ask-fight-at-sea = Вступити в морський бій?
soe-ask-spend-tiles = { $phase ->
    [naval] Скільки тайлів Альянсу витратити на морі?
   *[land] Скільки тайлів Альянсу витратити на суші?
  }
soe-ask-which-loss = Який загін ти втрачаєш?
soe-ask-which-ally-loses = { $unit ->
    [fleets] Твоя сімка: хто з твоїх союзників втрачає другий флот?
   *[armies] Твоя сімка: хто з твоїх союзників втрачає другу армію?
  }
soe-loss-option = { $unit ->
    [armies] Армію
    [fleets] Флот
   *[forts] Форт
  }

## Відмови

soe-pick-area = Вибери регіон зі списку.
soe-pick-neutral = Вибери нейтральну країну зі списку.
soe-either-player-or-neutral = Атакуй або гравця (`{ $defender }`), або нейтральну країну (`{ $neutral }`).
soe-either-faction-or-neutral = Атакуй або фракцію (`{ $defender }`), або нейтральну країну (`{ $neutral }`).
soe-no-bots = Боти не грають у Struggle of Empires.
soe-one-part-each = У битві кожен гравець може мати лише одну роль.
soe-refuse-nothing-to-attack-with = У тебе немає армії чи флоту в регіоні { $area }, щоб атакувати.
soe-refuse-gold = Оголошення атаки коштує { $cost ->
    [one] { $cost } золото
    [few] { $cost } золота
    [many] { $cost } золота
   *[other] { $cost } золота
  }; у тебе { $gold }.
soe-refuse-attack-another = Атакуй іншу фракцію або нейтральну країну.
soe-refuse-ally = { $name } — твій союзник у цій війні: союзників атакувати не можна.
soe-refuse-no-faction = У тебе немає фракції в кампанії **{ $campaign }**: спершу `{ $command }`.
soe-refuse-no-sea = Регіон { $area } не має виходу до моря: флотів там бути не може.
soe-refuse-nothing-to-set = Вкажи хоча б одне значення.
soe-refuse-whole-number = { $seat } — { $field }: потрібне ціле число від 0 до { $high }.
soe-refuse-which-neutral = Вибери, яку нейтральну країну в регіоні { $area } атакувати.
soe-refuse-neutral-elsewhere = { $neutral } не в регіоні { $area }.
soe-refuse-neutral-has-no-allies = Нейтральна країна не має союзників.
soe-refuse-neutral-no-attacker-ally = Проти нейтральної країни нападник б'ється без союзників.
soe-refuse-both-sides = Гравець не може бути на обох боках атаки.
soe-refuse-attacker-own-ally = Нападник не може бути власним союзником.
soe-refuse-defender-own-ally = Захисник не може бути власним союзником.
soe-refuse-ally-twice = Гравець може бути лише одним із союзників сторони.
soe-refuse-not-a-member = Гравець місця «{ $seat }» не є учасником Discord.
soe-refuse-bad-faction = Фракція кожного місця має бути фракцією кампанії.
soe-refuse-neutral-needs-army = Щоб атакувати нейтральну країну, потрібна хоча б одна твоя армія.
soe-refuse-needs-unit = Щоб атакувати, потрібна хоча б одна армія чи флот у регіоні { $area }.
soe-what-area = { -soe-area }
soe-what-neutral = { -soe-neutral-country }
soe-neutral-elsewhere = **{ $neutral }** лежить у регіоні { $there }, а не в регіоні { $area }.
soe-neutrals-here = Нейтральні країни в регіоні { $area }: { $names }.
soe-no-neutral-here = У регіоні { $area } немає нейтральних країн.

## Автодоповнення

soe-area-no-sea = { $area } (без моря)
soe-neutral-choice = { $neutral } — оборона { $defence }{ $reward ->
        [gold] , { $amount ->
            [one] { $amount } золото
            [few] { $amount } золота
            [many] { $amount } золота
           *[other] { $amount } золота
          }
        [vp] , { $amount } ПО
       *[none] {""}
    } ({ $area })

## Підготовка швидкого бою (публічна)

soe-lobby-title-neutral = ⚔️ Struggle of Empires — атака на { $target } у регіоні { $area }
soe-lobby-title = ⚔️ Struggle of Empires — атака в регіоні { $area }
soe-lobby-attacks-neutral = { $attacker } атакує нейтральну країну **{ $target }**.
soe-lobby-attacks = { $attacker } атакує { $defender }.
soe-lobby-how-allies = Кожна сторона може назвати до { $n } { $n ->
    [one] союзника
    [few] союзників
    [many] союзників
   *[other] союзників
  }; потім кожен союзник приєднується зі своїми загонами або лишається осторонь. Коли все готово, нападник тисне **Почати**.
soe-lobby-how-neutral = Нейтральну країну атакують без союзників: коли все готово, тисни **Почати**.
soe-lobby-attacker-allies = { $n ->
    [one] Союзник нападника
    [few] Союзники нападника
    [many] Союзники нападника
   *[other] Союзники нападника
  }: { $allies }
soe-lobby-defender-allies = { $n ->
    [one] Союзник захисника
    [few] Союзники захисника
    [many] Союзники захисника
   *[other] Союзники захисника
  }: { $allies }
soe-lobby-nobody = немає
soe-lobby-attacker-picks-allies = Нападник: назви союзників (необов'язково)
soe-lobby-defender-picks-allies = Захисник: назви союзників (необов'язково)
soe-lobby-start = Почати
soe-lobby-call-off = Скасувати
soe-lobby-content = { $people } — назвіть союзників, а тоді «Почати».
soe-lobby-called-off = 🛑 Атаку скасовано.
soe-lobby-failed = Щось пішло не так з нашого боку: `{ $command }` покаже, чи почалася битва.
soe-lobby-not-ours = Ця кнопка не належить до бойових кнопок Strategos.
soe-lobby-only = Тут це може зробити лише { $owner }.
soe-lobby-another-member = Назви іншого учасника: у битві кожен гравець має лише одну роль.
soe-lobby-too-many = Союзників у сторони може бути щонайбільше { $n }.
soe-lobby-stale = Повідомлення атаки вже змінилося: переглянь його й обери знову.
soe-lobby-member-left = { $seat ->
    [attacker] Нападник
    [defender] Захисник
    [attacker_ally] Союзник нападника
   *[defender_ally] Союзник захисника
  }, { $member }, більше не на цьому сервері: скасуй цю атаку й оголоси її знову.

## Налаштування майстра гри (публічні відповіді)

soe-setup-units-done = 🗺️ **{ $faction }** у регіоні { $area }: { $units }
soe-setup-faction-done = 📜 **{ $faction }**: { $values }
soe-faction-word = { $word ->
    [gold] { -soe-gold }
    [vp] { -soe-vp }
    [unrest] { -soe-unrest }
    [army_training] { -soe-army-training }
    [navy_training] { -soe-navy-training }
    [alliance_unplaced_land] { -soe-alliance-tiles }, ще не розміщені в регіоні (суша)
    [alliance_unplaced_sea] { -soe-alliance-tiles }, ще не розміщені в регіоні (море)
    [alliance_unplaced_either] { -soe-alliance-tiles }, ще не розміщені в регіоні (суша чи море)
   *[alliance] союз
  }
soe-setup-rules-done = ⚖️ Правила кампанії **{ $campaign }**: { $readings }
soe-reading = { $setting ->
    [neutral_rolls_dice] нейтральна країна кидає кубики
    [naval_losses_unrest] морські втрати дають невдоволення
    [seven_takes_forts] сімка може коштувати форту
   *[neutral_attacker_allies] союзник нападника проти нейтральної країни
  }: { $on ->
    [yes] так
   *[no] ні
  }
soe-reading-seven = { $on ->
    [yes] 🎲 Правило сімки: хто викинув 7, втрачає ще один загін, форт теж; форт уціліє лише при нічиїй (як в оригіналі).
   *[no] 🎲 Правило сімки: через 7 форт втрачає лише той, хто програв бій; сімка переможця чи сторони, що зіграла внічию, форту не забирає (так вирішила ця кампанія).
  }

## Шанси (/soe шанси і кнопка 📊; приватні)

# кнопка 📊: чим закінчиться атака
soe-odds-outcome = { $outcome ->
    [control_taken] контроль захоплено
    [attack_failed] атака провалилася
   *[no_combat] бою немає
  }
soe-odds-fight = Вступити в морський бій
soe-odds-decline = Відмовитися: морська підтримка дістанеться їм
soe-odds-spend = { $phase ->
    [naval] Витратити { $n } на морі
   *[land] Витратити { $n } на суші
  }
soe-odds-spend-either = (суша чи море: { $n })
soe-odds-force = { $field ->
    [armies] { soe-n-armies }
    [fleets] { soe-n-fleets }
    [forts] { soe-n-forts }
    [army_training] вишкіл армії { $n }
    [navy_training] вишкіл флоту { $n }
    [alliance_land] { $n ->
        [one] { $n } тайл Альянсу (суша)
        [few] { $n } тайли Альянсу (суша)
        [many] { $n } тайлів Альянсу (суша)
       *[other] { $n } тайла Альянсу (суша)
      }
    [alliance_sea] { $n ->
        [one] { $n } тайл Альянсу (море)
        [few] { $n } тайли Альянсу (море)
        [many] { $n } тайлів Альянсу (море)
       *[other] { $n } тайла Альянсу (море)
      }
   *[alliance_either] { $n ->
        [one] { $n } тайл Альянсу (суша чи море)
        [few] { $n } тайли Альянсу (суша чи море)
        [many] { $n } тайлів Альянсу (суша чи море)
       *[other] { $n } тайла Альянсу (суша чи море)
      }
  }
soe-odds-ally = союзник: { $force }
soe-odds-inputs = { $attacker } проти { $defender }, { $area }
soe-odds-title-neutral = 🎲 Шанси — атака на { $neutral } у регіоні { $area }
soe-odds-title = 🎲 Шанси — атака на гравця в регіоні { $area }
soe-odds-summary = Перемога нападника **{ $attacker }** · нічия **{ $tie }** · перемога захисника **{ $defender }**
soe-odds-results = Контроль захоплено **{ $control }** · атака провалилася **{ $failed }**
soe-odds-no-combat = бою немає **{ $p }**
soe-odds-last-combat = Останній бій: { $summary }
soe-odds-if-declined = Якщо нападник відмовиться від морського бою: { $results }
soe-odds-exact = Точно: перебрано кожен кидок кубиків, кожен бій прийнято, кожен тайл Альянсу витрачено.
soe-odds-lost = втрачено { $n }: { $p }
soe-odds-losses-of = { $seat ->
    [attacker] Нападник
    [defender] Захисник
    [attacker_ally] Союзник нападника{ $number }
   *[defender_ally] Союзник захисника{ $number }
  }
soe-odds-chart-title = Чим закінчиться атака
soe-odds-chart-outcome = { $outcome ->
    [control_taken] Контроль захоплено
    [attack_failed] Атака провалилася
   *[no_combat] Бою немає
  }
soe-odds-chart-losses = { $seat ->
    [attacker] Втрати нападника
    [defender] Втрати захисника
    [attacker_ally] Втрати союзника нападника{ $number }
   *[defender_ally] Втрати союзника захисника{ $number }
  }
soe-odds-chart-units-lost = втрачені загони
soe-odds-bad-allies = `{ $option }`: запиши загони кожного союзника як «2 армії 1 флот» (або «2а 1ф»), щонайбільше { $high } кожного виду, а союзників розділи знаком «;».
soe-odds-too-many-allies = `{ $option }`: союзників на сторону може бути щонайбільше { $n }.

## Команди (/soe)

cmd-soe = soe
    .description = Struggle of Empires: атаки, союзи й точні шанси
cmd-soe-battle = битва
    .description = Атакувати регіон: швидка битва без кампанії
cmd-soe-battle-opt-area = регіон
    .description = Де точиться бій
cmd-soe-battle-opt-defender = захисник
    .description = Гравець, якого ти атакуєш (залиш порожнім, щоб атакувати нейтральну країну)
cmd-soe-battle-opt-neutral = нейтральна_країна
    .description = Нейтральна країна, яку ти атакуєш замість гравця
cmd-soe-attack = атака
    .description = Атакувати регіон у твоїй кампанії (коштує 2 золота)
cmd-soe-attack-opt-area = регіон
    .description = Де ти атакуєш (там потрібна твоя армія чи флот)
cmd-soe-attack-opt-defender = захисник
    .description = Фракція, яку ти атакуєш (або залиш порожнім і вкажи нейтральну країну)
cmd-soe-attack-opt-neutral = нейтральна_країна
    .description = Нейтральна країна, яку ти атакуєш
cmd-soe-attack-opt-campaign = кампанія
    .description = Яка кампанія (якщо на сервері їх кілька)
cmd-soe-setup = налаштування
    .description = Ведучий: розставити загони, задати фракціям золото й тайли
cmd-soe-setup-units = загони
    .description = Задати загони й маркери фракції в регіоні
cmd-soe-setup-units-opt-faction = фракція
    .description = Фракція
cmd-soe-setup-units-opt-area = регіон
    .description = Регіон
cmd-soe-setup-units-opt-armies = армії
    .description = Її армії там
cmd-soe-setup-units-opt-fleets = флоти
    .description = Її флоти там
cmd-soe-setup-units-opt-forts = форти
    .description = Її форти там
cmd-soe-setup-units-opt-control = контроль
    .description = Її маркери контролю там
cmd-soe-setup-units-opt-alliance-land = альянс_суша
    .description = Її тайли Альянсу для цього регіону, на суші
cmd-soe-setup-units-opt-alliance-sea = альянс_море
    .description = Її тайли Альянсу для цього регіону, на морі
cmd-soe-setup-units-opt-alliance-either = альянс_суша_чи_море
    .description = Її тайли Альянсу для цього регіону, на суші чи на морі
cmd-soe-setup-units-opt-campaign = кампанія
    .description = Яка кампанія (якщо на сервері їх кілька)
cmd-soe-setup-faction = фракція
    .description = Задати фракції золото, ПО, невдоволення, тайли й союз
cmd-soe-setup-faction-opt-faction = фракція
    .description = Фракція
cmd-soe-setup-faction-opt-gold = золото
    .description = Її золото
cmd-soe-setup-faction-opt-vp = по
    .description = Її переможні очки (ПО)
cmd-soe-setup-faction-opt-unrest = невдоволення
    .description = Її очки невдоволення
cmd-soe-setup-faction-opt-army-training = вишкіл_армії
    .description = Її тайли вишколу армії
cmd-soe-setup-faction-opt-navy-training = вишкіл_флоту
    .description = Її тайли вишколу флоту
cmd-soe-setup-faction-opt-alliance = союз
    .description = Назва її союзу в цій війні (однакова назва — союзники)
cmd-soe-setup-faction-opt-campaign = кампанія
    .description = Яка кампанія (якщо на сервері їх кілька)
cmd-soe-setup-rules = правила
    .description = Вибрати тлумачення спірних правил
cmd-soe-setup-rules-opt-neutral-rolls-dice = нейтрал_кидає_кубики
    .description = Нейтральна країна кидає два кубики й додає різницю (типово так)
cmd-soe-setup-rules-opt-naval-losses-unrest = морські_втрати_невдоволення
    .description = Флоти, втрачені на морі, теж дають невдоволення (типово так)
cmd-soe-setup-rules-opt-neutral-attacker-allies = союзники_проти_нейтралів
    .description = Союзник нападника може долучитися до атаки на нейтральну країну (типово ні)
cmd-soe-setup-rules-opt-seven-takes-forts = сімка_бере_форти
    .description = Сімка може коштувати форту: форт уціліє лише при нічиїй (типово так)
cmd-soe-setup-rules-opt-campaign = кампанія
    .description = Яка кампанія (якщо на сервері їх кілька)
cmd-soe-odds = шанси
    .description = Точні шанси атаки: перебір кожного кидка кубиків
cmd-soe-odds-opt-area = регіон
    .description = Де точиться бій
cmd-soe-odds-opt-attacker-armies = армії_нападника
    .description = Твої армії в регіоні
cmd-soe-odds-opt-attacker-fleets = флоти_нападника
    .description = Твої флоти в регіоні
cmd-soe-odds-opt-defender-armies = армії_захисника
    .description = Армії захисника
cmd-soe-odds-opt-defender-fleets = флоти_захисника
    .description = Флоти захисника
cmd-soe-odds-opt-defender-forts = форти_захисника
    .description = Форти захисника
cmd-soe-odds-opt-neutral = нейтральна_країна
    .description = Атакувати цю нейтральну країну замість гравця
cmd-soe-odds-opt-attacker-army-training = вишкіл_армії_нападника
    .description = Твої тайли вишколу армії
cmd-soe-odds-opt-defender-army-training = вишкіл_армії_захисника
    .description = Тайли вишколу армії захисника
cmd-soe-odds-opt-attacker-navy-training = вишкіл_флоту_нападника
    .description = Твої тайли вишколу флоту
cmd-soe-odds-opt-defender-navy-training = вишкіл_флоту_захисника
    .description = Тайли вишколу флоту захисника
cmd-soe-odds-opt-attacker-allies = союзники_нападника
    .description = Загони твоїх союзників, розділяй їх «;»: 2 армії 1 флот; 1 армія (або 2а 1ф; 1а)
cmd-soe-odds-opt-defender-allies = союзники_захисника
    .description = Загони союзників захисника, як вище: 1 армія; 1 флот (або 1а; 1ф)
cmd-soe-odds-opt-attacker-alliance-land = альянс_суша_нападника
    .description = Твої тайли Альянсу для цього регіону, для суші
cmd-soe-odds-opt-attacker-alliance-sea = альянс_море_нападника
    .description = Твої тайли Альянсу для цього регіону, для моря
cmd-soe-odds-opt-attacker-alliance-either = альянс_суша_море_нападника
    .description = Твої тайли Альянсу для суші чи моря
cmd-soe-odds-opt-defender-alliance-land = альянс_суша_захисника
    .description = Тайли Альянсу захисника для суші
cmd-soe-odds-opt-defender-alliance-sea = альянс_море_захисника
    .description = Тайли Альянсу захисника для моря
cmd-soe-odds-opt-defender-alliance-either = альянс_суша_море_захисника
    .description = Тайли Альянсу захисника для суші чи моря
