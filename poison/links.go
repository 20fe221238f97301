package poison

import (
	"regexp"
	"strconv"
	"strings"
)

// Link patterns run on the folded text, so zero-width characters and
// full-width forms cannot hide a scheme.
var (
	schemeURL = regexp.MustCompile(`(?i)\b[a-z][a-z0-9+.-]{1,30}://[^\s<>"'` + "`" + `]+`)
	opaqueURI = regexp.MustCompile(`(?i)\b(?:javascript|vbscript|mailto|tel|sms|data|intent|market|android-app):[^\s<>"'` + "`" + `]+`)
	wwwHost   = regexp.MustCompile(`(?i)\bwww\d{0,3}\.[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63})+[^\s<>"'` + "`" + `]*`)
	hostPath  = regexp.MustCompile(`(?i)\b[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63})*\.(?:com|net|org|io|ru|cn|xyz|top|info|biz|co|app|dev|me|ly|gl|tk|sh|cc|to|gg|link|site|online|club|example|de|uk|fr|su|ws|page|cloud)/[^\s<>"'` + "`" + `]*`)
	mdLink    = regexp.MustCompile(`!?\[[^\]\n]{0,500}\]\(\s*[^()\s]{1,1000}(?:\s+(?:"[^"\n]{0,300}"|'[^'\n]{0,300}'))?\s*\)`)
	mdRefDef  = regexp.MustCompile(`(?m)^[ \t]{0,3}\[[^\]\n]{1,200}\]:[ \t]*\S+`)
	htmlAttr  = regexp.MustCompile(`(?i)<[a-z][a-z0-9-]{0,30}\s+[a-z_:][a-z0-9_:.-]{0,40}\s*(?:=\s*(?:"[^"]{0,1000}"|'[^']{0,1000}'|[^\s"'<>]{0,1000}))?[^<>]{0,1000}>`)
	htmlBare  = regexp.MustCompile(`(?i)</?([a-z][a-z0-9-]{0,30})\s*/?>`)
	blob      = regexp.MustCompile(`[A-Za-z0-9+/_-]{64,}={0,2}`)
)

// htmlElements are tag names that are HTML even without attributes. Names
// that double as placeholders in API prose (<base>, <title>, <label>,
// <option>, <source>, <input>, <data>, <time>) count only with attributes
// or as a pair.
var htmlElements = map[string]bool{
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
	f := fold(text)
	t := f.text
	var ms []Match
	add := func(re *regexp.Regexp, reason string) {
		for _, loc := range re.FindAllStringIndex(t, -1) {
			ms = append(ms, f.span(loc[0], trimURLEnd(t, loc[0], loc[1]), reason))
		}
	}
	add(schemeURL, "URL")
	add(opaqueURI, "")
	add(wwwHost, "link to a web host")
	add(hostPath, "link to a web host")
	add(mdLink, "markdown link")
	add(mdRefDef, "markdown link reference")
	add(htmlAttr, "HTML tag with attributes")
	for i := range ms {
		if ms[i].Reason == "" {
			ms[i].Reason = uriReason(text[ms[i].Start:ms[i].End])
		}
		if strings.HasPrefix(text[ms[i].Start:], "!") && ms[i].Reason == "markdown link" {
			ms[i].Reason = "markdown image"
		}
	}
	ms = append(ms, htmlTags(f)...)
	ms = append(ms, htmlComments(f)...)
	for _, loc := range blob.FindAllStringIndex(t, -1) {
		if reason := blobReason(t[loc[0]:loc[1]]); reason != "" {
			ms = append(ms, f.span(loc[0], loc[1], reason))
		}
	}
	return merge(ms)
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
func htmlTags(f *folded) []Match {
	t := f.text
	var ms []Match
	type open struct {
		name  string
		start int
	}
	var opens []open
	for _, loc := range htmlBare.FindAllStringSubmatchIndex(t, -1) {
		name := strings.ToLower(t[loc[2]:loc[3]])
		closing := t[loc[0]+1] == '/'
		switch {
		case htmlElements[name]:
			ms = append(ms, f.span(loc[0], loc[1], "HTML tag <"+name+">"))
		case !closing:
			if len(opens) < 64 {
				opens = append(opens, open{name, loc[0]})
			}
		default:
			for k := len(opens) - 1; k >= 0; k-- {
				if opens[k].name == name {
					ms = append(ms, f.span(opens[k].start, loc[1], "markup block <"+name+">"))
					opens = opens[:k]
					break
				}
			}
		}
	}
	return ms
}

// htmlComments finds <!-- ... --> comments; an unterminated one runs to the
// end of the text. Comments do not nest, so one forward scan is linear.
func htmlComments(f *folded) []Match {
	t := f.text
	var ms []Match
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
		ms = append(ms, f.span(start, end, "HTML comment"))
		i = end
	}
	return ms
}

// blobReason says what a 64+ character run of base64 or hex characters is,
// or "" when it is more likely words joined by '_' or '-'.
func blobReason(s string) string {
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
		return "hex blob of " + strconv.Itoa(len(core)) + " characters"
	case digit || (upper && lower) || (sym && strings.ContainsAny(core, "+/")):
		return "base64 blob of " + strconv.Itoa(len(core)) + " characters"
	}
	return ""
}
