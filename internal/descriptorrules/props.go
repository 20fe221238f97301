package descriptorrules

import "github.com/clawseed/cetpaudit/internal/descriptor"

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
// allOf/anyOf/oneOf branches, in document order.
func inputProperties(s *descriptor.Node) []property {
	var out []property
	collectProperties(s, 0, &out)
	return out
}

func collectProperties(s *descriptor.Node, depth int, out *[]property) {
	if descriptor.KindOf(s) != descriptor.KindObject || depth > maxPropertyDepth {
		return
	}
	if props := s.Get("properties"); descriptor.KindOf(props) == descriptor.KindObject {
		for _, m := range props.Members {
			*out = append(*out, property{Name: m.Key, At: m.KeyAt, Schema: m.Value})
			collectProperties(m.Value, depth+1, out)
		}
	}
	collectProperties(s.Get("items"), depth+1, out)
	for _, k := range []string{"allOf", "anyOf", "oneOf"} {
		if br := s.Get(k); descriptor.KindOf(br) == descriptor.KindArray {
			for _, b := range br.Elems {
				collectProperties(b, depth+1, out)
			}
		}
	}
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
