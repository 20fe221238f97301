package poisoning

import (
	_ "embed"
	"fmt"
	"math"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"unicode"
	"unicode/utf8"
)

// The concept reading (stop 46): a linear model over which concepts a
// sentence joins, read in any of 25 languages. The readings of this
// package are written per language and per class, and the learned word
// model reads Latin words; on sets written blind, attacks in English were
// found at 0.71-0.85 and attacks in other languages at 0.19-0.45. What a
// planted order joins does not depend on the language: the user with a
// verb of telling and "even if", a secret with a verb of sending and an
// address, rules with a verb of setting aside. conceptWords names each
// concept's words in every language, so a model fitted on the corpus —
// most of it English — weighs the same pairs in Polish or Japanese text.
//
// It is asked last, for a text no rule and not the word model took, and
// only for a text whose language (by the lexicon's words) is not English
// (the word model reads English, and there the concept pairs are coarser
// than its words). It reports at conceptThreshold when a sentence that
// speaks to someone holds a strong concept (strongSentence), quoting the
// one of those that scores highest and naming the pairs that weigh most.
// docs/poisoning.md ("Stop 46") has the figures and what a reviewer's 295
// honest texts in 24 languages changed.
//
// The weights are generated in the repository: TestConceptWeights fits
// them on the same texts as the word model (the tune part of the corpus,
// the read sealed sets and the near misses of the tests, in every
// language) and compares with concept.bin; -update writes it.

//go:generate go test -run TestConceptWeights -update .

// conceptNames are the concepts, in feature order: conceptWords' rows and
// the conditions, three read from the text's shape rather than its words,
// and three polarity derives (a negated telling, asking, acting).
var conceptNames = []string{"user", "agent", "tell", "hide", "quiet", "send", "secret", "private", "put", "field",
	"ignore", "rules", "always", "evenif", "without", "ask", "prefer", "rival", "partner", "disparage",
	"reassure", "charge", "now", "persist", "persona", "modal", "neg", "execute", "priority", "act",
	"claim", "content", "approved", "cond",
	"address", "tool", "quote",
	"untold", "noask", "forbidden"}

// Concepts read from the shape of the sentence.
var (
	cAddress int
	_        = onLoad(func() { cAddress = slices.Index(conceptNames, "address") })
	cTool    int
	_        = onLoad(func() { cTool = slices.Index(conceptNames, "tool") })
	cQuote   int
	_        = onLoad(func() { cQuote = slices.Index(conceptNames, "quote") })
)

// nConcepts is the number of concepts; a sentence's concepts are a bit set.
const nConcepts = 40

// conceptDim is the number of features: the bias, one per concept, one per
// ordered pair (a < b).
const conceptDim = 1 + nConcepts + nConcepts*nConcepts

// conceptThreshold is the text's score from which it is reported.
const conceptThreshold = 0.9

// reasonConceptPrefix starts the reason of a match of the concept reading.
const reasonConceptPrefix = "reads as an instruction to the agent, to a model of the concepts its sentence joins learned from this repository's corpus"

// conceptOff switches the concept reading off alone (to measure the
// readings without it).
var conceptOff atomic.Bool

//go:embed concept.bin
var conceptBin []byte

var conceptWeights = sync.OnceValue(func() []float32 { return decodeWeights(conceptBin, conceptDim) })

// conceptIndex finds, in one pass over a lower-cased sentence, the words of
// every concept (the langBuckets of langindex.go over these words).
type conceptIndex struct {
	words   []string
	bits    []uint64 // the concepts of each word
	langs   []uint32 // the languages whose lists hold it (bit: conceptLangs)
	atStart []bool   // the word counts only at a word's start (spaced languages)
	whole   []bool   // and only as a whole word (short words: "no", "не", "dù")
	all     langBuckets
}

var conceptWordIndex = sync.OnceValue(newConceptIndex)

// conceptLangs are the languages of the lexicon, numbered for langs.
var conceptLangs = []string{"en", "es", "fr", "de", "it", "pt", "ru", "uk", "pl", "tr", "nl", "sv", "cs", "ro",
	"vi", "id", "zh", "ja", "ko", "hi", "ar", "he", "fa", "el", "th"}

func langBit(code string) uint32 {
	if i := slices.Index(conceptLangs, code); i >= 0 {
		return 1 << i
	}
	return 0
}

// unspacedLangs write words without spaces between them (a word of theirs
// is found anywhere), and prefixedLangs join particles to the front of a
// word ("والمستخدم"): theirs are found anywhere too, but for short ones.
var unspacedLangs map[string]bool

var _ = onLoad(func() { unspacedLangs = map[string]bool{"zh": true, "ja": true, "th": true} })
var prefixedLangs map[string]bool

var _ = onLoad(func() { prefixedLangs = map[string]bool{"ar": true, "he": true, "fa": true} })

// wholeConcepts are concepts of function words, which do not inflect: in
// a spaced language they count as whole words only ("bile" is Turkish
// "even", "bilet" a ticket).
var wholeConcepts uint64

var _ = onLoad(func() { wholeConcepts = conceptMask("evenif", "cond", "without") })

// descriptiveNow are words of "now" that describe what a tool does by
// itself rather than hurry an order: "sent automatically, even if the app
// is closed" is a description (the review of stop 46: "even if" with
// "automatically" read as an order in five languages).
var descriptiveNow = []string{"autom", "otomat", "автомат", "自动", "自動", "자동", "tự động", "อัตโนมัติ", "خودکار", "تلقائي",
	"אוטומטי", "αυτόματ", "स्वचालित", "स्वतः", "default", "defecto", "défaut", "standard", "predefin", "padrão", "умолчани",
	"замовчуванн", "domyśln", "varsayılan", "výchozí", "implicit", "mặc định", "默认", "デフォルト", "既定", "기본", "डिफ़ॉल्ट",
	"افتراض", "ברירת מחדל", "پیش\u200cفرض", "προεπιλ", "ค่าเริ่มต้น", "direct", "direkt", "diret", "dirett", "напрям",
	"непосредств", "безпосередн", "bezpośred", "doğrudan", "přímo", "trực tiếp", "直接", "직접", "सीधे", "مباشرة", "ישירות",
	"مستقیم", "απευθείας", "ευθέως", "โดยตรง", "by default"}

// notifyWords are words of "tell" that name a notification the tool
// sends ("the system notifies the user"), not the agent telling.
var notifyWords = []string{"notif", "通知", "알림", "уведом", "сповіщ", "benachricht", "powiadom", "upozorn"}

// descriptiveQuiet are words of "quiet" that say where a tool's work runs
// ("the export runs in the background"), not that something is kept from
// the user.
var descriptiveQuiet = []string{"background", "hintergrund", "segundo plano", "arrière-plan", "后台", "後台", "バックグラウンド",
	"백그라운드", "фон", "w tle", "arka plan", "achtergrond", "bakgrund", "pozadí", "fundal", "nền", "latar belakang",
	"पृष्ठभूमि", "الخلفية", "ברקע", "پس\u200cزمینه", "παρασκήνιο", "เบื้องหลัง", "sullo sfondo"}

func newConceptIndex() *conceptIndex {
	x := &conceptIndex{}
	id := map[string]int{}
	var add func(w string, c int, lang string)
	add = func(w string, c int, lang string) {
		w = strings.ToLower(strings.TrimSpace(w))
		if w == "" || c < 0 || conceptStopWords[w] {
			return
		}
		if conceptNames[c] == "now" && slices.ContainsFunc(descriptiveNow, func(d string) bool { return strings.Contains(w, d) }) ||
			conceptNames[c] == "quiet" && slices.ContainsFunc(descriptiveQuiet, func(d string) bool { return strings.Contains(w, d) }) ||
			conceptNames[c] == "tell" && slices.ContainsFunc(notifyWords, func(d string) bool { return strings.Contains(w, d) }) {
			return
		}
		// The text is read folded, where Cyrillic and Greek letters that
		// look Latin are Latin (fold.go): a word is found in both forms.
		if f := asciiLower(foldLookalikes(w)); f != w {
			add(f, c, lang)
		}
		spaced := !unspacedLangs[lang] && !prefixedLangs[lang]
		short := utf8.RuneCountInString(w) <= 2 || len(w) <= 3 && isASCII(w)
		atStart := spaced || prefixedLangs[lang] && short
		whole := atStart && (short || wholeConcepts&(1<<c) != 0)
		n, ok := id[w]
		if !ok {
			n = len(x.words)
			id[w] = n
			x.words = append(x.words, w)
			x.bits = append(x.bits, 0)
			x.langs = append(x.langs, 0)
			x.atStart = append(x.atStart, atStart)
			x.whole = append(x.whole, whole)
		}
		x.bits[n] |= 1 << c
		x.langs[n] |= langBit(lang)
		x.atStart[n] = x.atStart[n] && atStart
		x.whole[n] = x.whole[n] || whole
	}
	for name, langs := range conceptWords {
		c := slices.Index(conceptNames, name)
		for lang, words := range langs {
			for _, w := range strings.Split(words, ",") {
				add(w, c, lang)
			}
		}
	}
	for name, words := range conceptWordsEnglish {
		c := slices.Index(conceptNames, name)
		for _, w := range strings.Split(words, ",") {
			add(w, c, "en")
		}
	}
	for lang, words := range conditionOpeners {
		for _, w := range strings.Split(words, ",") {
			add(w, slices.Index(conceptNames, "cond"), lang)
		}
	}
	// The word lists of langs.go's tables hold more forms of the same
	// concepts in eighteen languages ("you are" is left out: alone it is
	// as often "you are notified" as a persona; so are the suffixes some
	// tables list, which are no words).
	for _, tb := range langTables() {
		for l, name := range map[*[]string]string{&tb.users: "user", &tb.tells: "tell", &tb.negBefore: "neg",
			&tb.negVerbs: "neg", &tb.hides: "hide", &tb.without: "without", &tb.prohibit: "neg",
			&tb.quiet: "quiet", &tb.orders: "modal", &tb.agents: "agent", &tb.sends: "send", &tb.outside: "partner",
			&tb.ranks: "prefer", &tb.always: "always", &tb.secrets: "secret", &tb.puts: "put", &tb.ignores: "ignore",
			&tb.rules: "rules", &tb.fromNow: "persist"} {
			for _, w := range *l {
				add(w, slices.Index(conceptNames, name), tb.name)
			}
		}
	}
	x.all.build(x.words, func(string) bool { return true })
	return x
}

// conceptHit is a word of the lexicon found in a sentence.
type conceptHit struct {
	word       int
	start, end int
}

// hits appends the words of the lexicon found in low (a lower-cased
// sentence) to out. Past maxConceptHits only a word not found yet is kept
// (once): every word still gives its concepts, and only the places of
// repeated words, which polarity would read, are left out.
func (x *conceptIndex) hits(low string, out []conceptHit) []conceptHit {
	var seen map[int]bool // past the bound: the words kept
	add := func(n, at int) bool {
		if len(out) >= maxConceptHits {
			if seen == nil {
				seen = make(map[int]bool, len(out))
				for _, h := range out {
					seen[h.word] = true
				}
			}
			if seen[n] {
				return false
			}
			seen[n] = true
		}
		out = append(out, conceptHit{n, at, at + len(x.words[n])})
		return true
	}
	bs := &x.all
	for i := 0; i+3 <= len(low); i++ {
		h := langBucket(low[i], low[i+1], low[i+2])
		if bs.used[h>>6]&(1<<(h&63)) == 0 {
			continue
		}
		for _, n := range bs.cand[bs.start[h]:bs.start[h+1]] {
			if strings.HasPrefix(low[i:], x.words[n]) && x.fits(low, i, int(n)) {
				add(int(n), i)
			}
		}
	}
	for _, n := range bs.short {
		for from := 0; ; {
			k := strings.Index(low[from:], x.words[n])
			if k < 0 {
				break
			}
			if x.fits(low, from+k, int(n)) && !add(int(n), from+k) {
				break // kept already, past the bound
			}
			from += k + 1
		}
	}
	return out
}

// maxConceptHits bounds the places kept per sentence (a sentence of
// nothing but lexicon words); past it, words are kept once (hits).
const maxConceptHits = 256

// concepts returns the concepts of sentence c (as written), lower-cased
// low, from its hits in the languages of mask.
func (x *conceptIndex) concepts(c, low string, hits []conceptHit, mask uint32) uint64 {
	var set uint64
	var at polarity
	tell := conceptMask("tell")
	for _, h := range hits {
		if x.langs[h.word]&mask == 0 {
			continue
		}
		bits := x.bits[h.word]
		if bits&tell != 0 && !stemOnly(h, low) && participleEnding(wordAt(low, h.start), mask) {
			bits &^= tell // "jsi informován": told, not telling
		}
		set |= bits
		at.add(bits, h.start, h.end)
	}
	add, drop := at.derived(low, mask)
	set = set&^drop | add
	if hasAddress(c) {
		set |= 1 << cAddress
	}
	if toolShaped(c) {
		set |= 1 << cTool
	}
	if strings.ContainsAny(c, "\"“”«»「」『』„") {
		set |= 1 << cQuote
	}
	return set
}

// strongConcepts are what an honest text rarely asks of the agent: to
// keep something from the user, not to ask, to act quietly, to take on a
// persona, to put something first, to carry out what content says, to
// claim something or the user's consent, to keep doing it (setting rules
// aside and "even if" are strong with company: strongSentence). The concept reading reports only a text one
// of whose sentences holds one: a bag of concepts cannot tell "always tell
// the user about the fee" from an order, and the pairs of a safeguard
// weigh as much as an attack's (out of fold on its training texts, half of
// what it added without this gate was honest).
var strongConcepts uint64

var _ = onLoad(func() {
	strongConcepts = conceptMask("untold", "noask", "quiet", "hide", "persona", "priority", "execute", "claim", "approved", "persist")
})

// evenIfWith are what "even if" must come with to be strong: a report
// whatever the facts, or an act anyway ("even if the user did not ask,
// tell them the fee" is a disclosure).
var evenIfWith uint64

var _ = onLoad(func() { evenIfWith = conceptMask("reassure", "claim", "untold", "act", "send", "execute") })

// addressedConcepts say that a sentence speaks to someone who acts: a duty
// word, the agent, telling, claiming, a persona, a negated telling or
// asking. A strong concept counts in such a sentence only: "the reminder
// is sent even if the payment is partial" describes the tool.
var addressedConcepts uint64

var _ = onLoad(func() {
	addressedConcepts = conceptMask("modal", "agent", "tell", "claim", "persona", "untold", "noask")
})

// polarity keeps where a sentence's negations and the verbs they can
// turn stand: "do not tell the user" and "tell the user" join the same
// words, and a bag of concepts alone cannot tell a safeguard ("never
// cancel without telling the user") from an order to hide. A negation
// right before a verb ("no le digas", "не говори", "never mention") or on
// it or right after it (verb-final languages: "言わないで", "söyleme",
// whose negative forms are the lexicon's negations) turns it into one of
// three concepts: untold (telling), noask (asking) and forbidden (an act,
// a sending, a putting: a prohibition, most often a safeguard).
type polarity struct {
	neg, tell, ask, act, exec, ignore, persona [][2]int
	reassure                                   bool
}

func conceptMask(names ...string) (m uint64) {
	for _, n := range names {
		m |= 1 << slices.Index(conceptNames, n)
	}
	return m
}

// polarityMax bounds each list (a long sentence of many verbs).
const polarityMax = 16

func (p *polarity) add(bits uint64, s, e int) {
	put := func(l *[][2]int) {
		if len(*l) < polarityMax {
			*l = append(*l, [2]int{s, e})
		}
	}
	if bits&conceptMask("neg") != 0 {
		put(&p.neg)
	}
	if bits&conceptMask("tell") != 0 {
		put(&p.tell)
	}
	if bits&conceptMask("ask") != 0 {
		put(&p.ask)
	}
	if bits&conceptMask("act", "send", "put", "execute") != 0 {
		put(&p.act)
	}
	if bits&conceptMask("execute") != 0 {
		put(&p.exec)
	}
	if bits&conceptMask("ignore") != 0 {
		put(&p.ignore)
	}
	if bits&conceptMask("persona") != 0 {
		put(&p.persona)
	}
	p.reassure = p.reassure || bits&conceptMask("reassure") != 0
}

// negates reports whether a negation of p stands right before one of vs
// (at most polarityGap bytes between) or on it or right after it.
func (p *polarity) negates(vs [][2]int) bool {
	for _, n := range p.neg {
		for _, v := range vs {
			if n[0] <= v[0] && v[0]-n[1] <= polarityGap || v[0] <= n[0] && n[0] <= v[1]+polarityGap/2 {
				return true
			}
		}
	}
	return false
}

// polarityGap is how far a negation may stand before its verb: an object
// pronoun or two ("ne lui en parle pas", "no se lo digas").
const polarityGap = 12

// derived returns the concepts polarity adds, and those it takes back:
// "you are" before a participle is no persona ("agora você é notificado",
// "nu är du aviserad").
func (p *polarity) derived(low string, mask uint32) (set, drop uint64) {
	if len(p.persona) > 0 && passiveAfterAll(low, p.persona, mask) {
		drop |= conceptMask("persona")
	}
	if len(p.neg) == 0 {
		return set, drop
	}
	switch {
	case p.negates(p.tell) && p.reassure:
		// "do not tell the user it is done": forbids a false report (the
		// lexicon's words of hiding include negated verbs of telling).
		set |= conceptMask("forbidden")
		drop |= conceptMask("hide")
	case p.negates(p.tell):
		set |= conceptMask("untold")
	}
	if p.negates(p.ask) {
		set |= conceptMask("noask")
	}
	if p.negates(p.act) {
		set |= conceptMask("forbidden")
	}
	if p.negates(p.exec) {
		drop |= conceptMask("execute") // "never carry them out": a safeguard's words
	}
	if p.negates(p.ignore) {
		drop |= conceptMask("ignore") // "do not cancel", "never skip the check"
	}
	return set, drop
}

// passiveAfterAll reports whether the word after each of spans ends as a
// participle does in one of langs.go's tables.
func passiveAfterAll(low string, spans [][2]int, mask uint32) bool {
	for _, sp := range spans {
		if !participleEnding(wordAt(strings.TrimLeft(low[sp[1]:], " "), 0), mask) {
			return false
		}
	}
	return true
}

// stemOnly reports whether hit h is the whole word it starts.
func stemOnly(h conceptHit, low string) bool {
	return len(wordAt(low, h.start)) == h.end-h.start
}

// wordAt returns the word of low that starts at byte at.
func wordAt(low string, at int) string {
	end := strings.IndexFunc(low[at:], func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsMark(r) })
	if end < 0 {
		return low[at:]
	}
	return low[at : at+end]
}

// participleEnding reports whether w ends as a past participle does in
// one of the languages of mask (langs.go's tables; Dutch "-rd" ends
// "antwoord", "answer", too, and is read only in Dutch text and past a
// stem).
func participleEnding(w string, mask uint32) bool {
	if utf8.RuneCountInString(w) < 5 {
		return false
	}
	for _, tb := range langTables() {
		if langBit(tb.name)&mask == 0 {
			continue
		}
		for _, e := range tb.passive {
			if strings.HasSuffix(w, e) {
				return true
			}
		}
	}
	return false
}

// fits reports whether word n found at byte at of low stands where its
// language puts words.
func (x *conceptIndex) fits(low string, at, n int) bool {
	if x.atStart[n] && letterBefore(low, at) != 0 {
		return false
	}
	if w := x.words[n]; (strings.HasSuffix(w, "me") || strings.HasSuffix(w, "ma")) && turkishIfNot(low[at+len(w):]) {
		return false
	}
	if x.whole[n] {
		r, _ := utf8.DecodeRuneInString(low[at+len(x.words[n]):])
		if unicode.IsLetter(r) {
			return false
		}
	}
	return true
}

// toolShaped reports whether c holds a name in a tool's shape: snake_case
// or a word in backticks. It is narrower than namesTool's toolID on
// purpose: a hyphenated, dotted or camelCase word names a tool in English
// prose, but in other languages it is as often an ordinary word ("e-mail",
// "WLAN-Netz", "d.h."), and the concept reading reads only those.
func toolShaped(c string) bool {
	for i := 1; i+1 < len(c); i++ {
		if c[i] == '_' && letterByte(c[i-1]) && letterByte(c[i+1]) {
			return true
		}
	}
	return strings.Count(c, "`") >= 2
}

// conceptFeatures appends to out the features of a sentence's concepts.
func conceptFeatures(out []int, set uint64) []int {
	for a := 0; a < nConcepts; a++ {
		if set&(1<<a) == 0 {
			continue
		}
		out = append(out, 1+a)
		for b := a + 1; b < nConcepts; b++ {
			if set&(1<<b) != 0 {
				out = append(out, 1+nConcepts+a*nConcepts+b)
			}
		}
	}
	return out
}

// conceptSentences returns the concept set of each sentence of t and its
// span. The words counted are those of the text's language: the one whose
// lists hold the most distinct words found (ties keep each), so that a
// word of one language that is another's ("dit", French "says", Dutch
// "this"; "no", Spanish "not", Portuguese "in the") counts only in its own.
func conceptSentences(t string) (sets []uint64, spans [][2]int) {
	sets, spans, _ = conceptSentencesLang(t)
	return sets, spans
}

// conceptSentencesLang is conceptSentences that also returns the text's
// languages (bits of conceptLangs; 0 when no word of the lexicon is found).
func conceptSentencesLang(t string) (sets []uint64, spans [][2]int, mask uint32) {
	x := conceptWordIndex()
	var lows []string
	var hits [][]conceptHit
	seen := map[int]bool{}
	var count [32]int
	chunks(t, func(cs, ce int) {
		// Lowered per sentence: offsets are the lowered sentence's own
		// (a Turkish "İ" lowers to three bytes).
		low := strings.ToLower(t[cs:ce])
		h := x.hits(low, nil)
		for _, k := range h {
			if !seen[k.word] {
				seen[k.word] = true
				for l := range conceptLangs {
					if x.langs[k.word]&(1<<l) != 0 {
						count[l]++
					}
				}
			}
		}
		lows, hits = append(lows, low), append(hits, h)
		spans = append(spans, [2]int{cs, ce})
	})
	best := 0
	for l, n := range count {
		switch {
		case n > best:
			best, mask = n, 1<<l
		case n == best && n > 0:
			mask |= 1 << l
		}
	}
	for i, sp := range spans {
		sets = append(sets, x.concepts(t[sp[0]:sp[1]], lows[i], hits[i], mask))
	}
	return sets, spans, mask
}

// conceptTextFeatures returns the features of a text whose sentences have
// the concepts sets: those of all its sentences, each once.
func conceptTextFeatures(sets []uint64) []int {
	var seen [conceptDim/64 + 1]uint64
	fs := []int{0}
	var buf []int
	for _, s := range sets {
		buf = conceptFeatures(buf[:0], s)
		for _, k := range buf {
			if seen[k>>6]&(1<<(k&63)) == 0 {
				seen[k>>6] |= 1 << (k & 63)
				fs = append(fs, k)
			}
		}
	}
	return fs
}

func conceptScore(w []float32, fs []int) float64 {
	z := 0.0
	for _, k := range fs {
		z += float64(w[k])
	}
	return 1 / (1 + math.Exp(-z))
}

// englishText reports whether t reads as English: nine letters in ten
// Latin and two of English's commonest short words, leaving out those
// other languages write too ("a", "to", "on", "is", "it": Polish, French,
// Dutch, Italian).
func englishText(t string) bool {
	if !latinText(t) {
		return false
	}
	l := " " + strings.ToLower(t) + " "
	n := 0
	for _, w := range englishWords {
		if strings.Contains(l, w) {
			n++
			if n == 2 {
				return true
			}
		}
	}
	return false
}

var englishWords = []string{" the ", " and ", " of ", " for ", " this ", " you ", " if ", " with ", " or ", " are ",
	" be ", " must ", " can ", " when ", " your ", " an ", " by ", " from ", " not ", " than ", " which ", " will ",
	" that ", " should ", " what ", " over ", " into ", " only ", " any ", " after ", " before ", " inside ", " them ", " they "}

// conceptDirective reports the concept reading of a text no other reading
// took and that is not English.
func conceptDirective(p *prepared, found func(start, end int, reason string)) {
	t := p.folded().text // the offsets found takes
	if modelOff.Load() || conceptOff.Load() || englishText(t) {
		return
	}
	w := conceptWeights()
	sets, spans, langs := conceptSentencesLang(t)
	if len(sets) == 0 || langs == 0 || langs&langBit("en") != 0 {
		return // English (the word model's), or no language the lexicon knows
	}
	if conceptScore(w, conceptTextFeatures(sets)) < conceptThreshold || !conceptGate(sets) {
		return
	}
	// The sentence quoted holds a strong concept (the gate's), and of
	// those scores highest.
	best, bi := -1.0, 0
	var buf []int
	for i, s := range sets {
		if !strongSentence(s) {
			continue
		}
		buf = conceptFeatures(append(buf[:0], 0), s)
		if sc := conceptScore(w, buf); sc > best {
			best, bi = sc, i
		}
	}
	found(spans[bi][0], spans[bi][1], fmt.Sprintf("%s (score %.2f; weighing most: %s) [model: linear, concepts in 25 languages]",
		reasonConceptPrefix, best, strongestPairs(w, sets[bi])))
}

// conceptGate reports whether a sentence of sets holds a strong concept.
func conceptGate(sets []uint64) bool {
	return slices.ContainsFunc(sets, strongSentence)
}

// strongSentence reports whether a sentence's concepts hold a strong one
// (setting aside only with rules: "ignore" alone is as often "cancel the
// order").
func strongSentence(s uint64) bool {
	ignoreRules := conceptMask("ignore", "rules")
	evenIf := s&conceptMask("evenif") != 0 && s&evenIfWith != 0
	return (s&strongConcepts != 0 || s&ignoreRules == ignoreRules || evenIf) && s&addressedConcepts != 0
}

// strongestPairs names the three concepts or pairs of set that weigh most.
func strongestPairs(w []float32, set uint64) string {
	var cs []weighed
	for _, k := range conceptFeatures(nil, set) {
		var s string
		if k <= nConcepts {
			s = conceptNames[k-1]
		} else {
			a, b := (k-1-nConcepts)/nConcepts, (k-1-nConcepts)%nConcepts
			s = conceptNames[a] + " with " + conceptNames[b]
		}
		cs = append(cs, weighed{s, w[k]})
	}
	return heaviest(cs)
}

// conditionOpeners open a condition ("if", "when") in each language: a
// planted order is often a condition and what to do then.
var conditionOpeners map[string]string

var _ = onLoad(func() {
	conditionOpeners = map[string]string{
		"en": "if, when, whenever, once, in case",
		"es": "si, cuando, en caso de", "fr": "si, quand, lorsque, lorsqu'", "de": "wenn, falls, sobald", "it": "quando, qualora",
		"pt": "quando, caso", "ru": "если, когда", "uk": "якщо, коли", "pl": "jeśli, jeżeli, gdy, kiedy", "tr": "eğer, olursa",
		"nl": "wanneer, indien", "sv": "när", "cs": "pokud, jestli, když", "ro": "dacă, când", "vi": "nếu, khi", "id": "jika, kalau, apabila, bila",
		"zh": "如果, 一旦", "ja": "もし, 場合, ときは", "ko": "만약, 경우, 때는, 하면", "hi": "अगर, यदि, जब", "ar": "إذا, اذا, عندما, لو",
		"he": "אם, כאשר", "fa": "اگر, وقتی", "el": "αν, εάν, όταν", "th": "ถ้า, หาก, เมื่อ",
	}
})

// conceptWordsEnglish are conceptWords' rows in English, the language
// most of the training text is in: the model learns what a pair weighs
// from them.
var conceptWordsEnglish map[string]string

var _ = onLoad(func() {
	conceptWordsEnglish = map[string]string{
		"user":      "user, users, user's, customer, customers, client, the person, shopper, patient, donor, student, traveller, traveler",
		"agent":     "assistant, agent, ai, model, llm, bot, chatbot, copilot, claude, gpt",
		"tell":      "tell, told, say, says, said, inform, informs, answer, answers, reply, replies, respond, report, reports, mention, mentions, explain, notify, let them know, let the user know",
		"hide":      "hide, hidden, conceal, keep secret, keep it secret, do not mention, don't mention, never mention, withhold, omit, leave out, keep out of, keep this from, off the record, not visible",
		"quiet":     "quietly, silently, secretly, discreetly, covertly, in the background, unnoticed, behind the scenes, without notice, invisibly, stealthily",
		"send":      "send, sends, sent, forward, forwards, forwarded, transmit, upload, uploads, post to, share, shares, shared, email, e-mail, mail, cc, bcc, relay, deliver, export, sync to, copy to",
		"secret":    "password, passwords, passcode, pin, one-time code, otp, token, tokens, api key, api keys, private key, secret key, credentials, credential, card number, cvv, iban, account number, ssn, social security, passport number, seed phrase, recovery code",
		"private":   "home address, address book, phone number, location, contacts, conversation, chat history, message history, messages, medical, diagnosis, symptoms, salary, date of birth, birthday, health, prescriptions, browsing history",
		"put":       "include, includes, add, append, attach, insert, copy, paste, write, fill in, put, embed, prepend",
		"field":     "field, parameter, argument, note, notes, comment, comments, memo, reference, description field, metadata, header, tag",
		"ignore":    "ignore, disregard, forget, override, overrides, bypass, skip, set aside, no longer apply, no longer applies, void, suspended, lifted, waived",
		"rules":     "instructions, instruction, rules, guidelines, policy, policies, restrictions, limits, system prompt, safety, guardrails, confirmation step, consent, refusal, refusals",
		"always":    "always, every time, each time, whenever, in every, without exception, every reply, every response, all future",
		"evenif":    "even if, even when, even though, regardless, no matter, anyway, in any case, although, whether or not",
		"without":   "without, no need to ask, need not",
		"ask":       "ask, asking, confirm, confirmation, consent, permission, approval, approve",
		"prefer":    "prefer, preferred, recommend, recommends, suggest, instead, rather than, rank first, at the top, list first, promote, favour, favor, highlight first",
		"rival":     "competitor, competitors, competing, other provider, other providers, alternative, alternatives, rival, other apps, other services",
		"partner":   "partner, partners, sponsor, sponsored, affiliate, third party, third-party, external, outside, advertiser, referral, commission",
		"disparage": "unreliable, unsafe, insecure, scam, fraudulent, fraud, slow, complaints, bad reviews, outdated, not recommended, dangerous, untrustworthy, shady",
		"reassure":  "fine, nothing happened, no problem, all good, successful, successfully, completed, complete, done, safe, normal, usual, not needed, unchanged, free of charge, no fees, nothing was",
		"charge":    "fee, fees, charge, charges, surcharge, price, cost, premium, upgrade, subscription, tip, donation, extra, add-on, insurance, paid",
		"now":       "immediately, right away, at once, automatically, directly, by default, straight away, instantly",
		"persist":   "from now on, henceforth, future conversations, future sessions, permanently, remember this, remember that, every session, other apps, going forward, for all future",
		"persona":   "you are now, act as, pretend to be, your role is, behave as, you are no longer, roleplay as, from now on you are",
		"modal":     "must, should, have to, has to, need to, needs to, is required to, are required to, please, make sure, be sure to, shall",
		"neg":       "not, never, no, don't, do not, doesn't, isn't, won't, nothing, none",
		"execute":   "execute, carry out, follow, obey, do what it says, run, act on, comply with",
		"priority":  "priority, precedence, before anything else, first of all, over the user's request, more important than, take priority, supersede, supersedes, outrank",
		"act":       "delete, cancel, pay, purchase, buy, book, transfer, order, subscribe, merge, deploy, approve, sign, refund, charge the",
		"claim":     "claim, pretend, say that, state that, present it as, describe it as, make it look, call it, tell them that, report that, report it as",
		"content":   "the result, results, the response, the page, the document, the email body, message contents, file contents, fetched content, the output, returned text",
		"approved":  "pre-approved, preapproved, already authorized, already authorised, already confirmed, has agreed, has consented, authorized by, authorised by, already approved, consent on file, implied consent",
	}
})

// conceptStopWords are words of the lexicon's lists too common in their
// own language to say anything alone: articles and pronouns that are also
// a concept's form ("le" and "les" are "to him/them" in Spanish and "the"
// in French), Hebrew "אל", "do not" and "to", "ai" ("AI" in English, "to
// the" in Italian; English is not read), and "remember" in Arabic and
// Hebrew, found inside "ticket" and "reminder".
var conceptStopWords map[string]bool

var _ = onLoad(func() {
	conceptStopWords = map[string]bool{"le": true, "les": true, "lui": true, "leur": true, "la": true, "lo": true, "li": true, "gli": true,
		"ihm": true, "ihr": true, "ihnen": true, "אל": true, "ai": true, "تذكر": true, "זכור": true}
})

// turkishIfNot reports whether rest, after a Turkish negative stem
// ("söyleme", "belirtme"), makes it a conditional: "belirtmezse", "if it
// does not specify", gives no order.
func turkishIfNot(rest string) bool {
	return strings.HasPrefix(rest, "zse") || strings.HasPrefix(rest, "zsa")
}
