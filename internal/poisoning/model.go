package poisoning

import (
	_ "embed"
	"encoding/binary"
	"fmt"
	"math"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"unicode"
	"unicode/utf8"
)

// The learned reading: a linear model over the words of a text, trained
// on this repository's corpus, asked last and only for a text no rule
// took (issue 11, stop 37). The rules read a wording; sets written by
// helpers who vary every word (poisonT43, poisonT44, poisonX40, poisonX42)
// showed what that costs: a class read from one author's fifty attacks
// held three of another author's sixty. A logistic regression over word
// unigrams and bigrams, hashed into modelDim buckets, carries from the
// words an author cannot avoid ("summary", "quietly", "partner", "future
// conversations") to wordings no rule names. On the held-out part of the
// corpus, rules and model together reach CETP501 precision 0.930 and
// recall 0.740 against the rules' 0.927 and 0.643 (retrainings move these
// by a few items; docs/poisoning.md has the figures on the sets it was
// never trained on, and its cost).
//
// The weights are generated in the repository: TestModelWeights retrains
// from the corpus's tune part and the read sealed sets (never the held-out
// part, nor modelMeasureSets) and compares with model.bin; run it with
// -update to write model.bin after the data changes (go generate runs it).
// Training is plain stochastic gradient descent with AdaGrad steps and a
// fixed shuffle, so the same data gives the same weights; a bucket seen in
// fewer than five training texts is not learned.
//
// A finding quotes the sentence the model scores highest and names the
// words that weigh most in it, so a reviewer sees why.

//go:generate go test -run TestModelWeights -update .

// modelDim is the number of hashed feature buckets.
const modelDim = 1 << 18

// modelThreshold is the score from which a text no rule took is reported:
// high, because the model reads words, not structure, and a hard near miss
// can share an attack's words (out of fold on its training set it adds
// about one such text in a hundred at this score).
const modelThreshold = 0.98

// reasonModelPrefix starts the reason of a match of the learned reading.
const reasonModelPrefix = "reads as an instruction to the agent, to a model learned from this repository's corpus"

// modelOff switches the learned reading off; TestModelBeatsRules sets it
// to score the rules alone (atomic: tests may run in parallel).
var modelOff atomic.Bool

//go:embed model.bin
var modelBin []byte

// modelWeights are the weights of model.bin, decoded on first use.
var modelWeights = sync.OnceValue(func() []float32 { return decodeModel(modelBin) })

// modelScale is the fixed point of the stored weights: a weight is kept
// as a 16-bit integer, w·modelScale, which is within 1.3·10⁻⁴ of it.
const modelScale = 4096

// decodeModel decodes the weights' file: a little-endian count, then per
// weight the gap from the previous bucket (uvarint) and the weight
// (int16, little-endian, over modelScale); buckets ascending.
func decodeModel(bin []byte) []float32 { return decodeWeights(bin, modelDim) }

// decodeWeights decodes a weights' file of dim weights (decodeModel's
// format).
func decodeWeights(bin []byte, dim int) []float32 {
	w := make([]float32, dim)
	if len(bin) < 4 {
		return w
	}
	n := int(binary.LittleEndian.Uint32(bin))
	b := bin[4:]
	k := uint64(0)
	for i := 0; i < n; i++ {
		gap, m := binary.Uvarint(b)
		if m <= 0 || len(b) < m+2 {
			break
		}
		k += gap
		if k < uint64(dim) {
			w[k] = float32(int16(binary.LittleEndian.Uint16(b[m:]))) / modelScale
		}
		b = b[m+2:]
	}
	return w
}

// encodeModel is the inverse of decodeModel, for the weights' generator;
// weights that round to zero are left out.
func encodeModel(w []float64) []byte {
	var n uint32
	var body []byte
	last := 0
	for k, v := range w {
		q := math.Round(v * modelScale)
		q = max(-math.MaxInt16, min(math.MaxInt16, q))
		if q == 0 {
			continue
		}
		body = binary.AppendUvarint(body, uint64(k-last))
		body = binary.LittleEndian.AppendUint16(body, uint16(int16(q)))
		last = k
		n++
	}
	return append(binary.LittleEndian.AppendUint32(nil, n), body...)
}

// modelWord is one word of a text as the model reads it.
type modelWord struct {
	s          string
	start, end int
}

// modelWords splits the lower-case text l into words: runs of letters,
// digits, '_' and apostrophes; a CJK or kana letter ends a word and is
// skipped, as is a word with letters of another script than Latin
// (latinWord).
func modelWords(buf []modelWord, l string) []modelWord {
	buf = buf[:0]
	eachModelWord(l, func(start, end int) { buf = append(buf, modelWord{l[start:end], start, end}) })
	return buf
}

// latinWord reports whether every letter of w is Latin. The model reads
// Latin words only: the corpus holds too few honest texts in other
// scripts for it to learn them (trained on them, it took the script
// itself for a sign of an attack), and a sentence in another script is
// the rules' to read; skipping the words, not the text, keeps a Latin
// attack with a foreign sentence appended readable.
func latinWord(w string) bool {
	for _, r := range w {
		if r >= utf8.RuneSelf && unicode.IsLetter(r) && !unicode.Is(unicode.Latin, r) {
			return false
		}
	}
	return true
}

// eachModelWord calls f with the bounds of each word of l, in order (see
// modelWords).
func eachModelWord(l string, f func(start, end int)) {
	emit := func(start, end int) {
		if latinWord(l[start:end]) {
			f(start, end)
		}
	}
	start := -1
	for i := 0; i < len(l); {
		r, n := rune(l[i]), 1
		if r >= utf8.RuneSelf {
			r, n = utf8.DecodeRuneInString(l[i:])
		}
		word := r < utf8.RuneSelf && (isWordByte(byte(r)) || r == '\'') || r >= utf8.RuneSelf && (unicode.IsLetter(r) || unicode.IsDigit(r))
		switch {
		case word && r > 0x2E80:
			if start >= 0 {
				emit(start, i)
			}
			start = -1
		case word && start < 0:
			start = i
		case !word && start >= 0:
			emit(start, i)
			start = -1
		}
		i += n
	}
	if start >= 0 {
		emit(start, len(l))
	}
}

// modelHash is the bucket of one feature: "u:" and a word, or "b:" and
// two words with a space between.
func modelHash(kind byte, a, b string) uint32 {
	// FNV-1a, inline: a hasher per feature would allocate.
	h := uint32(2166136261)
	h = (h ^ uint32(kind)) * 16777619
	h = (h ^ ':') * 16777619
	for i := 0; i < len(a); i++ {
		h = (h ^ uint32(a[i])) * 16777619
	}
	if b != "" {
		h = (h ^ ' ') * 16777619
		for i := 0; i < len(b); i++ {
			h = (h ^ uint32(b[i])) * 16777619
		}
	}
	return h % modelDim
}

// modelFeatures returns (for training, and as the reference the one-pass
// scorer is tested against) the distinct buckets of the words ws: a bias, each
// word, each pair of neighbouring words.
func modelFeatures(out []uint32, ws []modelWord) []uint32 {
	out = append(out[:0], modelHash('x', "bias", ""))
	for i, w := range ws {
		out = append(out, modelHash('u', w.s, ""))
		if st := modelStem(w.s); st != w.s {
			out = append(out, modelHash('s', st, ""))
		}
		if i+1 < len(ws) {
			out = append(out, modelHash('b', w.s, ws[i+1].s))
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// modelText is the text the model reads: folded as the rules read it, in
// lower case.
func modelText(p *prepared) string { return modelLower(p.folded().text) }

// modelLower lower-cases s without changing its length, so that a span of
// it is a span of s: a rune whose lower case takes another number of bytes
// ("İ", "Ⱥ", "ẞ") and an invalid byte are kept as they are. (With
// strings.ToLower one such rune turned the reading off for the text.)
func modelLower(s string) string {
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			b = append(b, c)
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if lr := unicode.ToLower(r); r != utf8.RuneError && lr != r && utf8.RuneLen(lr) == n {
			b = utf8.AppendRune(b, lr)
		} else {
			b = append(b, s[i:i+n]...)
		}
		i += n
	}
	return string(b)
}

// latinText reports whether nine letters in ten of l are Latin: the texts
// the model is trained on (a text mostly in another script would train
// only the bias).
func latinText(l string) bool {
	latin, other := 0, 0
	for _, r := range l {
		switch {
		case r < utf8.RuneSelf:
			if 'a' <= r && r <= 'z' {
				latin++
			}
		case unicode.Is(unicode.Latin, r):
			latin++
		case unicode.IsLetter(r):
			other++
		}
	}
	return other*9 <= latin
}

// modelScoreOf returns (for training and its tests) the model's probability that the features fs are
// an attack's.
func modelScoreOf(w []float32, fs []uint32) float64 {
	z := 0.0
	for _, k := range fs {
		z += float64(w[k])
	}
	return 1 / (1 + math.Exp(-z))
}

// modelDirective reports the learned reading of a text no rule took: the
// sentence it scores highest, with the words that weigh most in it, when
// the whole text scores modelThreshold or more.
func modelDirective(p *prepared, found func(start, end int, reason string)) {
	if modelOff.Load() {
		return
	}
	l := modelText(p)
	w := modelWeights()
	sc := modelScorers.Get().(*modelScorer)
	defer modelScorers.Put(sc)
	score, _, _ := sc.score(w, l)
	if score < modelThreshold {
		return
	}
	bestS, bestE, best := 0, len(l), -1.0
	chunks(l, func(cs, ce int) {
		if s, first, last := sc.score(w, l[cs:ce]); first >= 0 && s > best {
			best, bestS, bestE = s, cs+first, cs+last
		}
	})
	if k, _ := mentionFrame(p.folded().text[bestS:bestE], p.lower()[bestS:bestE]); k >= 0 {
		return // a scanner's description quoting what it detects, as the rules read it
	}
	found(bestS, bestE, fmt.Sprintf("%s (score %.2f; weighing most: %s) [model: linear, words and word pairs]", reasonModelPrefix, score, strongestWords(w, modelWords(nil, l[bestS:bestE]))))
}

// modelScorer scores a text in one pass over its words, whatever its
// length: a bit per bucket keeps each feature counted once, and the
// buckets set are cleared after, so memory does not grow with the text.
type modelScorer struct {
	bits    [modelDim / 64]uint64
	touched []uint32
}

var modelScorers = sync.Pool{New: func() any { return new(modelScorer) }}

// score returns the model's probability for l (the same features as
// modelFeatures over modelWords) and the bounds of its first and last
// words, or -1, -1 when it has none.
func (m *modelScorer) score(w []float32, l string) (float64, int, int) {
	z := 0.0
	add := func(k uint32) {
		if m.bits[k>>6]&(1<<(k&63)) == 0 {
			m.bits[k>>6] |= 1 << (k & 63)
			m.touched = append(m.touched, k)
			z += float64(w[k])
		}
	}
	add(modelHash('x', "bias", ""))
	first, last, prev := -1, -1, ""
	eachModelWord(l, func(start, end int) {
		word := l[start:end]
		add(modelHash('u', word, ""))
		if st := modelStem(word); st != word {
			add(modelHash('s', st, ""))
		}
		if prev != "" {
			add(modelHash('b', prev, word))
		}
		if first < 0 {
			first = start
		}
		last, prev = end, word
	})
	for _, k := range m.touched {
		m.bits[k>>6] &^= 1 << (k & 63)
	}
	m.touched = m.touched[:0]
	return 1 / (1 + math.Exp(-z)), first, last
}

// strongestWords names the three words, stems ("hid…") or word pairs of
// ws with the largest positive weights.
func strongestWords(w []float32, ws []modelWord) string {
	var cs []weighed
	for i, x := range ws {
		cs = append(cs, weighed{fmt.Sprintf("%q", x.s), w[modelHash('u', x.s, "")]})
		if st := modelStem(x.s); st != x.s {
			cs = append(cs, weighed{fmt.Sprintf("%q", st+"…"), w[modelHash('s', st, "")]})
		}
		if i+1 < len(ws) {
			cs = append(cs, weighed{fmt.Sprintf("%q", x.s+" "+ws[i+1].s), w[modelHash('b', x.s, ws[i+1].s)]})
		}
	}
	return heaviest(cs)
}

// weighed is a feature named for a reader and its weight.
type weighed struct {
	s string
	v float32
}

// heaviest names the three distinct features of cs that weigh most in
// favour, heaviest first (stable among equals), for a finding's reason.
func heaviest(cs []weighed) string {
	slices.SortStableFunc(cs, func(a, b weighed) int {
		switch {
		case a.v > b.v:
			return -1
		case a.v < b.v:
			return 1
		}
		return 0
	})
	var out []string
	for _, c := range cs {
		if len(out) == 3 || c.v <= 0 {
			break
		}
		if !slices.Contains(out, c.s) {
			out = append(out, c.s)
		}
	}
	if len(out) == 0 {
		return "the text as a whole"
	}
	return strings.Join(out, ", ")
}

// modelStem strips an English inflection from a word of six letters or
// more, so that "hides", "hidden" and "hiding" share a feature besides
// their own.
func modelStem(w string) string {
	if len(w) < 6 {
		return w
	}
	for _, suf := range [...]string{"ing", "ed", "es", "s", "ly", "en"} {
		if strings.HasSuffix(w, suf) {
			return w[:len(w)-len(suf)]
		}
	}
	return w
}
