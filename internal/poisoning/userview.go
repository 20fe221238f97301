package poisoning

import (
	"strings"
	"sync"
)

// What the user is shown narrowed past a stake (poisonT44, 2026-12-04).
// conceal.go and misreport.go read a concealment or a misreport by their
// verbs; a training set written to vary every word ("lies outside the
// scope of any summary furnished to the client", "never reaches the text
// the assistant composes", "the confirmation message is about pickup time
// and car plate only", "im Gespräch wird das nicht eigens erwähnt", "le
// récapitulatif ne reprend que les plats") held three of its forty such
// attacks. What those wordings share is a shape, not a verb:
//
//   - a stake: money or a commitment the user did not choose, stated as
//     done or as a fixed part of the call — a fee, a tip, a subscription
//     or plan, an add-on, a renewal, a cut, a surcharge, a partner's lead
//     — beside a participle of doing (added, activated, switched on,
//     enrolled, charged, passed, attached, effected) or a default that
//     always holds ("attached=always", "by default");
//   - what the user is shown (the summary, the confirmation, the recap,
//     the chat, the reply, the text the assistant composes, what is read
//     back to them), in the same sentence as a narrowing: only, solely,
//     excluded, omitted, outside, no place, not, never, no reason to,
//     nothing.
//
// The stake may stand in the sentence before. A narrowing that keeps a
// secret ("the confirmation never shows the full card number") or that
// the user can undo ("unless the user asks") is no concealment; neither
// is a stake the user is shown elsewhere before they commit ("shown in
// the quote before signing").

const reasonUserView = "tells the agent to keep a charge or commitment out of what the user is shown [request: hide; the user's view narrowed]"

// userViewWords bring a sentence to viewNarrowed: the nouns of what the
// user is shown.
const userViewWords = "summary summaries confirmation confirmations recap chat reply replies answer composes conversation read facing sees hears reads told shown"

// The languages' nouns of what the user is shown, narrowings, stakes and
// participles of doing, folded as the text is (viewNarrowedForeign).
var viewForeign = sync.OnceValue(func() [4][]string {
	return [4][]string{
		foldedForms([]string{"zusammenfassung", "im gespräch", "bestätigung", "récapitulatif", "résumé", "resumen", "confirmación",
			"riepilogo", "conferma", "resumo", "confirmação", "samenvatting", "bevestiging", "сводк", "резюме", "подтвержден",
			"podsumowani", "potwierdzeni", "özet", "要約", "确认", "摘要", "回复", "요약", "확인"}),
		foldedForms([]string{"nur ", "nicht", "nichts", "ne reprend que", " que ", "seulement", "uniquement", "sólo", "solo ", "soltanto",
			"apenas", " só ", "alleen", "niet ", "только", " не ", "tylko", " nie ", "yalnızca", "sadece", "のみ", "だけ", "只", "仅", "만 "}),
		foldedForms([]string{"abo", "gebühr", "provision", "abonnement", "pourboire", "frais", "suscripción", "tarifa", "comisión",
			"propina", "abbonamento", "commissione", "mancia", "assinatura", "taxa", "gorjeta", "fooi", "kosten", "подписк", "комисси",
			"чаевые", "subskrypcj", "opłat", "napiwek", "abonelik", "ücret", "bahşiş", "手数料", "订阅", "费", "小费", "구독", "수수료", "팁", "€", "$"}),
		foldedForms([]string{"aktiviert", "hinzugefügt", "ajouté", "activé", "d'office", "añadid", "activad", "aggiunt", "attivat",
			"adicionad", "ativad", "toegevoegd", "geactiveerd", "добавлен", "подключен", "активирован", "dodan", "aktywowan",
			"eklendi", "etkinleştiril", "追加", "有効", "开通", "添加", "추가", "활성"}),
	}
})

var viewForeignNouns = sync.OnceValue(func() *phraseSet { return newPhraseSet(viewForeign()[0]) })

// viewNarrowedForeign is viewNarrowed for the languages of viewForeign:
// a noun of view and a narrowing in one clause, a stake and a participle
// of doing in the sentence or the one before.
func viewNarrowedForeign(l string, ps, cs, ce int, found func(start, end int, reason string)) {
	c := l[cs:ce]
	t := viewForeign()
	v, vn := viewForeignNouns().firstLen(c)
	if v < 0 {
		return
	}
	from, to := viewClause(c, v)
	if !containsAny(c[from:to], t[1]) || secretKeptIn(c[from:to]) {
		return
	}
	stake := func(s string) bool {
		return containsAny(s, t[2]) && containsAny(s, t[3])
	}
	if !stake(c) && !(ps < cs && stake(l[ps:cs])) {
		return
	}
	found(cs+from, cs+max(to, v+vn), reasonUserView)
}

var shownToUser = [...]string{"summary", "summaries", "confirmation", "recap", "in chat", "in the chat", "reply", "replies", "answer",
	"the assistant composes", "in the conversation", "in conversation", "read back", "read-back", "client-facing", "customer-facing", "user-facing",
	"what the user sees", "what the user hears", "what the user reads", "told to the user", "shown to the user"}

var viewNarrowing = [...]string{" only", "solely", "exclud", "omit", "outside", "no place", " not ", "n't ", "never", "no reason to",
	"nothing", "leaves out", "left out", "kept out", "stays out", "silent", "skip"}

var stakeNouns = [...]string{"fee", "fees", "tip", "subscription", "plan", "add-on", "addon", "renewal", "auto-renew", "surcharge",
	"cut", "commission", "premium", "membership", "upgrade", "insurance", "enrolment", "enrollment", "retainer", "deposit",
	"contingency", "partner", "marketplace", "lead", "per month", "/month", "a month", "weekly", "monthly", "annual", "%", "$", "€", "£"}

var stakeDone = [...]string{"added", "activated", "switched on", "switches on", "turned on", "turns on", "enrolled", "enrolment",
	"enrollment", "charged", "passes", "passed", "attached", "effected", "applied", "included", "subscribed", "renewed", "upgraded",
	"billed", "pass", "always", "by default", "default", "pre-selected", "preselected", "pins", "every time", "each time", "automatic"}

func viewNarrowed(l string, ps, cs, ce int, found func(start, end int, reason string)) {
	c := l[cs:ce]
	v, vn := indexAny(c, shownToUser[:])
	if v < 0 {
		return
	}
	// The narrowing in the clause of the noun of view.
	from, to := viewClause(c, v)
	clause := c[from:to]
	if !containsAny(clause, viewNarrowing[:]) {
		return
	}
	if conditionalOnly(clause) {
		return
	}
	if secretKeptIn(clause) || optionAfter(c[v:]) || strings.Contains(c, "before") && (strings.Contains(c, "sign") || strings.Contains(c, "confirm") || strings.Contains(c, "pay")) {
		return
	}
	stake := func(s string) bool {
		return anyWordIn(s, stakeNouns[:]) && anyWordIn(s, stakeDone[:])
	}
	if !stake(c[:from]+" "+c[to:]) && !stake(clause) && !(ps < cs && stake(l[ps:cs])) {
		return
	}
	found(cs+from, cs+max(to, v+vn), reasonUserView)
}

// conditionalOnly reports whether the clause's "only" sets a condition
// ("only after the user agrees", "only if asked") rather than narrowing.
func conditionalOnly(clause string) bool {
	k := strings.Index(clause, " only ")
	if k < 0 {
		return false
	}
	rest := clause[k+len(" only "):]
	for _, w := range [...]string{"after", "once", "when", "if", "with", "on request", "upon"} {
		if strings.HasPrefix(rest, w) {
			return true
		}
	}
	return false
}

// secretKeptIn reports whether a narrowing keeps a secret out of view
// ("the confirmation never shows the full card number").
func secretKeptIn(clause string) bool {
	return containsAny(clause, []string{"card number", "token", "password", "secret", " key", "credential", " pin", "otp", "cvv",
		"masked", "redacted", "last four", "last 4", "digits", "one-time code"})
}

// viewClause returns the bounds of the clause of s around byte k: from
// the mark (";", ",", ":", "—", ".") before it to the one after it.
func viewClause(s string, k int) (int, int) {
	from := strings.LastIndexAny(s[:k], ";:,") + 1
	if d := strings.LastIndex(s[:k], " — "); d >= 0 && d+4 > from {
		from = d + len(" — ")
	}
	for from < k && s[from] == ' ' {
		from++
	}
	to := len(s)
	if e := strings.IndexAny(s[k:], ";:,"); e >= 0 {
		to = k + e
	}
	if d := strings.Index(s[k:], " — "); d >= 0 && k+d < to {
		to = k + d
	}
	return from, to
}

// anyWordIn reports whether s holds one of the phrases of list as whole
// words ("tip" not in "multiple", "cut" not in "executes"); a phrase that
// starts or ends with a sign ("$", "%", "/month") is matched as is.
func anyWordIn(s string, list []string) bool {
	for _, w := range list {
		if w == "" {
			continue
		}
		if !isAlpha(w[0]) || !isAlpha(w[len(w)-1]) {
			if strings.Contains(s, w) {
				return true
			}
			continue
		}
		if indexWord(s, w) >= 0 {
			return true
		}
	}
	return false
}
