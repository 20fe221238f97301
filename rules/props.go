package rules

import "github.com/clawseed/cetpaudit/decl"

// property is a named input property of a schema.
type property struct {
	Name   string
	At     decl.Loc   // the property's key
	Schema *decl.Node // its subschema
}

// maxPropertyDepth bounds the walk into nested object properties.
const maxPropertyDepth = 8

// inputProperties lists the properties of an input schema: its
// "properties", those of nested object properties and array items, and of
// allOf/anyOf/oneOf branches, in document order.
func inputProperties(s *decl.Node) []property {
	var out []property
	collectProperties(s, 0, &out)
	return out
}

func collectProperties(s *decl.Node, depth int, out *[]property) {
	if decl.KindOf(s) != decl.KindObject || depth > maxPropertyDepth {
		return
	}
	if props := s.Get("properties"); decl.KindOf(props) == decl.KindObject {
		for _, m := range props.Members {
			*out = append(*out, property{Name: m.Key, At: m.KeyAt, Schema: m.Value})
			collectProperties(m.Value, depth+1, out)
		}
	}
	collectProperties(s.Get("items"), depth+1, out)
	for _, k := range []string{"allOf", "anyOf", "oneOf"} {
		if br := s.Get(k); decl.KindOf(br) == decl.KindArray {
			for _, b := range br.Elems {
				collectProperties(b, depth+1, out)
			}
		}
	}
}

// isFreeText reports whether a property schema accepts free text: a string
// type (or no type at all) without enum, const, format or a tight length.
func isFreeText(s *decl.Node) bool {
	if decl.KindOf(s) == decl.KindBool {
		return s.Bool
	}
	if decl.KindOf(s) != decl.KindObject || s.Get("enum") != nil || s.Get("const") != nil ||
		s.Get("format") != nil || s.Get("pattern") != nil {
		return false
	}
	if ml := s.Get("maxLength"); decl.KindOf(ml) == decl.KindInteger && ml.Int <= 32 {
		return false
	}
	switch ty := s.Get("type"); decl.KindOf(ty) {
	case decl.KindAbsent:
		return s.Get("properties") == nil && s.Get("items") == nil
	case decl.KindString:
		return ty.Str == "string"
	case decl.KindArray:
		for _, e := range ty.Elems {
			if e.Kind == decl.KindString && e.Str == "string" {
				return true
			}
		}
	}
	return false
}
