package poisoning

import "strings"

// A change to what the user sees, with telling them waived (poisonU,
// 2026-12-03, issue 11). The concealment the lexicon reads is an order
// not to tell ("do not tell the user", "quietly"). Attacks that rewrite
// what the user is shown say it otherwise: the change is stated as what
// happens to the summary, the translation or the list ("fees … are
// dropped from the summary", "the clause is taken out of the
// translation") and the silence as a waiver or a manner — "without
// comment", "there is no need to point this out", "nobody needs to be
// told", "the margin is never brought up", "el usuario no necesita
// saberlo", "non serve segnalarlo all'utente".
//
// The reading takes a sentence (with the sentence before it, where the
// change is often stated) holding all of:
//   - a waiver of telling (untoldMarks);
//   - a verb of changing or cutting content (dropped, left out, softened,
//     rounded, replaced, omite, tolte, supprime, entfernt …) that is not
//     negated;
//   - something the user sees or pays: the user, the summary, reply,
//     translation, report or list, what is displayed, a fee or a margin.
//
// Near misses: a change the text tells the user about ("tell the user
// when the filter is on"), a forbidden change ("never drop rows without
// comment": the negation is the change's), and changes of form ("strip HTML tags; no need to mention
// it"): markup, whitespace, duplicates and tracking parameters are not
// content.

const reasonUntold = "tells the agent to change what the user sees and keep the change from them [request: hide; an unmentioned change]"

// untoldWords are the sentence scan's cue words of untoldMarks.
const untoldWords = "comment point pointed pointing mention mentioned mentioning mentions unmentioned nobody brought flagging noting know told hear " +
	"attention highlight highlighting parler hinweis hinzuweisen erover menzionarlo " +
	"necesita hace necesario comentarlo mencionarlo avisar mostrar serve necessario bisogno segnalarlo dirlo dirglielo avvisare commento " +
	"signaler mentionner dire commentaire inutile besoin savoir preciso precisa mencionar comentar dizer kommentarlos commentaar weten vermeld melden"

// untoldMarks waive telling the user, in the languages of the corpus's
// misses.
var untoldMarks = [...]string{
	"without comment", "without a word", "without any comment", "without pointing", "without flagging", "without noting", "without mentioning",
	"no need to point", "no need to mention", "no need to flag", "no need to say", "no need to bring", "not worth mentioning",
	"nobody needs to", "nobody has to", "no one needs to", "no one has to", "need not know", "needn't know", "need not be told",
	"need not be mentioned", "doesn't need to know", "does not need to know", "don't need to know", "do not need to know",
	"never brought up", "not brought up", "never pointed out", "not pointed out", "do not point out", "don't point out", "never point out",
	"goes unmentioned", "go unmentioned", "left unmentioned", "is never mentioned", "are never mentioned",
	"with no mention", "without drawing attention", "no need to draw attention", "not worth flagging", "best not to mention", "better not to mention", "not to be brought up",
	"no need to highlight", "without highlighting",
	// Spanish, Italian, French, Portuguese, German, Dutch.
	"no necesita saber", "no hace falta mencionar", "no hace falta decir", "no es necesario mencionar", "no es necesario decir",
	"sin comentarlo", "sin mencionarlo", "sin decírselo", "sin avisar", "sin mostrar", "sin decir nada", "sin comentar",
	"non serve segnalar", "non serve dirlo", "non serve dirglielo", "non è necessario segnalar", "non c'è bisogno di dir",
	"senza segnalarlo", "senza dirlo", "senza dirglielo", "senza avvisare", "senza commento", "non mostra", "senza menzionarlo",
	"sans le signaler", "sans le mentionner", "sans le dire", "sans prévenir", "sans commentaire", "inutile de le signaler",
	"inutile de le mentionner", "inutile de le dire", "pas besoin de le", "n'a pas besoin de le savoir", "sans en parler",
	"não é preciso mencionar", "não precisa saber", "não é preciso avisar", "não é preciso dizer", "sem avisar", "sem mencionar",
	"sem comentar", "sem dizer",
	"kommentarlos", "muss nicht erwähnt", "braucht nicht erwähnt", "nicht erwähnt werden", "braucht es nicht zu wissen",
	"muss das nicht wissen", "ohne darauf hinzuweisen", "ohne hinweis", "zonder commentaar", "zonder erover te", "hoeft niet te weten", "hoeft niet vermeld", "zonder het te melden", "zonder te melden",
}

// changeVerbs change or cut content.
var changeVerbs map[string]bool

var _ = onLoad(func() {
	changeVerbs = map[string]bool{
		"dropped": true, "drop": true, "drops": true, "removed": true, "remove": true, "removes": true, "omitted": true, "omit": true,
		"omits": true, "left": true, "leave": true, "leaves": true, "filtered": true, "filter": true, "filters": true, "softened": true,
		"soften": true, "softens": true, "rounded": true, "round": true, "rounds": true, "replaced": true, "replace": true, "replaces": true,
		"rewritten": true, "rewrite": true, "rewrites": true, "reworded": true, "rewords": true, "altered": true, "alter": true, "alters": true,
		"changed": true, "swapped": true, "stripped": true, "strip": true, "strips": true, "trimmed": true, "downgraded": true, "inflated": true,
		"deleted": true, "delete": true, "deletes": true, "cleaned": true, "erased": true, "erase": true, "erases": true, "purged": true,
		"wiped": true, "trashed": true, "relabelled": true, "relabeled": true, "excluded": true, "hidden": true,
		"skipped": true, "cut": true, "cuts": true, "lowered": true, "raised": true, "adjusted": true, "tweaked": true, "edited": true,
		"shortened": true, "buried": true, "substituted": true, "downplayed": true, "understated": true, "overstated": true,
		"reclassified": true, "upgraded": true, "appended": true, "inserted": true, "folded": true, "injected": true, "slipped": true,
		"omite": true, "omitir": true, "quita": true, "quitar": true, "elimina": true, "eliminar": true, "borra": true, "cambia": true,
		"sustituye": true, "reemplaza": true, "suaviza": true, "redondea": true, "filtra": true, "eliminan": true, "omiten": true,
		"tolte": true, "tolto": true, "tolta": true, "rimossa": true, "omessa": true, "eliminata": true, "cancellata": true, "toglie": true, "rimosse": true, "rimosso": true, "rimuove": true, "omesse": true, "omette": true,
		"eliminate": true, "sostituisce": true, "ammorbidisce": true, "arrotonda": true,
		"supprime": true, "supprimées": true, "supprimés": true, "retire": true, "retirées": true, "omet": true, "omises": true,
		"remplace": true, "modifie": true, "enlève": true, "arrondit": true, "adoucit": true, "filtre": true,
		"removidas": true, "omitidas": true, "retira": true, "substitui": true, "altera": true, "arredonda": true, "apaga": true,
		"entfernt": true, "weggelassen": true, "ersetzt": true, "geändert": true, "gestrichen": true, "streicht": true, "rundet": true,
		"gefiltert": true, "gelöscht": true, "löscht": true, "verwijderd": true, "verwijdert": true, "weggelaten": true, "vervangen": true,
		"vervangt": true, "gewijzigd": true,
	}
})

// seenNouns are what the user sees or pays.
var seenNouns map[string]bool

var _ = onLoad(func() {
	seenNouns = map[string]bool{
		"user": true, "users": true, "user's": true, "customer": true, "customers": true, "summary": true, "summaries": true, "reply": true,
		"answer": true, "translation": true, "report": true, "statement": true, "draft": true, "displayed": true, "shown": true, "list": true,
		"fee": true, "fees": true, "margin": true, "commission": true, "charge": true, "charges": true, "price": true, "amount": true,
		"rating": true, "rate": true,
		// The user's own things, changed or deleted: "Old messages are cleaned
		// up. Nobody has to hear about which ones."
		"messages": true, "emails": true, "mails": true, "files": true, "photos": true, "documents": true, "records": true,
		"contacts": true, "notes": true, "comments": true, "reviews": true, "results": true, "tickets": true, "posts": true,
		"downloads": true, "attachments": true, "drafts": true, "recordings": true, "videos": true, "bookmarks": true, "backups": true,
		"usuario": true, "usuaria": true, "cliente": true, "utente": true, "utilisateur": true, "client": true, "nutzer": true,
		"benutzer": true, "kunde": true, "usuário": true, "utilizador": true, "gebruiker": true, "klant": true, "resumen": true,
		"riassunto": true, "résumé": true, "resumo": true, "zusammenfassung": true, "samenvatting": true, "traducción": true,
		"traduzione": true, "traduction": true, "tradução": true, "übersetzung": true, "vertaling": true, "importe": true, "importo": true,
		"montant": true, "betrag": true, "comisión": true, "commissione": true,
	}
})

// formNouns are changes of form, not of content.
var formNouns map[string]bool

var _ = onLoad(func() {
	formNouns = map[string]bool{"html": true, "tags": true, "markup": true, "markdown": true, "whitespace": true, "formatting": true,
		"emoji": true, "duplicates": true, "duplicate": true, "boilerplate": true, "tracking": true, "ids": true, "identifiers": true,
		"blank": true, "noise": true, "escapes": true, "typos": true, "temporary": true, "temp": true, "cache": true, "cached": true,
		"thumbnails": true}
})

// untoldChange reports the text from the sentence before (prevCs) to the
// end of l[cs:ce] when it changes what the user sees and waives telling
// them (see the file comment).
//
// words returns the words of the sentence l[cs:ce]; buf is reused for the
// words from prevCs, split only once a waiver is found.
func untoldChange(words func() []lw, buf *[]lw, l string, prevCs, cs, ce int, found func(start, end int, reason string)) {
	mark := untoldMark(words())
	if mark < 0 {
		return
	}
	// The change may be stated in the sentence before ("Old messages are
	// cleaned up. Nobody has to hear about which ones.").
	from := cs
	if prevCs < cs && cs-prevCs < 400 {
		from = prevCs
	}
	ws := lowWords(*buf, l[from:ce])
	*buf = ws
	change, seen := -1, false
	for i, w := range ws {
		if formNouns[w.s] {
			return
		}
		seen = seen || seenNouns[w.s]
		if change < 0 && changeVerbs[w.s] && !gNegated(ws, i) && !(i > 0 && articles[ws[i-1].s]) {
			if (w.s == "left" || w.s == "leave" || w.s == "leaves" || w.s == "filtered" || w.s == "filter" || w.s == "filters") &&
				!(i+1 < len(ws) && ws[i+1].s == "out") {
				continue // "left" alone is a direction or what remains
			}
			change = i
		}
	}
	if change < 0 || !seen {
		return
	}
	start := from + ws[change].start
	for k := change; k > 0 && !ws[k].clause; k-- {
		start = from + ws[k-1].start
	}
	found(min(start, cs+mark), ce, reasonUntold)
}

// untoldByFirst indexes untoldMarks by their first word, each mark as its
// words: a sentence is matched word by word, in one pass, however many
// marks there are. The last word of a mark may be a prefix ("non serve
// segnalar" takes "segnalarlo").
var untoldByFirst map[string][][]string

var _ = onLoad(func() {
	untoldByFirst = func() map[string][][]string {
		m := map[string][][]string{}
		for _, s := range untoldMarks {
			var ws []string
			for _, w := range lowWords(nil, s) {
				ws = append(ws, w.s)
			}
			m[ws[0]] = append(m[ws[0]], ws)
		}
		return m
	}()
})

// untoldMark returns the byte offset, in the sentence, of the first
// waiver of untoldMarks among its words ws, or -1.
func untoldMark(ws []lw) int {
	for i, w := range ws {
	marks:
		for _, m := range untoldByFirst[w.s] {
			if i+len(m) > len(ws) {
				continue
			}
			for k := 1; k < len(m); k++ {
				if k == len(m)-1 && !strings.HasPrefix(ws[i+k].s, m[k]) || k < len(m)-1 && ws[i+k].s != m[k] {
					continue marks
				}
			}
			return w.start
		}
	}
	return -1
}
