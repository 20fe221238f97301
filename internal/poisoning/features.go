package poisoning

import (
	"math"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The features the learned sentence model (model.go) reads from one
// sentence: the scorer's own lexicon as it read the sentence (request,
// target and flag classes of its cues, in every language it covers, and
// their pairs), the words, and the sentence's place and markup (a block,
// a heading's framing, an address, capitals). Each feature is a hash of
// its group and name into modelDim buckets; each group is scaled to unit
// length, so that the many words do not drown the few classes. Character
// n-grams and word pairs were tried and left out: they cost more time
// than the 12% of the detector's CPU the model may take
// (docs/poisoning.md).

// modelBits is the size of the hashed feature space (2^modelBits weights).
const modelBits = 16

const modelDim = 1 << modelBits

// Feature groups.
const (
	grBias = iota
	grLex
	grPair
	grWord
	grPos
	nGroups
)

var groupNames = [nGroups]string{"bias", "lex", "pair", "word", "pos"}

const (
	fnvOffset = 2166136261
	fnvPrime  = 16777619
)

func fnvString(h uint32, s string) uint32 {
	for i := 0; i < len(s); i++ {
		h ^= uint32(s[i])
		h *= fnvPrime
	}
	return h
}

func sqrtInt(n int) float64 { return math.Sqrt(float64(n)) }

// groupSeed is the FNV-1a state after "group:".
var groupSeed = func() (seeds [nGroups]uint32) {
	for g, n := range groupNames {
		seeds[g] = fnvString(fnvOffset, n+":")
	}
	return
}()

var targetNames = [...]string{"user", "secret", "private", "external", "field", "reply", "rules", "limits"}

var flagNames = [...]string{"negatable", "verb", "agent", "you", "urgent", "modal", "neg", "needstarget", "needsagent", "needsmodal", "onorder", "tell", "price", "cheap", "named"}

// markupSigns are the markup and punctuation the position group notes.
var markupSigns = [...]string{"<", "`", "{", "#", "!", "\"", "**", "://", "-->"}

// features accumulates one sentence's features: per group, the sum of
// their weights and their count (model scoring), and when asked the
// hashes (training) and names (explaining a finding).
type features struct {
	w     []float32 // weights to sum, or nil
	sum   [nGroups]float64
	n     [nGroups]int
	keep  bool
	hash  [nGroups][]uint32
	named bool
	name  [nGroups][]string
}

func (f *features) reset() {
	for g := range f.sum {
		f.sum[g], f.n[g] = 0, 0
		f.hash[g] = f.hash[g][:0]
		f.name[g] = f.name[g][:0]
	}
}

// add counts the feature of group g whose hash state is h.
func (f *features) add(g int, h uint32, name string) {
	h &= modelDim - 1
	f.n[g]++
	if f.w != nil {
		f.sum[g] += float64(f.w[h])
	}
	if f.keep {
		f.hash[g] = append(f.hash[g], h)
	}
	if f.named {
		f.name[g] = append(f.name[g], name)
	}
}

// score is the model's score of the sentence: each group's weight sum
// scaled by one over the square root of its count.
func (f *features) score() float64 {
	z := 0.0
	for g := range f.sum {
		if f.n[g] > 0 {
			z += f.sum[g] / sqrtInt(f.n[g])
		}
	}
	return z
}

// sentence reads the features of sentence c (folded text), the index-th
// chunk of its text, which sr has just scored: its words are sr.words and
// its lexicon cues, as the scorer read them, sr.cues (TestModelWords holds
// score to that). inBlock and framed say whether it lies in a markup
// block or comment and whether a heading or marker addressed to the agent
// frames it.
func (f *features) sentence(sr *scorer, c string, index int, inBlock, framed bool) {
	f.reset()
	f.fixed(grBias, &biasFeature)
	ws := sr.words
	for _, w := range ws {
		f.add(grWord, fnvString(groupSeed[grWord], w.lower), f.nameOf(w.lower))
	}
	var reqs uint16
	var tgs uint8
	var fls uint16
	for _, cr := range sr.cues {
		if r := cr.req; r >= 0 {
			if cr.negated {
				f.fixed(grLex, &fts.neg[r])
			} else {
				reqs |= 1 << r
				f.fixed(grLex, &fts.req[r])
				f.fixed(grLex, &fts.reqW[r][min(max(cr.weight, 0), 7)])
				if cr.imperative {
					f.fixed(grLex, &fts.imp[r])
				}
			}
		}
		for b := range targetNames {
			if cr.target&(1<<b) != 0 {
				tgs |= 1 << b
				f.fixed(grLex, &fts.tg[b])
			}
		}
		for b := range flagNames {
			if cr.flags&(1<<b) != 0 {
				fls |= 1 << b
				f.fixed(grLex, &fts.fl[b])
			}
		}
	}
	// Pairs of the classes present: a request with a target or flag, a
	// target with a flag.
	for r := range nRequests {
		if reqs&(1<<r) == 0 {
			continue
		}
		for b := range targetNames {
			if tgs&(1<<b) != 0 {
				f.fixed(grPair, &fts.rt[r][b])
			}
		}
		for b := range flagNames {
			if fls&(1<<b) != 0 {
				f.fixed(grPair, &fts.rf[r][b])
			}
		}
	}
	for b := range targetNames {
		if tgs&(1<<b) == 0 {
			continue
		}
		for b2 := range flagNames {
			if fls&(1<<b2) != 0 {
				f.fixed(grPair, &fts.tf[b][b2])
			}
		}
	}
	objs := f.position(sr, c, ws, index, inBlock, framed)
	// What is asked toward what: each request class paired with the
	// objects place and markup show (an address, a secret path, a name
	// shaped like a tool's), beside the lexicon's own targets above.
	for r := range nRequests {
		if reqs&(1<<r) == 0 {
			continue
		}
		for o := range nObjects {
			if objs&(1<<o) != 0 {
				f.fixed(grPair, &fts.ro[r][o])
			}
		}
	}
}

// Objects of a sentence that its place and markup show.
const (
	objAddress = 1 << iota
	objSecretPath
	objIdent
	objMarker
	nObjects = 4
)

var objectNames = [nObjects]string{"address", "secretpath", "ident", "marker"}

// nameOf is s when names are kept (explaining a finding), else "".
func (f *features) nameOf(s string) string {
	if f.named {
		return s
	}
	return ""
}

// identShaped reports whether w looks like a tool's identifier: snake_case,
// kebab-case with a letter on each side, or camelCase.
func identShaped(w string) bool {
	lower, upperAfter := false, false
	for i := 0; i < len(w); i++ {
		b := w[i]
		switch {
		case (b == '_' || b == '-') && i > 0 && i+1 < len(w):
			return true
		case b >= 'a' && b <= 'z':
			lower = true
		case b >= 'A' && b <= 'Z' && lower:
			upperAfter = true
		}
	}
	return upperAfter
}

// position adds the sentence's place and markup and returns the objects
// they show.
func (f *features) position(sr *scorer, c string, ws []word, index int, inBlock, framed bool) (objs int) {
	f.fixed(grPos, &fts.index[min(index, 4)])
	if inBlock {
		f.fixed(grPos, &fts.block)
	}
	if framed {
		f.fixed(grPos, &fts.framed)
	}
	marker, heading := sr.read.marker, sr.read.heading
	if marker {
		f.fixed(grPos, &fts.marker)
		objs |= objMarker
	}
	if heading {
		f.fixed(grPos, &fts.heading)
	}
	if hasAddress(c) {
		f.fixed(grPos, &fts.address)
		objs |= objAddress
	}
	if hasSecretPath(c) {
		f.fixed(grPos, &fts.secretPath)
		objs |= objSecretPath
	}
	for _, w := range ws {
		if identShaped(c[w.start:w.end]) {
			objs |= objIdent
			break
		}
	}
	f.fixed(grPos, &fts.length[min(len(ws)/8, 6)])
	f.signs(c, ws)
	return objs
}

// signs adds the markup signs of c, its words in capitals (four letters
// or more, from ws) and whether it has non-ASCII text.
func (f *features) signs(c string, ws []word) {
	// One pass over the bytes for every sign, in markupSigns' order.
	var has [len(markupSigns)]bool
	nonASCII := false
	for i := 0; i < len(c); i++ {
		switch b := c[i]; {
		case b >= utf8.RuneSelf:
			nonASCII = true
		case b == '<':
			has[0] = true
		case b == '`':
			has[1] = true
		case b == '{':
			has[2] = true
		case b == '#':
			has[3] = true
		case b == '!':
			has[4] = true
		case b == '"':
			has[5] = true
		case b == '*':
			has[6] = has[6] || i+1 < len(c) && c[i+1] == '*'
		case b == ':':
			has[7] = has[7] || strings.HasPrefix(c[i:], "://")
		case b == '-':
			has[8] = has[8] || strings.HasPrefix(c[i:], "-->")
		}
	}
	for k, h := range has {
		if h {
			f.fixed(grPos, &fts.has[k])
		}
	}
	caps := 0
	for _, w := range ws {
		if w.end-w.start >= 4 && !(c[w.start] >= 'a' && c[w.start] <= 'z') && shouted(c[w.start:w.end]) {
			caps++
		}
	}
	f.fixed(grPos, &fts.caps[min(caps, 3)])
	if nonASCII {
		f.fixed(grPos, &fts.nonASCII)
	}
}

// shouted reports whether w has a capital letter and no small one.
func shouted(w string) bool {
	upper := false
	for i := 0; i < len(w); i++ {
		switch b := w[i]; {
		case b >= 'a' && b <= 'z':
			return false
		case b >= 'A' && b <= 'Z':
			upper = true
		case b >= utf8.RuneSelf:
			r, size := utf8.DecodeRuneInString(w[i:])
			if unicode.IsLower(r) {
				return false
			}
			upper = upper || unicode.IsUpper(r)
			i += size - 1
		}
	}
	return upper
}

var biasFeature = fixedFeature{fnvString(groupSeed[grBias], "1"), "1"}

// fixedFeature is a feature whose name does not come from the text,
// hashed once.
type fixedFeature struct {
	h    uint32
	name string
}

func (f *features) fixed(g int, ff *fixedFeature) { f.add(g, ff.h, ff.name) }

// fts holds the fixed features: lexicon classes and their pairs, place
// and markup.
var fts = func() (t struct {
	req, imp, neg                           [nRequests]fixedFeature
	reqW                                    [nRequests][8]fixedFeature
	tg                                      [len(targetNames)]fixedFeature
	fl                                      [len(flagNames)]fixedFeature
	rt                                      [nRequests][len(targetNames)]fixedFeature
	rf                                      [nRequests][len(flagNames)]fixedFeature
	ro                                      [nRequests][nObjects]fixedFeature
	tf                                      [len(targetNames)][len(flagNames)]fixedFeature
	index                                   [5]fixedFeature
	caps                                    [4]fixedFeature
	length                                  [7]fixedFeature
	has                                     [len(markupSigns)]fixedFeature
	block, framed, marker, heading, address fixedFeature
	secretPath, nonASCII                    fixedFeature
}) {
	ff := func(g int, name string) fixedFeature { return fixedFeature{fnvString(groupSeed[g], name), name} }
	for r, rn := range requestNames {
		t.req[r] = ff(grLex, "req:"+rn)
		t.imp[r] = ff(grLex, "imp:"+rn)
		t.neg[r] = ff(grLex, "neg:"+rn)
		for w := range t.reqW[r] {
			t.reqW[r][w] = ff(grLex, "req:"+rn+":"+strconv.Itoa(w))
		}
		for b, tn := range targetNames {
			t.rt[r][b] = ff(grPair, "rt:"+rn+":"+tn)
		}
		for b, fn := range flagNames {
			t.rf[r][b] = ff(grPair, "rf:"+rn+":"+fn)
		}
		for o, on := range objectNames {
			t.ro[r][o] = ff(grPair, "ro:"+rn+":"+on)
		}
	}
	for b, tn := range targetNames {
		t.tg[b] = ff(grLex, "tg:"+tn)
		for b2, fn := range flagNames {
			t.tf[b][b2] = ff(grPair, "tf:"+tn+":"+fn)
		}
	}
	for b, fn := range flagNames {
		t.fl[b] = ff(grLex, "fl:"+fn)
	}
	for i := range t.index {
		t.index[i] = ff(grPos, "index:"+strconv.Itoa(i))
	}
	for i := range t.caps {
		t.caps[i] = ff(grPos, "caps:"+strconv.Itoa(i))
	}
	for i := range t.length {
		t.length[i] = ff(grPos, "len:"+strconv.Itoa(i))
	}
	for k, m := range markupSigns {
		t.has[k] = ff(grPos, "has:"+m)
	}
	t.block, t.framed, t.marker, t.heading = ff(grPos, "block"), ff(grPos, "framed"), ff(grPos, "marker"), ff(grPos, "heading")
	t.address, t.secretPath, t.nonASCII = ff(grPos, "address"), ff(grPos, "secretpath"), ff(grPos, "nonascii")
	return
}()
