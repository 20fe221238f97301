package poisoning

import (
	"strings"
	"sync"
)

// The readings of the scorer ask, word after word, whether a word belongs
// to one of the word sets below (tellVerbs, consentWords, ...), the
// lexicon or factIndex. Asked of a map each time, that was most of the
// scorer's cost: a sentence's words were hashed once per set. Each word is
// now looked up once, when split reads it, in an index of all of them, and
// the readings test bits of the result. The sets stay the maps they are
// (edit their words there); a set a reading tests with word.in must be
// listed in classSets, and a map indexed directly still works, only
// slower.

// wordClass names one word set of classSets.
type wordClass uint8

const (
	cTellVerbs wordClass = iota
	cThatWords
	cScriptClaims
	cBlameWords
	cHedgeWords
	cCondWords
	cTroubleWords
	cConsentWords
	cClaimLeads
	cOutward
	cBlindActs
	cUserNouns
	cEntitles
	cGivingVerbs
	cAskingWords
	cRankWords
	cMoveActs
	cForeignMoves
	cForeignSide
	cSideChannel
	cChosenPlace
	cOutputNouns
	cShowVerbs
	cLeftOut
	cConcealable
	cAgentRules
	cRulesOwner
	cRulesOwnerStrict
	cVoided
	cExposeActs
	cSeenPlaces
	cClearWords
	cRankAfter
	cDisparage
	cRivals
	cMoveOrAttach
	cForeignOwners
	cForeignVoid
	cAnaphors
	cActNouns
	cKnowWords
	cStateNegs
	cServedNouns
	cAskWords
	cAnswerWords
	cFixedClaims
	cFreeTextFields
	cLeads
	cNotVerbs
	cMetaNouns
	cQuantityNouns
	cThingNouns
	cSsVerbs
	cLyVerbs
	cAgentNouns
	cCausatives
	cTellsVerbs
	cRatedWords
	cPresentVerbs
	cAsWords
	cAdverbNegs
	cOrderNegs
	cAskedVerbs
	cPresumed
	nWordClasses
)

// word.sets and scorer.all hold one bit per class: at most 64 classes.
var _ [64 - nWordClasses]struct{}

// classSets are the word sets word.in tests, by class.
var classSets [nWordClasses]map[string]bool

var _ = onLoad(func() {
	classSets = [nWordClasses]map[string]bool{
		cTellVerbs:        tellVerbs,
		cThatWords:        thatWords,
		cScriptClaims:     scriptClaims,
		cBlameWords:       blameWords,
		cHedgeWords:       hedgeWords,
		cCondWords:        condWords,
		cTroubleWords:     troubleWords,
		cConsentWords:     consentWords,
		cClaimLeads:       claimLeads,
		cOutward:          outward,
		cBlindActs:        blindActs,
		cUserNouns:        userNouns,
		cEntitles:         entitles,
		cGivingVerbs:      givingVerbs,
		cAskingWords:      askingWords,
		cRankWords:        rankWords,
		cMoveActs:         moveActs,
		cForeignMoves:     foreignMoves,
		cForeignSide:      foreignSide,
		cSideChannel:      sideChannel,
		cChosenPlace:      chosenPlace,
		cOutputNouns:      outputNouns,
		cShowVerbs:        showVerbs,
		cLeftOut:          leftOut,
		cConcealable:      concealable,
		cAgentRules:       agentRules,
		cRulesOwner:       rulesOwner,
		cRulesOwnerStrict: rulesOwnerStrict,
		cVoided:           voided,
		cExposeActs:       exposeActs,
		cSeenPlaces:       seenPlaces,
		cClearWords:       clearWords,
		cRankAfter:        rankAfter,
		cDisparage:        disparage,
		cRivals:           rivals,
		cMoveOrAttach:     moveOrAttach,
		cForeignOwners:    foreignOwners,
		cForeignVoid:      foreignVoid,
		cAnaphors:         anaphors,
		cActNouns:         actNouns,
		cKnowWords:        knowWords,
		cStateNegs:        stateNegs,
		cServedNouns:      servedNouns,
		cAskWords:         askWords,
		cAnswerWords:      answerWords,
		cFixedClaims:      fixedClaims,
		cFreeTextFields:   freeTextFields,
		cLeads:            leads,
		cNotVerbs:         notVerbs,
		cMetaNouns:        metaNouns,
		cQuantityNouns:    quantityNouns,
		cThingNouns:       thingNouns,
		cSsVerbs:          ssVerbs,
		cLyVerbs:          lyVerbs,
		cAgentNouns:       agentNouns,
		cCausatives:       causatives,
		cTellsVerbs:       tellsVerbs,
		cRatedWords:       ratedWords,
		cPresentVerbs:     presentVerbs,
		cAsWords:          asWords,
		cAdverbNegs:       adverbNegs,
		cOrderNegs:        orderNegs,
		cAskedVerbs:       askedVerbs,
		cPresumed:         presumedAgreement,
	}
})

// wordInfo is what the index holds for one lower-case word.
type wordInfo struct {
	sets  uint64 // bit c: the word is in classSets[c]
	fact  uint32 // factIndex's readings
	id    uint32 // for a word of a lexicon phrase, its number (from 1); else 0
	cue   cue    // the lexicon's entry for the word alone, if inLex
	inLex bool
}

// wordIndex holds every word of classSets, of factIndex and of the
// lexicon (the words of its phrases too) with its wordInfo, and the pairs
// of words that start a lexicon phrase, by id.
type wordIndex struct {
	m *wordTable[wordInfo]
	// pairs holds, for each pair, the lengths in words of the phrases it
	// starts (bit k: a phrase of k words).
	pairs map[uint64]uint64
	// pairBits has the bit pairBit(a, b) of every pair set: most pairs of
	// adjacent words start no phrase and are told so without the map.
	pairBits [1 << 10]uint64
}

// pairBit is the bit of the pair of words numbered a and b in pairBits.
func pairBit(a, b uint32) uint32 { return (a*0x9E3779B1 ^ b*0x85EBCA6B) >> 16 }

// info returns the wordInfo of w (zero when w is in none of the sets),
// shared: it must not be changed.
func (x *wordIndex) info(w string) *wordInfo {
	if e := x.m.ref(w); e != nil {
		return e
	}
	return &noInfo
}

// noInfo is the wordInfo of words in none of the sets.
var noInfo wordInfo

// phraseLengths returns the lengths in words of the lexicon phrases that
// start with the words numbered a and b, as bits (bit k: k words).
func (x *wordIndex) phraseLengths(a, b uint32) uint64 {
	if a == 0 || b == 0 {
		return 0
	}
	if k := pairBit(a, b); x.pairBits[k>>6&(1<<10-1)]&(1<<(k&63)) == 0 {
		return 0
	}
	return x.pairs[uint64(a)<<32|uint64(b)]
}

var wordIndexOnce = sync.OnceValue(func() *wordIndex {
	m := map[string]wordInfo{}
	for c, set := range classSets {
		for w, in := range set {
			if in {
				e := m[w]
				e.sets |= 1 << c
				m[w] = e
			}
		}
	}
	for w, f := range factIndex() {
		e := m[w]
		e.fact = f
		m[w] = e
	}
	lex := lexOnce()
	var n uint32
	for w, cu := range lex.m {
		parts := strings.Split(w, " ")
		for _, p := range parts {
			if e := m[p]; e.id == 0 {
				n++
				e.id = n
				m[p] = e
			}
		}
		if len(parts) == 1 {
			e := m[w]
			e.cue, e.inLex = cu, true
			m[w] = e
		}
	}
	x := &wordIndex{m: newWordTable(m), pairs: map[uint64]uint64{}}
	for w, cu := range lex.m {
		if parts := strings.Split(w, " "); len(parts) > 1 && int(cu.words) == len(parts) {
			x.pairs[uint64(m[parts[0]].id)<<32|uint64(m[parts[1]].id)] |= 1 << min(len(parts), 63)
		}
	}
	for p := range lex.second {
		a, b, _ := strings.Cut(p, " ")
		k := pairBit(m[a].id, m[b].id)
		x.pairBits[k>>6&(1<<10-1)] |= 1 << (k & 63)
	}
	return x
})

// has reports whether a word of the sentence split last is in
// classSets[c].
func (s *scorer) has(c wordClass) bool { return s.all&(1<<c) != 0 }

// in reports whether w is a word of classSets[c].
func (w *word) in(c wordClass) bool { return w.sets&(1<<c) != 0 }
