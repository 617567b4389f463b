# Платформа: панель битви, її кнопки й форми, гілка, виклики гравців, відмови.
# Команди згадуються своїми українськими назвами ({ cmd-battle } …, з cogs/locales).
# Звертання: у приватних відповідях — на «ти», до кількох гравців — на «ви».

## Спільні слова

ui-or = або
ui-and = і
ui-versus = проти
ui-everyone = усі
ui-yes = Так
ui-no = Ні
ui-value-yes = так
ui-value-no = ні
ui-nothing = нічого
ui-decimal-point = ,
ui-percent = { $value }%

ui-seat-attacker = Нападник
ui-seat-defender = Захисник
ui-seat-attacker-ally = Союзник нападника
ui-seat-defender-ally = Союзник захисника
ui-role-attacker = Нападник
ui-role-defender = Захисник
ui-role-attacker-ally = Союзник нападника
ui-role-defender-ally = Союзник захисника

## bot/battles.py

battle-label = битва #{ $id }
battle-label-named = { $name } (#{ $id })
battle-already-started = Битва #{ $id } вже почалася звідси.
battle-game-missing = Гру `{ $game }` у цьому боті не встановлено.
battle-cannot-pay = Кампанія не може за це заплатити: { $short }.
battle-cannot-pay-now = Кампанія вже не може за це заплатити: { $short }.
battle-not-found = На цьому сервері немає битви #{ $id }.
battle-cannot-replay = Битву #{ $id } не вдається відтворити: { $error }
battle-already-decided = Уже вирішено.
battle-undo-nothing = Нема чого скасовувати: ще не зроблено жодного вибору.
battle-undo-moved-on = Тим часом битва пішла далі; нічого не скасовано.
battle-cancel-moved-on = Тим часом битва пішла далі; її не скасовано.
battle-over = Битва #{ $id } закінчилася.
battle-was-cancelled = Битву #{ $id } скасовано.

## Панель

ui-hint-pick-one = обери один варіант
ui-hint-pick-range = обери від { $low } до { $high }
ui-hint-pick-n = обери { $count }
ui-hint-yes-no = так чи ні
ui-hint-secret = таємно: кожен обирає окремо своєю кнопкою 🔒
ui-panel-earlier-steps = … ще { $count } { $count ->
        [one] попередній крок
        [few] попередні кроки
        [many] попередніх кроків
       *[other] попереднього кроку
    } у гілці
ui-panel-earlier-lines = … ще { $count } { $count ->
        [one] рядок
        [few] рядки
        [many] рядків
       *[other] рядка
    } у `/{ cmd-battle } { cmd-battle-log }`
ui-outcome-draw = **Нічия.**
ui-outcome-wins = **Перемагає { $name }.**
ui-panel-cancelled = Скасовано
ui-panel-cancelled-text = Цю битву скасовано.
ui-panel-now = Зараз · { $seats }
ui-panel-chosen = Уже обрали
ui-panel-your-move = { $who } — { $alone ->
        [yes] твій хід.
       *[no] ваш хід.
    }
ui-panel-result = Результат
ui-secret-button = { $name }: { $chosen ->
        [true] обрано
       *[other] обери
    }
ui-choose-placeholder = Обери…
ui-verify-button = Перевірити
ui-secret-title = 🔒 { $name } — битва #{ $id }
ui-secret-note = Ніхто не побачить твого вибору, доки всі не оберуть.

## Гілка й виклики

ui-call = ➡️ { $who } — { $alone ->
        [yes] твій хід
       *[no] ваш хід
    } ({ $battle }): { $prompt }
ui-call-reminder = ⏰ { $who } — { $alone ->
        [yes] на тебе чекають
       *[no] на вас чекають
    } ({ $battle }): { $prompt }
ui-idle-a-player = гравця
ui-idle-gm = 🕰️ { $gm }: битва #{ $id } уже довго чекає на { $who }. Як майстер гри ти можеш відповісти за них на панелі або скасувати її командою `/{ cmd-battle } { cmd-battle-cancel }`.
ui-idle-players = 🕰️ { $players }: битва #{ $id } уже довго чекає на { $who }. Командою `/{ cmd-battle } { cmd-battle-cancel }` можна попросити їх погодитися на скасування; учасник із дозволом «Керувати сервером» може відповісти за них.
ui-placeholder = 🎲 { $game }: готуємо нову битву…
ui-permission-create-public-threads = Створювати публічні гілки
ui-missing-permission = ⚠️ { $user }: у мене тут немає дозволу **{ $permission }**, тож битви розповідатимуться в цьому каналі. Адміністратор сервера може надати його моїй ролі (Налаштування сервера → Ролі або дозволи цього каналу).
ui-panel-moved = ➡️ Панель битви #{ $id } переміщено: { $link }

## Клацання

ui-not-our-button = Це не кнопка битви Strategos.
ui-not-our-form = Це не форма Strategos: нічого не надіслано.
ui-component-failed = Щось пішло не так з нашого боку; помилку записано. Перш ніж пробувати знову, глянь на панель битви (або `/{ cmd-battle } { cmd-battle-show }`).
ui-not-this-question = Ця кнопка не для поточного питання.
ui-chosen-already = Твій вибір уже зроблено; зачекай на інших.
ui-not-a-choice = Такого варіанта немає.
ui-form-timeout = Discord не дочекався форми: натисни ✏️ ще раз.
ui-only-player = Лише { $who } може відповідати за { $seat }.
ui-only-gm = Лише майстер гри може відповідати за { $seat }.
ui-locked-in = 🔒 Вибір зафіксовано: **{ $answer }**. Його розкриють, коли всі оберуть.
ui-locked-in-sealed = 🔒 Вибір зафіксовано: **{ $answer }**. Він лишиться таємним до кінця битви.
ui-done = ✅ Готово: **{ $answer }**.

## Скасування вибору й битви (публічно)

battle-undone = ↩️ { $user } скасовує { $what } ({ $how }).
ui-undone-dice = Кубики, кинуті після нього, недійсні (вони лишаються в `/{ cmd-battle } { cmd-battle-log }` з позначкою «скасовано»): { $dice }
ui-undone-last = останній вибір за { $name }
ui-undone-secret = таємний вибір за { $name }
ui-undone-choice = вибір за { $name } «{ $answer }»
ui-cancelled = 🛑 { $user } скасовує битву #{ $id } ({ $how }).

## 🔍 Перевірка (приватно)

ui-verify-head = 🔍 **{ $game } #{ $id }** — поки що кинуто { $count } { $count ->
        [one] кубик
        [few] кубики
        [many] кубиків
       *[other] кубика
    }.
ui-verify-hash = SHA-256 зерна (оприлюднений від початку битви): `{ $hash }`
ui-verify-active = Зерно розкриють, коли битва закінчиться. Кожен кубик залежить ще й від id, який Discord дав клацанню перед ним, тож ніхто — ні гравці, ні власник бота — не може знати кидок наперед.
ui-verify-seed = Зерно: `{ $seed }`
ui-verify-over = `/{ cmd-battle } { cmd-battle-verify } { cmd-battle-verify-opt-battle }:{ $id }` заново обчислює кожен кидок; `/{ cmd-battle } { cmd-battle-log }` дає запис, який можна самому перевірити за допомогою `python -m bot.verify`.

## Назви, які вводять гравці (bot/ui/names.py); $what — слово того, хто питає, про вид назви

ui-did-you-mean = Можливо, йдеться про { $names }?
ui-no-such = Нічого не знайдено за назвою **{ $name }** ({ $what }){ $where }.
ui-the-only-one = Є лише { $names }.
ui-choose-from = Обери { $names }.
ui-pick-from-list = Обери зі списку.

## Помилки команд (bot/client.py)

ui-command-not-here = Тут цю команду використати не можна.
ui-invalid-value = Це неприпустиме значення: { $value }.
ui-command-failed = Щось пішло не так з нашого боку; помилку записано. Частину могло бути вже виконано: перевір, перш ніж пробувати знову.
ui-database-unreachable = 🔌 Strategos зараз не може дістатися до своєї бази даних (можливо, вона перезапускається). Спробуй ще раз за хвилину, але спершу перевір: твою дію могло бути вже зараховано.

## Сили (bot/ui/forces.py)

forces-none = нічого
forces-confirm = Підтвердити
forces-change = Змінити
forces-hint-select = ✅ підтвердь показане або обери інше число
forces-hint-fixed = ✅ підтвердь
forces-hint-form = ✅ підтвердь показане або ✏️ зміни
forces-or-choose = Або обери: { $label }
forces-more = Інше
forces-form-title = Твої сили
forces-range = від { $low } до { $high }
forces-box-hint = По одному на рядок, як «{ $sample }: 1»
forces-not-number = { $label }: число від { $low } до { $high }, а не «{ $typed }».
forces-out-of-range = { $label }: число від { $low } до { $high }, а не { $typed }.
forces-bad-line = «{ $line }»: пиши по одному на рядок, як «назва: число».
forces-twice = { $label } вказано двічі.
forces-try-again = Спробувати ще
forces-more-problems = { $count ->
        [one] …і ще { $count } проблема.
        [few] …і ще { $count } проблеми.
        [many] …і ще { $count } проблем.
       *[other] …і ще { $count } проблеми.
    }
forces-nothing-sent = Нічого не надіслано: ✏️ «Спробувати ще» збереже введене.

## 📊 Шанси (bot/ui/odds.py): приватно, і текст діаграми

odds-button = Шанси
odds-decided = Це рішення вже ухвалено: панель показує, що вирішується зараз.
odds-not-yours = Ці шанси стосуються рішення, яке ухвалює { $names }.
odds-not-yours-anyone = Ці шанси стосуються рішення гравця, чия зараз черга.
odds-unknown = Шанси цього рішення не вдається обчислити з того, що вже сталося в битві.
odds-failed = Не вдалося обчислити шанси; помилку записано.
odds-busy = ⏳ Strategos зараз обчислює багато шансів, і твої чекали б надто довго. Спробуй ще раз за хвилину.
odds-chart-note = Точні шанси: перебрано всі можливі кидки
odds-chart-title = Шанс за кожним вибором: { $outcome }
odds-chart-title-any = Шанс результату за кожним вибором
odds-your-decision = твоє рішення
odds-head = 📊 **Твої шанси, { $name }** — { $prompt }
odds-footer = -# Точно: перебрано всі можливі кидки. Це бачиш лише ти.

## Скасування за згодою інших (bot/ui/consent.py): запит публічний

consent-head-undo = 🙋 { $user } просить скасувати останній вибір у битві #{ $id } ({ $game }){ $detail }.
consent-head-cancel = 🙋 { $user } просить скасувати битву #{ $id } ({ $game }){ $detail }.
consent-open = { $asked }: ви згодні? Потрібна згода всіх, кого спитали (або майстра гри).
consent-agreed-so-far = Поки що згодні: { $agreed }.
consent-granted = ✅ Погоджено{ $has_agreed ->
        [yes] , згодні: { $agreed }
       *[no] {""}
    }{ $has_decider ->
        [yes] , вирішує { $decider }
       *[no] {""}
    }.
consent-refused = ❌ { $user } відмовляє: битва триває як є.
consent-lapsed = ⌛ Битва пішла далі: цей запит більше не чинний.
consent-agree = Погоджуюсь
consent-refuse = Відмовляю
consent-failed = Щось пішло не так з нашого боку; помилку записано. Перш ніж клацати знову, глянь на запит і битву.
consent-not-our-button = Це не кнопка Strategos.
consent-no-request = На цьому сервері такого запиту немає.
consent-not-yours = Не тобі відповідати на цей запит.
consent-decided = Цей запит уже вирішено.
consent-agreed-already = Твою згоду вже враховано; чекаємо на інших.
consent-how-agreed = за згодою { $users }
consent-how-gm = з дозволу майстра гри { $gm }
consent-not-done = ⚠️ Згоду отримано, але нічого не зроблено: { $reason }

## Refusals of the engine (bot/engine: AnswerRefused keys)
engine-over = Цю битву завершено.
engine-decided = Це вже вирішено.
engine-answered = Ти вже відповів.
engine-nothing-to-undo = Нічого відкликати.
engine-not-your-turn = Зараз не твоя черга відповідати.
engine-not-your-secret = Цей таємний вибір робиш не ти.
engine-not-a-choice = Такого варіанта немає.
engine-yes-or-no = Відповідай «так» або «ні».
engine-seat-by-seat = На таємне питання кожен гравець відповідає окремо.
engine-unknown-kind = Невідомий тип питання.
engine-pick-from-list = Обери зі списку.
engine-picked-twice = Кожен варіант можна обрати лише раз.
engine-pick-exactly = Обери рівно { $low }.
engine-pick-range = Обери від { $low } до { $high }.
engine-set-each = Вкажи число для кожного типу військ.
engine-not-in-force = Цього типу військ немає серед цих сил.
engine-whole-number = { $unit }: потрібне ціле число.
engine-between = { $unit }: від { $low } до { $high }.
engine-at-least = Щонайменше { $n } загалом.
engine-at-most = Щонайбільше { $n } загалом.
