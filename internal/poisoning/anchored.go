package poisoning

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// Some patterns hold strongSecret, whose many literals make a program too
// large for Go's backtracking matcher; the pike VM then costs a lot per
// byte. They run instead as the regexp package would run them, but trying
// the expensive part only where it can match, anchored there:
//
//   - gapFindAll handles \b(words)\b{Wn}REST by walking the word gap in the
//     order leftmost-first matching tries it and testing REST at each place
//     it could start;
//   - anchoredFindAll handles patterns whose matches start only where a
//     predicate holds by running the pattern anchored at those places.
//
// Both give exactly FindAllStringIndex's matches (TestGatesKeepEveryMatch).

// gapRE is \b(START)\b\W+(?:\w+\W+){0,n}?REST, with START the words of
// cue group start.
type gapRE struct {
	v     *cueVocab
	start int
	n     int
	rest  *regexp.Regexp // \A(?:REST)
	// restAt reports whether REST may match at w[q:]; false only where it
	// cannot.
	restAt func(w string, q int) bool
}

// maxGapWords bounds n.
const maxGapWords = 16

// findAll appends the matches of the whole pattern in w to out, in order.
func (g *gapRE) findAll(w string, out []loc) []loc {
	var lw [maxCueWord]byte
	for i := 0; i < len(w); {
		if i > 0 && isWordByte(w[i-1]) {
			// Resuming inside a run after a match: no \b here.
			for i < len(w) && isWordByte(w[i]) {
				i++
			}
		}
		for i < len(w) && !isWordByte(w[i]) {
			i++
		}
		rs := i
		for i < len(w) && isWordByte(w[i]) {
			i++
		}
		if rs == i || i-rs > maxCueWord {
			continue
		}
		for k := rs; k < i; k++ {
			c := w[k]
			if c >= 'A' && c <= 'Z' {
				c += 'a' - 'A'
			}
			lw[k-rs] = c
		}
		if gs, ok := g.v.words[string(lw[:i-rs])]; !ok || !gs.has(g.start) {
			continue
		}
		if e := g.matchAt(w, i); e >= 0 {
			out = append(out, loc{rs, e})
			i = e
		}
	}
	return out
}

// matchAt returns the end of the match whose START run ends at a, or -1.
// \W+ is greedy and the repetition lazy, so leftmost-first matching tries
// REST at the end of each stretch of non-word characters, deeper and
// deeper into the gap, before backing off into a stretch's inside, from
// the deepest stretch back to the first.
func (g *gapRE) matchAt(w string, a int) int {
	var levels [maxGapWords + 1][2]int // stretches of non-word bytes
	k := 0
	for {
		b := a
		for b < len(w) && !isWordByte(w[b]) {
			b++
		}
		if b == a {
			break // \W+ needs a character
		}
		levels[k] = [2]int{a, b}
		k++
		if k > g.n || b == len(w) {
			break
		}
		r := b
		for r < len(w) && isWordByte(w[r]) {
			r++
		}
		a = r
	}
	for l := 0; l < k; l++ {
		if e := g.tryRest(w, levels[l][1]); e >= 0 {
			return e
		}
	}
	var bounds [64]int
	for l := k - 1; l >= 0; l-- {
		a, b := levels[l][0], levels[l][1]
		// Rune boundaries strictly inside the stretch, last first.
		qs := bounds[:0]
		for q := a; q < b; {
			_, size := utf8.DecodeRuneInString(w[q:b])
			q += size
			if q < b {
				if len(qs) == cap(qs) {
					qs = append(make([]int, 0, 2*cap(qs)), qs...)
				}
				qs = append(qs, q)
			}
		}
		for j := len(qs) - 1; j >= 0; j-- {
			if e := g.tryRest(w, qs[j]); e >= 0 {
				return e
			}
		}
	}
	return -1
}

func (g *gapRE) tryRest(w string, q int) int {
	if !g.restAt(w, q) {
		return -1
	}
	if loc := g.rest.FindStringIndex(w[q:]); loc != nil {
		return q + loc[1]
	}
	return -1
}

// anchoredRE is a pattern whose matches start only where at holds.
type anchoredRE struct {
	re *regexp.Regexp // \A(?:pattern)
	at func(w string, q int) bool
}

func (p *anchoredRE) findAll(w string, out []loc) []loc {
	for q := 0; q < len(w); {
		if p.at(w, q) {
			if m := p.re.FindStringIndex(w[q:]); m != nil && m[1] > 0 {
				out = append(out, loc{q, q + m[1]})
				q += m[1]
				continue
			}
		}
		_, size := utf8.DecodeRuneInString(w[q:])
		q += size
	}
	return out
}

// secretStarts are the first words of strongSecret's alternatives that
// start with a word.
var secretStarts map[string]bool

var _ = onLoad(func() {
	secretStarts = wordSet(`id_rsa id_dsa id_ecdsa id_ed25519 mcp hosts credential credentials private secret api
	access auth bearer refresh session cookies seed recovery mnemonic keychain keystore 2fa otp mfa one environment env
	secrets system conversation chat message previous clipboard home full`)
})

// dotSecrets are the words strongSecret's alternatives put after a dot.
var dotSecrets map[string]bool

var _ = onLoad(func() {
	dotSecrets = wordSet(`env ssh aws gnupg kube docker netrc npmrc pypirc git bash_history zsh_history`)
})

func wordSet(s string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(s) {
		m[w] = true
	}
	return m
}

// secretAt reports whether strongSecret may match at w[q:]: at "~/",
// "/etc/", a dot before one of dotSecrets, or the start of a word of
// secretStarts.
func secretAt(w string, q int) bool {
	if q >= len(w) {
		return false
	}
	switch c := w[q]; {
	case c == '~':
		return q+1 < len(w) && w[q+1] == '/'
	case c == '/':
		return len(w)-q >= 5 && strings.EqualFold(w[q:q+5], "/etc/")
	case c == '.':
		return runIn(w, q+1, dotSecrets)
	case isWordByte(c):
		return (q == 0 || !isWordByte(w[q-1])) && runIn(w, q, secretStarts)
	}
	return false
}

// runIn reports whether the \w run starting at w[q] is, lower-cased, one of
// set.
func runIn(w string, q int, set map[string]bool) bool {
	var lw [maxCueWord]byte
	e := q
	for e < len(w) && isWordByte(w[e]) {
		if e-q == maxCueWord {
			return false
		}
		c := w[e]
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		lw[e-q] = c
		e++
	}
	return e > q && set[string(lw[:e-q])]
}
