package suppress

import (
	"go/scanner"
	"go/token"
	"strings"

	"github.com/clawseed/cetpaudit/finding"
)

// Go directive prefixes. Like //go: and //lint: directives they have no
// space after the slashes.
const (
	goIgnore     = "//cetpaudit:ignore"
	goFileIgnore = "//cetpaudit:file-ignore"
)

// MaxGoSource bounds the Go files AddGo reads.
const MaxGoSource = 16 << 20

// AddGo adds the //cetpaudit:ignore directives of a Go source file.
func (s *Set) AddGo(reportPath string, src []byte) {
	s.mu.Lock()
	seen := s.sources[reportPath]
	s.sources[reportPath] = true
	s.mu.Unlock()
	if !seen {
		s.Add(GoDirectives(reportPath, src)...)
	}
}

// ParseGoDirective parses the text of one comment. It returns ok false for
// a comment that is not a cetpaudit directive.
//
//	//cetpaudit:ignore CETP305,CETP309 the reason
//	//cetpaudit:file-ignore CETP613 the reason
func ParseGoDirective(text string) (rules []string, reason string, file, ok bool) {
	var rest string
	switch {
	case strings.HasPrefix(text, goFileIgnore):
		rest, file = text[len(goFileIgnore):], true
	case strings.HasPrefix(text, goIgnore):
		rest = text[len(goIgnore):]
	default:
		return nil, "", false, false
	}
	if rest != "" && rest[0] != ' ' && rest[0] != '\t' {
		return nil, "", false, false // //cetpaudit:ignored, another word
	}
	fields := strings.Fields(rest)
	if len(fields) == 0 {
		return nil, "", file, true
	}
	for _, id := range strings.Split(fields[0], ",") {
		if id = strings.TrimSpace(id); id != "" {
			if strings.EqualFold(id, All) {
				rules = append(rules, All)
			} else {
				rules = append(rules, strings.ToUpper(id))
			}
		}
	}
	return rules, strings.Join(fields[1:], " "), file, true
}

// GoDirectives finds the cetpaudit directives in a Go file's comments (a
// directive-looking line inside a string is not one). //cetpaudit:ignore
// covers the line it ends, or, standing alone on its line, the next line;
// //cetpaudit:file-ignore covers the file.
func GoDirectives(reportPath string, src []byte) []Directive {
	if len(src) > MaxGoSource {
		return nil
	}
	fset := token.NewFileSet()
	file := fset.AddFile(reportPath, -1, len(src))
	var sc scanner.Scanner
	sc.Init(file, src, func(token.Position, string) {}, scanner.ScanComments)
	var out []Directive
	lastCodeLine := 0
	for {
		pos, tok, lit := sc.Scan()
		if tok == token.EOF {
			break
		}
		if tok != token.COMMENT {
			if tok != token.SEMICOLON || lit == ";" {
				lastCodeLine = file.Line(pos)
			}
			continue
		}
		ids, reason, whole, ok := ParseGoDirective(lit)
		if !ok {
			continue
		}
		p := file.Position(pos)
		d := Directive{Kind: KindGo, Reason: reason, Path: reportPath,
			At: finding.Location{Path: reportPath, Line: p.Line, Column: p.Column, Logical: lit, LogicalKind: "comment"}}
		switch {
		case whole:
			d.StartLine, d.EndLine = 1, 0
		case lastCodeLine == p.Line:
			d.StartLine, d.EndLine = p.Line, p.Line
		default:
			d.StartLine, d.EndLine = p.Line+1, p.Line+1
		}
		if len(ids) == 0 {
			// A directive without rules silences nothing; CETP001 says so.
			d.Rule = noRule
			out = append(out, d)
			continue
		}
		for _, id := range ids {
			d.Rule = id
			out = append(out, d)
		}
	}
	return out
}
