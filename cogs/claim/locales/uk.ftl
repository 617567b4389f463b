# Кампанія з кидками на захоплення (seed 004), українською. Терміни: data/games/claim.glossary.toml.

## Glossary terms (the same words as data/games/claim.glossary.toml)

-claim-claim-roll = кидок на захоплення
-claim-rp = RP
-claim-army-priority = пріоритет армії
-claim-offence = наступ
-claim-defence = оборона
-claim-main-attack = головна атака
-claim-further-attack = допоміжна атака
-claim-mass-assault = масований штурм
-claim-primary-target = основна ціль
-claim-secondary-target = другорядна ціль
-claim-tertiary-target = третя ціль
-claim-fortification = укріплення
-claim-building = будівля
-claim-area = територія
-claim-unclaimed = нічийна
-claim-border = кордон
-claim-fought-battle = зіграна битва
-claim-main-battle = головна битва
-claim-extra-battle = додаткова битва
-claim-modifier = модифікатор
-claim-tie = нічия
-claim-reroll = перекидання
-claim-attacker = нападник
-claim-defender = захисник
-claim-turn = хід
-claim-orders = накази
-claim-game-master = майстер гри

game-claim = Кампанія захоплення

## Words

claim-the-area = територія
claim-side-attacker = { -claim-attacker }
claim-side-defender = { -claim-defender }
claim-side-attacker-title = Нападник
claim-side-defender-title = Захисник
claim-priority-offence = { -claim-offence }
claim-priority-defence = { -claim-defence }
claim-target = { $rank ->
    [0] { -claim-primary-target }
    [1] { -claim-secondary-target }
    [2] { -claim-tertiary-target }
   *[other] ціль { $n }
  }
claim-main-attack-lower = { -claim-main-attack }

## Claim roll events (the battle panel and thread)

claim-ev-declared = ⚔️ **{ $attacker }** ({ $attacker_priority }) атакує територію **{ $area }**, яку тримає **{ $defender }** ({ $defender_priority })
claim-ev-mass-assault = { -claim-mass-assault }, { $target }
claim-ev-forts = 🏰 { $count ->
    [one] { $count } укріплення
    [few] { $count } укріплення
    [many] { $count } укріплень
   *[other] { $count } укріплення
  }
claim-ev-no-rp = 💰 RP витрачати не можна
claim-ev-may-spend = { $name } може витратити до { $count } RP
claim-ev-each = (+{ $bonus } за кожне)
claim-ev-spends-none = { $name } — нічого
claim-why-not-main = це не головна атака
claim-why-offence = пріоритет — наступ
claim-why-no-rp = немає RP
claim-mod-offence = +{ $bonus } за наступ
claim-mod-defence = +{ $bonus } за оборону
claim-mod-rp = +{ $bonus } за { $rp } RP
claim-mod-forts = +{ $count } за укріплення
claim-mod-mass = +{ $bonus } { -claim-mass-assault } ({ $target })
claim-mod-none = без модифікаторів
claim-ev-score = { $head } { $name } ({ $side }) кидає { $die }, { $terms } = **{ $total }**
claim-roll-title = Кидок на захоплення
claim-reroll-title = Перекидання
claim-ev-compare = ⚖️ { $which }: { $attacker } **{ $a }** проти { $defender } **{ $d }** — **{ $outcome ->
    [tie] { -claim-tie }
    [attacker] перевага: { $attacker }
   *[defender] перевага: { $defender }
  }**
claim-ev-tie-may-reroll = 💸 { $attacker } може заплатити { $cost } RP, щоб обидва перекинули — один раз, з тими самими модифікаторами
claim-ev-tie-no-rp = 🚫 { $attacker } не має RP на перекидання: нічия залишається
claim-ev-reroll = 🔁 { $attacker } платить { $cost } RP: обидва перекидають з тими самими модифікаторами
claim-ev-no-reroll = ✋ { $attacker } не перекидає: нічия залишається
claim-ev-takes = 🏆 **{ $attacker } захоплює територію { $area }**; { $defender } її втрачає
claim-ev-keeps-tie = 🛡️ **{ $defender } утримує територію { $area }** після нічиєї
claim-ev-keeps = 🛡️ **{ $defender } утримує територію { $area }**
claim-ev-forts-change = 🏰 укріплення { $before } → { $after }
claim-ev-buildings-lost = 🔥 зруйновано будівлі: { $names }

## Odds (the 📊 Odds reply and /claim odds)

claim-odds-tie = нічия (лишається захиснику, без укріплень)
claim-odds-you-take = ви захоплюєте
claim-odds-they-hold = вони втримують
claim-odds-you-hold = ви втримуєте
claim-odds-they-take = вони захоплюють
claim-odds-spend = Витратити { $rp } RP
claim-odds-they-spend = { $name } витрачає { $rp }
claim-odds-reroll = Перекинути ({ $cost } RP)
claim-odds-keep-tie = Залишити нічию
claim-odds-mass = { -claim-mass-assault }, { $rank ->
    [0] основна
    [1] другорядна
   *[other] наступна
  } ціль
claim-odds-main = { -claim-main-attack }
claim-odds-further = { -claim-further-attack }
claim-odds-priorities = { $attacker ->
    [offence] Наступ
   *[defence] Оборона
  } проти { $defender ->
    [offence] наступу
   *[defence] оборони
  }
claim-odds-forts = { $count ->
    [one] { $count } укріплення
    [few] { $count } укріплення
    [many] { $count } укріплень
   *[other] { $count } укріплення
  }
claim-odds-rp-spent = витрачено RP: { $attacker } проти { $defender }
claim-odds-rerolled = нічию перекидають
claim-odds-no-reroll = без перекидання

## Orders a player cannot give (the order editor)

claim-orders-main-and-mass = масований штурм і є головною атакою: оголосіть щось одне.
claim-orders-mass-one = масований штурм атакує щонайменше дві території.
claim-orders-twice = кожну територію можна атакувати лише раз.
claim-orders-not-on-map = території { $area } немає на мапі.
claim-orders-unclaimed = { $area } — нічийна територія: її здобувають у додатковій битві.
claim-orders-own-area = { $area } — ваша власна територія.
claim-orders-no-priority = Оберіть пріоритет армії: наступ чи оборона.
claim-note-no-orders = { $name }: наказів немає, пріоритет — оборона.
claim-note-dropped = { $name }: атаку на { $areas } скасовано (територія вже не належить іншому гравцю).

## Extra battles

claim-not-a-choice = Такого варіанта немає.
claim-extra-not-yours = Цю додаткову битву запропоновано іншим гравцям.
claim-extra-agreed-already = Про цю додаткову битву вже домовилися.
claim-extra-you-fight-one = Цього ходу ви вже граєте додаткову битву.
claim-extra-other-fights-one = Інший гравець цього ходу вже грає додаткову битву.

## Map files (/claim area import: what the game master must fix)

claim-map-no-key = { $name } не містить жодної літери чи цифри, з яких можна скласти ключ (ключ складається з літер і цифр назви будь-якою абеткою, записаних латиницею).
claim-map-too-big = Файл займає { $size } КіБ; файл мапи може бути щонайбільше { $most } КіБ.
claim-map-not-a-map = { $name } — не файл мапи: прикріпіть файл .toml або .csv.
claim-map-not-utf8 = Файл не є текстом UTF-8 (байт { $byte }); збережіть його в UTF-8 і прикріпіть знову.
claim-map-line = рядок { $n }
claim-map-area-n = територія { $n }
claim-map-toml-syntax = Синтаксична помилка TOML у рядку { $line }, стовпці { $column }: `{ $detail }`.
claim-map-toml-syntax-end = Синтаксична помилка TOML: `{ $detail }`.
claim-map-too-deep = У файлі масиви чи таблиці вкладено надто глибоко: мапі потрібні лише таблиці [[area]].
claim-map-number-too-long = У файлі є число, надто довге для читання: жодній мапі не потрібні тисячі цифр.
claim-map-unknown-table = Невідома таблиця { $name }: мапа TOML містить лише таблиці [[area]].
claim-map-area-tables = Запишіть кожну територію як таблицю [[area]].
claim-map-toml-no-name = { $where }: кожній території потрібна назва, наприклад name = "Північний пагорб".
claim-map-unknown-field = { $where }: невідоме поле { $name } (поля: { $all }).
claim-map-owner-type = { $where }: owner — це назва фракції в лапках або "" для нічийної території.
claim-map-list-type = { $where }: { $field } — це список назв у лапках, наприклад ["шахта"].
claim-map-empty-file = Файл порожній: напишіть рядок із назвами стовпців, а далі по одній території в рядку.
claim-map-too-many-cells = { $where }: значень — { $cells }, а стовпців — { $columns } (будівлі й кордони розділяйте ';', а не ',').
claim-map-csv-error = Помилка CSV у рядку { $line }: `{ $problem }`.
claim-map-semicolons = Розділяйте стовпці комами, а не крапками з комою.
claim-map-no-header = Перший рядок має називати стовпці, щонайменше name ({ $all }).
claim-map-unknown-column = Невідомий стовпець { $name } (стовпці: { $all }).
claim-map-column-twice = Стовпець { $name } трапляється двічі.
claim-map-csv-no-name = { $where }: кожній території потрібна назва.
claim-map-forts = { $where }: fortifications має бути цілим числом від 0 до { $most }, а не { $value }.
claim-map-huge-number = таке велике число
claim-map-too-many-areas = У файлі понад { $most } територій — більше, ніж уміщує одна мапа.
claim-map-no-areas = У файлі немає територій.
claim-map-duplicate = { $where }: територія повторюється, вона вже є: { $first }
claim-map-same-key = { $where }: територія повторюється: { $name } і { $other } ({ $first }) дають той самий ключ { $slug }; { $why ->
    [letters] ключ зберігає лише літери й цифри назви, записані латиницею (інші абетки транслітеровано), без регістру, діакритики й розділових знаків: назви мають відрізнятися літерами чи цифрами.
   *[chance] їхні довгі назви випадково дають той самий ключ: перейменуйте одну з них.
  }
claim-map-bad-border = { $where }: кордон { $name } — не територія з цього файлу.
claim-map-self-border = { $where }: територія не може межувати сама з собою.
claim-map-name-too-long = { $where }: { $what ->
    [building] назва будівлі
    [owner] назва власника
   *[name] назва
  } { $name }… довша за { $most } символів.
claim-map-name-control = { $where }: { $what ->
    [building] назва будівлі
    [owner] назва власника
   *[name] назва
  } { $name } містить розрив рядка або керівний символ.

## /claim map: the listing

claim-mapview-empty-title = Мапа
claim-mapview-empty = Мапа порожня. Ведучий додає території по одній через `{ $add }` або цілу мапу з файлу через `{ $load }`.
claim-mapview-continued = (далі)
claim-mapview-rp = { $rp } RP
claim-mapview-areas = { $count ->
    [one] { $count } територія
    [few] { $count } території
    [many] { $count } територій
   *[other] { $count } території
  }
claim-mapview-no-areas = Територій немає.
claim-mapview-unclaimed = Нічийні

## The map picture: its legend and title

claim-legend-unclaimed = Нічийні
claim-legend-fortifications = укріплення
claim-legend-buildings = будівлі
claim-legend-main = { -claim-main-attack }
claim-legend-mass = { -claim-mass-assault }
claim-legend-further = { -claim-further-attack }
claim-legend-claim = { -claim-claim-roll }
claim-legend-battle = битва
claim-picture-turn-title = { $campaign } — хід { $turn }

## Lists and titles

claim-and-more = … і ще { $count }
claim-continued = (далі)
claim-unclaimed-lower = { -claim-unclaimed }
claim-not-our-button = Ця кнопка не належить Strategos.
claim-rule-1 = атакують одне одного
claim-rule-2 = у захисника немає іншої битви
claim-rule-3 = наступ ×2
claim-why = { $reason ->
    [busy] без битви: { $defender } грає { $battle }
    [shared] без битви: територію атакують кілька гравців, щонайбільше один у наступі, а правило 2 в цій кампанії не діє для такої території
   *[one_battle] без битви: { $defender } грає свою єдину битву без інших битв, { $battle }
  }
claim-reveal-no-rp = його { -claim-main-battle } — оборона: він не витрачає RP на свої кидки на захоплення

## The turn panel (public)

claim-turn-title = 🗺️ { $campaign } — хід { $turn }
claim-panel-deadline = Термін: { $at } ({ $left }).
claim-panel-no-deadline = Без терміну: хід закриває майстер гри.
claim-panel-open = Оберіть пріоритет армії та оголосіть атаки через **📝 Мої накази**. Накази таємні, доки їх не надішлють усі або майстер гри не закриє хід.
claim-panel-closed = Закрито: накази й битви цього ходу розкрито нижче.
claim-panel-orders = Накази ({ $done }/{ $all })
claim-panel-no-players = Гравців поки немає: `{ $join }`.
claim-button-my-orders = Мої накази
claim-button-close = Закрити хід (майстер гри)

## Orders in words (the order editor and the reveal)

claim-orders-priority = { $icon } Пріоритет: **{ $priority ->
    [offence] наступ
   *[defence] оборона
  }**
claim-orders-priority-none = Пріоритет: **не обрано**
claim-orders-ranked = { $area } ({ $rank ->
    [0] основна
    [1] другорядна
   *[other] третя
  })
claim-orders-mass = Масований штурм: { $areas }
claim-orders-main = Головна атака: { $area }
claim-orders-main-none = Головна атака: немає
claim-orders-further = Допоміжні атаки: { $areas }

## The secret order editor (only its player sees it)

claim-editor-submitted = ✅ Надіслано { $when }. Можете щось змінити й надіслати знову.
claim-editor-draft = 📝 Чернетка: нічого не надсилається, доки ви не натиснете **Надіслати**.
claim-editor-title = Ваші накази — { $faction }, хід { $turn } (таємно)
claim-editor-borders-yours = межує з вашими
claim-editor-far = спільного кордону немає
claim-editor-no-forts = без укріплень
claim-button-offence = Наступ
claim-button-defence = Оборона
claim-button-clear = Скинути атаки
claim-button-submit = Надіслати
claim-editor-no-main = Без головної атаки
claim-editor-main-pick = Головна атака…
claim-editor-all-targets = Усі території вже є цілями
claim-editor-mass-pick = Масований штурм: додати ціль (спершу основну)…
claim-editor-further-pick = Допоміжні атаки (можна кілька)…
claim-editor-attacks = Атаки
claim-editor-no-targets = Жоден інший гравець не тримає території, яку можна атакувати.

## The reveal: orders and the turn's battles (public)

claim-reveal-notes = **Примітки**
claim-reveal-in-battle = битва { $label }
claim-reveal-in-rolls = кидки на захоплення
claim-reveal-main = { $name } { $role ->
    [attack] атакує
   *[defence] обороняє
  } { $areas } ({ $how })
claim-reveal-main-attack = { -claim-main-attack }
claim-reveal-mass = масований штурм №{ $n }
claim-reveal-none = Немає.
claim-reveal-fought = Битви за столом — зіграйте їх, потім `{ $report }`
claim-reveal-main-battles = Головні битви
claim-reveal-rolls = Кидки на захоплення — кидаються тут, один за одним
claim-reveal-extras = Додаткові битви — відбуваються, якщо обидва гравці оберуть той самий варіант
claim-reveal-orders-title = 📜 { $campaign } · хід { $turn } — накази розкрито
claim-reveal-battles-title = ⚔️ { $campaign } · хід { $turn } — битви
claim-reveal-footer = Хід { $turn } розкрито

## Extra battles on offer (public)

claim-extra-unclaimed-area = нічийну територію { $area }
claim-extra-first-options = (обрати можна лише перші { $shown } з { $count } варіантів)
claim-extra-fight-over = Битися за { $what }
claim-extra-first = (перші { $shown } з { $count })
claim-extra-pick = : оберіть…
claim-extra-on-offer = 🤝 Додаткові битви на вибір (хід { $turn }{ $part }): битва відбудеться, якщо обидва гравці оберуть той самий варіант.

## Turns: opening, orders, closing (refusals go to the one who clicked)

claim-roll-open = { $label } ({ $why ->
    [active] триває
    [cancelled] скасовано: кинути знову або анулювати
   *[new] ще не кинуто
  })
claim-no-such-turn = Такого ходу на цьому сервері немає.
claim-no-faction = У вас немає фракції в **{ $campaign }**: спершу `{ $join }`.
claim-turn-too-fast = Хід змінюється надто швидко; спробуйте ще раз за мить.
claim-turn-still-open = Хід { $turn } ще відкритий: спершу закрийте його.
claim-turn-opened-meanwhile = Тим часом було відкрито інший хід.
claim-turn-is-open = 📣 Хід { $turn } відкрито:
claim-rolls-not-done = Кидки на захоплення ходу { $turn } ще не завершено: { $rolls }. Ведучий може анулювати кидок через `{ $settle }`.
claim-battles-unreported = У ходу { $turn } є битви без результату: { $battles }. Повідомте результат через `{ $report }` (битву не зіграли: `{ $no_result }`).
claim-turn-closed-orders = Хід { $turn } закрито: накази вже не змінити.
claim-this-turn-closed = Цей хід закрито: накази вже не змінити.
claim-not-your-orders = Це накази іншого гравця: свої відкривайте через **📝 Мої накази**.
claim-area-gone = Цієї території вже немає на мапі; відкрийте накази знову.
claim-area-not-offered = Цієї території немає серед варіантів; відкрийте накази знову.
claim-not-submitted = Не надіслано: { $problem }
claim-only-gm-closes = Закрити хід може лише майстер гри кампанії.
claim-turn-closed-already = Хід { $turn } уже закрито.
claim-turn-closed-by = 🔒 Хід { $turn } закрито ({ $user }).
claim-deadline-passed = ⌛ Термін ходу { $turn } минув.

## Turns: the reveal, the claim rolls one after another (public)

claim-turn-map = 🗺️ Хід { $turn }: мапа й атаки цього ходу.
claim-battles-to-play = ⚔️ Битви, які треба зіграти:
claim-roll-again = 🎲 { $label } ({ $area }: { $attacker } → { $defender }) скасовано, тож він не завершений: його кинуть знову, нижче. Натомість майстер гри може анулювати його через `{ $settle }`.
claim-rolls-done = 🎲 Усі кидки на захоплення ходу { $turn } завершено.
claim-roll-void = 🎲 { $label } на території { $area } недійсний: територія змінила власника.

## Settling a claim roll, reporting a fought battle

claim-none = немає
claim-settle-no-turn = Немає закритого ходу з кидками на захоплення, які можна анулювати.
claim-settle-known = від R1 до { $last }
claim-settle-no-roll = У ходу { $turn } немає кидка на захоплення { $label } ({ $known }).
claim-settled-already = { $label } уже анульовано.
claim-rolled-already = { $label } уже кинуто: результат залишається.
claim-rolled-just-now = { $label } щойно кинуто: результат залишається.
claim-settled = ⚖️ { $label } ({ $area }: { $attacker } → { $defender }) анульовано ({ $user }): недійсний, нічого не змінюється.
claim-settled-called-off = Битву #{ $battle } скасовано.
claim-report-no-turn = Немає закритого ходу з битвами, про результат яких треба повідомити.
claim-report-no-battle = У ходу { $turn } немає битви { $label }, про яку можна повідомити.
claim-report-not-yours = Повідомити результат можуть лише учасники битви або майстер гри.
claim-report-not-in = **{ $name }** — не учасник битви { $label }.
claim-report-changed = Тим часом хід змінився; повідомте ще раз.
claim-reported-already = Про результат { $label } уже повідомлено.
claim-reported = 📋 { $result ->
    [none] { $label } ({ $areas }): без результату.
    [rolls] { $label } ({ $areas }): без результату; майстер гри вирішує її атаки кидками на захоплення: { $rolls }.
    [kept] { $label } ({ $areas }): без результату; майстер гри залишає території як є.
    [took] { $label }: перемагає **{ $winner }** і захоплює { $taken }. Укріплення й будівлі не змінюються (`{ $area_set }`, щоб виправити).
   *[won] { $label }: перемагає **{ $winner }**. Укріплення й будівлі не змінюються (`{ $area_set }`, щоб виправити).
  }
claim-report-none-gm = Битву без результату повідомляє лише майстер гри: він вирішує, чи її атаки вирішать кидки на захоплення, чи території залишаться як є.
## Extra battles agreed (public)

claim-extra-turn-over = Цей хід завершено: про додаткові битви вже не домовитися.
claim-extra-agreed = 🤝 { $label } узгоджено: **{ $name }** і { $other } б'ються за { $what }. Повідомте переможця через `{ $report }`.
claim-extra-offered = 🤝 **{ $name }** пропонує додаткову битву ({ $label }) за { $what }; { $other }, оберіть той самий варіант, щоб погодитися.

## Reminders (public, from the turn clock too)

claim-remind-head = ⏰ Хід { $turn } кампанії **{ $campaign }** чекає на ваші накази:
claim-remind-due = Термін: { $when }.
claim-remind-how = Натисніть **📝 Мої накази** на панелі ходу або скористайтеся `{ $orders }`.

## The claim roll's asks (Game.localize_ask)

claim-ask-spend = Обидві сторони таємно обирають, скільки RP витратити
claim-ask-rp = RP, які ви витрачаєте на цей кидок на захоплення
claim-ask-rp-none = На цей кидок RP витрачати не можна: підтвердьте, коли будете готові
claim-ask-rp-label = RP на витрату
claim-ask-rp-label-none = RP на витрату (на цей кидок — жодного)
claim-ask-reroll = Нічия: заплатити { $cost } RP, щоб обидва перекинули?

## /claim area: the map, for the game master (the result is public)

claim-no-area = У **{ $campaign }** немає території **{ $area }**: `{ $add }`.
claim-area-exists = **{ $area }** уже є на мапі: змінити її можна через `{ $set }`.
claim-map-full = У **{ $campaign }** уже { $most } територій — найбільше, що вміщує мапа.
claim-area-added = 🗺️ Територію **{ $area }** додано{ $held ->
    [yes] , її тримає **{ $holder }**
   *[no] , нічийна
  }{ $forts }{ $borders }.
claim-area-added-borders = , межує з: { $areas }
claim-owner-or-unclaimed = Вкажіть власника або `{ $unclaimed }`, але не обидва.
claim-nothing-to-change = Вкажіть хоча б одну зміну.
claim-border-same-area = Кордон поєднує дві різні території.
claim-border-changed = 🗺️ { $area } ↔ { $other }: кордон { $change ->
    [removed] прибрано
   *[added] додано
  }.
claim-import-too-large = Файл завеликий для мапи: щонайбільше { $most } КіБ.
claim-import-failed = Нічого не імпортовано: { $problem }
claim-import-no-faction = Нічого не імпортовано: у **{ $campaign }** немає фракції { $names }.
claim-import-too-many = Нічого не імпортовано: на мапі було б { $count ->
    [one] { $count } територія
    [few] { $count } території
    [many] { $count } територій
   *[other] { $count } території
  }, а найбільше — { $most }.
claim-imported = 🗺️ Мапу **{ $campaign }** імпортовано з `{ $file }`: територій додано — { $added }, оновлено — { $updated }. Показати її: `{ $map }`.
claim-held-by = її тримає **{ $name }**
claim-held = зайнята
claim-map-title = 🗺️ { $campaign } — мапа

## /claim rp and /claim rules

claim-rp-set-or-add = Вкажіть `{ $set }` або `{ $add }`.
claim-rp-below-zero = У **{ $name }** не може бути менше ніж 0 RP.
claim-rp-now = 💎 **{ $name }**: { $rp } RP.
claim-rules-of = ⚖️ Правила **{ $campaign }**{ $changed ->
    [yes] {" "}(зміни діють із закриття наступного ходу)
   *[no] {""}
  }:
    { $readings }
claim-reading-rule2-one-battle-per-defender = Захисник без інших битв, атакований на кількох територіях, грає одну битву, решта — кидки на захоплення
claim-reading-rule2-shared-areas = Правило 2 діє й для території, яку атакують кілька гравців
claim-reading-main-battle-claimed-defence = Якщо пріоритет — оборона, а гравця атакують лише кидками на захоплення, його головна битва — це
claim-reading-mass-assault-rp = У масованому штурмі RP можна витрачати на
claim-reading-choice-yes = так
claim-reading-choice-no = ні
claim-reading-choice-defence = його оборона
claim-reading-choice-attack = його власна атака
claim-reading-choice-every-target = кожну ціль
claim-reading-choice-primary-only = лише основну ціль
claim-reading-main-attack-rp = RP на кидки на захоплення можна витрачати
claim-reading-choice-main-battle = лише на атаку головної армії (ніколи, якщо головна битва — оборона)
claim-reading-choice-declared-main = на оголошену головну атаку, навіть коли головна битва — оборона

## /claim turn: open, remind, status

claim-no-players = У **{ $campaign }** ще немає гравців: `{ $join }`.
claim-no-turn = У **{ $campaign }** ще немає ходу: `{ $open }`.
claim-turn-closed = Хід { $turn } закрито.
claim-reminded = ⏰ Нагадали { $count } { $count ->
    [one] гравцеві
    [few] гравцям
    [many] гравцям
   *[other] гравцям
  }.
claim-all-submitted = Усі вже надіслали накази.
claim-status-resolving = Розв'язання ходу
claim-status-rolls = Кидки на захоплення: завершено { $done }/{ $all }
claim-status-open = відкриті: { $rolls }
claim-status-to-report = Битви без результату: { $battles }
claim-status-all-reported = Про всі зіграні битви повідомлено.
claim-report-winner-or-none = Вкажіть `{ $winner }` або встановіть `{ $no_result }`.

## /claim odds (only the asker sees it)

claim-odds-may-not-spend = { $side ->
    [attacker] Нападник може витрачати RP лише на головну атаку (або на цілі масованого штурму).
   *[defender] Захисник може витрачати RP лише з пріоритетом оборони.
  }
claim-odds-title = 🎲 Шанси кидка на захоплення
claim-odds-ties-rerolled = {" "}· нічию перекидають один раз
claim-odds-result =
    Нападник **+{ $attacker }** проти захисника **+{ $defender }**{ $rerolled }

    Нападник захоплює територію: **{ $take }** ({ $take_exact })
    Нічия залишається (територія за захисником, він втрачає всі укріплення): **{ $tie }** ({ $tie_exact })
    Захисник утримує територію (укріплення −1): **{ $hold }** ({ $hold_exact })
claim-odds-footer = Точно: перебрано всі кидки обох d6, і ще раз після нічиєї.

## Slash commands: /claim

cmd-claim = захоплення
    .description = Кампанія на мапі: таємні накази, битви за столом і кидки на захоплення
cmd-claim-area = територія
    .description = Ведучий: території кампанії та їхні кордони
cmd-claim-area-add = додати
    .description = Додати територію на мапу
cmd-claim-area-add-opt-name = назва
    .description = Назва території
cmd-claim-area-add-opt-owner = власник
    .description = Фракція, що її тримає (порожньо: нічийна)
cmd-claim-area-add-opt-fortifications = укріплення
    .description = Укріплення на території
cmd-claim-area-add-opt-buildings = будівлі
    .description = Будівлі через кому
cmd-claim-area-add-opt-borders = кордони
    .description = Території, з якими вона межує, через кому
cmd-claim-area-add-opt-campaign = кампанія
    .description = Яка кампанія (якщо на сервері їх кілька)
cmd-claim-area-set = змінити
    .description = Змінити власника, укріплення чи будівлі території
cmd-claim-area-set-opt-area = територія
    .description = Територія
cmd-claim-area-set-opt-owner = власник
    .description = Фракція, що тепер її тримає
cmd-claim-area-set-opt-unclaimed = нічийна
    .description = Її більше ніхто не тримає
cmd-claim-area-set-opt-fortifications = укріплення
    .description = Укріплення, що тепер на території
cmd-claim-area-set-opt-buildings = будівлі
    .description = Будівлі, що тепер там є, через кому (один - означає жодної)
cmd-claim-area-set-opt-campaign = кампанія
    .description = Яка кампанія (якщо на сервері їх кілька)
cmd-claim-area-border = кордон
    .description = З'єднати дві території кордоном (або прибрати його)
cmd-claim-area-border-opt-area = територія
    .description = Одна територія
cmd-claim-area-border-opt-other = інша
    .description = Територія по той бік кордону
cmd-claim-area-border-opt-remove = прибрати
    .description = Прибрати кордон замість додавання
cmd-claim-area-border-opt-campaign = кампанія
    .description = Яка кампанія (якщо на сервері їх кілька)
cmd-claim-area-import = імпорт
    .description = Додати чи оновити багато територій з файлу .toml або .csv
cmd-claim-area-import-opt-file = файл
    .description = Файл мапи .toml (таблиці [[area]]) або .csv (name,owner,...)
cmd-claim-area-import-opt-campaign = кампанія
    .description = Яка кампанія (якщо на сервері їх кілька)
cmd-claim-turn = хід
    .description = Відкривати, закривати й стежити за ходами кампанії
cmd-claim-turn-open = відкрити
    .description = Ведучий: відкрити наступний хід для таємних наказів
cmd-claim-turn-open-opt-deadline = термін
    .description = Скільки часу мають гравці, наприклад 48h або 2d (порожньо: без терміну)
cmd-claim-turn-open-opt-campaign = кампанія
    .description = Яка кампанія (якщо на сервері їх кілька)
cmd-claim-turn-close = закрити
    .description = Ведучий: закрити хід і розкрити накази
cmd-claim-turn-close-opt-campaign = кампанія
    .description = Яка кампанія (якщо на сервері їх кілька)
cmd-claim-turn-remind = нагадати
    .description = Ведучий: покликати гравців, які ще не надіслали накази
cmd-claim-turn-remind-opt-campaign = кампанія
    .description = Яка кампанія (якщо на сервері їх кілька)
cmd-claim-turn-status = стан
    .description = Хто надіслав накази і що лишилося в ході
cmd-claim-turn-status-opt-campaign = кампанія
    .description = Яка кампанія (якщо на сервері їх кілька)
cmd-claim-turn-settle = анулювати
    .description = Ведучий: визнати кидок на захоплення недійсним (нічого не змінюється)
cmd-claim-turn-settle-opt-roll = кидок
    .description = Кидок на захоплення (R1, R2, … як оголошено при закритті ходу); якщо він триває, його скасують
cmd-claim-turn-settle-opt-campaign = кампанія
    .description = Яка кампанія (якщо на сервері їх кілька)
cmd-claim-map = мапа
    .description = Території, хто їх тримає, та їхні укріплення
cmd-claim-map-opt-campaign = кампанія
    .description = Яка кампанія (якщо на сервері їх кілька)
cmd-claim-rp = rp
    .description = Ведучий: встановити чи додати RP фракції
cmd-claim-rp-opt-faction = фракція
    .description = Фракція
cmd-claim-rp-opt-set = встановити
    .description = RP фракції відтепер
cmd-claim-rp-opt-add = додати
    .description = Скільки RP додати (від'ємне число: забрати)
cmd-claim-rp-opt-campaign = кампанія
    .description = Яка кампанія (якщо на сервері їх кілька)
cmd-claim-rules = правила
    .description = Ведучий: як тлумачити спірні правила
cmd-claim-rules-opt-rule2-one-battle-per-defender = правило2-одна-битва
    .description = Захисника без битв атакують кількома атаками: він грає одну битву, решта — кидки (типово так)
cmd-claim-rules-opt-rule2-shared-areas = правило2-спільні-території
    .description = Правило 2 діє й для території, яку атакують кілька гравців (типово так)
cmd-claim-rules-opt-main-battle-claimed-defence = головна-битва-оборона
    .description = Оборона, атакують лише кидками: головна битва — це (типово: оборона)
cmd-claim-rules-opt-mass-assault-rp = rp-масованого-штурму
    .description = У масованому штурмі RP можна витрачати на
cmd-claim-rules-opt-main-attack-rp = rp-головної-атаки
    .description = RP на кидки на захоплення: лише на атаку головної армії чи на оголошену
cmd-claim-rules-opt-campaign = кампанія
    .description = Яка кампанія (якщо на сервері їх кілька)
cmd-claim-orders = накази
    .description = Ваші таємні накази на відкритий хід
cmd-claim-orders-opt-campaign = кампанія
    .description = Яка кампанія (якщо на сервері їх кілька)
cmd-claim-report = результат
    .description = Повідомити, хто виграв зіграну битву цього ходу
cmd-claim-report-opt-battle = битва
    .description = Битва (B1, E1, … як оголошено при закритті ходу)
cmd-claim-report-opt-winner = переможець
    .description = Фракція, що перемогла
cmd-claim-report-opt-no-result = без-результату
    .description = Битву не зіграли або вона скінчилася без переможця
cmd-claim-report-opt-then = далі
    .description = Майстер гри, без результату: кидки на захоплення для її атак (типово) чи без змін
cmd-claim-report-opt-campaign = кампанія
    .description = Яка кампанія (якщо на сервері їх кілька)
cmd-claim-odds = шанси
    .description = Точні шанси кидка на захоплення (перебрано всі кубики)
cmd-claim-odds-opt-attacker-priority = пріоритет-нападника
    .description = Пріоритет армії нападника
cmd-claim-odds-opt-defender-priority = пріоритет-захисника
    .description = Пріоритет армії захисника
cmd-claim-odds-opt-attack = атака
    .description = Яка це атака
cmd-claim-odds-opt-fortifications = укріплення
    .description = Укріплення на території
cmd-claim-odds-opt-attacker-rp = rp-нападника
    .description = Скільки RP витрачає нападник
cmd-claim-odds-opt-defender-rp = rp-захисника
    .description = Скільки RP витрачає захисник
cmd-claim-odds-opt-reroll = перекидання
    .description = Нападник лишає 1 RP, щоб перекинути нічию (типово так)
cmd-choice-offence = наступ
cmd-choice-defence = оборона
cmd-choice-attack = власна атака
cmd-choice-every-target = кожна ціль (типово)
cmd-choice-primary-only = лише основна ціль
cmd-choice-main-battle = лише головна битва (типово)
cmd-choice-declared-main-attack = на оголошену головну атаку
cmd-choice-claim-rolls = кидки на захоплення (типово)
cmd-choice-unchanged = території залишаються як є
cmd-choice-main = головна атака
cmd-choice-further = допоміжна атака
cmd-choice-mass1 = масований штурм, основна ціль
cmd-choice-mass2 = масований штурм, другорядна ціль
cmd-choice-mass3 = масований штурм, третя ціль або далі
