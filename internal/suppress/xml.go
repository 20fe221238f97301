package suppress

import (
	"strings"

	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/lazyregexp"
	"github.com/clawseed/cetpaudit/internal/manifest"
)

// ruleIDRE matches the ids in tools:ignore that are cetpaudit's; the others
// belong to Android Lint.
var ruleIDRE = lazyregexp.New(`^(?i:cetp)[0-9]{3}$`)

// AddXML adds the tools:ignore suppressions of a parsed source manifest;
// reportPath is the path findings in it carry.
func (s *Set) AddXML(reportPath string, m *manifest.Manifest) {
	s.mu.Lock()
	seen := s.sources[reportPath]
	s.sources[reportPath] = true
	s.mu.Unlock()
	if !seen {
		s.Add(XMLDirectives(reportPath, m)...)
	}
}

// XMLDirectives finds the tools:ignore attributes of a parsed source
// manifest. Each cetpaudit rule id (or "all") on an element becomes a
// Directive covering the element from its start tag's '<' to its end tag's
// '>', with the reason of the comment directly before it.
func XMLDirectives(reportPath string, m *manifest.Manifest) []Directive {
	if m == nil || m.Root == nil {
		return nil
	}
	paths := logicalPaths(m)
	var out []Directive
	var walk func(e *manifest.Element)
	walk = func(e *manifest.Element) {
		for _, a := range e.Attrs {
			if a.NS != manifest.ToolsNS || a.Name != "ignore" {
				continue
			}
			logical := paths[e.Pos]
			if logical == "" {
				logical = e.Tag
			}
			for _, rule := range ignoredRules(a.Value.Text) {
				out = append(out, Directive{
					Kind:   KindXML,
					Rule:   rule,
					Reason: commentReason(e.Comment),
					At: finding.Location{Path: reportPath, Line: e.Pos.Line, Column: e.Pos.Col,
						Logical: logical, LogicalKind: "element"},
					Path:      reportPath,
					StartLine: e.Pos.Line, StartCol: e.Pos.Col,
					EndLine: e.End.Line, EndCol: e.End.Col,
				})
			}
		}
		for _, c := range e.Children {
			walk(c)
		}
	}
	walk(m.Root)
	return out
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
