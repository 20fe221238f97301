package descriptorrules

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/poisoning"
)

// Text is one piece of untrusted descriptive text and where it is.
type Text struct {
	What string // "tool \"x\" description", for messages
	Str  string
	At   descriptor.Loc
	// Tool is the tool the text belongs to, nil for provider and error text.
	Tool *descriptor.Tool
	// Cut, when set, makes the Text stand for the texts of one schema
	// that were not read, past the budgets below, and says why; Str is
	// empty and At is the schema. ReportMatches reports it as a note.
	Cut string
	// CutFix is what to do about a Cut text; "split the schema or
	// shorten it" when empty.
	CutFix string
}

// Budgets of the text rules on one schema (docs/budgets.md): how many
// "title" and "description" strings are read, and how deep.
const (
	MaxSchemaTexts = 500
	MaxSchemaDepth = 64
)

// declTexts lists the descriptive text of a declaration set: provider name
// and description, scope titles and descriptions, tool titles and
// descriptions, and the titles and descriptions inside tool schemas.
func DeclTexts(s *descriptor.Set) []Text {
	var out []Text
	add := func(what string, f descriptor.String, t *descriptor.Tool) {
		if f.OK() && f.Value != "" {
			out = append(out, Text{What: what, Str: f.Value, At: f.At, Tool: t})
		}
	}
	if pr := s.Provider; pr != nil {
		add("provider name", pr.ProviderName, nil)
		add("provider description", pr.Description, nil)
		for _, sc := range pr.Scopes.Items {
			label := "scope #" + strconv.Itoa(sc.Index)
			if sc.Name.OK() {
				label = "scope " + finding.Quote(sc.Name.Value)
			}
			add(label+" title", sc.Title, nil)
			add(label+" description", sc.Description, nil)
		}
	}
	if s.Tools != nil {
		for _, t := range s.Tools.Tools.Items {
			tool := "tool " + t.Ref()
			add(tool+" title", t.Title, t)
			add(tool+" description", t.Description, t)
			for _, sc := range []descriptor.Schema{t.InputSchema, t.OutputSchema} {
				what := tool + " " + lastToken(sc.At.Logical)
				st := schemaWalk{what: what, tool: t, out: &out}
				st.texts(sc.Node, 0)
				if st.cut != "" {
					out = append(out, Text{What: what, At: sc.At, Tool: t, Cut: st.cut})
				}
			}
		}
	}
	return out
}

// schemaWalk collects the "title" and "description" strings of one schema
// and its subschemas, within the budgets; cut says which budget left some
// unread.
type schemaWalk struct {
	what  string
	tool  *descriptor.Tool
	out   *[]Text
	count int
	cut   string
}

func (w *schemaWalk) texts(n *descriptor.Node, depth int) {
	if n == nil || w.cut != "" || (n.Kind != descriptor.KindArray && n.Kind != descriptor.KindObject) {
		return
	}
	if depth > MaxSchemaDepth {
		if len(n.Elems) > 0 || len(n.Members) > 0 {
			w.cut = fmt.Sprintf("the schema nests deeper than %d levels, the text rules' depth budget per schema, and the texts below that were not read", MaxSchemaDepth)
		}
		return
	}
	switch n.Kind {
	case descriptor.KindArray:
		for _, e := range n.Elems {
			w.texts(e, depth+1)
		}
	case descriptor.KindObject:
		for _, m := range n.Members {
			v := m.Value
			if (m.Key == "description" || m.Key == "title") && v.Kind == descriptor.KindString && v.Str != "" {
				if w.count >= MaxSchemaTexts {
					w.cut = fmt.Sprintf("the schema has more than %d title and description strings, the text rules' budget per schema, and the rest were not read", MaxSchemaTexts)
					return
				}
				w.count++
				*w.out = append(*w.out, Text{What: w.what + " " + m.Key, Str: v.Str, At: v.At, Tool: w.tool})
				continue
			}
			if dataKeywords[m.Key] {
				continue // instance data, not schema text
			}
			w.texts(v, depth+1)
		}
	}
}

// dataKeywords hold instance data rather than subschemas.
var dataKeywords = setOf("const", "enum", "examples", "default")

// otherToolNames are the names of the tools of t's list other than t, for
// cross-tool references (CETP505).
func OtherToolNames(l *descriptor.ToolList, t *descriptor.Tool) []string {
	if l == nil || t == nil {
		return nil
	}
	var names []string
	for _, o := range l.Tools.Items {
		if o != t && o.Name.OK() && o.Name.Value != "" && (!t.Name.OK() || o.Name.Value != t.Name.Value) {
			names = append(names, o.Name.Value)
		}
	}
	return names
}

// maxReasons bounds the reasons one finding lists; maxSpanQuote bounds,
// in runes, the example span quoted for each.
const (
	maxReasons   = 4
	maxSpanQuote = 60
)

// TextReporter is what the text rules report through: a DeclPass or a
// CapturePass.
type TextReporter interface {
	Report(at descriptor.Loc, subject, content, format string, args ...any)
	ReportNote(at descriptor.Loc, subject, content, format string, args ...any)
}

// ReportMatches reports one finding for the text when ms holds matches: a
// value wrong for several reasons of one rule is one finding listing them
// (the catalog's ground rules, docs/rules/README.md). Each distinct reason is listed once, with the
// first span it was found on and how many more there are; the poison
// functions bound ms (poison.Match.More counts what they left out), so the
// work here is bounded whatever the number of occurrences.
//
// A Cut text is reported as a note: the rule did not read those texts.
func ReportMatches(p TextReporter, tx Text, ms []poisoning.Match, fix string) {
	if tx.Cut != "" {
		fix := tx.CutFix
		if fix == "" {
			fix = "split the schema or shorten it"
		}
		p.ReportNote(tx.At, Subject(tx.At), "text-budget", "%s: findings of this rule in its texts may be incomplete: %s; %s",
			tx.What, tx.Cut, fix)
		return
	}
	type group struct {
		reason, span string
		more         int
	}
	var gs []group
	for _, m := range ms {
		if m.Start < 0 || m.End > len(tx.Str) || m.Start > m.End {
			continue
		}
		k := 0
		for k < len(gs) && gs[k].reason != m.Reason {
			k++
		}
		if k == len(gs) {
			gs = append(gs, group{reason: m.Reason, span: tx.Str[m.Start:m.End], more: m.More})
			continue
		}
		gs[k].more += 1 + m.More
	}
	if len(gs) == 0 {
		return
	}
	// The fingerprint's content is the set of reasons, not the spans: the
	// text may be long, and the same defects in an edited text stay one.
	var msg, content strings.Builder
	for i, g := range gs {
		content.WriteString(g.reason)
		content.WriteByte('\n')
		switch {
		case i < maxReasons:
			if i > 0 {
				msg.WriteString("; ")
			}
			msg.WriteString(g.reason)
			msg.WriteByte(' ')
			msg.WriteString(finding.QuoteN(g.span, maxSpanQuote))
			if g.more > 0 {
				fmt.Fprintf(&msg, " and %d more like it", g.more)
			}
		case i == maxReasons:
			rest := 0
			for _, g := range gs[i:] {
				rest += 1 + g.more
			}
			fmt.Fprintf(&msg, "; and %d more of %d other %s", rest, len(gs)-i, plural(len(gs)-i, "kind", "kinds"))
		}
	}
	p.Report(tx.At, Subject(tx.At), content.String(), "%s: %s; %s", tx.What, msg.String(), fix)
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

func QuoteNode(v *descriptor.Node) string {
	if v == nil {
		return "absent"
	}
	if v.Kind == descriptor.KindString {
		return finding.Quote(v.Str)
	}
	return finding.QuoteN(v.Canonical(), 60)
}
