# Strategos — спільні команди: /battle, /campaign, /help, /settings, нагадування, звіт про
# перевірку кубиків і тривалості. Game master — «майстер гри»; у приватних відповідях — на «ти».

## Звіт про перевірку кубиків (/battle verify)

verify-roll = кидок { $index }
verify-roll-what = кидок { $index } ({ $what })
verify-roll-undone = { $roll }, відкинутий скасованою відповіддю { $undone }
verify-roll-extra = { $roll } є в записі, але зерно не дає такого кидка
verify-roll-missing = { $roll } бракує в записі (зерно дає { $derived })
verify-roll-differs = { $roll }: у записі { $recorded }, а зерно дає { $derived }
verify-field-differs = { $field }: { $recorded } у записі, { $derived } за зерном
verify-roll-fields = { $roll }: { $diffs }
verify-more-rolls = … і ще { $count } { $count ->
        [one] кидок, що відрізняється
        [few] кидки, що відрізняються
        [many] кидків, що відрізняються
       *[other] кидка, що відрізняються
    }
verify-note = Примітка: { $note }
verify-malformed = ⚠️ Це не читабельний журнал битви Strategos: { $reason }.
verify-not-object = це не об'єкт JSON
verify-bad-format = його "format" не "{ $format }"
verify-bad-version = це версія { $found }; цей інструмент читає версію { $version }
verify-bad-field = "{ $field }" відсутнє або не є { $kind ->
        [int] цілим числом
        [str] текстом
        [dict] об'єктом
       *[list] списком
    }
verify-not-text = "{ $field }" — не текст
verify-bad-answers = "answers" містить щось, що не є записом відповіді
verify-bad-rolls = "rolls" містить щось, що не є кидком
verify-bad-undone = скасована відповідь { $undone } — не запис
verify-bad-undone-answers = скасована відповідь { $undone } має "answers", які не є записами відповідей
verify-bad-undone-rolls = скасована відповідь { $undone } має "rolls", які не є кидками
verify-other-game = це битва гри { $game }, а не { $expected }
verify-still-fought = ⏳ Битва #{ $battle } ще триває: її зерно лишається таємним до кінця, тож перевірити її можна буде лише тоді, коли вона завершиться.
verify-seed-wrong = розкрите зерно не відповідає SHA-256, оголошеному на початку битви ({ $sha })
verify-no-replay = записані відповіді не вдається відтворити: { $failure }
verify-outcome-wrong = записаний результат не той, що дають її кубики й відповіді
verify-settled-by-hand = її завершили до кінця процедури (вирішено вручну)
verify-undone-not-last = скасована відповідь { $undone } — не остання з відповідей, які вона скасувала
verify-undone-no-replay = скасовану відповідь { $undone } не вдається відтворити: { $failure }
verify-unchecked = { $count ->
        [one] { $count } скасовану відповідь записано
        [few] { $count } скасовані відповіді записано
        [many] { $count } скасованих відповідей записано
       *[other] { $count } скасованої відповіді записано
    } ще до того, як почали зберігати відкинуті кубики, тож ці кубики перевірити не можна
verify-mismatch = ❌ Битва #{ $battle } не відповідає своєму розкритому зерну: { $first }{ $more ->
        [0] {""}
       *[other] {" "}(і ще { $more })
    }
verify-match-no-dice = ✅ Битва #{ $battle }: жодного кубика не кинуто, а розкрите зерно відповідає своєму SHA-256.
verify-match = ✅ Битва #{ $battle }: { $total ->
        [one] { $total } кидок відповідає
        [few] усі { $total } кидки відповідають
        [many] усі { $total } кидків відповідають
       *[other] усі { $total } кидка відповідають
    } розкритому зерну.
verify-match-undone = ✅ Битва #{ $battle }: усі кидки ({ $total }) відповідають розкритому зерну ({ $rolls } — у самій битві, { $discarded } — відкинуто через скасовані відповіді: { $undone }).

## Тривалості: кінцевий термін ходу, затримка нагадування

duration-unreadable = Вкажи час у днях, годинах або хвилинах, наприклад `48h`, `2d` чи `1d12h`.
duration-too-short = { $what ->
        [delay] Затримка має бути щонайменше хвилину.
       *[deadline] Кінцевий термін має настати щонайменше через хвилину.
    }
duration-too-long = { $what ->
        [delay] Затримка може бути щонайбільше { $days } { $days ->
            [one] день
            [few] дні
            [many] днів
           *[other] дня
        }.
       *[deadline] Кінцевий термін може настати щонайбільше через { $days } { $days ->
            [one] день
            [few] дні
            [many] днів
           *[other] дня
        }.
    }

## /help

help-title = Strategos — майстер гри твоїх битв
help-description = Почни битву командою гри: бот проведе кожен крок за правилами самої гри й кине кожен кубик.
help-games = Ігри
help-no-game = Не встановлено жодної гри.
help-example-friend = друг
help-example-faction = Пруссія
help-example-soe-battle = `{ $battle }` — швидка битва: кожна сторона називає союзника, виставляє сили, а бот кидає кубики.
help-example-soe-campaign = У кампанії: `{ $attack }` · спершу точні шанси: `{ $odds }`
help-example-gw-land = `{ $land }` — сухопутна битва: кожна сторона виставляє свої війська, обирає втрати й вирішує, битися далі чи відступити; також `{ $naval }` і `{ $bomb }`.
help-example-gw-odds = Точні шанси будь-якої битви, з очікуваними втратами й кількістю раундів: `{ $odds }`
help-example-civ-battle = `{ $battle }` — кожна сторона готується таємно, бот набирає кожну бойову руку й надсилає її лише її гравцеві; карти грають на фронтах, з перевагою, пораненнями, а потім здобиччю.
help-example-civ-odds = Твоя рука, таємно: `{ $hand }` · твій шанс на перемогу за симуляцією, з того, що тобі відомо: `{ $odds }`
help-example-goc-battle = `{ $battle }` — облога чи польова битва: кожна сторона виставляє своє військо, потім кубики тягнуть із мішечка, з перевірками конверсії та відновлення.
help-example-goc-odds = Точні шанси для кожної кількості витягнутих кубиків: `{ $odds }` · мішечок і кожне витягування на картинці: `{ $bag }`
help-example-claim-turn = `{ $open }` (майстер гри), потім кожен гравець таємно надсилає `{ $orders }`.
help-example-claim-rolls = Коли хід закривається, бот по черзі проводить усі кидки на захоплення · `{ $map }` показує, кому що належить · `{ $odds }` — перш ніж витрачати RP
help-how = Як іде битва
help-how-buttons = 🔘 Відповідай кнопками на панелі битви; нове повідомлення згадує того, хто має діяти.
help-how-secret = 🔒 Таємний вибір відкриває приватну панель: ніхто його не бачить, доки всі не оберуть.
help-how-odds = 📊 **Шанси** приватно показують тобі шанси кожного варіанта там, де твій вибір їх змінює.
help-how-undo = ↩️ `{ $undo }` відкликає твій останній вибір, поки після нього нічого не розкрито (кубики не кидали, ніхто інший не відповів); далі потрібна згода інших гравців або майстра гри («Керувати сервером»).
help-how-cancel = 🛑 `{ $cancel }` скасовує швидку битву одноосібно, доки не кинуто жодного кубика, а потім — за згодою іншої сторони; битву кампанії — лише її майстер гри.
help-campaigns-and-battles = Кампанії та битви
help-campaigns-and-battles-text =
    `{ $create }` · `{ $join }` · `{ $status }` · `{ $leave }`
    `{ $list }` · `{ $show }` (знову опублікувати панель) · `{ $log }` (кожен крок і кидок, файлом)
help-fair-dice = Чесні кубики
help-fair-dice-text = Кожен кубик походить від зерна, чий SHA-256 показано на початку битви і яке розкривають наприкінці: `{ $verify }` заново виводить із нього кожен кидок.

## /battle list|show|log|verify|undo|cancel

battle-cmd-status = { $status ->
        [active] триває
        [finished] завершена
       *[cancelled] скасована
    }
battle-cmd-versus = проти
battle-cmd-choice = #{ $battle } { $game } · { $sides } · { $status }
battle-cmd-list-title = ⚔️ Битви
battle-cmd-list-none = Тут ще немає битв.
battle-cmd-list-none-status = { $status ->
        [active] Немає битв, що тривають.
        [finished] Немає завершених битв.
       *[cancelled] Немає скасованих битв.
    }
battle-cmd-list-line = **#{ $battle }** { $game } · { $sides } · { $status } · { $since }
battle-cmd-list-panel = панель
battle-cmd-log-title = { $game } — битва #{ $battle } ({ $status })
battle-cmd-log-commitment = SHA-256 зерна: { $sha }
battle-cmd-log-seed = Зерно: { $seed }
battle-cmd-log-answers = Відповіді:
battle-cmd-log-gm = майстер гри
battle-cmd-log-for = за { $seat }
battle-cmd-log-answered = відповідь{ $side }: { $value }
battle-cmd-log-answered-secret = відповідь{ $side } (таємна, доки всі не оберуть)
battle-cmd-log-took-back = відкликано відповідь{ $side }: { $value }
battle-cmd-log-took-back-secret = відкликано відповідь{ $side } (таємна, доки всі не оберуть)
battle-cmd-log-thrown-away = (відкинуті кубики, збережені в записі: { $dice })
battle-cmd-log-action = { $action ->
        [start] битву розпочато
        [cancel] битву скасовано
       *[finish] битва завершилася
    }
battle-cmd-log-record = `{ $file }` — її запис; зерно лишається таємним до кінця битви.
battle-cmd-log-check = Перевір кожен кидок сам: `python -m bot.verify { $file }` (або `{ $verify }`).
battle-cmd-log-attached = Повний журнал битви #{ $battle } — у вкладенні.
battle-cmd-undo-nothing = Нема чого відкликати: ще ніхто нічого не обрав.
battle-cmd-not-a-player = Про це може просити лише майстер гри або гравець цієї битви.
battle-cmd-undo-revealed = Після того вибору вже дещо розкрито: тепер його може скасувати лише майстер гри.
battle-cmd-undo-note = { $mine ->
        [yes] (після того вибору розкрито кубики або таємниці)
       *[no] (останній вибір зробив інший гравець)
    }
battle-cmd-cancel-note = (кубики вже кинуто)
battle-cmd-cancel-campaign = Битву кампанії може скасувати лише її майстер гри.
battle-cmd-cancel-rolled = Кубики вже кинуто: тепер скасувати битву може лише учасник із дозволом «Керувати сервером».
battle-cmd-how = { $how ->
        [gm] майстром гри
        [unrevealed] відтоді нічого не розкрито
       *[no-dice] до першого кидка кубиків
    }
battle-cmd-not-active = Битва #{ $battle } { $status ->
        [active] триває
        [finished] завершена
       *[cancelled] скасована
    }: нічого змінити не можна.

## /campaign create|join|status|leave

campaign-invisible-name = { $what ->
        [campaign] Назва кампанії має містити хоча б один видимий символ (не лише пробіли чи невидимі символи).
       *[faction] Назва фракції має містити хоча б один видимий символ (не лише пробіли чи невидимі символи).
    }
campaign-continued = (продовження)
# основа слова «кампанія» в будь-якому відмінку, малими літерами
campaign-word = кампані
campaign-kind = { $named ->
        [any] { $form ->
            [sing-gen] кампанії
            [sing-acc] кампанію
            [plur] кампанії
            [plur-gen] кампаній
           *[other] кампанія
        }
        [yes] { $form ->
            [plur] кампанії «{ $title }»
            [plur-gen] кампаній «{ $title }»
           *[other] { $title }
        }
       *[no] { $form ->
            [sing-gen] кампанії { $title }
            [sing-acc] кампанію { $title }
            [plur] кампанії { $title }
            [plur-gen] кампаній { $title }
           *[other] кампанія { $title }
        }
    }
campaign-not-in-server = Кампанії живуть на серверах: скористайтеся цією командою в каналі сервера.
campaign-of-other-game = **{ $name }** — це { $its }, а не { $kind }.
campaign-these = На цьому сервері є такі { $kinds }: { $list }.
campaign-create-starts = `{ $create }` створює { $kind }.
campaign-create-starts-one = `{ $create }` створює нову.
campaign-on-this-server = на цьому сервері
campaign-none-yet = На цьому сервері ще немає { $kind }. `{ $create }` створює нову.
campaign-several = На цьому сервері кілька { $kinds }: укажи потрібну в параметрі `{ $option }` — { $list }.
campaign-option = кампанія
campaign-gm-only = Це може зробити лише майстер гри кампанії (або учасник із дозволом «Керувати сервером»).
campaign-noun-faction = фракція
campaign-noun-game = гра
campaign-in = у **{ $name }**
campaign-players-join = Гравці приєднуються командою `{ $join }`.
campaign-no-game = Не встановлено жодної гри.
campaign-resource = { $resource ->
        [vp] ПО
        [rp] RP
        [gold] золото
       *[unrest] невдоволення
    }
campaign-units = { $unit ->
        [armies] { $count ->
            [one] { $count } армія
            [few] { $count } армії
            [many] { $count } армій
           *[other] { $count } армії
        }
        [fleets] { $count ->
            [one] { $count } флот
            [few] { $count } флоти
            [many] { $count } флотів
           *[other] { $count } флоту
        }
        [forts] { $count ->
            [one] { $count } форт
            [few] { $count } форти
            [many] { $count } фортів
           *[other] { $count } форту
        }
        [alliance_land] { $count ->
            [one] { $count } тайл Альянсу (суша)
            [few] { $count } тайли Альянсу (суша)
            [many] { $count } тайлів Альянсу (суша)
           *[other] { $count } тайла Альянсу (суша)
        }
        [alliance_sea] { $count ->
            [one] { $count } тайл Альянсу (море)
            [few] { $count } тайли Альянсу (море)
            [many] { $count } тайлів Альянсу (море)
           *[other] { $count } тайла Альянсу (море)
        }
        [alliance_either] { $count ->
            [one] { $count } тайл Альянсу (суша чи море)
            [few] { $count } тайли Альянсу (суша чи море)
            [many] { $count } тайлів Альянсу (суша чи море)
           *[other] { $count } тайла Альянсу (суша чи море)
        }
       *[control] { $count ->
            [one] { $count } маркер контролю
            [few] { $count } маркери контролю
            [many] { $count } маркерів контролю
           *[other] { $count } маркера контролю
        }
    }
campaign-exists = Кампанія з назвою **{ $name }** на цьому сервері вже існує.
campaign-created-title = 📜 Кампанія { $name }
campaign-created =
    { $game } · майстер гри { $gm }
    Гравці приєднуються командою `{ $join }` ({ $option }: **{ $name }**).
campaign-full = **{ $name }** заповнена: у кампанії може бути щонайбільше { $most } { $most ->
        [one] фракція
        [few] фракції
        [many] фракцій
       *[other] фракції
    }.
campaign-already-joined = Ти вже граєш фракцією в **{ $name }**.
campaign-faction-taken = Назву фракції **{ $faction }** у **{ $name }** вже зайнято.
campaign-joined = { $member } приєднується до **{ $name }** як **{ $faction }**.
campaign-no-faction = У тебе немає фракції в **{ $name }**.
campaign-left = **{ $faction }** залишає **{ $name }**.
campaign-no-gm = немає
campaign-status-about = { $game } · майстер гри { $gm } · створено { $since }
campaign-status-nobody = Поки нікого — `{ $join }`.
campaign-status-factions = Фракції ({ $count })
campaign-status-map = Мапа ({ $count } { $count ->
        [one] регіон
        [few] регіони
        [many] регіонів
       *[other] регіону
    })
campaign-status-battles = Битви, що тривають

## /settings reminders|language

settings-server-only = Змінювати налаштування сервера може лише учасник із дозволом «Керувати сервером».
settings-hours = { $hours } год
settings-minutes = { $minutes } хв
settings-reminders = ⏰ Битви, що стоять, { $where }: гравця, чий хід, кличуть знову через **{ $remind }**; майстрові гри (або іншим гравцям) повідомляють через **{ $gm }**.
# мова як прислівник у реченні: «повідомлення — українською»
settings-language-name = { $code ->
        [it] італійською
        [uk] українською
       *[en] англійською
    }
settings-language-unknown = Мови `{ $code }` немає: обери Italiano, Українська або English.
settings-language-server-set = 🌐 Відтепер публічні повідомлення на цьому сервері — { $language }.
settings-language-server-auto = 🌐 Відтепер публічні повідомлення на цьому сервері йдуть мовою сервера в Discord — { $language }.
settings-language-campaign-set = 🌐 Відтепер публічні повідомлення кампанії **{ $name }** — { $language }.
settings-language-campaign-auto = 🌐 Відтепер публічні повідомлення кампанії **{ $name }** йдуть мовою сервера — { $language }.
settings-language-private = Те, що учасник читає наодинці, показується мовою його власного Discord.
settings-language-server-now = 🌐 Публічні повідомлення на цьому сервері — **{ $language }** ({ $source ->
        [chosen] обрано для цього сервера
       *[discord] мова сервера в Discord
    }). `{ $change }` змінює це; те, що учасник читає наодинці, показується мовою його власного Discord.
settings-language-campaign-now = 🌐 Публічні повідомлення кампанії **{ $name }** — **{ $language }** ({ $source ->
        [campaign] обрано для цієї кампанії
       *[server] мова сервера
    }). `{ $change }` змінює це.

## Слеш-команди: назви й описи

cmd-battle = битва
    .description = Битви на цьому сервері, будь-якої гри
cmd-battle-list = список
    .description = Битви на цьому сервері, від найновішої
cmd-battle-list-opt-status = стан
    .description = Лише битви в цьому стані
cmd-battle-show = показати
    .description = Знову опублікувати тут панель битви з її кнопками
cmd-battle-show-opt-battle = битва
    .description = Яка битва (її номер)
cmd-battle-log = журнал
    .description = Кожен крок, кидок і відповідь битви, файлом
cmd-battle-log-opt-battle = битва
    .description = Яка битва (її номер)
cmd-battle-verify = перевірити
    .description = Заново вивести кожен кидок битви з її зерна
cmd-battle-verify-opt-battle = битва
    .description = Яка битва (її номер)
cmd-battle-undo = відкликати
    .description = Відкликати останній вибір (свій або за згодою)
cmd-battle-undo-opt-battle = битва
    .description = Яка битва (її номер)
cmd-battle-cancel = скасувати
    .description = Скасувати битву (майстер гри або за згодою)
cmd-battle-cancel-opt-battle = битва
    .description = Яка битва (її номер)
cmd-choice-active = тривають
cmd-choice-finished = завершені
cmd-choice-cancelled = скасовані

cmd-campaign = кампанія
    .description = Кампанії на цьому сервері: фракції, мапа й ресурси
cmd-campaign-create = створити
    .description = Почати кампанію гри; ти будеш її майстром гри
cmd-campaign-create-opt-name = назва
    .description = Назва кампанії
cmd-campaign-create-opt-game = гра
    .description = У яку гру грає кампанія
cmd-campaign-join = приєднатися
    .description = Приєднатися до кампанії з власною фракцією
cmd-campaign-join-opt-faction = фракція
    .description = Назва твоєї фракції
cmd-campaign-join-opt-campaign = кампанія
    .description = Яка кампанія
cmd-campaign-leave = покинути
    .description = Покинути кампанію (твоя фракція лишається в записах)
cmd-campaign-leave-opt-campaign = кампанія
    .description = Яка кампанія
cmd-campaign-status = стан
    .description = Фракції, ресурси, мапа й битви кампанії
cmd-campaign-status-opt-campaign = кампанія
    .description = Яка кампанія

cmd-help = довідка
    .description = Як Strategos веде твої битви

cmd-settings = налаштування
    .description = Вибір цього сервера (або кампанії)
cmd-settings-reminders = нагадування
    .description = Коли битви, що стоять, знову кличуть своїх гравців
cmd-settings-reminders-opt-remind-after = нагадати_через
    .description = Знову покликати гравця, чий хід, через стільки часу, напр. 12h (типово 12h)
cmd-settings-reminders-opt-gm-after = майстру_через
    .description = Повідомити майстра гри (або інших гравців) через стільки часу (типово 48h)
cmd-settings-reminders-opt-campaign = кампанія
    .description = Лише для цієї кампанії (може її майстер гри); порожньо — для всього сервера
cmd-settings-language = мова
    .description = Мова публічних повідомлень бота на цьому сервері
cmd-settings-language-opt-language = мова
    .description = Автоматично: мова сервера в Discord (для кампанії — мова сервера)
cmd-settings-language-opt-campaign = кампанія
    .description = Лише для цієї кампанії (може її майстер гри); порожньо — для всього сервера
cmd-choice-it = Italiano
cmd-choice-uk = Українська
cmd-choice-en = English
cmd-choice-auto = Автоматично

settings-ratings = 📈 { $casual ->
    [yes] Рейтинг (/rating) оновлюють турнірні матчі та швидкі битви двох гравців.
   *[no] Рейтинг (/rating) оновлюють лише турнірні матчі (швидкі битви — ні).
  }
cmd-settings-ratings = рейтинги
    .description = Чи враховуються швидкі битви в /rating
cmd-settings-ratings-opt-casual = товариські
    .description = Швидкі битви двох гравців теж оновлюють їхні рейтинги
settings-organisers = 🏆 { $named ->
    [yes] Турніри можуть створювати учасники з роллю { $role } (і з правом «Керувати сервером»).
   *[no] Турніри можуть створювати лише учасники з правом «Керувати сервером».
  }
cmd-settings-organisers = організатори
    .description = Роль, учасники якої можуть проводити турніри
cmd-settings-organisers-opt-role = роль
    .description = Учасники з цією роллю можуть створювати турніри («Керувати сервером» може завжди)
cmd-settings-organisers-opt-clear = скинути
    .description = Без ролі: лише учасники з правом «Керувати сервером»
