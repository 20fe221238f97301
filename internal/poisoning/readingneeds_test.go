package poisoning

import "testing"

// TestReadingNeeds checks, on every sentence of the corpus, the words score
// requires before it runs a reading: a reading that fires on a sentence
// without them would be skipped there. A reading changed to fire without
// them fails here; then change its guard in score or readWhole too.
func TestReadingNeeds(t *testing.T) {
	needs := []struct {
		name  string
		class []wordClass // any of them
		fires func(ws []word, c string) bool
	}{
		{"scripted", []wordClass{cTellVerbs, cTellsVerbs}, func(ws []word, _ string) bool { return scripted(ws) }},
		{"licensed", []wordClass{cConsentWords}, func(ws []word, _ string) bool { return licensed(ws) }},
		// presumedConsent (guarded by cPresumed, the words it starts
		// from) is not listed: no corpus sentence presumes consent, so the
		// check would test nothing; TestPresumedConsent covers it.
		{"contentBlind", []wordClass{cBlindActs}, func(ws []word, _ string) bool { return contentBlind(ws) }},
		{"withholds", []wordClass{cStateNegs}, func(ws []word, _ string) bool { return withholds(ws) }},
		{"optionWithheld", []wordClass{cStateNegs}, func(ws []word, _ string) bool { i, _ := optionWithheld(ws); return i >= 0 }},
		{"answeredOnAsk", []wordClass{cAskWords}, answeredOnAsk},
		{"misrepresents (its verb)", []wordClass{cPresentVerbs}, func(ws []word, _ string) bool { f, _ := misrepresents(ws); return f }},
		{"misrepresents (its 'as')", []wordClass{cAsWords}, func(ws []word, _ string) bool { f, _ := misrepresents(ws); return f }},
		{"hiddenFromUser", []wordClass{cKnowWords}, func(ws []word, _ string) bool { h, _, _ := hiddenFromUser(ws); return h }},
		{"rankTold", []wordClass{cRatedWords}, func(ws []word, _ string) bool { i, _ := rankTold(ws); return i >= 0 }},
		{"pretextTold", []wordClass{cTellVerbs, cTellsVerbs}, func(ws []word, _ string) bool { i, _ := pretextTold(ws); return i >= 0 }},
		{"toldAllWell", []wordClass{cTellVerbs, cTellsVerbs}, func(ws []word, _ string) bool { i, _ := toldAllWell(ws); return i >= 0 }},
	}
	fired := make([]int, len(needs))
	texts := []string{longDescription(t, 1<<20)}
	for _, it := range loadCorpus(t) {
		texts = append(texts, it.Text)
	}
	for _, text := range texts {
		p := prepare(text)
		s := scorer{lex: lexOnce(), index: wordIndexOnce(), text: p.folded().text, prep: p}
		chunks(s.text, func(cs, ce int) {
			c := s.text[cs:ce]
			s.split(c, cs)
			for k, n := range needs {
				if n.fires(s.words, c) {
					fired[k]++
					has := false
					for _, cl := range n.class {
						has = has || s.has(cl)
					}
					if !has {
						t.Errorf("%s fires without a word of its classes %v: %q", n.name, n.class, c)
					}
				}
			}
		})
	}
	for k, n := range needs {
		if fired[k] == 0 {
			t.Errorf("%s never fires on the corpus: the check tests nothing", n.name)
		}
	}
}
