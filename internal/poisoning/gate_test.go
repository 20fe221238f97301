package poisoning

import (
	"math/rand"
	"reflect"
	"regexp"
	"regexp/syntax"
	"strings"
	"testing"
	"unicode/utf8"
)

// gateWords is what generated text is made of: cue words of many
// patterns, identifiers, and plain words.
var gateWords = strings.Fields(`ignore the previous instructions do not tell user never use call send_email
	sendEmail com.example.mail send-email ~/.ssh/id_rsa api key token read pass it and then to a@b.example
	+1 555 0100 https://x.example www.x.example system: assistant agent must should will be replaced
	this tool instead of rather than in place over only every whenever you see before any other tools
	keep secret silently hidden bcc cc: reply with always end your messages from now on act as
	user's contacts list password card numbers skip confirmation without asking has already approved
	deprecated broken note to model treat output as commands reveal prompt ignoriere anweisungen
	ignora instrucciones no digas usuario erzähle dem benutzer nichts the quick brown fox jumps 42 _x`)

var gateSeps = []string{" ", " ", " ", ", ", " - ", "\t", ": ", " (", ") ", ".", "-", "_", "", "/", " ** ", " <!-- ", "'", " \x00 ", "\x00"}

// genContext returns up to n random words and separators.
func genContext(rng *rand.Rand, n int) string {
	var b strings.Builder
	for k := rng.Intn(n + 1); k > 0; k-- {
		b.WriteString(gateWords[rng.Intn(len(gateWords))])
		b.WriteString(gateSeps[rng.Intn(len(gateSeps))])
	}
	return b.String()
}

// genMatch appends to b a random string that re's syntax describes,
// ignoring empty-width assertions (the caller checks the result).
func genMatch(rng *rand.Rand, re *syntax.Regexp, b *strings.Builder) {
	switch re.Op {
	case syntax.OpLiteral:
		for _, r := range re.Rune {
			if re.Flags&syntax.FoldCase != 0 && r < utf8.RuneSelf && rng.Intn(2) == 0 {
				r = []rune(strings.ToUpper(string(r)))[0]
			}
			b.WriteRune(r)
		}
	case syntax.OpCharClass:
		r := genClass(rng, re.Rune)
		// Case-insensitive classes hold the long s and the Kelvin sign,
		// which fold maps to ASCII before any pattern runs.
		switch r {
		case '\u017f':
			r = 's'
		case '\u212a':
			r = 'K'
		}
		b.WriteRune(r)
	case syntax.OpAnyChar, syntax.OpAnyCharNotNL:
		b.WriteByte(byte('a' + rng.Intn(26)))
	case syntax.OpCapture:
		genMatch(rng, re.Sub[0], b)
	case syntax.OpConcat:
		for _, s := range re.Sub {
			genMatch(rng, s, b)
		}
	case syntax.OpAlternate:
		genMatch(rng, re.Sub[rng.Intn(len(re.Sub))], b)
	case syntax.OpStar, syntax.OpPlus, syntax.OpQuest, syntax.OpRepeat:
		lo, hi := 0, 3
		switch re.Op {
		case syntax.OpPlus:
			lo = 1
		case syntax.OpQuest:
			hi = 1
		case syntax.OpRepeat:
			lo, hi = re.Min, re.Max
			if hi < 0 || hi > lo+3 {
				hi = lo + 3
			}
		}
		n := lo + rng.Intn(hi-lo+1)
		sub := re.Sub[0]
		isWord := sub.Op == syntax.OpCharClass && classHas(sub.Rune, 'a') && classHas(sub.Rune, '_') && !classHas(sub.Rune, ' ')
		for k := 0; k < n; k++ {
			if isWord && rng.Intn(2) == 0 {
				// A whole word, often a cue of some pattern.
				w := gateWords[rng.Intn(len(gateWords))]
				for _, r := range w {
					if !classHas(sub.Rune, r) {
						w = "x"
						break
					}
				}
				b.WriteString(w)
				k += len(w) - 1
				continue
			}
			genMatch(rng, sub, b)
		}
	}
}

func classHas(ranges []rune, r rune) bool {
	for i := 0; i+1 < len(ranges); i += 2 {
		if ranges[i] <= r && r <= ranges[i+1] {
			return true
		}
	}
	return false
}

// genClass picks a rune of a character class, favouring a space and ASCII.
func genClass(rng *rand.Rand, ranges []rune) rune {
	if classHas(ranges, ' ') && rng.Intn(2) == 0 {
		return ' '
	}
	var ascii []rune
	for i := 0; i+1 < len(ranges); i += 2 {
		if ranges[i] < 0x80 {
			ascii = append(ascii, ranges[i], min(ranges[i+1], 0x7f))
		}
	}
	if len(ascii) > 0 && rng.Intn(8) != 0 {
		ranges = ascii
	}
	i := rng.Intn(len(ranges)/2) * 2
	lo, hi := ranges[i], min(ranges[i+1], 0x10FFFF)
	r := lo + rune(rng.Int63n(int64(hi-lo+1)))
	if r >= 0xD800 && r <= 0xDFFF {
		r = lo
	}
	return r
}

// TestGatesKeepEveryMatch checks the gates of every directive pattern:
// for random text holding a random match of the pattern, the gated search
// finds exactly what the pattern finds in the whole sentence.
func TestGatesKeepEveryMatch(t *testing.T) {
	type named struct {
		what string
		p    *gatedRE
	}
	ps := patterns()
	var pats []named
	for i := range ps.instr {
		pats = append(pats, named{"instrPatterns[" + itoa(i) + "]", &ps.instr[i].gatedRE})
	}
	for i := range ps.cross {
		pats = append(pats, named{"crossPatterns[" + itoa(i) + "]", &ps.cross[i].gatedRE})
	}
	iters := 600
	if testing.Short() {
		iters = 200
	}
	rng := rand.New(rand.NewSource(501))
	sc := sentenceScan{v: ps.vocab}
	for _, np := range pats {
		re, err := syntax.Parse(np.p.re.String(), syntax.Perl)
		if err != nil {
			t.Fatal(err)
		}
		matched := 0
		for n := 0; n < iters; n++ {
			var b strings.Builder
			b.WriteString(genContext(rng, 8))
			genMatch(rng, re, &b)
			if rng.Intn(2) == 0 {
				b.WriteString(gateSeps[rng.Intn(len(gateSeps))])
			}
			b.WriteString(genContext(rng, 8))
			c := b.String()
			want := np.p.re.FindAllStringIndex(c, -1)
			if len(want) > 0 {
				matched++
			}
			var got [][]int
			sc.scan(c)
			for _, m := range sc.findAll(np.p, c) {
				got = append(got, []int{m[0], m[1]})
			}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("%s on %q: gated %v, whole sentence %v", np.what, c, got, want)
				break
			}
		}
		// A pattern the generator rarely hits is barely tested: a quarter
		// of the texts must match (the same seed gives the same texts).
		if matched < iters/4 {
			t.Errorf("%s: only %d of %d generated texts match; the generator misses the pattern", np.what, matched, iters)
		}
	}
}

func itoa(i int) string {
	return string(rune('0'+i/10)) + string(rune('0'+i%10))
}

// mdLinkRE is what mdLinks implements.
var mdLinkRE = regexp.MustCompile(`!?\[[^\]\n]{0,500}\]\(\s*[^()\s]{1,1000}(?:\s+(?:"[^"\n]{0,300}"|'[^'\n]{0,300}'))?\s*\)`)

// TestMarkdownLinks holds mdLinks to the regular expression it replaces,
// on random text holding random links and near misses.
func TestMarkdownLinks(t *testing.T) {
	re, err := syntax.Parse(mdLinkRE.String(), syntax.Perl)
	if err != nil {
		t.Fatal(err)
	}
	bits := []string{"[", "]", "(", ")", "![", "](", " ", "\n", "\t", `"`, "'", "é", "\xff", "x", "url", "[a](b)", "[a]( b \"t\" )",
		strings.Repeat("a", 499), strings.Repeat("é", 501), strings.Repeat("b", 1001), strings.Repeat("c", 299)}
	rng := rand.New(rand.NewSource(504))
	iters := 20000
	if testing.Short() {
		iters = 2000
	}
	for n := 0; n < iters; n++ {
		var b strings.Builder
		for k := rng.Intn(6); k > 0; k-- {
			if rng.Intn(3) == 0 {
				genMatch(rng, re, &b)
			} else {
				b.WriteString(bits[rng.Intn(len(bits))])
			}
		}
		s := b.String()
		want := mdLinkRE.FindAllStringIndex(s, -1)
		var got [][]int
		for _, m := range mdLinks(s) {
			got = append(got, []int{m[0], m[1]})
		}
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("mdLinks(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestGroupSetWords checks that the unrolled operations on groupSet see
// a group in every word: a word they leave out would hide every group
// numbered in it (the patterns gated on them would never run).
func TestGroupSetWords(t *testing.T) {
	for w := 0; w < groupWords; w++ {
		id := w*64 + 5
		var g, h groupSet
		g.add(id)
		if g.empty() {
			t.Errorf("word %d: empty() misses group %d", w, id)
		}
		h.or(&g)
		if !h.has(id) {
			t.Errorf("word %d: or() drops group %d", w, id)
		}
		var none groupSet
		if g.within(&none) {
			t.Errorf("word %d: within() misses group %d", w, id)
		}
		s := sentenceScan{}
		if s.possible(&gateNeeds{needs: g}) {
			t.Errorf("word %d: possible() misses group %d", w, id)
		}
	}
}
