package descriptorrules

import (
	"github.com/clawseed/cetpaudit/internal/descriptor"
)

// property is a named input property of a schema.
type property struct {
	Name   string
	At     descriptor.Loc   // the property's key
	Schema *descriptor.Node // its subschema
}

// maxPropertyDepth bounds the walk into nested object properties.
const maxPropertyDepth = 8

// inputProperties lists the properties of an input schema: its
// "properties", those of nested object properties and array items, and of
// allOf/anyOf/oneOf branches, in document order. cut is the first schema
// past maxPropertyDepth with properties below it left unwalked, or nil.
func inputProperties(s *descriptor.Node) (props []property, cut *descriptor.Node) {
	w := propertyWalk{}
	w.collect(s, 0)
	return w.out, w.cut
}

type propertyWalk struct {
	out []property
	cut *descriptor.Node
}

func (w *propertyWalk) collect(s *descriptor.Node, depth int) {
	if descriptor.KindOf(s) != descriptor.KindObject {
		return
	}
	if depth > maxPropertyDepth {
		if w.cut == nil && hasProperties(s, 0) {
			w.cut = s
		}
		return
	}
	if props := s.Get("properties"); descriptor.KindOf(props) == descriptor.KindObject {
		for _, m := range props.Members {
			w.out = append(w.out, property{Name: m.Key, At: m.KeyAt, Schema: m.Value})
			w.collect(m.Value, depth+1)
		}
	}
	w.collect(s.Get("items"), depth+1)
	for _, k := range []string{"allOf", "anyOf", "oneOf"} {
		if br := s.Get(k); descriptor.KindOf(br) == descriptor.KindArray {
			for _, b := range br.Elems {
				w.collect(b, depth+1)
			}
		}
	}
}

// hasProperties reports whether the walk would find a property in s, at
// any depth (the JSON nesting budget bounds the recursion).
func hasProperties(s *descriptor.Node, depth int) bool {
	if descriptor.KindOf(s) != descriptor.KindObject || depth > 256 {
		return false
	}
	if props := s.Get("properties"); descriptor.KindOf(props) == descriptor.KindObject && len(props.Members) > 0 {
		return true
	}
	if hasProperties(s.Get("items"), depth+1) {
		return true
	}
	for _, k := range []string{"allOf", "anyOf", "oneOf"} {
		if br := s.Get(k); descriptor.KindOf(br) == descriptor.KindArray {
			for _, b := range br.Elems {
				if hasProperties(b, depth+1) {
					return true
				}
			}
		}
	}
	return false
}

// reportPropertyCut notes, under the rule checking t's input properties,
// the schema where the property walk stopped at its depth budget.
func reportPropertyCut(p *DeclPass, t *descriptor.Tool, cut *descriptor.Node, section string) {
	if cut == nil {
		return
	}
	p.ReportNote(cut.At, Subject(cut.At), t.Label()+":property-depth",
		"tool %s input_schema: findings of this rule may be incomplete: its properties nest deeper than %d levels, the property walk's depth budget, and the properties below this schema were not checked (%s)",
		t.Ref(), maxPropertyDepth, section)
}

// isFreeText reports whether a property schema accepts free text: a string
// type (or no type at all) without enum, const, format or a tight length.
func isFreeText(s *descriptor.Node) bool {
	if descriptor.KindOf(s) == descriptor.KindBool {
		return s.Bool
	}
	if descriptor.KindOf(s) != descriptor.KindObject || s.Get("enum") != nil || s.Get("const") != nil ||
		s.Get("format") != nil || s.Get("pattern") != nil {
		return false
	}
	if ml := s.Get("maxLength"); descriptor.KindOf(ml) == descriptor.KindInteger && ml.Int <= 32 {
		return false
	}
	switch ty := s.Get("type"); descriptor.KindOf(ty) {
	case descriptor.KindAbsent:
		return s.Get("properties") == nil && s.Get("items") == nil
	case descriptor.KindString:
		return ty.Str == "string"
	case descriptor.KindArray:
		for _, e := range ty.Elems {
			if e.Kind == descriptor.KindString && e.Str == "string" {
				return true
			}
		}
	}
	return false
}
