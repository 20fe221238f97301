package poisoning

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/clawseed/cetpaudit/internal/lazyregexp"
)

// Link patterns run on the folded text, so zero-width characters and
// full-width forms cannot hide a scheme. Schemes, opaque URIs, host/path
// links and blobs are found by scanning from a literal anchor ("://", ':',
// '/') and the regular expressions run only on sentences holding their
// literal, which keeps Links linear and fast.
var (
	wwwHost = lazyregexp.New(`(?i)\bwww\d{0,3}\.[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63})+[^\s<>"'` + "`" + `]*`)
	// A reference definition's destination looks like a link: in angle
	// brackets, or holding '/', '.', '#', ':' or '?' ("[BETA]: results may
	// change" is a label, not a definition).
	mdRefDef = lazyregexp.New(`(?m)^[ \t]{0,3}\[[^\]\n]{1,200}\]:[ \t]*(?:<[^>\s]+>|[^\s/.#:?]*[/.#:?][^\s]*[^\s.,;:!?])`)
	htmlAttr = lazyregexp.New(`(?i)<[a-z][a-z0-9-]{0,30}\s+[a-z_:][a-z0-9_:.-]{0,40}\s*(?:=\s*(?:"[^"]{0,1000}"|'[^']{0,1000}'|[^\s"'<>]{0,1000}))?[^<>]{0,1000}>`)
	htmlBare = lazyregexp.New(`(?i)</?([a-z][a-z0-9-]{0,30})\s*/?>`)
)

// opaqueSchemes are URI schemes written without "//".
var opaqueSchemes map[string]bool

var _ = onLoad(func() {
	opaqueSchemes = map[string]bool{
		"javascript": true, "vbscript": true, "mailto": true, "tel": true, "sms": true,
		"data": true, "intent": true, "market": true, "android-app": true,
	}
})

// linkTLDs are top-level domains that make host/path text a link.
var linkTLDs map[string]bool

var _ = onLoad(func() {
	linkTLDs = map[string]bool{
		"com": true, "net": true, "org": true, "io": true, "ru": true, "cn": true, "xyz": true,
		"top": true, "info": true, "biz": true, "co": true, "app": true, "dev": true, "me": true,
		"ly": true, "gl": true, "tk": true, "sh": true, "cc": true, "to": true, "gg": true,
		"link": true, "site": true, "online": true, "club": true, "example": true, "de": true,
		"uk": true, "fr": true, "su": true, "ws": true, "page": true, "cloud": true,
	}
})

func urlByte(c byte) bool {
	return c > ' ' && c != '<' && c != '>' && c != '"' && c != '\'' && c != '`' && c != 0x7f
}

func isAlpha(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }
func isAlnum(c byte) bool { return isAlpha(c) || c >= '0' && c <= '9' }

// urlEnd returns where the URL characters starting at i end.
func urlEnd(t string, i int) int {
	for i < len(t) && urlByte(t[i]) {
		i++
	}
	return i
}

// schemeLinks finds scheme://... URLs and opaque URIs (javascript:, data:,
// mailto:, ...) by scanning back from each ':'.
func schemeLinks(f *folded, l *limiter) {
	t := f.text
	for i := 0; i < len(t); {
		k := strings.IndexByte(t[i:], ':')
		if k < 0 {
			break
		}
		colon := i + k
		i = colon + 1
		s := colon
		for s > 0 && colon-s < 32 && (isAlnum(t[s-1]) || t[s-1] == '+' || t[s-1] == '.' || t[s-1] == '-') {
			s--
		}
		for s < colon && !isAlpha(t[s]) {
			s++
		}
		if s == colon || s > 0 && isAlnum(t[s-1]) {
			continue
		}
		scheme := strings.ToLower(t[s:colon])
		var reason string
		switch {
		case strings.HasPrefix(t[colon:], "://") && colon-s >= 2 && colon+3 < len(t) && urlByte(t[colon+3]):
			reason = "URL"
		case opaqueSchemes[scheme] && colon+1 < len(t) && urlByte(t[colon+1]):
			reason = uriReason(scheme + ":")
		default:
			continue
		}
		e := trimURLEnd(t, s, urlEnd(t, colon+1))
		if l.room(reason) {
			l.add(reason, f.span(s, e, reason))
		}
		i = max(i, e)
	}
}

// hostPathLinks finds host/path links (bit.ly/x, example.com/p) by scanning
// back from each '/' for a host ending in a known top-level domain.
func hostPathLinks(f *folded, l *limiter) {
	t := f.text
	for i := 0; i < len(t); {
		k := strings.IndexByte(t[i:], '/')
		if k < 0 {
			break
		}
		slash := i + k
		i = slash + 1
		s := slash
		for s > 0 && slash-s < 253 && (isAlnum(t[s-1]) || t[s-1] == '.' || t[s-1] == '-') {
			s--
		}
		host := t[s:slash]
		dot := strings.LastIndexByte(host, '.')
		if dot <= 0 || s > 0 && (t[s-1] == '/' || t[s-1] == ':' || t[s-1] == '@') {
			continue
		}
		if !linkTLDs[strings.ToLower(host[dot+1:])] {
			continue
		}
		e := trimURLEnd(t, s, urlEnd(t, slash))
		if l.room(reasonHost) {
			l.add(reasonHost, f.span(s, e, reasonHost))
		}
		i = max(i, e)
	}
}

const reasonHost = "link to a web host"

// blobs finds runs of 64+ base64 or hex characters.
func blobs(f *folded, l *limiter) {
	t := f.text
	run := -1
	for i := 0; i <= len(t); i++ {
		if i < len(t) && (isAlnum(t[i]) || t[i] == '+' || t[i] == '/' || t[i] == '_' || t[i] == '-') {
			if run < 0 {
				run = i
			}
			continue
		}
		if run >= 0 && i-run >= 64 {
			e := i
			for e < len(t) && e-i < 2 && t[e] == '=' {
				e++
			}
			if kind := blobKind(t[run:e]); kind != "" && l.room(kind) {
				n := len(strings.TrimRight(t[run:e], "="))
				l.add(kind, f.span(run, e, kind+" of "+strconv.Itoa(n)+" characters"))
			}
		}
		run = -1
	}
}

// htmlElements are tag names that are HTML even without attributes. Names
// that double as placeholders in API prose (<base>, <title>, <label>,
// <option>, <source>, <input>, <data>, <time>) count only with attributes
// or as a pair.
var htmlElements map[string]bool

var _ = onLoad(func() {
	htmlElements = map[string]bool{
		"a": true, "abbr": true, "audio": true, "b": true, "big": true, "blink": true,
		"blockquote": true, "body": true, "br": true, "button": true, "canvas": true,
		"center": true, "code": true, "del": true, "details": true, "dialog": true,
		"div": true, "em": true, "embed": true, "font": true, "form": true, "frame": true,
		"frameset": true, "h1": true, "h2": true, "h3": true, "h4": true, "h5": true,
		"h6": true, "head": true, "hr": true, "html": true, "i": true, "iframe": true,
		"img": true, "ins": true, "kbd": true, "li": true, "link": true, "mark": true,
		"marquee": true, "math": true, "meta": true, "noscript": true, "object": true,
		"ol": true, "p": true, "pre": true, "q": true, "s": true, "samp": true,
		"script": true, "small": true, "span": true, "strike": true, "strong": true,
		"style": true, "sub": true, "sup": true, "svg": true, "table": true, "tbody": true,
		"td": true, "textarea": true, "th": true, "thead": true, "tr": true, "tt": true,
		"u": true, "ul": true, "video": true, "xmp": true, "applet": true, "portal": true,
	}
})

// Links reports embedded links and payloads in descriptive text (CETP504):
// URLs with a scheme (http, ftp, ws, file, intent, content, ...),
// javascript:, mailto: and data: URIs, www. hosts and host/path links,
// markdown links, images and reference definitions, HTML elements, tags
// with attributes, paired tags such as <IMPORTANT>…</IMPORTANT>, HTML
// comments, and base64 or hex blobs of 64 or more characters.
//
// Not reported: the words HTTP, HTML or base64, placeholders such as
// <symbol> or <base>/<quote>, comparison operators, bracketed words without
// a link target, plain e-mail addresses, bare domain names, and IDs or
// hashes shorter than 64 characters.
func Links(text string) []Match {
	loadTables()
	f := fold(text)
	t := f.text
	var l limiter
	schemeLinks(f, &l)
	hostPathLinks(f, &l)
	blobs(f, &l)
	htmlComments(f, &l)
	htmlTags(f, &l)
	chunks(t, func(cs, ce int) {
		c := t[cs:ce]
		add := func(re *lazyregexp.Regexp, reason string) {
			for _, loc := range re.FindAllStringIndex(c, -1) {
				if l.room(reason) {
					l.add(reason, f.span(cs+loc[0], cs+loc[1], reason))
				}
			}
		}
		if strings.Contains(c, "www") || strings.Contains(c, "WWW") {
			add(wwwHost, reasonHost)
		}
		if strings.Contains(c, "](") {
			for _, m := range mdLinks(c) {
				reason := "markdown link"
				if c[m[0]] == '!' {
					reason = "markdown image"
				}
				if l.room(reason) {
					l.add(reason, f.span(cs+m[0], cs+m[1], reason))
				}
			}
		}
		if strings.Contains(c, "]:") {
			add(mdRefDef, "markdown link reference")
		}
		if strings.IndexByte(c, '<') >= 0 && strings.IndexByte(c, '=') >= 0 {
			add(htmlAttr, "HTML tag with attributes")
		}
	})
	return l.matches()
}

// trimURLEnd drops trailing sentence punctuation and an unbalanced closing
// parenthesis from a link match.
func trimURLEnd(t string, start, end int) int {
	for end > start {
		switch t[end-1] {
		case '.', ',', ';', ':', '!', '?', '\'', '"':
			end--
			continue
		case ')':
			if strings.Count(t[start:end], "(") < strings.Count(t[start:end], ")") {
				end--
				continue
			}
		}
		break
	}
	return end
}

func uriReason(s string) string {
	l := strings.ToLower(s)
	switch {
	case strings.HasPrefix(l, "data:"):
		return "data: URI"
	case strings.HasPrefix(l, "javascript:"), strings.HasPrefix(l, "vbscript:"):
		return "script URI"
	}
	return "URI"
}

// htmlTags finds known HTML elements and pairs of matching tags.
func htmlTags(f *folded, l *limiter) {
	t := f.text
	type open struct {
		name  string
		start int
	}
	var opens []open
	// One match at a time, so that a text of tags holds one location at a
	// time; the pattern has no anchors or word boundaries, so searching
	// from the previous end finds what FindAll would.
	for pos := 0; pos < len(t); {
		loc := htmlBare.Regexp().FindStringSubmatchIndex(t[pos:])
		if loc == nil {
			break
		}
		for k := range loc {
			loc[k] += pos
		}
		pos = loc[1]
		name := strings.ToLower(t[loc[2]:loc[3]])
		closing := t[loc[0]+1] == '/'
		switch {
		case htmlElements[name]:
			if l.room("HTML tag") {
				l.add("HTML tag", f.span(loc[0], loc[1], "HTML tag <"+name+">"))
			}
		case !closing:
			if len(opens) < 64 {
				opens = append(opens, open{name, loc[0]})
			}
		default:
			for k := len(opens) - 1; k >= 0; k-- {
				if opens[k].name == name {
					if l.room("markup block") {
						l.add("markup block", f.span(opens[k].start, loc[1], "markup block <"+name+">"))
					}
					opens = opens[:k]
					break
				}
			}
		}
	}
}

// htmlComments finds <!-- ... --> comments; an unterminated one runs to the
// end of the text. Comments do not nest, so one forward scan is linear.
func htmlComments(f *folded, l *limiter) {
	t := f.text
	for i := 0; i < len(t); {
		k := strings.Index(t[i:], "<!--")
		if k < 0 {
			break
		}
		start := i + k
		e := strings.Index(t[start+4:], "-->")
		end := len(t)
		if e >= 0 {
			end = start + 4 + e + 3
		}
		l.offer("HTML comment", f.span(start, end, "HTML comment"))
		i = end
	}
}

// blobKind says what a 64+ character run of base64 or hex characters is,
// or "" when it is more likely words joined by '_' or '-'.
func blobKind(s string) string {
	core := strings.TrimRight(s, "=")
	hex, digit, upper, lower, sym := true, false, false, false, false
	for i := 0; i < len(core); i++ {
		c := core[i]
		switch {
		case c >= '0' && c <= '9':
			digit = true
		case c >= 'a' && c <= 'f':
			lower = true
		case c >= 'A' && c <= 'F':
			upper = true
		case c >= 'a' && c <= 'z':
			lower, hex = true, false
		case c >= 'A' && c <= 'Z':
			upper, hex = true, false
		default:
			sym, hex = true, false
		}
	}
	switch {
	case hex && digit:
		return "hex blob"
	case digit || (upper && lower) || (sym && strings.ContainsAny(core, "+/")):
		return "base64 blob"
	}
	return ""
}

// mdLinks finds markdown links and images in t, as the regular expression
//
//	!?\[[^\]\n]{0,500}\]\(\s*[^()\s]{1,1000}(?:\s+(?:"[^"\n]{0,300}"|'[^'\n]{0,300}'))?\s*\)
//
// would (TestMarkdownLinks holds it to that), in linear time: each part
// ends at a fixed delimiter, so there is nothing to backtrack, and every
// '[' before one ']' shares what follows that ']'.
func mdLinks(t string) []loc {
	var out []loc
	var runes runeCounter
	stop := -1             // the first ']' or '\n' after the current '['
	tailOf, tail := -1, -1 // the end of the link after the ']' at tailOf, or -1
	for p := 0; p < len(t); {
		k := strings.IndexAny(t[p:], "![")
		if k < 0 {
			break
		}
		p += k
		q := p
		if t[p] == '!' {
			if p+1 == len(t) || t[p+1] != '[' {
				p++
				continue
			}
			q = p + 1
		}
		if stop <= q {
			stop = len(t)
			if k := strings.IndexAny(t[q+1:], "]\n"); k >= 0 {
				stop = q + 1 + k
			}
		}
		if stop == len(t) || t[stop] != ']' || runes.between(t, q+1, stop) > 500 {
			p++
			continue
		}
		if tailOf != stop {
			tailOf, tail = stop, mdLinkTail(t, stop+1)
		}
		if tail < 0 {
			p++
			continue
		}
		out = append(out, loc{p, tail})
		p = tail
	}
	return out
}

// mdLinkTail matches \(\s*[^()\s]{1,1000}(?:\s+(?:"…"|'…'))?\s*\) at t[i:]
// and returns its end, or -1.
func mdLinkTail(t string, i int) int {
	if i == len(t) || t[i] != '(' {
		return -1
	}
	i = skipSpace(t, i+1)
	u, n := i, 0
	for u < len(t) && t[u] != '(' && t[u] != ')' && !isRESpace(t[u]) {
		_, size := utf8.DecodeRuneInString(t[u:])
		u += size
		n++
	}
	if n == 0 || n > 1000 {
		return -1
	}
	// A title: white space, then a quoted string without newlines.
	if j := skipSpace(t, u); j > u && j < len(t) && (t[j] == '"' || t[j] == '\'') {
		quote, k, n := t[j], j+1, 0
		for k < len(t) && t[k] != quote && t[k] != '\n' {
			_, size := utf8.DecodeRuneInString(t[k:])
			k += size
			n++
		}
		if k < len(t) && t[k] == quote && n <= 300 {
			if e := skipSpace(t, k+1); e < len(t) && t[e] == ')' {
				return e + 1
			}
		}
	}
	if e := skipSpace(t, u); e < len(t) && t[e] == ')' {
		return e + 1
	}
	return -1
}

// isRESpace reports whether c is in the regexp class \s.
func isRESpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r'
}

func skipSpace(t string, i int) int {
	for i < len(t) && isRESpace(t[i]) {
		i++
	}
	return i
}

// runeCounter counts runes between offsets that only move forward.
type runeCounter struct {
	pos, count int // count runes in t[:pos]
	mark, at   int // a second cursor: count runes in t[:mark]
}

// between returns the number of runes in t[from:to]; from and to must
// not decrease between calls and must fall on rune boundaries.
func (r *runeCounter) between(t string, from, to int) int {
	a := r.advance(t, &r.mark, &r.at, from)
	b := r.advance(t, &r.pos, &r.count, to)
	return b - a
}

func (*runeCounter) advance(t string, pos, count *int, to int) int {
	for *pos < to {
		_, size := utf8.DecodeRuneInString(t[*pos:])
		*pos += size
		*count++
	}
	return *count
}
