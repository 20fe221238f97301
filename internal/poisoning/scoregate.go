package poisoning

// The scorer's gate. The sentence scan brings a sentence to the scorer
// when it holds the cue words of a request (see gateWords), or whenever
// an earlier marker or heading line framed the text; in tool prose that
// is three sentences in four, most of which the scorer then reads to the
// end and rejects. scoreGate is a cheaper, exact reject: once split has
// read a sentence's words, a sentence none of whose words can start a
// request, a reading or a stated fact — or, under framing, count toward
// an order — cannot be reported, and the scorer stops there.
//
// What each bit stands for follows score: a request score grows only from
// a lexicon cue with a request, a phrase (which starts with a word of the
// lexicon), a persona cue with a name, a verb of telling, a price cue,
// the readings of the whole sentence (readWhole, hiddenFromUser), a stated
// fact (facts.go), an oversharing (audience.go), or a secret named to the
// agent; under a heading or marker an order is also reported when it
// insists, makes a duty, negates or names a target. A new reading that can
// start from other words must add them here: TestScoreGate checks, on
// every sentence of the corpus and of the benchmark text, that no sentence
// the scorer reports is skipped.
const (
	// gateAsks: the word can give the sentence a request.
	gateAsks = 1 << iota
	// gateFramed: the word can make an order of a framed sentence.
	gateFramed
	// gatePhraseAsks, gatePhraseFramed: a lexicon phrase starting with
	// the word can (the cue loop tries one only where the word and the
	// next start one: wordIndex.pair).
	gatePhraseAsks
	gatePhraseFramed
)

// askClasses are the word classes the readings of the whole sentence start
// from (readWhole's and hiddenFromUser's guards; the verbs of telling
// count through the lexicon's cues, and "as" beside a verb of presenting
// through the verb).
const askClasses = 1<<cConsentWords | 1<<cPresentVerbs | 1<<cBlindActs | 1<<cStateNegs | 1<<cAskWords | 1<<cKnowWords

// overshareWords are the words that bring a sentence to overshares
// without a target (score asks containsWord).
var overshareWords = [...]string{"public", "guests"}

// cueGate returns the gate bits of the lexicon cue c.
func cueGate(c cue) uint8 {
	var g uint8
	if c.req >= 0 || c.flags&(fgNamed|fgTell|fgPrice|fgCheap) != 0 || c.target&(tgSecret|tgPrivate|tgExternal) != 0 {
		g |= gateAsks
	}
	if c.flags&(fgUrgent|fgModal|fgNeg) != 0 || c.target != 0 {
		g |= gateFramed
	}
	return g
}

// phraseGate returns the gate bits a word takes from the lexicon phrase c
// that starts with it.
func phraseGate(c cue) uint8 {
	var g uint8
	b := cueGate(c)
	if b&gateAsks != 0 {
		g |= gatePhraseAsks
	}
	if b&gateFramed != 0 {
		g |= gatePhraseFramed
	}
	return g
}

// gateOf returns the gate bits of the word w, with the index entry e, by
// itself (not those of the phrases it starts).
func gateOf(w string, e wordInfo) uint8 {
	var g uint8
	if e.inLex {
		g = cueGate(e.cue)
	}
	if e.sets&askClasses != 0 || e.fact&^(fxSide|fxChosen|fxMisc|fxNeg) != 0 {
		g |= gateAsks
	}
	for _, o := range overshareWords {
		if w == o {
			g |= gateAsks
		}
	}
	return g
}

// scoreGate reports whether the sentence split last may be reported by
// score: framed says that an earlier marker or heading framed the text.
// A sentence that is hidden or holds a marker is never skipped (the
// caller's rule).
func (s *scorer) scoreGate(framed bool) bool {
	need, phrase := uint8(gateAsks), uint8(gatePhraseAsks)
	if framed {
		need, phrase = need|gateFramed, phrase|gatePhraseFramed
	}
	if s.gates&need != 0 {
		return true
	}
	if s.gates&phrase == 0 {
		return false
	}
	// A phrase that could: only where it can start.
	for i := 0; i+1 < len(s.words); i++ {
		if s.words[i].gate&phrase != 0 && s.index.pair(s.words[i].id, s.words[i+1].id) {
			return true
		}
	}
	return false
}

// scoreGateSkipped, set by TestScoreGate, makes score read the sentences
// scoreGate skips and give it what they would report (nil: skip them).
var scoreGateSkipped func(sentence string, start, end int, reason string)
