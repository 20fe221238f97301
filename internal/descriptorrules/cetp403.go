package descriptorrules

import (
	"strings"

	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() { register("CETP403", checkInputSchemaClosed) }

func checkInputSchemaClosed(p *DeclPass) {
	if p.Set.Tools == nil {
		return
	}
	for _, t := range p.Set.Tools.Tools.Items {
		e := t.Annotations.EffectValue()
		s := t.InputSchema
		if !e.Mutating() || !s.Kind.Concrete() {
			continue
		}
		var why []string
		if s.Kind != descriptor.KindObject {
			why = append(why, "it is a JSON "+s.Kind.String()+" schema, not an object schema")
		} else {
			if ty := s.Node.Get("type"); descriptor.KindOf(ty) != descriptor.KindString || ty.Str != "object" {
				why = append(why, "it does not declare \"type\": \"object\"")
			}
			closed := false
			for _, k := range []string{"additionalProperties", "unevaluatedProperties"} {
				if v := s.Node.Get(k); descriptor.KindOf(v) == descriptor.KindBool && !v.Bool {
					closed = true
				}
			}
			if !closed {
				why = append(why, "it lacks \"additionalProperties\": false")
			}
		}
		if len(why) > 0 {
			p.Report(s.At, Subject(s.At), t.Label(),
				"tool %s has effect %s but its input_schema is permissive: %s; close it (§3.3, §7.3)",
				t.Ref(), finding.Quote(string(e)), strings.Join(why, " and "))
		}
	}
}
