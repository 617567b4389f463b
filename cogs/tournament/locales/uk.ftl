## /tournament і /rating (cogs/tournament)

tournament-format = { $format ->
    [swiss] швейцарська система
    [round_robin] кругова система
    [single_elim] олімпійська система
    [double_elim] подвійне вибування
   *[tables] багатокористувацькі столи
  }
tournament-created = 🏆 **{ $name }** — { $game }, { $format }. Реєстрація: { $join }{ $cap ->
    [0] {""}
   *[other] {" "}(щонайбільше { $cap } гравців; далі — список очікування)
  }{ $check_in ->
    [yes] ; перед 1-м туром треба підтвердити участь
   *[no] {""}
  }. Організатор починає турнір командою { $start }.{ $window ->
    [yes] {" "}Реєстрація закривається { $closes }.
   *[no] {""}
  }
tournament-organisers-only = Це може зробити лише організатор турніру (або учасник із правом «Керувати сервером»).
tournament-unknown = На цьому сервері немає турніру { $name }.
tournament-name-it = { $count ->
    [0] На цьому сервері немає відкритих турнірів.
   *[other] Відкритих турнірів: { $count }. Вкажи, який саме (турнір:).
  }
tournament-unknown-game = { $game } — не гра, яку веде цей бот.
tournament-unknown-format = Вибери формат зі списку.
tournament-bad-top-cut = Фінальний відбір буває лише у швейцарській системі: 2, 4 або 8 гравців.
tournament-name-taken = Турнір { $name } на цьому сервері вже є.
tournament-bad-name = Назва турніру має містити щось видиме.
tournament-already-started = { $name } уже почався.
tournament-too-few = Зареєстровано гравців: { $count }; потрібно щонайменше { $least }.
tournament-starting = 🏁 { $name } починається: пари 1-го туру…
tournament-closed = { $name } більше не приймає змін: він завершився.
tournament-no-late-join = { $name } уже почався: цей формат не приймає запізнілих.
tournament-joined = { $user } { $waiting ->
    [yes] у списку очікування **{ $name }** (місць немає).
   *[no] бере участь у **{ $name }**{ $late ->
        [yes] {" "}з { $round }-го туру (пропущені тури рахуються як поразки)
       *[no] {""}
      }.{ $check_in ->
        [yes] {" "}Підтвердь участь командою { $checkin } перед 1-м туром.
       *[no] {""}
      }
  }
tournament-no-check-in = У { $name } зараз немає підтвердження участі.
tournament-not-in = Ти не береш участі в { $name }.
tournament-checked-in = ✅ Участь у { $name } підтверджено.
tournament-dropped = { $user } виходить із **{ $name }**; досі здобуті результати лишаються.
tournament-moved-up = { $user } переходить зі списку очікування: ти в турнірі.
tournament-report-where = Повідомляй результат у гілці свого матчу.
tournament-not-your-match = Це не твій матч.
tournament-already-reported = Цей матч уже має результат (організатор може його виправити).
tournament-report-result = Вкажи свій результат: перемога, нічия чи поразка.
tournament-report-order = Назви { $count } гравців столу в порядку місць, кожного згадкою.
tournament-report-recorded = ✅ Результат записано.
tournament-report-asks = { $user } повідомляє: { $result }. { $others }: підтвердь або оскарж.
tournament-confirm = Підтвердити
tournament-dispute = Оскаржити
tournament-confirm-not-yours = Повідомлений результат підтверджує лише суперник (або організатор).
tournament-disputed = { $user } оскаржує повідомлений результат: { $organiser }, виріши це командою /tournament report.
tournament-failed = Щось пішло не так; нічого не записано. Спробуй ще раз.
tournament-round-posted = ⚔️ **{ $name }** — тур { $round }{ $timed ->
    [yes] , зіграти { $deadline }
   *[no] {""}
  }.
tournament-match = ⚔️ Тур { $round } · стіл { $table }{ $bracket ->
    [W] {" "}(сітка переможців)
    [L] {" "}(сітка тих, хто програв)
    [GF] {" "}(гранд-фінал)
    [GF2] {" "}(гранд-фінал, перегравання)
   *[none] {""}
  }: { $players }
tournament-versus = {" "}проти{" "}
tournament-side = { $side ->
    [first] нападник
   *[second] захисник
  }
tournament-bye = 🛌 Тур { $round }: { $player } відпочиває (зараховано перемогу).
tournament-thread-name = Тур { $round } · стіл { $table }
tournament-match-how = Грайте свій матч тут: почніть битву в цій гілці (команди { $game }), і її результат зарахується, коли вона скінчиться. Грали за столом? Повідомте результат командою { $report }.
tournament-result = 📝 Результат: { $players }
tournament-finished = 🏆 **{ $name }** завершено!
tournament-standing = { $rank }. { $player } — { $points } оч. ({ $wins }-{ $draws }-{ $losses }){ $dropped ->
    [yes] {" "}· вибув
   *[no] {""}
  }
tournament-tiebreak = { $name ->
    [buchholz_cut1] Бухгольц без найгіршого
    [buchholz] Бухгольц
    [sonneborn_berger] Зоннеборн-Бергер
    [omw] OMW%
    [gw] GW%
   *[h2h] особиста зустріч
  }
tournament-standings-title = 🏆 { $name } — тур { $round }{ $rounds ->
    [0] {""}
   *[other] {" "}з { $rounds }
  }
tournament-pending = Ще не зіграно
tournament-nobody = Ще ніхто не зареєструвався.
tournament-exported = 📦 { $name }: кожен матч і запис кожної битви (їх можна відтворити, як це робить /battle verify).
tournament-rating-title = 📈 Рейтинг — { $game }
tournament-rating-line = { $rank }. { $player } — { $rating } (матчів: { $matches })
tournament-no-ratings = У цій грі ще ніхто не має рейтингу.

tournament-deadline-passed = ⏰ { $organiser }: термін { $round }-го туру минув, незавершених матчів: { $count }. Для кожного: продовжити тур на 24 год, поразка обом або рішення за правилом (програє той, на кого чекає битва).
tournament-reminder = ⏰ { $players }: { $round }-й тур закінчується { $deadline } — ваш матч ще не завершено.
tournament-extended = ⏰ Тепер тур закінчується { $deadline }.
tournament-deadline-action = { $action ->
    [extend] Продовжити на 24 год
    [double_loss] Поразка обом
   *[by_rule] За правилом
  }

tournament-cannot-pair = ⚠️ { $organiser }: пари наступного туру скласти не вдається (`{ $why }`). Зміни склад (виведи чи додай гравців), потім склади пари командою { $start }.

tournament-knockout-draw = Нічия не вирішує матч на вибування: зіграйте його ще раз.

tournament-seeds-bad = Назви гравців турніру згадками, кожного один раз, починаючи з першого номера посіву.
tournament-seeded = 🌱 Посів { $name }: { $order }
tournament-not-pausable = { $name } зараз цього не може (стан: { $state }).
tournament-paused = { $resumed ->
    [yes] ▶️ **{ $name }** триває далі.
   *[no] ⏸️ **{ $name }** на паузі: результати зараховуються, але нові пари не складаються й терміни не спливають, доки організатор не відновить турнір.
  }
tournament-withdraw-played = Цей тур уже почався (є результат або триває битва): пари лишаються. Виправ результат командою /tournament report.
tournament-withdrawn = ↩️ { $round }-й тур **{ $name }** скасовано: його пари більше не діють. Склади їх знову командою { $start }.

tournament-col-player = Гравець
tournament-col-points = Оч.
tournament-col-record = В-Н-П

tournament-tiebreak-short = { $name ->
    [buchholz_cut1] Бх-1
    [buchholz] Бх
    [sonneborn_berger] ЗБ
    [omw] OMW%
    [gw] GW%
   *[h2h] ОЗ
  }

tournament-bracket = { $bracket ->
    [W] Сітка переможців
    [L] Сітка тих, хто програв
   *[GF] Гранд-фінал
  }

tournament-idle-dropped = ⏰ Термін { $round }-го туру минув: незавершені матчі вирішено за правилом, а цих бездіяльних гравців виведено: { $players }

tournament-swap-bad = Назви двох різних гравців, що мають пари в цьому турі (не відпочинок).
tournament-swapped = ✅ Обміняно; гравців повідомлено в їхніх гілках.
tournament-pairing-changed = 🔁 Організатор змінив цю пару: { $match }

tournament-registration-closed = Реєстрацію на { $name } закрито.

cmd-tournament = турнір
    .description = Турніри й ліги, зіграні в боті
cmd-tournament-create = створити
    .description = Організатор: новий турнір однієї гри
cmd-tournament-create-opt-name = назва
    .description = Назва турніру
cmd-tournament-create-opt-game = гра
    .description = Гра турніру
cmd-tournament-create-opt-format = формат
    .description = Швейцарська, кругова, олімпійська, подвійне вибування або багатокористувацькі столи
cmd-tournament-create-opt-rounds = тури
    .description = Швейцарська: скільки турів (типово: рекомендовано для кількості гравців)
cmd-tournament-create-opt-cap = максимум
    .description = Найбільша кількість гравців (решта чекає в списку)
cmd-tournament-create-opt-table-size = гравців_за_столом
    .description = Багатокористувацькі столи: гравців за столом (3–6)
cmd-tournament-create-opt-top-cut = фінальний_відбір
    .description = Швейцарська: найкращі гравці потім грають на вибування (4 або 8)
cmd-tournament-create-opt-round-hours = годин_на_тур
    .description = Скільки годин триває кожен тур (показано як кінцевий термін)
cmd-tournament-create-opt-check-in = підтвердження
    .description = Гравці мають підтвердити участь перед 1-м туром
cmd-tournament-start = почати
    .description = Організатор: закрити реєстрацію, скласти пари 1-го туру
cmd-tournament-start-opt-tournament = турнір
    .description = Який турнір (якщо відкритих кілька)
cmd-tournament-join = долучитися
    .description = Зареєструватися в турнірі
cmd-tournament-join-opt-tournament = турнір
    .description = Який турнір (якщо відкритих кілька)
cmd-tournament-checkin = підтвердити
    .description = Підтвердити участь перед 1-м туром
cmd-tournament-checkin-opt-tournament = турнір
    .description = Який турнір (якщо відкритих кілька)
cmd-tournament-drop = вийти
    .description = Вийти з турніру (досі здобуті результати лишаються)
cmd-tournament-drop-opt-tournament = турнір
    .description = Який турнір (якщо відкритих кілька)
cmd-tournament-drop-opt-player = гравець
    .description = Організатор: вивести цього гравця
cmd-tournament-report = результат
    .description = Повідомити результат свого матчу (у його гілці)
cmd-tournament-report-opt-result = підсумок
    .description = Двоє гравців: твій результат; суперник підтверджує
cmd-tournament-report-opt-order = порядок
    .description = Стіл: гравці в порядку місць, згадками (@перший @другий …)
cmd-tournament-report-opt-player = гравець
    .description = Організатор: гравець, чий це результат
cmd-tournament-standings = таблиця
    .description = Турнірна таблиця зараз
cmd-tournament-standings-opt-tournament = турнір
    .description = Який турнір (якщо відкритих кілька)
cmd-tournament-export = експорт
    .description = Увесь турнір файлом, разом із битвами
cmd-tournament-export-opt-tournament = турнір
    .description = Який турнір (якщо відкритих кілька)
cmd-rating = рейтинг
    .description = Рейтинги сервера в грі
cmd-rating-opt-game = гра
    .description = Гра
cmd-choice-swiss = швейцарська система
cmd-choice-round-robin = кругова система
cmd-choice-single-elim = олімпійська система
cmd-choice-double-elim = подвійне вибування
cmd-choice-tables = багатокористувацькі столи
cmd-choice-win = перемога
cmd-choice-draw = нічия
cmd-choice-loss = поразка
cmd-tournament-seeds = посів
    .description = Організатор: задати посів вручну перед 1-м туром
cmd-tournament-seeds-opt-order = порядок
    .description = Гравці згадками, починаючи з першого номера
cmd-tournament-seeds-opt-tournament = турнір
    .description = Який турнір (якщо відкритих кілька)
cmd-tournament-pause = пауза
    .description = Організатор: призупинити або відновити тури
cmd-tournament-pause-opt-tournament = турнір
    .description = Який турнір (якщо відкритих кілька)
cmd-tournament-pause-opt-resume = відновити
    .description = Відновити призупинений турнір
cmd-tournament-withdraw = скасувати_тур
    .description = Організатор: скасувати пари цього туру
cmd-tournament-withdraw-opt-tournament = турнір
    .description = Який турнір (якщо відкритих кілька)
cmd-tournament-create-opt-seeding = посів
    .description = Посів: у порядку реєстрації (типово), за рейтингом або випадково
cmd-choice-joined = порядок реєстрації
cmd-choice-rating = за рейтингом
cmd-choice-random = випадково
cmd-tournament-create-opt-auto-drop = автовибування
    .description = Коли спливе термін туру, вирішити незавершені матчі за правилом і вивести бездіяльних
cmd-tournament-swap = обміняти
    .description = Організатор: обміняти пари двох гравців
cmd-tournament-swap-opt-tournament = турнір
    .description = Який турнір (якщо відкритих кілька)
cmd-tournament-swap-opt-first = перший
    .description = Гравець цього туру
cmd-tournament-swap-opt-second = другий
    .description = Гравець, з яким обміняти (той самий матч: вони міняються сторонами)
cmd-tournament-create-opt-registration-hours = годин_реєстрації
    .description = Реєстрація закривається через стільки годин (типово: на старті)
