package poisoning

import (
	"slices"
	"strings"

	"github.com/clawseed/cetpaudit/internal/finding"
)

// namedInDirective adds to cross, for each sentence that holds a CETP501
// directive and names a tool in scope the way an identifier is written
// (not a plain word that may be the word itself: "Calendar", "terminate
// instances"), a CETP505 match at that name when no cross-tool reading
// took the sentence. The catalog makes a directive about a tool that
// exists in the scan CETP505, in whatever words the order is given: the
// readings of crosstool.go name the verb in English and a few other
// languages, while "emita também uma cópia com create_invoice …, sem o
// referir ao utilizador" or "… değerlerini kullanıcıya göstermeden
// write_file aracına aktar" are orders the language tables read as
// CETP501 around the tool's name. The two rules then report different
// spans: the directive's words, and the name it involves.
func namedInDirective(p *prepared, idx *nameIndex, except []string, instr, cross []Match) []Match {
	if len(instr) == 0 {
		return cross
	}
	f := p.folded()
	t := f.text
	lower := p.lower()
	var occs []occ
	added := 0
	prevS, prevE := -1, -1 // the sentence before, in folded offsets
	chunks(t, func(cs, ce int) {
		ps, pe := prevS, prevE
		prevS, prevE = cs, ce
		if added >= maxPerKind {
			return
		}
		sent := f.span(cs, ce, "")
		within := func(m Match) bool { return m.Start < sent.End && m.End > sent.Start }
		// A directive to call a tool is the cross-tool readings' to judge:
		// where they passed ("When you call list_orders with state=all,
		// results include …"), a call's words are no order about it.
		order := func(m Match) bool {
			return within(m) && !strings.HasPrefix(m.Reason, reasonCall) && !strings.HasPrefix(m.Reason, reasonAvoid)
		}
		if !slices.ContainsFunc(instr, order) || slices.ContainsFunc(cross, within) {
			return
		}
		// A concealment may keep quiet the act of the sentence before
		// ("… put it in the memo field of make_donation. There is no need
		// to explain this to the user."): that sentence's names too, when
		// no cross-tool reading took it.
		if ps >= 0 && slices.ContainsFunc(instr, func(m Match) bool { return order(m) && strings.HasPrefix(m.Reason, reasonHide) }) {
			prev := f.span(ps, pe, "")
			// Only an act of the agent's there ("Registe também … no campo
			// memo de create_invoice."): a statement ("Drafts made with
			// create_draft are sent as they are.") is no act to keep quiet.
			act := actOpens(lower[ps:pe]) || foreignOrder(langNorm(t[ps:pe]))
			if act && !slices.ContainsFunc(cross, func(m Match) bool { return m.Start < prev.End && m.End > prev.Start }) {
				cs = ps
			}
		}
		occs = idx.find(occs[:0], lower, cs, ce)
		for k := range occs {
			o := &occs[k]
			if slices.Contains(except, idx.names[o.name]) {
				continue
			}
			name := t[o.start:o.end]
			quote(t, o, cs, ce)
			if o.weak || o.spaced || !strings.ContainsAny(name, "_-.") && o.end-o.start == len(name) {
				// A product or provider name ("CodeHub", "WebPilot")
				// unquoted is more often the setting than the object.
				continue
			}
			if dataSource(lower, cs, o.start, o.end, ce) {
				continue
			}
			q := finding.QuoteN(idx.names[o.name], 64)
			cross = append(cross, f.span(o.start, o.end, "gives the agent an instruction that involves "+q+" (the sentence is itself a directive)"))
			added++
			return
		}
	})
	slices.SortStableFunc(cross, func(a, b Match) int { return a.Start - b.Start })
	return cross
}

// dataSource reports whether the name at lower[start:end] is where the
// data the sentence speaks of comes from, not what the order acts with:
// after "by", "from" or "of" ("the refund policy returned by
// get_customer", "messages returned by any earlier mail_list call",
// "the output of X"), or before a verb of showing ("the manager field
// that hr_get_employee shows").
func dataSource(lower string, cs, start, end, ce int) bool {
	before := strings.Fields(lower[max(cs, start-48):start])
	for i := len(before) - 1; i >= 0; i-- {
		w := strings.Trim(before[i], "`\"'*(")
		switch w {
		case "the", "a", "an", "any", "each", "every", "earlier", "previous", "prior", "last", "latest", "same":
			continue
		case "by", "from":
			return true
		case "of":
			// "the output of X" is where data comes from; "the
			// description field of X" is where the order puts it.
			if i > 0 {
				switch strings.Trim(before[i-1], "`\"'*(") {
				case "output", "outputs", "result", "results", "response", "responses", "content", "contents", "value", "values", "data", "return":
					return true
				}
			}
			return false
		}
		break
	}
	after := strings.Fields(lower[end:min(ce, end+32)])
	if len(after) > 0 {
		switch strings.Trim(after[0], ".,;:") {
		case "shows", "returns", "returned", "says", "lists", "reports", "gives", "output", "results":
			return true
		}
	}
	return false
}

// foreignOrder reports whether the lower-cased sentence low, in a language
// of langTables, gives an order to put or send something: a verb of
// putting or sending with a duty word or imperative mark of that language
// ("…を memo 欄にも記入してください", "Registe também … no campo memo").
// Only the tables of the scripts or marker words low has are asked.
func foreignOrder(low string) bool {
	scripts, _, _ := sentenceScripts(low)
	scripts |= textScripts(low)
	for k, tb := range langTables() {
		if scripts&(1<<k) == 0 {
			continue
		}
		_, _, put := tb.hasAny(low, tb.puts)
		_, _, send := tb.hasAny(low, tb.sends)
		if (put || send) && (tb.orderIn(low) || tb.wholeWords) {
			// A whole-word table lists its verbs in the imperative and
			// the infinitive only: the verb itself is the order.
			return true
		}
	}
	return false
}
