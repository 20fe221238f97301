package poisoning

import (
	_ "embed"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"
	"sync"
)

// The learned sentence model: a logistic regression over the features of
// features.go, trained on the tune part of the labelled corpus
// (testdata/poison) by model_train_test.go, whose weights are generated
// into sentence_model.bin:
//
//	go test ./internal/poisoning -run TestSentenceModel -update
//
// It reads the sentences the scorer reads (its cue scan passed) and in
// which no pattern and no reading found a directive, and proposes a
// sentence whose score reaches the threshold stored with the weights; the
// scorer's reading of the sentence can veto it (veto.go). Its reason
// names the features that weighed most. docs/poisoning.md says how it was
// validated and what it misses.

//go:embed sentence_model.bin
var sentenceModelFile []byte

// reasonModel is the kind of a finding of the model; the reason adds the
// score and the features that weighed most.
const reasonModel = "reads as an instruction to the agent (learned sentence model)"

type sentenceModel struct {
	w         []float32
	threshold float64
}

const modelMagic = "cetpaudit sentence model v1\n"

// loadSentenceModel parses the embedded weights once. They are generated
// and checked by TestSentenceModel, so a file that does not parse is a
// build defect.
var loadSentenceModel = sync.OnceValue(func() *sentenceModel {
	m, err := parseSentenceModel(sentenceModelFile)
	if err != nil {
		panic("poisoning: sentence_model.bin: " + err.Error() + " (regenerate it: go test ./internal/poisoning -run TestSentenceModel -update)")
	}
	return m
})

// encodeSentenceModel writes weights and threshold: the magic line, a
// header line, then the non-zero weights, quantized to steps of
// max|w|/32767, as (index delta, step count) varints.
func encodeSentenceModel(w []float64, threshold float64) []byte {
	maxAbs := 0.0
	for _, v := range w {
		maxAbs = math.Max(maxAbs, math.Abs(v))
	}
	step := maxAbs / 32767
	if step == 0 {
		step = 1
	}
	out := []byte(modelMagic)
	var body []byte
	n, last := 0, 0
	for i, v := range w {
		q := int64(math.Round(v / step))
		if q == 0 {
			continue
		}
		body = binary.AppendUvarint(body, uint64(i-last))
		body = binary.AppendVarint(body, q)
		last = i
		n++
	}
	out = fmt.Appendf(out, "bits=%d threshold=%s step=%s weights=%d\n", modelBits,
		strconv.FormatFloat(threshold, 'g', 17, 64), strconv.FormatFloat(step, 'g', 17, 64), n)
	return append(out, body...)
}

func parseSentenceModel(data []byte) (*sentenceModel, error) {
	if !strings.HasPrefix(string(data), modelMagic) {
		return nil, errors.New("not a sentence model file")
	}
	data = data[len(modelMagic):]
	k := strings.IndexByte(string(data), '\n')
	if k < 0 {
		return nil, errors.New("no header line")
	}
	var bits, n int
	var threshold, step float64
	if _, err := fmt.Sscanf(string(data[:k]), "bits=%d threshold=%g step=%g weights=%d", &bits, &threshold, &step, &n); err != nil {
		return nil, fmt.Errorf("header: %v", err)
	}
	if bits != modelBits {
		return nil, fmt.Errorf("weights for %d bits, the features hash into %d", bits, modelBits)
	}
	data = data[k+1:]
	m := &sentenceModel{w: make([]float32, modelDim), threshold: threshold}
	at := 0
	for i := 0; i < n; i++ {
		d, k1 := binary.Uvarint(data)
		if k1 <= 0 {
			return nil, fmt.Errorf("weight %d: bad index", i)
		}
		q, k2 := binary.Varint(data[k1:])
		if k2 <= 0 {
			return nil, fmt.Errorf("weight %d: bad value", i)
		}
		data = data[k1+k2:]
		at += int(d)
		if at >= modelDim {
			return nil, fmt.Errorf("weight %d: index %d out of range", i, at)
		}
		m.w[at] = float32(float64(q) * step)
	}
	if len(data) != 0 {
		return nil, fmt.Errorf("%d bytes after the weights", len(data))
	}
	return m, nil
}

// visitSentence, when set (training), sees the features of every
// sentence the scorer reads, with whether a directive was found in it
// (hit) and its vetoes (veto.go); the model is off meanwhile, so that the
// rules' decisions are the rules' alone.
var visitSentence func(f *features, c string, cs, ce int, hit bool, vetoes int)

// modelScan runs the model over the sentences of one text.
type modelScan struct {
	f features
	m *sentenceModel
}

// sentence scores sentence c (folded text, at cs..ce, the index-th chunk),
// which sr has just scored, and returns the reason of a finding when it
// is one. hit says whether a directive was found in it: the model reads
// only the sentences the scorer read and found nothing in, and reports
// one only when no veto of the scorer's reading rules it benign.
func (ms *modelScan) sentence(sr *scorer, c string, cs, ce, index int, inBlock, framed, hit bool) (string, bool) {
	if visitSentence != nil {
		ms.f.keep, ms.f.w = true, nil
		ms.f.sentence(sr, c, index, inBlock, framed)
		visitSentence(&ms.f, c, cs, ce, hit, sr.veto(c))
		return "", false
	}
	if hit {
		return "", false
	}
	if ms.m == nil {
		ms.m = loadSentenceModel()
	}
	ms.f.w = ms.m.w
	ms.f.sentence(sr, c, index, inBlock, framed)
	z := ms.f.score()
	if z < ms.m.threshold || sr.veto(c)&vetoOn != 0 {
		return "", false
	}
	return ms.explain(sr, c, index, inBlock, framed, z), true
}

// explain names the features that weighed most in sentence c's score.
func (ms *modelScan) explain(sr *scorer, c string, index int, inBlock, framed bool, z float64) string {
	var e features
	e.w, e.named, e.keep = ms.m.w, true, true
	e.sentence(sr, c, index, inBlock, framed)
	type contrib struct {
		what string
		v    float64
	}
	sum := map[string]float64{}
	for g := range e.name {
		if e.n[g] == 0 {
			continue
		}
		scale := 1 / sqrtInt(e.n[g])
		for k, name := range e.name[g] {
			sum[featureLabel(g, name)] += float64(ms.m.w[e.hash[g][k]]) * scale
		}
	}
	var cs []contrib
	for what, v := range sum {
		if v > 0 {
			cs = append(cs, contrib{what, v})
		}
	}
	sort.Slice(cs, func(i, j int) bool { return cs[i].v > cs[j].v || cs[i].v == cs[j].v && cs[i].what < cs[j].what })
	var b strings.Builder
	fmt.Fprintf(&b, "%s [score %.2f, threshold %.2f; weighed most:", reasonModel, z, ms.m.threshold)
	for i, c := range cs[:min(len(cs), 4)] {
		if i > 0 {
			b.WriteString(",")
		}
		b.WriteString(" " + c.what)
	}
	b.WriteString("]")
	return b.String()
}

// featureLabel says what a feature is, for a finding's reason.
func featureLabel(g int, name string) string {
	switch g {
	case grWord:
		return strconv.Quote(name)
	case grLex:
		return "lexicon " + name
	case grPair:
		return "lexicon pair " + name
	case grPos:
		return "place " + name
	}
	return "bias"
}

// routeModelHits moves the model's findings that name a tool or provider
// of idx (other than except) from the CETP501 matches to the CETP505 ones,
// as any directive about a tool in the scan is.
func routeModelHits(text string, instr, cross []Match, idx *nameIndex, except []string) ([]Match, []Match) {
	if idx == nil || idx.empty() {
		return instr, cross
	}
	kept := instr[:0:0]
	for _, m := range instr {
		if strings.HasPrefix(m.Reason, reasonModel) {
			if name, ok := namedIn(text[m.Start:m.End], idx, except); ok {
				m.Reason = "tells the agent to use, avoid or change " + strconv.Quote(name) + strings.TrimPrefix(m.Reason, "reads as an instruction to the agent")
				cross = append(cross, m)
				continue
			}
		}
		kept = append(kept, m)
	}
	return kept, cross
}

// namedIn returns a name of idx that span holds, quoted, shaped like an
// identifier or followed by a tool noun (a plain word that is also a name
// does not count).
func namedIn(span string, idx *nameIndex, except []string) (string, bool) {
	t := fold(span).text
	lower := asciiLower(t)
	for _, o := range idx.find(nil, lower, 0, len(t)) {
		name := idx.names[o.name]
		if containsString(except, name) {
			continue
		}
		quote(t, &o, 0, len(t))
		if !o.weak || toolNounAfter(t[o.end:]) {
			return name, true
		}
	}
	return "", false
}

func containsString(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}
