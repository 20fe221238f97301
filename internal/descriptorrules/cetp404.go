package descriptorrules

import (
	"github.com/clawseed/cetpaudit/internal/descriptor"
)

func init() { register("CETP404", checkOutputSchema) }

// annotationKeywords constrain nothing.
var annotationKeywords = setOf("title", "description", "$comment", "examples", "default",
	"$schema", "$id", "$anchor", "$dynamicAnchor", "$vocabulary", "deprecated", "readOnly", "writeOnly",
	"$defs", "definitions", "contentEncoding", "contentMediaType", "contentSchema")

func checkOutputSchema(p *DeclPass) {
	if p.Set.Tools == nil {
		return
	}
	for _, t := range p.Set.Tools.Tools.Items {
		if t.Kind != descriptor.KindObject {
			continue
		}
		s := t.OutputSchema
		tool := t.Ref()
		var why string
		switch s.Kind {
		case descriptor.KindDynamic:
		case descriptor.KindAbsent:
			why = "has no output_schema"
		case descriptor.KindBool:
			why = "has a boolean output_schema, which constrains nothing"
		case descriptor.KindObject:
			constrained := false
			for _, m := range s.Node.Members {
				if !annotationKeywords[m.Key] {
					constrained = true
				}
			}
			if !constrained {
				why = "has an output_schema with no constraining keyword"
			}
		default:
			why = "has an output_schema that is a JSON " + s.Kind.String() + ", not a schema object"
		}
		if why != "" {
			p.Report(s.At, Subject(s.At), t.Label(),
				"tool %s %s; declare an output_schema that constrains the result (§2.3, §4.2)", tool, why)
		}
	}
}
