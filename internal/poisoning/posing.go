package poisoning

import "strings"

// The agent made to write as someone else (poisonU, 2026-12-03, issue 11).
// Persona changes in the lexicon are said to the agent ("you are now",
// "act as", "pretend to be"). A description changes who the agent passes
// for without addressing it: replies "go out signed as \"Head of
// Customer Care\"", "the assistant writes in the user's voice … and never
// says it was drafted by an AI", "the comment looks like it came from the
// team lead", "with `author` set to the repository owner's handle",
// "firma cada respuesta con el nombre del gerente", "se présente comme un
// technicien humain". What is asked is the same: the people who read what
// the agent writes are to take it for another person's.
//
// The reading takes, in one sentence and not negated:
//   - a verb of writing, signing, posting or presenting followed by "as",
//     "under" or "in the name of" and a person who is not the agent — a
//     role (manager, director, lead, head, technician, lawyer …), a human,
//     "their own" work, or a quoted title that names no assistant or bot;
//   - or the user as that person ("as the user", "in the user's voice",
//     "in the first person") together with a denial that an AI wrote it;
//   - or a look of authorship ("so it looks like it came from them", "as
//     if he had written it"), or an author field set to a person;
//   - or one of a few phrases of the same acts in Spanish, French,
//     Portuguese, Italian, German, Dutch and Czech.
//
// Near misses: a signature that says an assistant wrote it ("signed \"Sent
// by the support assistant\""), a message sent from the user's account
// with their approval (no "as", no denial), text written "as a customer
// would read it", and a forbidden persona ("never sign as the manager").

const reasonPosing = "tells the agent to write as someone else [request: change persona; passing for another person]"

// posingWords are the sentence scan's cue words.
// English needs one of them with a word of writeWords; the ASCII words
// of the other languages' phrases (posingForeignWords) suffice alone.
const (
	posingWords = "manager managers boss supervisor director ceo cfo founder human colleague lawyer doctor technician employee own voice " +
		"came author sender chief officer attorney physician owner maintainer president nurse teacher customer " +
		"student moderator spokesperson executive accountant pharmacist banker advisor adviser"
	posingForeignWords = "nombre nom namen nome naam presente passer pasar spaccia presenta fosse hubiera alsof kunde gibt jako comme"
)

// writeWords are the sentence scan's cue words of an English posing: a
// verb of writeVerbs, a look of authorship, an author field.
const writeWords = "sign signs signed signing write writes written post posts posted reply replies answer answers answered send sends " +
	"sent submit submits submitted handed go goes present presents introduce introduces pose poses respond responds speak speaks " +
	"comment email message messages looks look appear appears author sender"

// writeVerbs write, sign, post or present.
var writeVerbs map[string]bool

var _ = onLoad(func() {
	writeVerbs = map[string]bool{"sign": true, "signs": true, "signed": true, "signing": true, "write": true, "writes": true, "written": true,
		"post": true, "posts": true, "posted": true, "reply": true, "replies": true, "answer": true, "answers": true, "answered": true,
		"send": true, "sends": true, "sent": true, "compose": true, "composes": true, "submit": true, "submits": true, "submitted": true,
		"handed": true, "hand": true, "hands": true, "go": true, "goes": true, "present": true, "presents": true, "introduce": true,
		"introduces": true, "pose": true, "poses": true, "posing": true, "respond": true, "responds": true, "speak": true, "speaks": true,
		"comment": true, "comments": true, "email": true, "emails": true, "message": true, "messages": true}
})

// posedPersons are people the agent can be made to pass for.
var posedPersons map[string]bool

var _ = onLoad(func() {
	posedPersons = map[string]bool{"manager": true, "boss": true, "supervisor": true, "director": true, "ceo": true, "cfo": true,
		"founder": true, "human": true, "colleague": true, "lawyer": true, "attorney": true, "doctor": true, "physician": true,
		"technician": true, "employee": true, "own": true, "head": true, "chief": true, "officer": true, "lead": true, "owner": true,
		"maintainer": true, "person": true, "moderator": true, "spokesperson": true, "executive": true, "accountant": true,
		"pharmacist": true, "banker": true, "advisor": true, "adviser": true, "president": true, "nurse": true, "teacher": true, "customer": true, "student": true}
})

// notPersons make a title the agent's own.
var notPersons map[string]bool

var _ = onLoad(func() {
	notPersons = map[string]bool{"assistant": true, "bot": true, "ai": true, "automated": true, "virtual": true, "agent": true, "auto": true}
})

// disclaimWords deny that an AI wrote something.
var disclaimWords map[string]bool

var _ = onLoad(func() {
	disclaimWords = map[string]bool{"ai": true, "assistant": true, "bot": true, "drafted": true, "generated": true, "automated": true,
		"machine": true}
})

// foreignPosing are the phrases of the same acts in other languages.
var foreignPosing = [...]string{"con el nombre del", "con el nombre de la", "como si él", "como si ella", "como si lo hubiera",
	"como si la hubiera", "se hace pasar por", "se présente comme un", "se présente comme une", "se fait passer pour",
	"comme s'il l'avait", "comme si elle l'avait", "au nom du responsable", "com o nome do", "com o nome da", "se passa por",
	"como se fosse o", "como se fosse a", "con il nome del", "con il nome della", "si spaccia per", "si presenta come un",
	"come se fosse stato", "gibt sich als", "als wäre er", "als wäre sie", "mit einem erfundenen namen", "mit dem namen des",
	"als kunde", "ondertekent met de naam", "doet zich voor als", "jako uživatel", "v první osobě"}

// foreignPosingCues bring an all-ASCII sentence to foreignPosing.
var foreignPosingCues = [...]string{"nombre", "nome", "naam", " als ", "gibt", "jako", "passer", "pasar", "spaccia", "presenta"}

// posedAs reports the sentence l[cs:ce] (lower-case folded text) when it
// makes the agent write as someone else (see the file comment).
//
// high says the sentence has bytes beyond ASCII: the phrases of the other
// languages are looked for only then, or after one of their ASCII words.
func posedAs(words func() []lw, l string, cs, ce int, high bool, found func(start, end int, reason string)) {
	c := l[cs:ce]
	ws := words()
	disclaimed := false
	for i, w := range ws {
		if disclaimWords[w.s] && gNegated(ws, i) {
			disclaimed = true
		}
	}
	// The span starts at "as" (or the phrase that poses), not at the
	// verb: an order to take on a persona that the lexicon reads ("sign
	// off as …") starts at the verb and keeps its own reason when the
	// matches are merged.
	report := func(i, j int) {
		found(cs+ws[i].start, cs+ws[min(j, len(ws)-1)].end, reasonPosing)
	}
	for i, w := range ws {
		switch {
		case writeVerbs[w.s] && !gNegated(ws, i) && !(i > 0 && articles[ws[i-1].s]):
			for j := i + 1; j < len(ws) && j <= i+8; j++ {
				if ws[j].clause && ws[j].mark != ',' {
					break
				}
				if ws[j].s != "as" && ws[j].s != "under" && !(ws[j].s == "name" && j > 0 && ws[j-1].s == "the" && j+1 < len(ws) && ws[j+1].s == "of") {
					continue
				}
				if ws[j-1].s == "never" || ws[j-1].s == "not" {
					continue // "signed as the bot, never as a named employee"
				}
				if k := posedPerson(c, ws, j+1); k > 0 {
					report(j, k)
					return
				}
				if disclaimed && userAt(ws, j+1) {
					report(j, j+2)
					return
				}
			}
			if disclaimed {
				// "in the user's voice", "in the first person".
				for j := i + 1; j+2 < len(ws) && j <= i+6; j++ {
					if ws[j].s == "in" && (ws[j+1].s == "the" && (ws[j+2].s == "user's" || ws[j+2].s == "first") || ws[j+1].s == "their") {
						report(j, j+2)
						return
					}
				}
			}
		case (w.s == "looks" || w.s == "look" || w.s == "appear" || w.s == "appears") && i+3 < len(ws) && (ws[i+1].s == "like" || ws[i+1].s == "as") &&
			ws[i+2].s == "it" && (ws[i+3].s == "came" || ws[i+3].s == "comes" || ws[i+3].s == "was"):
			report(i, i+4)
			return
		case (w.s == "author" || w.s == "sender") && i+3 < len(ws) && ws[i+1].s == "set" && ws[i+2].s == "to":
			if k := posedPerson(c, ws, i+3); k > 0 {
				report(i, k)
				return
			}
		}
	}
	if !high && !containsAny(c, foreignPosingCues[:]) {
		return
	}
	for _, p := range foreignPosing {
		if k := strings.Index(c, p); k >= 0 {
			i := indexAtWord(ws, k)
			if i < len(ws) && !gNegated(ws, i) {
				report(i, i+3)
				return
			}
		}
	}
}

// posedPerson returns the last word of a person other than the agent
// starting at ws[i] ("the user's manager", "a human", "their own work",
// "\"Head of Customer Care\"", "the repository owner's handle"), or -1.
func posedPerson(c string, ws []lw, i int) int {
	quoted := i < len(ws) && ws[i].start > 0 && (c[ws[i].start-1] == '"' || c[ws[i].start-1] == '\'')
	for k := i; k < len(ws) && k <= i+4; k++ {
		if k > i && ws[k].clause {
			return -1
		}
		if notPersons[ws[k].s] {
			return -1
		}
		s := strings.TrimSuffix(ws[k].s, "'s")
		if !posedPersons[s] {
			continue
		}
		if s == "customer" || s == "student" || s == "person" || s == "owner" || s == "maintainer" || s == "lead" || s == "head" {
			// "as a customer would read it": a point of view; "the
			// student's own work" and the owner's handle are people only
			// with a possessive or a quote.
			if !quoted && !strings.HasSuffix(ws[k].s, "'s") && !(k+1 < len(ws) && (ws[k+1].s == "of" || ws[k+1].s == "name")) {
				continue
			}
		}
		if k+1 < len(ws) && (ws[k+1].s == "would" || ws[k+1].s == "will" || ws[k+1].s == "can" || ws[k+1].s == "might" || ws[k+1].s == "sees") {
			return -1
		}
		if quoted {
			// The whole quoted title must name no assistant.
			for q := k + 1; q < len(ws) && q <= k+4 && !ws[q].clause; q++ {
				if notPersons[ws[q].s] {
					return -1
				}
			}
		}
		return k
	}
	return -1
}

// userAt reports whether ws[i:] starts with the user ("the user", "the
// user's", "them").
func userAt(ws []lw, i int) bool {
	return i+1 < len(ws) && ws[i].s == "the" && (ws[i+1].s == "user" || ws[i+1].s == "user's")
}

// indexAtWord returns the index of the word starting at or after byte k.
func indexAtWord(ws []lw, k int) int {
	for i, w := range ws {
		if w.start >= k {
			return i
		}
	}
	return len(ws)
}
