package poison

import (
	"regexp"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/clawseed/cetpaudit/finding"
)

// Bounds on the names CrossToolRefs compares against: a hostile capture
// may list many tools with long names.
const (
	maxNames     = 4096
	maxNameBytes = 256
	maxTokenLen  = 130 // longer tokens cannot be within distance 2 of a name
)

// occurrence marks where a name appears in the folded text; the directive
// patterns see it as a NUL byte.
const occurrence = "\x00"

type crossPattern struct {
	re   *regexp.Regexp
	verb string // "use", "avoid", "replace" or "redirect"
	keep func(c string, loc []int) bool
}

func cpat(verb, expr string, keep func(string, []int) bool) crossPattern {
	expr = strings.NewReplacer("{T}", `\x00`).Replace(gaps(expr))
	return crossPattern{regexp.MustCompile(`(?i)` + expr), verb, keep}
}

// crossPatterns are directives about a named tool. Order matters: the
// first pattern to claim a span gives the reason.
var crossPatterns = []crossPattern{
	cpat("avoid", `\b(?:never|do\s+not|don'?t|dont|stop|avoid|must\s+not|should\s+not|shouldn'?t|no\s+longer)\s+(?:use|using|call|calling|invoke|invoking|trust|trusting|rely\s+on|relying\s+on|run|running|send\s+\w+(?:\s+\w+){0,3}\s+(?:with|via|through|to))\s+(?:(?:results?|output|data|responses?|answers?)\s+(?:from|of|by)\s+)?(?:the\s+)?{T}`, nil),
	cpat("avoid", `\b(?:avoid|ignore|distrust|discard|disregard|skip|bypass|block)\s+(?:(?:all\s+)?(?:results?|output|data|responses?|answers?)\s+(?:from|of|by)\s+)?(?:the\s+)?{T}`, nil),
	cpat("avoid", `\bnever\b{W4}\bthrough\s+(?:the\s+)?{T}`, nil),
	cpat("avoid", `{T}(?:\s+tool|\s+provider)?\s+(?:is|are|was|has\s+been)\s+(?:now\s+|currently\s+)?(?:deprecated|broken|compromised|insecure|unsafe|outdated|obsolete|malicious|disabled|unreliable|retired|hacked|fake|dangerous)`, nil),
	cpat("replace", `\b(?:instead\s+of|rather\s+than|in\s+place\s+of)\s+(?:using\s+|calling\s+|invoking\s+)?(?:the\s+)?{T}`, nil),
	cpat("replace", `\bprefer\b{W8}\bover\s+(?:the\s+)?{T}`, nil),
	cpat("replace", `\b(?:replaces?|supersedes?|overrides?|deprecates?|shadows?)\s+(?:the\s+)?{T}`, nil),
	cpat("redirect", `{T}(?:\s+tool)?\s+(?:must|should|shall|has\s+to|needs\s+to)\s+(?:now\s+|always\s+|only\s+|never\s+)?(?:send|upload|forward|use|route|call|copy|go|redirect|include|bcc|cc|add|append|attach|post|share|store|save|log|write|report|deliver|be\s+(?:replaced|sent|routed|redirected|called|avoided|skipped|ignored))`, nil),
	cpat("use", `\b(?:use|using|call|calling|invoke|invoking|run|execute|executing|trigger|triggering|trust|rely\s+on|switch\s+to)\s+(?:the\s+|only\s+)?(?:\w+\s+)?{T}`, notProvenance),
	cpat("use", `\b(?:forward|send|route|redirect|pass|give|upload|copy|share|post)\b{W8}\b(?:to|through|via|with|using)\s+(?:the\s+)?{T}`, nil),
}

// CrossToolRefs reports where text names another tool or provider from
// names and tells the agent to use, avoid or replace it, or changes how it
// behaves (CETP505, shadowing). A name matches exactly (case-insensitive,
// ignoring '_', '-', '.' and spaces, so sendEmail and send-email name
// send_email) or, for a token of 5+ characters, within edit distance 2
// (send_emial, get_balnce). A plain mention ("the alert_id returned by list_alerts") is not
// reported. names should hold the other tools' names, provider ids and
// provider names in scope, not the described tool's own name.
func CrossToolRefs(text string, names []string) []Match {
	idx := newNameIndex(names)
	if idx.empty() {
		return nil
	}
	f := fold(text)
	t := f.text
	lower := asciiLower(t)
	var ms []Match
	chunks(t, func(cs, ce int) {
		occ := idx.find(lower, cs, ce)
		if len(occ) == 0 {
			return
		}
		// Mask every occurrence in the chunk with one NUL byte.
		var b strings.Builder
		pos := cs
		for _, o := range occ {
			b.WriteString(t[pos:o.start])
			b.WriteString(occurrence)
			pos = o.end
		}
		b.WriteString(t[pos:ce])
		masked := b.String()
		// back maps a masked offset to the folded text.
		back := func(p int) int {
			shift := 0
			for _, o := range occ {
				mpos := o.start - cs - shift
				if p <= mpos {
					break
				}
				shift += o.end - o.start - 1
			}
			return cs + p + shift
		}
		for _, p := range crossPatterns {
			for _, loc := range p.re.FindAllStringIndex(masked, -1) {
				if p.keep != nil && !p.keep(masked, loc) {
					continue
				}
				k := strings.IndexByte(masked[loc[0]:loc[1]], 0)
				if k < 0 {
					continue
				}
				// Which occurrence is this placeholder?
				n := strings.Count(masked[:loc[0]+k], occurrence)
				name := idx.names[occ[n].name]
				ms = append(ms, f.span(back(loc[0]), back(loc[1]), crossReason(p.verb, name)))
			}
		}
	})
	return merge(ms)
}

func crossReason(verb, name string) string {
	q := finding.QuoteN(name, 64)
	switch verb {
	case "avoid":
		return "tells the agent to avoid " + q
	case "replace":
		return "tells the agent to replace " + q + " with this tool"
	case "redirect":
		return "tells the agent to change how " + q + " behaves"
	}
	return "tells the agent to use " + q
}

// nameIndex holds the names in comparable form.
type nameIndex struct {
	names   []string       // as given
	exact   map[string]int // key → index into names
	fuzzy   []fuzzyName    // single-token names eligible for edit distance
	phrases []phrase       // multi-word names, matched as phrases
}

type fuzzyName struct {
	key  string
	n    int // rune count of key
	max  int // allowed distance
	name int
}

type phrase struct {
	words string // lower-case, single spaces
	name  int
}

func newNameIndex(names []string) *nameIndex {
	idx := &nameIndex{exact: map[string]int{}}
	for _, n := range names {
		if len(idx.names) == maxNames {
			break
		}
		n = strings.TrimSpace(n)
		if n == "" || len(n) > maxNameBytes || !utf8.ValidString(n) {
			continue
		}
		i := len(idx.names)
		idx.names = append(idx.names, n)
		if strings.ContainsAny(n, " \t") {
			idx.phrases = append(idx.phrases, phrase{strings.Join(strings.Fields(asciiLower(n)), " "), i})
			continue
		}
		key := nameKey(n)
		if key == "" {
			continue
		}
		if _, dup := idx.exact[key]; !dup {
			idx.exact[key] = i
		}
		if rn := utf8.RuneCountInString(key); rn >= 3 {
			idx.fuzzy = append(idx.fuzzy, fuzzyName{key, rn, 2, i})
		}
	}
	return idx
}

func (x *nameIndex) empty() bool { return len(x.names) == 0 }

// nameKey is the comparable form of a name or token: lower case, without
// '_', '-', '.' separators.
func nameKey(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch r {
		case '_', '-', '.':
			continue
		}
		b.WriteRune(unicode.ToLower(r))
	}
	return b.String()
}

type occ struct{ start, end, name int }

// find returns the name occurrences in lower[cs:ce], in order and not
// overlapping.
func (x *nameIndex) find(lower string, cs, ce int) []occ {
	var out []occ
	c := lower[cs:ce]
	for i := 0; i < len(c); {
		r, size := utf8.DecodeRuneInString(c[i:])
		if !tokenRune(r) {
			i += size
			continue
		}
		j := i
		for j < len(c) {
			r2, s2 := utf8.DecodeRuneInString(c[j:])
			if !tokenRune(r2) {
				break
			}
			j += s2
		}
		s, e := i, j
		for e > s && strings.IndexByte("._-", c[e-1]) >= 0 {
			e--
		}
		for s < e && strings.IndexByte("._-", c[s]) >= 0 {
			s++
		}
		if e-s <= maxTokenLen*utf8.UTFMax {
			if n, ok := x.match(c[s:e]); ok {
				out = append(out, occ{cs + s, cs + e, n})
			}
		}
		i = j
	}
	for _, p := range x.phrases {
		for k := 0; k < len(c); {
			at := strings.Index(c[k:], p.words)
			if at < 0 {
				break
			}
			s, e := k+at, k+at+len(p.words)
			if boundary(c, s, e) {
				out = append(out, occ{cs + s, cs + e, p.name})
			}
			k = s + 1
		}
	}
	return dedupOcc(out)
}

func tokenRune(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_' || r == '-' || r == '.'
}

func boundary(c string, s, e int) bool {
	if s > 0 {
		r, _ := utf8.DecodeLastRuneInString(c[:s])
		if unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_' {
			return false
		}
	}
	if e < len(c) {
		r, _ := utf8.DecodeRuneInString(c[e:])
		if unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_' {
			return false
		}
	}
	return true
}

// match compares one token with the names.
func (x *nameIndex) match(tok string) (int, bool) {
	key := nameKey(tok)
	if n, ok := x.exact[key]; ok {
		return n, true
	}
	rn := utf8.RuneCountInString(key)
	if rn < 5 || rn > maxTokenLen {
		return 0, false
	}
	for _, fz := range x.fuzzy {
		if rn-fz.n > fz.max || fz.n-rn > fz.max {
			continue
		}
		if withinDistance(key, fz.key, fz.max) {
			return fz.name, true
		}
	}
	return 0, false
}

// withinDistance reports whether the Levenshtein distance between a and b
// is at most k (k ≤ 2), filling only the diagonal band of width 2k+1.
// Callers bound both lengths by maxTokenLen+2 runes.
func withinDistance(a, b string, k int) bool {
	var bufA, bufB [maxTokenLen + 3]rune
	ra, rb := toRunes(bufA[:0], a), toRunes(bufB[:0], b)
	if ra == nil || rb == nil || len(ra)-len(rb) > k || len(rb)-len(ra) > k {
		return false
	}
	const inf = 1 << 30
	var rows [2][maxTokenLen + 3]int
	prev, cur := rows[0][:len(rb)+1], rows[1][:len(rb)+1]
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		lo, hi := max(1, i-k), min(len(rb), i+k)
		for j := range cur {
			cur[j] = inf
		}
		if i <= k {
			cur[0] = i
		}
		best := cur[0]
		for j := lo; j <= hi; j++ {
			v := prev[j-1]
			if ra[i-1] != rb[j-1] {
				v++
			}
			v = min(v, prev[j]+1, cur[j-1]+1)
			cur[j] = v
			best = min(best, v)
		}
		if best > k {
			return false
		}
		prev, cur = cur, prev
	}
	return prev[len(rb)] <= k
}

// toRunes decodes s into buf, or returns nil when it does not fit.
func toRunes(buf []rune, s string) []rune {
	for _, r := range s {
		if len(buf) == cap(buf) {
			return nil
		}
		buf = append(buf, r)
	}
	return buf
}

// dedupOcc sorts occurrences and drops ones overlapping an earlier one.
func dedupOcc(o []occ) []occ {
	if len(o) < 2 {
		return o
	}
	sort.Slice(o, func(i, j int) bool {
		if o[i].start != o[j].start {
			return o[i].start < o[j].start
		}
		return o[i].end > o[j].end
	})
	out := o[:1]
	for _, x := range o[1:] {
		if x.start >= out[len(out)-1].end {
			out = append(out, x)
		}
	}
	return out
}
