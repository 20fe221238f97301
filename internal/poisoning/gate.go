package poisoning

import (
	"math/bits"
	"regexp"
	"sort"
	"strings"
	"sync"
	"unicode/utf8"
)

// Directive patterns are word sequences: a cue word (the verb, "ignore"),
// a bounded gap, and a second cue (the object, "instructions"). Running
// every pattern over every sentence costs too much when many sentences hold
// some cue word, so each pattern is gated: one scan of the sentence splits
// it into fields (runs between white space) and looks every ASCII word up
// in a map of cue groups; a pattern's regular expression then runs only on
// windows of fields that start at its first cue and reach its last cue
// within its bound, usually a few dozen bytes. A pattern whose cues do not
// co-occur costs nothing beyond the scan.
//
// The windows are cut at white space, so \b at their edges sees what it
// would see in the whole sentence; ^ only matches at the sentence start, so
// windows starting later use a copy of the pattern without it. Each match
// of the pattern over the whole sentence lies inside one window, so running
// it per window gives the same matches (TestGatesKeepEveryMatch checks that
// against random strings generated from every pattern).

// gate describes where a pattern's matches sit among a sentence's fields,
// with fields counted between white space:
//
//   - first: cue words one of which is in the field where the match's
//     first cue sits;
//   - last: cue words one of which is in the field of its last cue;
//   - dist: at most how many fields holding a word character (ASCII
//     letter, digit or '_') follow the first cue's field up to the last
//     cue's field;
//   - lead, trail: at most how many fields of any kind the match reaches
//     before the first cue's field and after the last cue's;
//   - mid, if set: cue words one of which is in a field from the first
//     cue's to the last cue's.
//
// A cue list holds lower-case ASCII words as the \w runs of the text spell
// them ("don't" is the words "don" and "t"); prefixes ending in '*', for
// cues the pattern does not end with \b ("approved*" matches the run
// "approvedx", which "approved" without \b matches); and
// features of a whole field: #tool (an identifier such as send_email,
// sendEmail, com.x.y or send-email), #home ("~/"), #at ('@'), #plus ('+'
// then a digit), #scheme ("://"), #colon (':') and #occ (a masked name
// occurrence).
type gate struct {
	first, last, mid  string
	dist, lead, trail int
	// pre, when set, is a regexp that every match of the pattern holds a
	// match of (a part all its alternatives share, or one per
	// alternative): a window without one is skipped before the pattern,
	// whose backtracking costs about a microsecond per byte when it is
	// large (TestPrefilters checks the implication on the corpus).
	pre string
}

// gatedRE is a compiled pattern and its gate.
type gatedRE struct {
	re      *regexp.Regexp
	noCaret *regexp.Regexp // re without its ^ alternative, for windows not at the sentence start
	first   int            // group of the first cue, or -1 for a literal gate
	last    int
	mid     int            // group of the middle cue, or -1
	needs   groupSet       // first, last and mid
	pre     *regexp.Regexp // see gate.pre
	// anchored is re anchored at its start (\A), for patterns whose
	// matches start where their first cue's word starts: it runs at each
	// such word instead of re on the window.
	anchored *regexp.Regexp
	dist     int32
	lead     int
	trail    int
	// lits gates a pattern on literal substrings instead (CJK patterns,
	// whose text has no ASCII words): every match holds one of them, and
	// starts at most litLead bytes before it and ends at most litTrail
	// bytes after it.
	lits              []string
	litLead, litTrail int
	// litFirst holds the first bytes of lits: a sentence without one of
	// them holds no literal (see sentenceScan.highBytes).
	litFirst byteSet
	// litBytes[i] holds the bytes of lits[i] outside ASCII: a sentence
	// missing one of them cannot hold the literal.
	litBytes []byteSet
	// custom, when set, finds re's matches in a window faster than re.
	custom customMatcher
}

// Field features: properties of a field's characters as a whole.
const (
	featTool = 1 << iota
	featHome
	featAt
	featPlus
	featScheme
	featOcc
	featColon
	numFeatures = iota
)

var featureNames map[string]int

var _ = onLoad(func() {
	featureNames = map[string]int{
		"#tool": featTool, "#home": featHome, "#at": featAt, "#plus": featPlus, "#scheme": featScheme, "#occ": featOcc, "#colon": featColon,
	}
})

// groupSet is a set of cue groups.
type groupSet [groupWords]uint64

// groupWords holds 384 groups: the 256 of four words were all taken
// (poisonR, 2026-12-02), then the 320 of five (poisonX3, 2026-12-04).
// or, empty, within and sentenceScan.possible spell the words out (for
// speed); TestGroupSetWords checks they cover every one.
const groupWords = 6

func (g *groupSet) add(i int)      { g[i>>6] |= 1 << (i & 63) }
func (g *groupSet) has(i int) bool { return g[i>>6]&(1<<(i&63)) != 0 }
func (g *groupSet) or(h *groupSet) {
	g[0] |= h[0]
	g[1] |= h[1]
	g[2] |= h[2]
	g[3] |= h[3]
	g[4] |= h[4]
	g[5] |= h[5]
}
func (g *groupSet) empty() bool { return g[0]|g[1]|g[2]|g[3]|g[4]|g[5] == 0 }

// within reports whether every group of g is in any: a reading gated on
// g's words may hold in a sentence whose scan found the groups any.
func (g *groupSet) within(any *groupSet) bool {
	return g[0]&^any[0]|g[1]&^any[1]|g[2]&^any[2]|g[3]&^any[3]|g[4]&^any[4]|g[5]&^any[5] == 0
}

// cueVocab maps cue words, prefixes and features to the groups naming
// them. Groups are shared between patterns with the same cue list.
type cueVocab struct {
	words    map[string]groupSet
	table    *wordTable[vocabEntry]      // words and wordIndex, once the patterns are built
	prefixes [shapes][shapes][]prefixCue // by shapeIndex of the first two bytes
	features [numFeatures]groupSet
	ids      map[string]int
	// shape has bit n of [f][l] set when some cue word is n bytes long,
	// starts with f and ends with l (see shapeIndex): most words fail this
	// before the map.
	shape [shapes][shapes]uint32
}

// shapes is the size of shapeIndex's range.
const shapes = 38

// shapeIndex numbers the bytes of \w runs, in lower case: a-z, 0-9, '_'.
func shapeIndex(c byte) int {
	switch {
	case c >= 'a' && c <= 'z':
		return int(c - 'a')
	case c >= 'A' && c <= 'Z':
		return int(c - 'A')
	case c >= '0' && c <= '9':
		return 26 + int(c-'0')
	}
	return 36
}

type prefixCue struct {
	prefix string
	groups groupSet
}

func newCueVocab() *cueVocab {
	return &cueVocab{words: map[string]groupSet{}, ids: map[string]int{}}
}

// patternSet is the cue vocabulary and the directive patterns gated on it.
type patternSet struct {
	vocab *cueVocab
	instr []instrPattern
	cross []crossPattern
	// instrNeeds and crossNeeds hold, in the order of instr and cross,
	// what each pattern's gate needs (possible), packed together: every
	// sentence asks each pattern, and the patterns themselves are large.
	instrNeeds, crossNeeds []gateNeeds
	// instrFirst and crossFirst find the patterns whose first cue a
	// sentence holds, in order (candidates).
	instrFirst, crossFirst patternIndex
	// The sentence scorer runs on a sentence holding a strong request cue
	// (strongGroup), or a request that needs a target (weakGroup) together
	// with a target (targetGroup): the first words of those cues.
	strongGroup, weakGroup, targetGroup int
	// concedeGroup and quietGroup bring a sentence to the readings of
	// wishes.go and conceal.go.
	concedeGroup, quietGroup int
	// choiceGroup brings a sentence to the reading of values.go.
	choiceGroup int
	// aroundGroup brings a sentence to the reading of around.go.
	aroundGroup int
	// harmGroup brings a sentence to the readings of harm.go.
	harmGroup int
	// gatherGroup brings a sentence to the reading of gathered.go,
	// answerGroup to the one of fixedanswer.go, unseenGroup to unseen.go,
	// outrankGroup to outranked.go, sidelineGroup, forgedGroup and
	// escalateGroup to sidelined.go.
	gatherGroup, answerGroup, unseenGroup, outrankGroup, sidelineGroup, forgedGroup, escalateGroup int
	// wastedGroup brings a sentence to wasted.go, codeSteerGroup to
	// codesteer.go, harvestGroup to harvest.go.
	wastedGroup, codeSteerGroup, harvestGroup int
	// sessionGroup brings a sentence to sessiondata.go, untoldGroup to
	// untold.go, posingGroup to posing.go.
	// intakeGroup and doerGroup together bring a sentence to
	// sessiondata.go as well; writeGroup is needed by posing.go's English.
	sessionGroup, untoldGroup, posingGroup, foreignSessionGroup int
	intakeGroup, doerGroup, writeGroup, posingForeignGroup      int
	// sparedGroup brings a sentence to spared.go, carriedGroup to
	// carried.go.
	sparedGroup, carriedGroup, agentDoesGroup, conductLangGroup, partialGroup, askedGroup, routeGroup int
	// misreportGroup and shownGroup together bring a sentence to
	// misreport.go.
	misreportGroup, shownGroup int
	// behalfGroup brings a sentence to behalf.go, falseSuccessGroup to
	// falsesuccess.go.
	behalfGroup, falseSuccessGroup int
	// nextMessageGroup brings a sentence to nextmessage.go, blameGroup to
	// falsesuccess.go's blameShifted.
	nextMessageGroup, blameGroup int
	// everyReplyGroup brings a sentence to everyreply.go, refusalGroup to
	// refusal.go, urgencyGroup to urgency.go, discreditGroup to
	// discredit.go, endlessGroup to endless.go, authorityGroup to
	// authority.go.
	everyReplyGroup, refusalGroup, urgencyGroup, discreditGroup, endlessGroup, authorityGroup int
	// everyForeignGroup and discreditForeignGroup bring a sentence in
	// Latin letters to the foreign readings of everyreply.go and
	// discredit.go.
	everyForeignGroup, discreditForeignGroup int
	// userViewGroup brings a sentence to userview.go.
	userViewGroup int
	// memoryGroup brings a sentence to memory.go.
	memoryGroup int
	// bypassGroup brings a sentence to bypass.go, paidRankGroup to
	// paidrank.go, truthGroup to truthcontrast.go, quotedWellGroup to
	// quotedwell.go.
	bypassGroup, paidRankGroup, truthGroup, quotedWellGroup int
	// outputAuthorityGroup brings a sentence to outputauthority.go.
	outputAuthorityGroup int
	// stop44Group brings a sentence to misstated.go, distract.go,
	// secretbefore.go, brandfirst.go, sidechannel.go, inattention.go and
	// rivals.go
	// (one group: the
	// groups are all taken, and each reading tests its own words first).
	stop44Group int
}

// patterns returns the pattern set, building it on first use: that
// compiles some 200 regular expressions (tens of milliseconds), which a
// run that never looks at a description must not pay at start-up.
var patterns = sync.OnceValue(func() *patternSet {
	v := newCueVocab()
	cross := newCrossPatterns(v)
	instr := newInstrPatterns(v)
	lex := lexOnce()
	strong, weak, target := lex.gateWords()
	ps := &patternSet{vocab: v, instr: instr, cross: cross,
		strongGroup: v.group(strong), weakGroup: v.group(weak), targetGroup: v.group(target + " #at #scheme #home #plus"),
		concedeGroup: v.group(concedeWords), quietGroup: v.group(quietWords), choiceGroup: v.group(choiceWords),
		aroundGroup: v.group(aroundWords), harmGroup: v.group(harmWords), gatherGroup: v.group(gatherWords), answerGroup: v.group(fixedAnswerWords), unseenGroup: v.group(unseenWords), outrankGroup: v.group(outrankWords),
		sidelineGroup: v.group(sidelineWords), forgedGroup: v.group(forgedWords), escalateGroup: v.group(escalateWords),
		wastedGroup: v.group(wastedWords), codeSteerGroup: v.group(codeSteerWords), harvestGroup: v.group(harvestWords),
		sessionGroup: v.group(sessionWords), untoldGroup: v.group(untoldWords), posingGroup: v.group(posingWords),
		foreignSessionGroup: v.group(foreignSessionWords), intakeGroup: v.group(intakeWords), doerGroup: v.group(doerWords),
		writeGroup:         v.group(writeWords),
		posingForeignGroup: v.group(posingForeignWords), sparedGroup: v.group(sparedWords), carriedGroup: v.group(carriedWords), agentDoesGroup: v.group(agentDoesWords), conductLangGroup: v.group(conductLangWords), partialGroup: v.group(partialWords), askedGroup: v.group(askedWords), routeGroup: v.group(routeWords),
		misreportGroup: v.group(misreportWords), shownGroup: v.group(shownWords), behalfGroup: v.group(behalfWords),
		falseSuccessGroup: v.group(falseSuccessWords), nextMessageGroup: v.group(nextMessageWords), blameGroup: v.group(blameShiftWords),
		everyReplyGroup: v.group(everyReplyWords), refusalGroup: v.group(refusalWords), urgencyGroup: v.group(urgencyWords),
		discreditGroup: v.group(discreditWords), endlessGroup: v.group(endlessWords), authorityGroup: v.group(authorityWords),
		everyForeignGroup: v.group(everyReplyForeignWords), discreditForeignGroup: v.group(discreditForeignWords),
		userViewGroup: v.group(userViewWords), memoryGroup: v.group(memoryWords),
		bypassGroup: v.group(bypassWords), paidRankGroup: v.group(paidRankWords), truthGroup: v.group(truthContrastWords),
		quotedWellGroup: v.group(quotedWellWords), outputAuthorityGroup: v.group(outputAuthorityWords),
		stop44Group: v.group(misstateWords + " " + distractWords + " " + secretBeforeWords + " " + brandFirstWords + " " + sideChannelWords + " " + inattentionWords + " " + rivalWords + " " + preferUnawareWords + " " + evenWords + " " + againstUserWords + " " + noAskWords)}
	for i := range instr {
		ps.instrNeeds = append(ps.instrNeeds, needsOf(&instr[i].gatedRE))
	}
	for i := range cross {
		ps.crossNeeds = append(ps.crossNeeds, needsOf(&cross[i].gatedRE))
	}
	ps.instrFirst = newPatternIndex(len(instr), func(i int) *gatedRE { return &instr[i].gatedRE })
	ps.crossFirst = newPatternIndex(len(cross), func(i int) *gatedRE { return &cross[i].gatedRE })
	v.freeze()
	return ps
})

// patternIndex holds, for each cue group, the patterns whose first cue
// it is, as a bit set over their numbers; lit, those gated on literals.
// A pattern can match a sentence only if the sentence holds its first
// cue (possible asks that and more), so the patterns worth asking are
// the union of the sets of the groups the sentence holds: a few of some
// 200 for most sentences.
type patternIndex struct {
	byGroup [groupWords * 64][]uint64
	lit     []uint64
	words   int
}

func newPatternIndex(n int, at func(i int) *gatedRE) patternIndex {
	x := patternIndex{words: (n + 63) / 64}
	x.lit = make([]uint64, x.words)
	for i := range n {
		set := &x.lit
		if g := at(i).first; g >= 0 {
			set = &x.byGroup[g]
			if *set == nil {
				*set = make([]uint64, x.words)
			}
		}
		(*set)[i>>6] |= 1 << (i & 63)
	}
	return x
}

// candidates returns, as a bit set over the patterns' numbers (in out's
// space), the patterns whose first cue is among the groups any holds,
// and those gated on literals when high (the sentence has bytes beyond
// ASCII, which a literal gate needs).
func (x *patternIndex) candidates(any *groupSet, high bool, out []uint64) []uint64 {
	out = append(out[:0], make([]uint64, x.words)...)
	if high {
		copy(out, x.lit)
	}
	for k, w := range any {
		for ; w != 0; w &= w - 1 {
			if b := x.byGroup[k*64+bits.TrailingZeros64(w)]; b != nil {
				for i := range out {
					out[i] |= b[i]
				}
			}
		}
	}
	return out
}

// gateNeeds is what possible reads of a gatedRE.
type gateNeeds struct {
	needs groupSet
	lit   bool // a literal gate (first < 0)
}

func needsOf(p *gatedRE) gateNeeds { return gateNeeds{needs: p.needs, lit: p.first < 0} }

// group returns the id of the group of the cue list spec, creating it.
func (v *cueVocab) group(spec string) int {
	ws := strings.Fields(spec)
	sort.Strings(ws)
	key := strings.Join(ws, " ")
	if id, ok := v.ids[key]; ok {
		return id
	}
	id := len(v.ids)
	if id >= groupWords*64 {
		panic("poison: too many cue groups")
	}
	v.ids[key] = id
	for _, w := range ws {
		switch {
		case strings.HasPrefix(w, "#"):
			f, ok := featureNames[w]
			if !ok {
				panic("poison: unknown cue feature " + w)
			}
			for k := 0; k < numFeatures; k++ {
				if f == 1<<k {
					v.features[k].add(id)
				}
			}
		case strings.HasSuffix(w, "*"):
			p := strings.TrimSuffix(w, "*")
			if len(p) < 2 || p != strings.ToLower(p) {
				panic("poison: bad cue prefix " + w)
			}
			ps := &v.prefixes[shapeIndex(p[0])][shapeIndex(p[1])]
			found := false
			for k := range *ps {
				if (*ps)[k].prefix == p {
					(*ps)[k].groups.add(id)
					found = true
				}
			}
			if !found {
				var g groupSet
				g.add(id)
				*ps = append(*ps, prefixCue{p, g})
			}
		default:
			if w != strings.ToLower(w) || len(w) > maxCueWord || strings.IndexFunc(w, func(r rune) bool { return r > 0x7f || !isWordByte(byte(r)) }) >= 0 {
				panic("poison: cue word must be lower case and short: " + w)
			}
			g := v.words[w]
			g.add(id)
			v.words[w] = g
			v.shape[shapeIndex(w[0])][shapeIndex(w[len(w)-1])] |= 1 << len(w)
		}
	}
	return id
}

// maxCueWord bounds cue words, so longer runs skip the map.
const maxCueWord = 31

// gated compiles expr (already expanded) with its gate, adding the gate's
// cue groups to v.
func gated(v *cueVocab, expr string, g gate) gatedRE {
	p := gatedRE{re: regexp.MustCompile(expr), first: -1, lead: g.lead, trail: g.trail, dist: int32(g.dist)}
	if strings.Contains(expr, "(?:^|") {
		p.noCaret = regexp.MustCompile(strings.ReplaceAll(expr, "(?:^|", "(?:"))
	}
	if g.pre != "" {
		p.pre = regexp.MustCompile(g.pre)
	}
	p.first = v.group(g.first)
	p.last = v.group(g.last)
	p.mid = -1
	if g.mid != "" {
		p.mid = v.group(g.mid)
		p.needs.add(p.mid)
	}
	p.needs.add(p.first)
	p.needs.add(p.last)
	if g.lead == 0 && p.noCaret == nil && !strings.Contains(g.first, "#") {
		p.anchored = regexp.MustCompile(anchoredExpr(expr))
	}
	return p
}

// anchoredExpr returns expr anchored at the start of the text, keeping its
// leading flags.
func anchoredExpr(expr string) string {
	flags := ""
	if strings.HasPrefix(expr, "(?i)") {
		flags, expr = "(?i)", expr[4:]
	}
	return flags + `\A(?:` + expr + `)`
}

// literalGated compiles expr to run around the literals lits (see gatedRE).
func literalGated(expr string, lead, trail int, lits ...string) gatedRE {
	p := gatedRE{re: regexp.MustCompile(expr), first: -1, lits: lits, litLead: lead, litTrail: trail}
	p.litBytes = make([]byteSet, len(lits))
	for i, l := range lits {
		if l == "" {
			p.litFirst = allBytes // found anywhere
			continue
		}
		p.litFirst.add(l[0])
		for k := 0; k < len(l); k++ {
			if l[k] >= utf8.RuneSelf {
				p.litBytes[i].add(l[k])
			}
		}
	}
	return p
}

// byteSet is a set of byte values.
type byteSet [4]uint64

var allBytes = byteSet{^uint64(0), ^uint64(0), ^uint64(0), ^uint64(0)}

func (b *byteSet) add(c byte)      { b[c>>6] |= 1 << (c & 63) }
func (b *byteSet) has(c byte) bool { return b[c>>6]&(1<<(c&63)) != 0 }
func (b *byteSet) meets(o *byteSet) bool {
	return b[0]&o[0]|b[1]&o[1]|b[2]&o[2]|b[3]&o[3] != 0
}

// holds reports whether every byte of o is in b.
func (b *byteSet) holds(o *byteSet) bool {
	return o[0]&^b[0]|o[1]&^b[1]|o[2]&^b[2]|o[3]&^b[3] == 0
}

// customMatcher finds a pattern's matches in w as FindAllStringIndex
// would, appending them to out.
type customMatcher interface {
	findAll(w string, out []loc) []loc
}

// loc is a match's start and end.
type loc [2]int

// field is a run of a sentence between white space.
type field struct {
	start, end int32
	// w counts the fields before this one that hold a word character.
	w      int32
	groups groupSet
}

// sentenceScan holds one sentence's fields; reused across sentences.
type sentenceScan struct {
	v      *cueVocab // the vocabulary of the patterns it serves
	fields []field
	marked []int32 // indexes of fields with any cue group, in order
	runs   []sentenceRun
	any    groupSet
	high   bool // the sentence has non-ASCII bytes
	// bytes holds the sentence's bytes other than \w and white space
	// (the non-ASCII ones among them: a literal gate's CJK or Cyrillic;
	// every one of them, which findAllLits relies on), and, as ASCII
	// literals are rare, every ASCII byte.
	bytes byteSet
	spans [][2]int
	out   []loc
	word  [maxCueWord]byte
	// byGroup lists, for a sentence of many marked fields, the marked
	// fields holding each group, in order (see groupLists); listed says
	// it is built for the sentence scanned last, touched which lists
	// it filled.
	byGroup [groupWords * 64][]int32
	touched []int
	listed  bool
}

// groupListsFrom is the number of marked fields from which findAll walks
// the fields of each cue group (byGroup) instead of every marked field
// once per pattern: a long run of cue words with no sentence end (up to a
// chunk of 2 KB) has hundreds, and some 200 patterns each walked them
// all. Below it the plain walk is cheaper than building the lists.
var groupListsFrom = 24

// groupLists fills byGroup for the sentence scanned last, once.
func (s *sentenceScan) groupLists() {
	if s.listed {
		return
	}
	s.listed = true
	for _, g := range s.touched {
		s.byGroup[g] = s.byGroup[g][:0]
	}
	s.touched = s.touched[:0]
	for _, fi := range s.marked {
		gs := &s.fields[fi].groups
		for k, word := range gs {
			for ; word != 0; word &= word - 1 {
				g := k*64 + bits.TrailingZeros64(word)
				if len(s.byGroup[g]) == 0 {
					s.touched = append(s.touched, g)
				}
				s.byGroup[g] = append(s.byGroup[g], fi)
			}
		}
	}
}

// Byte classes for the scanner.
const (
	clSpace = 1 << iota // white space ending a field
	clWord              // \w
	clLower             // a-z
	clUpper             // A-Z
	clAlnum             // a-z, A-Z, 0-9
)

var byteClass [256]uint8

var _ = onLoad(func() {
	byteClass = func() (t [256]uint8) {
		for c := 0; c < 256; c++ {
			b := byte(c)
			switch {
			case b == ' ' || b == '\t' || b == '\n' || b == '\r' || b == '\f' || b == '\v':
				t[c] = clSpace
			case b >= 'a' && b <= 'z':
				t[c] = clWord | clLower | clAlnum
			case b >= 'A' && b <= 'Z':
				t[c] = clWord | clUpper | clAlnum
			case b >= '0' && b <= '9':
				t[c] = clWord | clAlnum
			case b == '_':
				t[c] = clWord
			}
		}
		return t
	}()
})

func isWordByte(c byte) bool { return byteClass[c]&clWord != 0 }

// scan splits c into fields and finds their cue groups.
func (s *sentenceScan) scan(c string) {
	s.fields = s.fields[:0]
	s.runs = s.runs[:0]
	s.marked = s.marked[:0]
	s.listed = false
	s.any = groupSet{}
	s.high = false
	s.bytes = byteSet{^uint64(0), ^uint64(0)} // ASCII: assumed present
	var w int32
	for i := 0; i < len(c); {
		if byteClass[c[i]]&clSpace != 0 {
			i++
			continue
		}
		f := field{start: int32(i), w: w}
		wordy := false
		var feat int
		for i < len(c) && byteClass[c[i]]&clSpace == 0 {
			b := c[i]
			if byteClass[b]&clWord != 0 {
				// One \w run: note identifier shapes ('_' before an
				// alphanumeric, lower case before upper case) and look
				// it up.
				j := i + 1
				prev := byteClass[b]
				classes := prev
				for j < len(c) {
					cl := byteClass[c[j]]
					if cl&clWord == 0 {
						break
					}
					if prev&clLower != 0 && cl&clUpper != 0 || c[j-1] == '_' && cl&clAlnum != 0 {
						feat |= featTool
					}
					prev = cl
					classes |= cl
					j++
				}
				if info := s.lookup(c[i:j], classes&clUpper != 0, &f.groups); info != nil {
					s.runs = append(s.runs, sentenceRun{int32(i), int32(j), info})
				}
				if j+1 < len(c) && (c[j] == '.' || c[j] == '-') && isAlpha(c[j+1]) {
					feat |= featTool // dotted or kebab-case
				}
				wordy = true
				i = j
				continue
			}
			switch b {
			case '~':
				if i+1 < len(c) && c[i+1] == '/' {
					feat |= featHome
				}
			case '@':
				feat |= featAt
			case '+':
				if i+1 < len(c) && c[i+1] >= '0' && c[i+1] <= '9' {
					feat |= featPlus
				}
			case ':':
				feat |= featColon
				if i+2 < len(c) && c[i+1] == '/' && c[i+2] == '/' {
					feat |= featScheme
				}
			case 0:
				feat |= featOcc // not a word character for the patterns' gaps
			default:
				if b >= 0x80 {
					s.high = true
					s.bytes.add(b)
				}
			}
			i++
		}
		f.end = int32(i)
		for k := 0; feat != 0; k++ {
			if feat&1 != 0 {
				f.groups.or(&s.v.features[k])
			}
			feat >>= 1
		}
		if wordy {
			w++
		}
		if !f.groups.empty() {
			s.marked = append(s.marked, int32(len(s.fields)))
			s.any.or(&f.groups)
		}
		s.fields = append(s.fields, f)
	}
}

// lookup adds the groups of the \w run r (upper: it holds a capital) to g,
// and returns the run's wordInfo (see sentenceRun), or nil when it was not
// looked up.
func (s *sentenceScan) lookup(r string, upper bool, g *groupSet) (info *wordInfo) {
	if len(r) <= maxCueWord && s.v.table != nil {
		info = &noInfo // unless found below
	}
	if len(r) <= maxCueWord && s.v.shape[shapeIndex(r[0])][shapeIndex(r[len(r)-1])]&(1<<len(r)) != 0 {
		// r in lower case: copied only when it has a capital.
		if upper {
			lw := s.word[:len(r)]
			for k := range lw {
				b := r[k]
				if b >= 'A' && b <= 'Z' {
					b += 'a' - 'A'
				}
				lw[k] = b
			}
			info = s.lookupLower(string(lw), g, info)
		} else {
			info = s.lookupLower(r, g, info)
		}
	}
	if len(r) < 2 {
		return info
	}
	for _, p := range s.v.prefixes[shapeIndex(r[0])][shapeIndex(r[1])] {
		if len(r) >= len(p.prefix) && prefixFold(r, p.prefix) {
			g.or(&p.groups)
		}
	}
	return info
}

// prefixFold is strings.EqualFold(r[:len(p)], p), comparing ASCII bytes
// with their case folded in place; a byte past ASCII on either side goes
// to EqualFold (a Kelvin sign folds to 'k'). Every word of a sentence
// with a prefix cue's first two letters is asked.
func prefixFold(r, p string) bool {
	for i := 0; i < len(p); i++ {
		a, b := r[i], p[i]
		if a >= 0x80 || b >= 0x80 {
			return strings.EqualFold(r[:len(p)], p)
		}
		if 'A' <= a && a <= 'Z' {
			a += 'a' - 'A'
		}
		if 'A' <= b && b <= 'Z' {
			b += 'a' - 'A'
		}
		if a != b {
			return false
		}
	}
	return true
}

// lookupLower is lookup of a run in lower case, w: it adds w's groups to
// g and returns its wordInfo, or info when it has none.
func (s *sentenceScan) lookupLower(w string, g *groupSet, info *wordInfo) *wordInfo {
	if s.v.table != nil {
		if e := s.v.table.ref(w); e != nil {
			g.or(&e.groups)
			info = &e.info
		}
	} else if h, ok := s.v.words[w]; ok {
		g.or(&h)
	}
	return info
}

// vocabEntry is what the scan's table holds for a word: its cue groups,
// and a copy of its wordInfo for the scorer (zero, as noInfo, when it has
// none). The copy sits beside the groups the scan has just read, so the
// scorer reading it does not go to memory again for every word.
type vocabEntry struct {
	groups groupSet
	info   wordInfo
}

// freeze builds v.table from v.words and the word index, once every group
// is made: the scan's one lookup of a \w run serves the patterns and the
// scorer (see sentenceRun).
func (v *cueVocab) freeze() {
	m := map[string]vocabEntry{}
	for w, g := range v.words {
		m[w] = vocabEntry{groups: g}
	}
	x := wordIndexOnce()
	for k, w := range x.m.keys {
		if len(w) == 0 || len(w) > maxCueWord || strings.IndexFunc(w, func(r rune) bool { return r > 0x7f || !isWordByte(byte(r)) }) >= 0 {
			continue // never a \w run: the scorer looks it up itself
		}
		e := m[w]
		e.info = x.m.vals[k]
		m[w] = e
		v.shape[shapeIndex(w[0])][shapeIndex(w[len(w)-1])] |= 1 << len(w)
	}
	v.table = newWordTable(m)
}

// sentenceRun is a \w run of the scanned sentence with its wordInfo: the
// scorer's word with the same bytes takes it from there instead of
// looking it up again.
type sentenceRun struct {
	start, end int32
	info       *wordInfo
}

// possible reports whether the sentence holds all the cues p needs, so
// that findAll may find something.
func (s *sentenceScan) possible(p *gateNeeds) bool {
	if p.lit {
		return s.high
	}
	n := &p.needs
	return s.any[0]&n[0] == n[0] && s.any[1]&n[1] == n[1] && s.any[2]&n[2] == n[2] && s.any[3]&n[3] == n[3] && s.any[4]&n[4] == n[4] && s.any[5]&n[5] == n[5]
}

// findAll returns the matches of p in the sentence c, in order, as
// offsets into c. The result is valid until the next call.
func (s *sentenceScan) findAll(p *gatedRE, c string) []loc {
	s.out = s.out[:0]
	if p.first < 0 {
		if s.high && s.bytes.meets(&p.litFirst) {
			s.findAllLits(p, c)
		}
		return s.out
	}
	if !s.any.has(p.first) || !s.any.has(p.last) || p.mid >= 0 && !s.any.has(p.mid) {
		return s.out
	}
	fs := s.fields
	// end returns the end of the window reaching field b.
	end := func(b int) int {
		if b >= len(fs)-1 {
			return len(c)
		}
		return int(fs[b].end)
	}
	wa, wb := -1, -1
	flush := func() {
		if wa < 0 {
			return
		}
		ws, we := 0, end(wb)
		re := p.re
		if wa > 0 {
			ws = int(fs[wa].start)
			if p.noCaret != nil {
				re = p.noCaret
			}
		}
		if p.pre != nil && !p.pre.MatchString(c[ws:we]) {
			return
		}
		n := len(s.out)
		if p.custom != nil {
			s.out = p.custom.findAll(c[ws:we], s.out)
		} else {
			for _, m := range re.FindAllStringIndex(c[ws:we], -1) {
				s.out = append(s.out, loc{m[0], m[1]})
			}
		}
		for k := n; k < len(s.out); k++ {
			s.out[k][0] += ws
			s.out[k][1] += ws
		}
	}
	// r runs ahead over the marked fields within reach of the current first
	// cue; lastCue is the last field with a last cue seen by r. m finds the
	// first middle cue at or after the first cue. Over a sentence of many
	// marked fields, each walks only the fields of its own group: the same
	// fields in the same order, without those that would be passed over.
	firsts, lasts, mids := s.marked, s.marked, s.marked
	byGroup := len(s.marked) >= groupListsFrom
	if byGroup {
		s.groupLists()
		firsts, lasts = s.byGroup[p.first], s.byGroup[p.last]
		if p.mid >= 0 {
			mids = s.byGroup[p.mid]
		}
	}
	r, lastCue, m := 0, -1, 0
	matchEnd := 0 // anchored: where the last match ended
	for _, fi := range firsts {
		if !byGroup && !fs[fi].groups.has(p.first) {
			continue
		}
		limit := fs[fi].w + p.dist
		for r < len(lasts) && fs[lasts[r]].w <= limit {
			if byGroup || fs[lasts[r]].groups.has(p.last) {
				lastCue = int(lasts[r])
			}
			r++
		}
		if lastCue < int(fi) {
			continue
		}
		if p.mid >= 0 {
			for m < len(mids) && (mids[m] < fi || !byGroup && !fs[mids[m]].groups.has(p.mid)) {
				m++
			}
			if m == len(mids) || int(mids[m]) > lastCue {
				continue
			}
		}
		b := min(len(fs)-1, lastCue+p.trail)
		if p.anchored != nil {
			// Try each first-cue word of the field, in order.
			we := end(b)
			f := fs[fi]
			for i := int(f.start); i < int(f.end); {
				if !isWordByte(c[i]) {
					i++
					continue
				}
				j := i
				for j < int(f.end) && isWordByte(c[j]) {
					j++
				}
				if i >= matchEnd && s.runHas(c[i:j], p.first) {
					if m := p.anchored.FindStringIndex(c[i:we]); m != nil {
						s.out = append(s.out, loc{i, i + m[1]})
						matchEnd = i + m[1]
					}
				}
				i = j
			}
			continue
		}
		a := max(0, int(fi)-p.lead)
		if wa >= 0 && a <= wb {
			wb = max(wb, b)
			continue
		}
		flush()
		wa, wb = a, b
	}
	flush()
	return s.out
}

// runHas reports whether the \w run r is a cue word of group g.
func (s *sentenceScan) runHas(r string, g int) bool {
	var h groupSet
	s.lookup(r, strings.ContainsFunc(r, func(c rune) bool { return c >= 'A' && c <= 'Z' }), &h)
	return h.has(g)
}

// findAllLits is findAll for a literal gate: the pattern runs on windows
// around the literals' occurrences, widened to rune boundaries.
func (s *sentenceScan) findAllLits(p *gatedRE, c string) {
	s.spans = s.spans[:0]
	for i, l := range p.lits {
		if l != "" && (!s.bytes.has(l[0]) || !s.bytes.holds(&p.litBytes[i])) {
			continue // a byte of the literal is not in the sentence
		}
		for i := 0; ; {
			k := strings.Index(c[i:], l)
			if k < 0 {
				break
			}
			at := i + k
			s.spans = append(s.spans, [2]int{runeStartBefore(c, at-p.litLead), runeStartAfter(c, at+len(l)+p.litTrail)})
			i = at + len(l)
		}
	}
	if len(s.spans) == 0 {
		return
	}
	sort.Slice(s.spans, func(i, j int) bool { return s.spans[i][0] < s.spans[j][0] })
	ws, we := s.spans[0][0], s.spans[0][1]
	for k := 1; k <= len(s.spans); k++ {
		if k < len(s.spans) && s.spans[k][0] <= we {
			we = max(we, s.spans[k][1])
			continue
		}
		for _, m := range p.re.FindAllStringIndex(c[ws:we], -1) {
			s.out = append(s.out, loc{ws + m[0], ws + m[1]})
		}
		if k < len(s.spans) {
			ws, we = s.spans[k][0], s.spans[k][1]
		}
	}
}

// runeStartBefore returns the rune boundary at or before i, at least 0.
func runeStartBefore(c string, i int) int {
	if i <= 0 {
		return 0
	}
	for i > 0 && !utf8.RuneStart(c[i]) {
		i--
	}
	return i
}

// runeStartAfter returns the rune boundary at or after i, at most len(c).
func runeStartAfter(c string, i int) int {
	if i >= len(c) {
		return len(c)
	}
	for i < len(c) && !utf8.RuneStart(c[i]) {
		i++
	}
	return i
}
