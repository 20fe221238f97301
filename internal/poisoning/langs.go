package poisoning

import (
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// Concealment from the user in languages the English scorer cannot read
// (poisonY, 2026-12-02). The sentence scan gates on ASCII cue words and the
// scorer's words are runs of letters, so a sentence in Japanese, Chinese or
// Thai is one "word" to it, and Korean words carry their particles. This
// reading works on the classes the English scorer has for concealment —
// the person served (the user, the customer), a verb of telling, informing,
// mentioning or knowing, a negation bound to that verb, an adverb of
// secrecy, and what makes a clause an order (a duty word, an imperative
// ending, the agent named as the one acting) — given per language as word
// lists, and found as substrings of the lower-cased sentence, so that a
// script written without spaces is read the same way as one with spaces.
//
// A clause hides something from the user when
//   - a verb of telling is negated by a word bound to it (before it or
//     after it, as the language places its negation: "不要告诉", "知らせる
//     必要はありません", "बताने की ज़रूरत नहीं", "בלי לספר", "ولا تذكر") and a
//     noun for the user is in the same clause; a plain indicative
//     negation ("δεν", "không", "не") counts only with the agent named as
//     the one acting in the sentence ("the assistant does not tell the
//     user"); a verb of telling negated by "without" under a prohibition
//     ("never delete anything without telling the user") is a safeguard;
//   - or an adverb of secrecy, not negated, stands in a clause that is an
//     order (a duty word, an imperative form next to it, or an agent noun).

// langTable holds one language's words of each class, lower case.
type langTable struct {
	name string
	// spaced: the language separates words with spaces, and its words are
	// matched at a word's start (after one of prefixes) and, when
	// wholeWords, its end.
	spaced, wholeWords bool
	prefixes           []string
	users              []string // the person served
	tells              []string // verbs (stems) of telling, informing, mentioning, knowing
	negBefore          []string // negations placed before the verb ("do not", "need not")
	without            []string // "without", before the verb
	negAfter           []string // negations placed after the verb stem
	weakAfter          []string // indicative negation after the stem: counts with an agent subject
	negVerbs           []string // verbs of telling that carry their negation
	withoutAfter       []string // "without", after the verb ("बताए बिना", "知らせず")
	prohibit           []string // marks of a prohibition anywhere in a clause ("never", "do not")
	weakNeg            []string // indicative negation: counts with an agent subject
	quiet              []string // adverbs of secrecy
	orders             []string // duty words, imperative markers
	imperEnds          []string // endings of an imperative word next to an adverb
	agents             []string // the agent named
}

var langTables = sync.OnceValue(func() []*langTable {
	ts := []*langTable{
		{name: "ja",
			users:        []string{"ユーザー", "利用者", "お客様", "顧客", "使用者"},
			tells:        []string{"知らせ", "伝え", "言わ", "言う", "教え", "報告", "通知", "知る", "話さ", "話す", "触れ", "説明し", "説明す"},
			negAfter:     []string{"必要はありません", "必要はない", "必要ありません", "必要がありません", "必要がない", "必要なし", "なくてよい", "なくていい", "なくても", "ないで", "ないこと"},
			withoutAfter: []string{"ずに", "ないまま"},
			prohibit:     []string{"ないでください", "ないこと", "決して", "禁止"},
			weakAfter:    []string{"ません", "ない"},
			negBefore:    []string{"決して"},
			quiet:        []string{"こっそり", "密かに", "ひそかに", "秘密裏に", "内緒で", "黙って", "気づかれないように"},
			orders:       []string{"ください", "下さい", "こと。", "しなさい", "必ず", "常に", "すること"},
			agents:       []string{"アシスタント", "エージェント", "モデル"}},
		{name: "zh",
			prohibit:  []string{"不要", "别", "別", "勿", "禁止", "不得", "绝不", "絕不"},
			users:     []string{"用户", "用戶", "使用者", "客户", "客戶", "顾客", "顧客"},
			tells:     []string{"告诉", "告訴", "告知", "通知", "知道", "知晓", "知曉", "提及", "提到", "透露", "说明", "說明", "让", "讓"},
			negBefore: []string{"不要", "不用", "不必", "无需", "無需", "不需要", "没必要", "沒必要", "别", "別", "勿", "不得", "切勿", "不能", "不应", "不應"},
			without:   []string{"不经", "不經"},
			weakNeg:   []string{"没有", "沒有", "从不", "從不"},
			quiet:     []string{"悄悄", "偷偷", "暗中", "秘密地", "私下", "瞒着", "瞞著", "默默"},
			orders:    []string{"请", "請", "应", "應", "必须", "必須", "务必", "務必", "总是", "始终", "一律", "每次"},
			agents:    []string{"助手", "代理", "模型", "智能体"}},
		{name: "ko",
			users:    []string{"사용자", "이용자", "고객", "유저"},
			tells:    []string{"알리", "알려", "알 ", "말하", "말씀", "보고하", "언급하", "안내하", "통보하", "설명하"},
			negAfter: []string{"필요가 없", "필요 없", "필요는 없", "지 말", "지 않", "지 마"},
			quiet:    []string{"몰래", "은밀히", "조용히", "비밀리에", "모르게"},
			orders:   []string{"세요", "십시오", "하라", "해라", "항상", "반드시", "두십시오", "주세요"},
			agents:   []string{"어시스턴트", "에이전트", "모델", "비서"}},
		{name: "th",
			prohibit:  []string{"ห้าม", "อย่า"},
			users:     []string{"ผู้ใช้", "ลูกค้า"},
			tells:     []string{"บอก", "แจ้ง", "รู้", "ทราบ", "เล่า", "กล่าวถึง"},
			negBefore: []string{"ไม่ต้อง", "ไม่จำเป็นต้อง", "อย่า", "ห้าม"},
			without:   []string{"โดยไม่"},
			weakNeg:   []string{"ไม่"},
			quiet:     []string{"แอบ", "อย่างลับ", "เงียบๆ", "อย่างเงียบ"},
			orders:    []string{"ให้", "ต้อง", "โปรด", "เสมอ", "ทุกครั้ง"},
			agents:    []string{"ผู้ช่วย", "เอเจนต์", "โมเดล"}},
		{name: "hi", spaced: true,
			users:        []string{"उपयोगकर्ता", "यूज़र", "यूजर", "ग्राहक"},
			tells:        []string{"बताने", "बताए", "बताये", "बताएं", "बताएँ", "बताना", "बताओ", "सूचित", "ज़िक्र", "जिक्र", "उल्लेख", "पता"},
			negAfter:     []string{"की ज़रूरत नहीं", "की जरूरत नहीं", "की आवश्यकता नहीं", "न करें", "मत करें", "न चले", "नहीं चलना"},
			withoutAfter: []string{"बिना"},
			prohibit:     []string{"न", "मत", "कभी", "नहीं"},
			negBefore:    []string{"न", "मत", "ना"},
			weakNeg:      []string{"नहीं"},
			quiet:        []string{"चुपचाप", "चुपके से", "गुप्त रूप से", "छिपाकर"},
			orders:       []string{"करें", "चाहिए", "हमेशा", "ज़रूर", "जरूर"},
			imperEnds:    []string{"ें"},
			agents:       []string{"सहायक", "एजेंट", "मॉडल"}},
		{name: "ar", spaced: true, prefixes: []string{"و", "ف", "ل", "ب", "ال", "لل", "ول", "وال"},
			prohibit:  []string{"لا", "أبدا", "أبداً", "هرگز", "نباید"},
			users:     []string{"مستخدم", "المستخدم", "العميل", "عميل", "کاربر", "كاربر", "مشتری"},
			tells:     []string{"تخبر", "تُخبر", "تذكر", "تُعلم", "تعلم", "إخبار", "اخبار", "إعلام", "إبلاغ", "تبلغ", "يعلم", "يعرف", "يذكر", "يخبر", "بگویید", "بگو", "اطلاع", "بفهمد", "بداند", "مطلع"},
			negBefore: []string{"لا", "دون", "بدون", "لا داعي", "لا حاجة", "بی\u200cآنکه", "بی آنکه", "بدون اینکه", "نیازی نیست", "لازم نیست"},
			without:   []string{"دون", "بدون", "من غير", "بدون اینکه", "بی\u200cآنکه"},
			negAfter:  []string{"ندهید", "نده", "نکنید", "نیست"},
			negVerbs:  []string{"نگویید", "نگو", "نگوید", "مطلع نکنید", "خبر ندهید"},
			weakNeg:   []string{"لا", "لن", "نمی\u200c", "نمی"},
			quiet:     []string{"بصمت", "سرا", "سرًا", "سراً", "خفية", "خفيةً", "مخفیانه", "بی\u200cصدا", "پنهانی", "یواشکی"},
			orders:    []string{"يجب", "ينبغي", "عليك", "دائما", "دائماً", "باید", "همیشه", "کنید"},
			imperEnds: []string{"ید"},
			agents:    []string{"المساعد", "مساعد", "الوكيل", "النموذج", "دستیار", "عامل"}},
		{name: "he", spaced: true, prefixes: []string{"ו", "ל", "ב", "ה", "ש", "כ", "מ", "וה", "של", "למ"},
			prohibit:  []string{"אל", "לעולם", "אסור"},
			users:     []string{"משתמש", "המשתמש", "לקוח", "הלקוח"},
			tells:     []string{"לספר", "תספרו", "תספר", "תספרי", "ליידע", "תיידעו", "תיידע", "להודיע", "תודיעו", "תודיע", "לומר", "תגידו", "תגיד", "להזכיר", "תזכירו", "תזכיר", "מספר", "מודיע", "מזכיר", "יודע", "ידע", "לדעת"},
			negBefore: []string{"אל", "אין צורך", "אין צורך ל"},
			without:   []string{"בלי", "מבלי", "ללא"},
			weakNeg:   []string{"לא", "אינו", "אינה"},
			quiet:     []string{"בשקט", "בסתר", "בחשאי", "בלי שישים לב"},
			orders:    []string{"יש ל", "חובה", "תמיד", "הקפידו", "חייב", "חייבים", "צריך"},
			agents:    []string{"העוזר", "העוזרת", "הסוכן", "המודל", "עוזר"}},
		{name: "el", spaced: true,
			prohibit:  []string{"μην", "ποτέ", "ποτε"},
			users:     []string{"χρήστη", "χρήστης", "χρήστες", "χρηστη", "πελάτη", "πελάτης"},
			tells:     []string{"πείτε", "πεις", "πει", "ενημερώσετε", "ενημερώσεις", "ενημερώσει", "ενημερώνει", "ενημερώνετε", "αναφέρετε", "αναφέρεις", "αναφέρει", "μάθει", "ξέρει", "γνωρίζει"},
			negBefore: []string{"μην", "μη", "δεν χρειάζεται να", "δε χρειάζεται να"},
			without:   []string{"χωρίς να"},
			weakNeg:   []string{"δεν", "δε"},
			quiet:     []string{"σιωπηλά", "κρυφά", "αθόρυβα", "μυστικά", "διακριτικά"},
			orders:    []string{"πρέπει", "πάντα", "πάντοτε"},
			imperEnds: []string{"στε", "ψτε", "ξτε"},
			agents:    []string{"βοηθός", "πράκτορας", "μοντέλο"}},
		{name: "ro", spaced: true, wholeWords: true,
			prohibit:  []string{"nu", "niciodată", "niciodata"},
			users:     []string{"utilizatorului", "utilizatorul", "utilizatorii", "utilizatorilor", "clientului", "clientul"},
			tells:     []string{"spune", "spui", "spuneți", "informa", "informați", "informezi", "anunța", "anunțați", "menționa", "menționați", "menționezi", "afle", "știe"},
			negBefore: []string{"nu", "nu-i", "nu le", "nu trebuie să", "nu e nevoie să"},
			without:   []string{"fără să", "fără să-i", "fără a", "fără a-i"},
			quiet:     []string{"pe ascuns", "în secret", "pe tăcute", "discret"},
			orders:    []string{"trebuie", "mereu", "întotdeauna", "neapărat"},
			agents:    []string{"asistentul", "agentul", "modelul"}},
		{name: "vi", spaced: true, wholeWords: true,
			prohibit:  []string{"đừng", "không bao giờ", "không được"},
			users:     []string{"người dùng", "khách hàng"},
			tells:     []string{"báo", "nói", "thông báo", "cho biết", "biết", "nhắc", "giải thích", "đề cập"},
			negBefore: []string{"đừng", "không cần", "không được", "không phải"},
			without:   []string{"mà không"},
			weakNeg:   []string{"không"},
			quiet:     []string{"âm thầm", "lặng lẽ", "bí mật", "lén"},
			orders:    []string{"hãy", "phải", "luôn", "cần"},
			agents:    []string{"trợ lý", "tác tử", "mô hình"}},
		{name: "uk", spaced: true,
			prohibit:  []string{"не", "ніколи", "никогда"},
			users:     []string{"користувач", "користувачеві", "користувачу", "користувача", "пользовател", "клієнт", "клиент"},
			tells:     []string{"повідомля", "повідом", "скажи", "кажи", "каже", "розповіда", "розкажи", "згадуй", "згадує", "рассказыва", "расскажи", "говори", "сообща", "упомина", "знати", "знать", "дізна"},
			negBefore: []string{"не треба", "не потрібно", "не нужно", "не надо"},
			without:   []string{"без відома", "без ведома"},
			weakNeg:   []string{"не", "ні", "ничего не", "нічого не"},
			quiet:     []string{"тихо", "непомітно", "таємно", "потай", "незаметно", "тайно", "втихую"},
			orders:    []string{"завжди", "всегда", "слід", "повинен", "повинна", "должен", "должна", "має", "треба"},
			agents:    []string{"асистент", "ассистент", "помічник", "помощник", "агент", "модель"}},
	}
	for _, t := range ts {
		for _, l := range []*[]string{&t.prefixes, &t.users, &t.tells, &t.negBefore, &t.without, &t.negAfter, &t.weakAfter, &t.negVerbs, &t.withoutAfter, &t.prohibit,
			&t.weakNeg, &t.quiet, &t.orders, &t.imperEnds, &t.agents} {
			var ws []string
			for _, w := range *l {
				// The text is folded before it is lower-cased: a capital
				// Greek or Cyrillic letter may have become a Latin one,
				// so a word is also listed as it reads capitalised.
				ws = append(ws, langNorm(w))
				if r, n := utf8.DecodeRuneInString(w); unicode.IsLower(r) {
					if cw := langNorm(string(unicode.ToUpper(r)) + w[n:]); cw != ws[len(ws)-1] {
						ws = append(ws, cw)
					}
				}
			}
			*l = ws
		}
	}
	return ts
})

// langNorm lower-cases s and maps the letters fold maps to Latin
// look-alikes, as the sentence is read.
func langNorm(s string) string {
	return strings.ToLower(foldLookalikes(s))
}

// foreignConceal reports the clauses of the sentence t[cs:ce] (folded
// text) that hide something from the user in a language of langTables.
func foreignConceal(t string, cs, ce int, found func(start, end int, reason string)) {
	c := t[cs:ce]
	var scripts uint32 // bit k: a letter of langTables()[k]'s script
	for _, r := range c {
		if r >= 0x80 {
			scripts |= langScript(r)
		}
	}
	if scripts == 0 {
		return
	}
	low := strings.ToLower(c)
	if len(low) != len(c) {
		return // a rune whose lower case has another length: offsets would not map
	}
	for k, tb := range langTables() {
		if scripts&(1<<k) == 0 {
			continue
		}
		if s, e, ok := tb.conceals(low); ok {
			found(cs+s, cs+e, reasonHide)
			return
		}
	}
}

// langScript returns the bits of the tables of langTables whose script r
// belongs to (the order of langTables: ja, zh, ko, th, hi, ar, he, el, ro,
// vi, uk). Romanian and Vietnamese are told by the letters only they use
// among Latin ones (ș, ț, ă; ơ, ư, đ and the stacked diacritics).
func langScript(r rune) uint32 {
	switch {
	case r >= 0x3040 && r <= 0x30FF:
		return 1 << 0
	case r >= 0x4E00 && r <= 0x9FFF, r >= 0x3400 && r <= 0x4DBF:
		return 1 << 1
	case r >= 0xAC00 && r <= 0xD7AF, r >= 0x1100 && r <= 0x11FF, r >= 0x3130 && r <= 0x318F:
		return 1 << 2
	case r >= 0x0E00 && r <= 0x0E7F:
		return 1 << 3
	case r >= 0x0900 && r <= 0x097F:
		return 1 << 4
	case r >= 0x0600 && r <= 0x06FF, r >= 0x0750 && r <= 0x077F, r >= 0xFB50 && r <= 0xFDFF, r >= 0xFE70 && r <= 0xFEFF:
		return 1 << 5
	case r >= 0x0590 && r <= 0x05FF:
		return 1 << 6
	case r >= 0x0370 && r <= 0x03FF, r >= 0x1F00 && r <= 0x1FFF:
		return 1 << 7
	case r == 'ș' || r == 'ț' || r == 'Ș' || r == 'Ț' || r == 'ă' || r == 'Ă' || r == 'ş' || r == 'ţ':
		return 1 << 8
	case r == 'ơ' || r == 'ư' || r == 'đ' || r == 'Ơ' || r == 'Ư' || r == 'Đ' || r >= 0x1EA0 && r <= 0x1EF9:
		return 1 << 9
	case r >= 0x0400 && r <= 0x04FF:
		return 1 << 10
	}
	return 0
}

// occurrences returns the offsets in s of w that stand where a word of the
// table can: anywhere in an unspaced script; at a word's start (or after
// one of the prefixes) and, for whole words, its end, in a spaced one.
func (tb *langTable) occurrences(s, w string, out []int) []int {
	out = out[:0]
	for i := 0; i+len(w) <= len(s); {
		k := strings.Index(s[i:], w)
		if k < 0 {
			break
		}
		at := i + k
		i = at + 1
		if tb.spaced && !tb.wordStart(s, at) {
			continue
		}
		if tb.wholeWords && at+len(w) < len(s) {
			r, _ := utf8.DecodeRuneInString(s[at+len(w):])
			if unicode.IsLetter(r) || unicode.IsMark(r) {
				continue
			}
		}
		out = append(out, at)
	}
	return out
}

func (tb *langTable) wordStart(s string, at int) bool {
	if letterBefore(s, at) == 0 {
		return true
	}
	for _, p := range tb.prefixes {
		if at >= len(p) && s[at-len(p):at] == p && letterBefore(s, at-len(p)) == 0 {
			return true
		}
	}
	return false
}

// letterBefore returns the letter or mark just before s[at], or 0.
func letterBefore(s string, at int) rune {
	r, _ := utf8.DecodeLastRuneInString(s[:at])
	if r != utf8.RuneError && (unicode.IsLetter(r) || unicode.IsMark(r) || r == '\u200c') {
		return r
	}
	return 0
}

// langClauseBreak reports whether s holds a mark that ends a clause.
func langClauseBreak(s string) bool {
	return strings.ContainsAny(s, ".,;:!?\n。，、；：！？،؛।")
}

// runesBetween counts the runes of s, or reports false past max.
func runesBetween(s string, max int) bool {
	return utf8.RuneCountInString(s) <= max && !langClauseBreak(s)
}

// conceals finds in the lower-cased sentence low a negated verb of
// telling with the user in its clause, or an adverb of secrecy in an
// order, and returns the span.
func (tb *langTable) conceals(low string) (int, int, bool) {
	var tellAt, negAt, userAt []int
	agent := false
	for _, w := range tb.agents {
		if negAt = tb.occurrences(low, w, negAt); len(negAt) > 0 {
			agent = true
			break
		}
	}
	for _, nv := range tb.negVerbs {
		// A verb that carries its negation ("نگویید").
		for _, at := range tb.occurrences(low, nv, nil) {
			lo, hi := clauseAround(low, at, at+len(nv))
			for _, uw := range tb.users {
				if userAt = tb.occurrences(low[lo:hi], uw, userAt); len(userAt) > 0 {
					u := lo + userAt[0]
					return min(at, u), max(at+len(nv), u+len(uw)), true
				}
			}
		}
	}
	for _, tw := range tb.tells {
		tellAt = tb.occurrences(low, tw, tellAt)
		for _, at := range tellAt {
			end := at + len(tw)
			s, e, ok := tb.negated(low, at, end, agent)
			if !ok {
				continue
			}
			lo, hi := clauseAround(low, min(s, at), max(e, end))
			for _, uw := range tb.users {
				userAt = tb.occurrences(low[lo:hi], uw, userAt)
				if len(userAt) > 0 {
					u := lo + userAt[0]
					return min(s, u), max(e, u+len(uw)), true
				}
			}
		}
	}
	for _, q := range tb.quiet {
		for _, at := range tb.occurrences(low, q, nil) {
			end := at + len(q)
			if tb.negBeforeAt(low, at, tb.weakNeg) || tb.negBeforeAt(low, at, tb.negBefore) {
				continue // "not secretly"
			}
			lo, hi := clauseAround(low, at, end)
			if agent || tb.orderIn(low[lo:hi]) || tb.imperativeNext(low, at, end) {
				return at, end, true
			}
		}
	}
	return 0, 0, false
}

// negated reports whether the verb at low[at:end] is negated by a word
// bound to it, and the span of verb and negation.
func (tb *langTable) negated(low string, at, end int, agent bool) (int, int, bool) {
	after := func(list []string) (int, bool) {
		for _, n := range list {
			if k := strings.Index(low[end:], n); k >= 0 && runesBetween(low[end:end+k], 4) {
				return end + k + len(n), true
			}
		}
		return 0, false
	}
	if e, ok := after(tb.negAfter); ok {
		return at, e, true
	}
	if e, ok := after(tb.withoutAfter); ok {
		if tb.prohibited(low, at, e) {
			return 0, 0, false
		}
		return at, e, true
	}
	if agent {
		if e, ok := after(tb.weakAfter); ok {
			return at, e, true
		}
	}
	before := func(list []string) (int, bool) {
		for _, n := range list {
			for i := at; i > 0; {
				k := strings.LastIndex(low[:i], n)
				if k < 0 {
					break
				}
				i = k
				if tb.spaced && !tb.wordStart(low, k) {
					continue
				}
				if runesBetween(low[k+len(n):at], 12) && strings.Count(low[k+len(n):at], " ") <= 2 {
					return k, true
				}
				break
			}
		}
		return 0, false
	}
	if k, ok := before(tb.without); ok {
		// "never delete anything without telling the user": the
		// concealment is what the prohibition rules out.
		if tb.prohibited(low, k, end) {
			return 0, 0, false
		}
		return k, end, true
	}
	if k, ok := before(tb.negBefore); ok {
		return k, end, true
	}
	if agent {
		if k, ok := before(tb.weakNeg); ok {
			return k, end, true
		}
	}
	return 0, 0, false
}

// negBeforeAt reports whether a word of list ends just before at.
func (tb *langTable) negBeforeAt(low string, at int, list []string) bool {
	p := strings.TrimRight(low[:at], " ")
	for _, n := range list {
		if strings.HasSuffix(p, n) && (!tb.spaced || tb.wordStart(p, len(p)-len(n))) {
			return true
		}
	}
	return false
}

// orderIn reports whether the clause holds a duty word or imperative
// marker of the language.
func (tb *langTable) orderIn(cl string) bool {
	for _, o := range tb.orders {
		if len(tb.occurrences(cl, o, nil)) > 0 {
			return true
		}
	}
	return false
}

// imperativeNext reports whether the word just before or after
// low[at:end] has an imperative ending of the language.
func (tb *langTable) imperativeNext(low string, at, end int) bool {
	if len(tb.imperEnds) == 0 {
		return false
	}
	prev := strings.TrimRight(low[:at], " ")
	if i := strings.LastIndexByte(prev, ' '); i >= 0 {
		prev = prev[i+1:]
	}
	next := strings.TrimLeft(low[end:], " ")
	if i := strings.IndexAny(next, " .,;:"); i >= 0 {
		next = next[:i]
	}
	for _, e := range tb.imperEnds {
		if strings.HasSuffix(prev, e) || strings.HasSuffix(next, e) {
			return true
		}
	}
	return false
}

// clauseAround returns the bounds of the clause of low holding [s, e).
func clauseAround(low string, s, e int) (int, int) {
	lo := strings.LastIndexFunc(low[:s], isClauseMark)
	if lo < 0 {
		lo = 0
	} else {
		_, n := utf8.DecodeRuneInString(low[lo:])
		lo += n
	}
	hi := strings.IndexFunc(low[e:], isClauseMark)
	if hi < 0 {
		hi = len(low)
	} else {
		hi += e
	}
	return lo, hi
}

func isClauseMark(r rune) bool {
	return strings.ContainsRune(".,;:!?\n。，、；：！？،؛।", r)
}

// prohibited reports whether the clause of low[s:e], a verb of telling
// negated by "without", holds a prohibition outside that span: "never
// delete anything without telling the user" rules the concealment out.
func (tb *langTable) prohibited(low string, s, e int) bool {
	lo, hi := clauseAround(low, s, e)
	for _, n := range append(tb.prohibit, tb.negBefore...) {
		for _, part := range [2][2]int{{lo, s}, {e, hi}} {
			for _, k := range tb.occurrences(low[part[0]:part[1]], n, nil) {
				if !tb.spaced || tb.wordStart(low, part[0]+k) {
					return true
				}
			}
		}
	}
	return false
}
