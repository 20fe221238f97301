package suppress

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/lazyregexp"
	"github.com/clawseed/cetpaudit/internal/lines"
	"github.com/clawseed/cetpaudit/internal/manifest"
)

// ruleIDRE matches the ids in tools:ignore that are cetpaudit's; the others
// belong to Android Lint.
var ruleIDRE = lazyregexp.New(`^(?i:cetp)[0-9]{3}$`)

// AddXML adds the tools:ignore suppressions of a source manifest. src is
// the file's text; m is its model (for the elements' logical paths; may be
// nil); reportPath is the path findings in it carry.
func (s *Set) AddXML(reportPath string, src []byte, m *manifest.Manifest) error {
	s.mu.Lock()
	seen := s.sources[reportPath]
	s.sources[reportPath] = true
	s.mu.Unlock()
	if seen {
		return nil
	}
	ds, err := XMLDirectives(reportPath, src, m)
	if err != nil {
		return err
	}
	s.Add(ds...)
	return nil
}

// XMLDirectives finds the tools:ignore attributes of a source manifest.
// Each cetpaudit rule id (or "all") on an element becomes a Directive
// covering the element from its start tag's '<' to its end tag's '>'.
func XMLDirectives(reportPath string, src []byte, m *manifest.Manifest) ([]Directive, error) {
	if len(src) > manifest.MaxSourceBytes {
		return nil, fmt.Errorf("%s: larger than %d MiB; not a manifest", reportPath, manifest.MaxSourceBytes>>20)
	}
	paths := logicalPaths(m)
	bom := 0
	if bytes.HasPrefix(src, []byte("\xef\xbb\xbf")) {
		bom = 3
	}
	lines := lineIndex{lines.New(src)}
	d := xml.NewDecoder(bytes.NewReader(src[bom:]))
	d.Strict = true

	type open struct {
		tag     string
		start   int
		ignores []string
		reason  string
	}
	var (
		stack    []open
		out      []Directive
		comment  string
		pending  bool // comment is directly before the next token
		elements int
	)
	for {
		off := int(d.InputOffset()) + bom
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			var se *xml.SyntaxError
			if errors.As(err, &se) {
				return nil, fmt.Errorf("%s:%d: not well-formed XML: %s", reportPath, se.Line, se.Msg)
			}
			return nil, fmt.Errorf("%s: not well-formed XML: %v", reportPath, err)
		}
		switch t := tok.(type) {
		case xml.Comment:
			comment, pending = string(t), true
			continue
		case xml.CharData:
			if len(bytes.TrimSpace(t)) == 0 {
				continue // whitespace keeps a comment directly before
			}
		case xml.Directive:
			return nil, fmt.Errorf("%s:%d: DOCTYPE and other <! declarations are not allowed in a manifest", reportPath, lines.pos(off).Line)
		case xml.StartElement:
			if elements++; elements > manifest.MaxElements {
				return nil, fmt.Errorf("%s: more than %d elements", reportPath, manifest.MaxElements)
			}
			if len(stack) >= manifest.MaxDepth {
				return nil, fmt.Errorf("%s:%d: elements nested deeper than %d", reportPath, lines.pos(off).Line, manifest.MaxDepth)
			}
			o := open{tag: t.Name.Local, start: off}
			for _, a := range t.Attr {
				if a.Name.Space == manifest.ToolsNS && a.Name.Local == "ignore" {
					o.ignores = ignoredRules(a.Value)
				}
			}
			if pending {
				o.reason = commentReason(comment)
			}
			stack = append(stack, o)
		case xml.EndElement:
			if len(stack) == 0 {
				break
			}
			o := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if len(o.ignores) == 0 {
				break
			}
			end := int(d.InputOffset()) + bom - 1 // the end tag's '>'
			sp, ep := lines.pos(o.start), lines.pos(end)
			logical := paths[sp]
			if logical == "" {
				logical = o.tag
			}
			for _, rule := range o.ignores {
				out = append(out, Directive{
					Kind:   KindXML,
					Rule:   rule,
					Reason: o.reason,
					At: finding.Location{Path: reportPath, Line: sp.Line, Column: sp.Col,
						Logical: logical, LogicalKind: "element"},
					Path:      reportPath,
					StartLine: sp.Line, StartCol: sp.Col,
					EndLine: ep.Line, EndCol: ep.Col,
				})
			}
		}
		pending = false
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].StartLine != out[j].StartLine {
			return out[i].StartLine < out[j].StartLine
		}
		return out[i].StartCol < out[j].StartCol
	})
	return out, nil
}

// ignoredRules picks cetpaudit's ids (and "all") out of a tools:ignore
// list; Android Lint's ids are not ours to check.
func ignoredRules(v string) []string {
	var out []string
	for _, id := range strings.Split(v, ",") {
		id = strings.TrimSpace(id)
		switch {
		case id == All:
			out = append(out, All)
		case ruleIDRE.MatchString(id):
			out = append(out, strings.ToUpper(id))
		}
	}
	return out
}

// commentReason is the reason an XML comment gives: its text, without an
// optional "cetpaudit:" prefix.
func commentReason(c string) string {
	c = strings.TrimSpace(c)
	if len(c) >= len("cetpaudit:") && strings.EqualFold(c[:len("cetpaudit:")], "cetpaudit:") {
		c = strings.TrimSpace(c[len("cetpaudit:"):])
	}
	return strings.Join(strings.Fields(c), " ")
}

// logicalPaths maps the start positions of a manifest's elements to their
// logical paths, so directives carry the paths findings use.
func logicalPaths(m *manifest.Manifest) map[manifest.Pos]string {
	paths := map[manifest.Pos]string{}
	if m == nil {
		return paths
	}
	paths[m.Pos] = "manifest"
	paths[m.AppPos] = "manifest/application"
	for _, c := range m.Components {
		paths[c.Pos] = c.Path
		for _, md := range c.MetaData {
			if md.Path != "" {
				paths[md.Pos] = md.Path
			}
		}
	}
	for _, md := range m.AppMetaData {
		if md.Path != "" {
			paths[md.Pos] = md.Path
		}
	}
	for _, p := range m.Permissions {
		if p.Path != "" {
			paths[p.Pos] = p.Path
		}
	}
	delete(paths, manifest.Pos{})
	return paths
}

// lineIndex gives manifest positions of byte offsets.
type lineIndex struct{ *lines.Index }

func (li lineIndex) pos(off int) manifest.Pos {
	line, col := li.Pos(off)
	return manifest.Pos{Line: line, Col: col}
}
