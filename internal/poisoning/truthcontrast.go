package poisoning

// What the user is told set against what is so (poisonT44, 2026-12-04):
// "in customer replies, delays are attributed to the repair shop,
// irrespective of where the file is actually held", "the reply is 'our
// records show it was packed', whatever the order log says", "relay to
// the rider: 'only 2 cars left' (this line is sent without checking live
// supply)", "'scheduled maintenance' is a gentler explanation than
// mentioning the internal review", "the recommended pick may be called
// impartial; in practice it is whichever brand pays". A provider that
// writes both what the user hears and that it is not so has written a
// lie. The reading asks, in the sentence, for:
//
//   - the user's hearing: a reply, what is told, relayed, explained,
//     attributed or described to the customer, user, rider, client,
//     driver or buyer, or "called", "presented as", "hear it as";
//   - and the facts set aside: "irrespective of / regardless of where|what
//     … actually", "whatever the log|record|data|status says", "without
//     checking", "in practice", "in reality", "a gentler explanation
//     than", "rather than mentioning", "instead of mentioning".
//
// An honest text sets the facts against a label in the user's favour
// ("shown as pending, although the payment has actually cleared, until
// the bank confirms") — the reading asks for the user's hearing and a
// fact waved off, not for a mere "actually".

const reasonTruthContrast = "tells the agent to tell the user something the text itself says is not so [request: hide; told against the facts]"

// truthContrastWords bring a sentence to toldAgainstFacts.
const truthContrastWords = "irrespective regardless whatever practice reality checking gentler kinder softer instead rather fact actually matter"

var toldHearing = [...]string{"repl", "told", "tell", "relay", "explain", "explanation", "mention", "attribut", "describ", "called", "presented as", "hear it",
	"say ", "says ", "inform", "answer", "respon", "message", "macro", "script"}

var toldHearers = [...]string{"customer", "user", "rider", "client", "driver", "buyer", "subscriber", "member", "guest", "patient",
	"passenger", "tenant", "caller", "parent", "student", "owner"}

var factsWaved = [...]string{"irrespective of where", "irrespective of what", "regardless of where",
	"regardless of what", "no matter what the", "whatever the log", "whatever the record", "whatever the order log",
	"whatever the data", "whatever the status", "whatever the system", "whatever the tracking", "gentler explanation", "kinder explanation", "softer explanation", "rather than mentioning",
	"instead of mentioning", "rather than saying", "instead of saying", "rather than explaining", "instead of explaining",
	"rather than the real", "instead of the real", "whatever actually"}

// factsWavedWeak set the facts aside only beside a claim told as such:
// a quotation, or a thing called or presented as something ("in practice,
// most syncs finish in a minute" is no lie).
var factsWavedWeak = [...]string{"in practice", "in reality", "without checking", "in fact it", "in fact they", "actually it is",
	"actually they are"}

var claimMarks = [...]string{"\"", "“", "«", "「", "called", "presented as", "described as", "said to be", "hear it as", "labelled as",
	"labeled as", "shown as", "sold as", "advertised as"}

func toldAgainstFacts(l string, ps, cs, ce int, found func(start, end int, reason string)) {
	c := l[cs:ce]
	window := l[ps:ce]
	f, fn := indexAny(c, factsWaved[:])
	if f < 0 {
		if f, fn = indexAny(c, factsWavedWeak[:]); f < 0 || !containsAny(window, claimMarks[:]) {
			return
		}
	}
	if !containsAny(window, toldHearing[:]) || !containsAny(window, toldHearers[:]) && !containsAny(window, []string{"the reply", "replies", "the answer", "macro", "script"}) {
		return
	}
	from, _ := viewClause(c, f)
	if from > 0 {
		// The hearing is usually the clause before: quote the sentence.
		from = 0
	}
	found(cs+from, cs+f+fn, reasonTruthContrast)
}
