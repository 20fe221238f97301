package schemacheck

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/santhosh-tekuri/jsonschema/v6"
)

// MaxDepth bounds the nesting of a schema walked or compiled.
const MaxDepth = 256

// Ref is a reference keyword that leaves the schema document.
type Ref struct {
	Keyword string           // "$ref", "$dynamicRef" or "$id"
	Node    *descriptor.Node // the keyword's string value
}

// dataKeywords hold instance data, not subschemas: a "$ref" inside them is
// just data.
var dataKeywords = map[string]bool{"const": true, "enum": true, "examples": true, "default": true}

// ExternalRefs returns the $ref and $dynamicRef values that are not
// same-document fragments ("#..."), and the $id values that re-base the
// references of their schema elsewhere (a non-fragment $id in a schema
// resource that contains references), in document order.
func ExternalRefs(root *descriptor.Node) []Ref {
	var out []Ref
	walk(root, 0, &out)
	return out
}

func walk(n *descriptor.Node, depth int, out *[]Ref) (hasRefs bool) {
	if n == nil || depth > MaxDepth {
		return false
	}
	switch n.Kind {
	case descriptor.KindArray:
		for _, e := range n.Elems {
			hasRefs = walk(e, depth+1, out) || hasRefs
		}
	case descriptor.KindObject:
		var id *descriptor.Node
		mark := len(*out)
		for _, m := range n.Members {
			v := m.Value
			switch {
			case (m.Key == "$ref" || m.Key == "$dynamicRef") && v.Kind == descriptor.KindString:
				hasRefs = true
				if !strings.HasPrefix(v.Str, "#") {
					*out = append(*out, Ref{Keyword: m.Key, Node: v})
				}
			case m.Key == "$id" && v.Kind == descriptor.KindString:
				if v.Str != "" && !strings.HasPrefix(v.Str, "#") {
					id = v
				}
			case dataKeywords[m.Key]:
			default:
				hasRefs = walk(v, depth+1, out) || hasRefs
			}
		}
		if id != nil && hasRefs {
			// Report the $id before the references it re-bases.
			*out = append((*out)[:mark], append([]Ref{{Keyword: "$id", Node: id}}, (*out)[mark:]...)...)
		}
	}
	return hasRefs
}

// Drafts maps the dialects cetpaudit compiles to their drafts.
var drafts = map[string]*jsonschema.Draft{
	cetp.DefaultSchemaDialect: jsonschema.Draft2020,
	cetp.SchemaDialect201909:  jsonschema.Draft2019,
	cetp.SchemaDialectDraft7:  jsonschema.Draft7,
	cetp.SchemaDialectDraft6:  jsonschema.Draft6,
	cetp.SchemaDialectDraft4:  jsonschema.Draft4,
}

// Draft returns the draft of a schema_dialect URI; a trailing "#" and the
// http/https difference of the draft-0x URIs do not matter.
func Draft(dialect string) (*jsonschema.Draft, bool) {
	norm := func(s string) string {
		s = strings.TrimSuffix(s, "#")
		return strings.TrimPrefix(strings.TrimPrefix(s, "https://"), "http://")
	}
	for uri, d := range drafts {
		if norm(uri) == norm(dialect) {
			return d, true
		}
	}
	return nil, false
}

// errRefused is what the loader answers for every URL.
var errRefused = errors.New("cetpaudit loads no schema resources (no network, no files)")

type refuse struct{}

func (refuse) Load(url string) (any, error) { return nil, errRefused }

const resource = "urn:cetpaudit:schema"

// Compile compiles a schema under the dialect. The error says why the
// schema is invalid, in one line without the compiler's internal URL.
//
// References that leave the document (ExternalRefs: CETP401's) are stubbed
// out as the schema true, and a re-basing $id is dropped, so that the rest
// of the schema is still compiled and its own errors reported; nothing is
// ever fetched.
func Compile(root *descriptor.Node, dialect string) error {
	_, err := CompileAt(root, dialect)
	return err
}

// CompileAt is Compile that also returns the value of the schema an error
// is about: the offending keyword's value when the metaschema names it,
// else root; nil when the schema compiles.
func CompileAt(root *descriptor.Node, dialect string) (at *descriptor.Node, err error) {
	d, ok := Draft(dialect)
	if !ok {
		return root, fmt.Errorf("unsupported schema dialect %q", dialect)
	}
	stub := map[*descriptor.Node]bool{}
	for _, r := range ExternalRefs(root) {
		stub[r.Node] = true
	}
	doc, err := toAny(root, 0, stub)
	if err != nil {
		return root, err
	}
	defer func() {
		// The compiler is third-party code fed hostile input: a panic is a
		// bug there, reported as an invalid schema rather than a crash.
		if r := recover(); r != nil {
			at, err = root, fmt.Errorf("the schema compiler failed on this schema: %v", r)
		}
	}()
	c := jsonschema.NewCompiler()
	c.DefaultDraft(d)
	c.UseLoader(refuse{})
	if err := c.AddResource(resource, doc); err != nil {
		return locate(root, err), errors.New(clean(err))
	}
	if _, err := c.Compile(resource); err != nil {
		return locate(root, err), errors.New(clean(err))
	}
	return nil, nil
}

// locate returns the schema value a metaschema error is about: the
// deepest instance location among its causes, looked up in root.
func locate(root *descriptor.Node, err error) *descriptor.Node {
	var sv *jsonschema.SchemaValidationError
	if !errors.As(err, &sv) {
		return root
	}
	var ve *jsonschema.ValidationError
	if !errors.As(sv.Err, &ve) {
		return root
	}
	var deepest []string
	var visit func(*jsonschema.ValidationError, int)
	visit = func(e *jsonschema.ValidationError, depth int) {
		if depth > MaxDepth {
			return
		}
		if len(e.InstanceLocation) > len(deepest) {
			deepest = e.InstanceLocation
		}
		for _, c := range e.Causes {
			visit(c, depth+1)
		}
	}
	visit(ve, 0)
	n := root
	for _, tok := range deepest {
		var next *descriptor.Node
		switch n.Kind {
		case descriptor.KindObject:
			next = n.Get(tok)
		case descriptor.KindArray:
			var i int
			if _, err := fmt.Sscanf(tok, "%d", &i); err == nil && i >= 0 && i < len(n.Elems) {
				next = n.Elems[i]
			}
		}
		if next == nil {
			break
		}
		n = next
	}
	return n
}

func clean(err error) string {
	s := err.Error()
	// "<url> is not valid against metaschema: jsonschema validation failed
	// with '<metaschema>' - at '': 'allOf' failed - at '/x': ...": keep the
	// part that says where and why.
	if i := strings.Index(s, "validation failed with "); i >= 0 {
		rest := s[i:]
		if j := strings.Index(rest, " - at '/"); j >= 0 {
			s = "not valid against the dialect's metaschema:" + rest[j+2:]
		}
	}
	s = strings.ReplaceAll(s, resource+"#", "#")
	s = strings.ReplaceAll(s, resource, "the schema")
	s = strings.Join(strings.Fields(s), " ")
	return s
}

// toAny converts a node to the compiler's document form, leaving out the
// members whose value is in stub.
func toAny(n *descriptor.Node, depth int, stub map[*descriptor.Node]bool) (any, error) {
	if depth > MaxDepth {
		return nil, fmt.Errorf("schema nested deeper than %d levels", MaxDepth)
	}
	switch descriptor.KindOf(n) {
	case descriptor.KindNull:
		return nil, nil
	case descriptor.KindBool:
		return n.Bool, nil
	case descriptor.KindInteger, descriptor.KindNumber:
		num := n.Num
		if num == "" {
			num = fmt.Sprint(n.Int)
		}
		return json.Number(num), nil
	case descriptor.KindString:
		return n.Str, nil
	case descriptor.KindArray:
		out := make([]any, len(n.Elems))
		for i, e := range n.Elems {
			v, err := toAny(e, depth+1, stub)
			if err != nil {
				return nil, err
			}
			out[i] = v
		}
		return out, nil
	case descriptor.KindObject:
		out := make(map[string]any, len(n.Members))
		for _, m := range n.Members {
			if stub[m.Value] {
				continue
			}
			v, err := toAny(m.Value, depth+1, stub)
			if err != nil {
				return nil, err
			}
			out[m.Key] = v
		}
		return out, nil
	}
	return nil, fmt.Errorf("schema value is %s", descriptor.KindOf(n))
}

// Violation is where and why an instance does not validate.
type Violation struct {
	// Path is the JSON pointer tokens of the offending value within the
	// instance (none for the instance itself).
	Path []string
	// Reason says which keyword failed, in one line.
	Reason string
}

// Validate validates an instance against a schema under the dialect, with
// the same offline compiler as Compile (no resource is ever loaded;
// references that leave the document validate as true, as CETP401 already
// reports them). It returns nil when the instance is valid, else the first
// violation in document order; err is set when the schema itself cannot be
// compiled (CETP402's).
func Validate(schemaNode *descriptor.Node, dialect string, instance *descriptor.Node) (v *Violation, err error) {
	d, ok := Draft(dialect)
	if !ok {
		return nil, fmt.Errorf("unsupported schema dialect %q", dialect)
	}
	stub := map[*descriptor.Node]bool{}
	for _, r := range ExternalRefs(schemaNode) {
		stub[r.Node] = true
	}
	doc, err := toAny(schemaNode, 0, stub)
	if err != nil {
		return nil, err
	}
	inst, err := toAny(instance, 0, nil)
	if err != nil {
		return nil, err
	}
	defer func() {
		if r := recover(); r != nil {
			v, err = nil, fmt.Errorf("the schema validator failed on this schema: %v", r)
		}
	}()
	c := jsonschema.NewCompiler()
	c.DefaultDraft(d)
	c.UseLoader(refuse{})
	if err := c.AddResource(resource, doc); err != nil {
		return nil, errors.New(clean(err))
	}
	sch, err := c.Compile(resource)
	if err != nil {
		return nil, errors.New(clean(err))
	}
	verr := sch.Validate(inst)
	if verr == nil {
		return nil, nil
	}
	var ve *jsonschema.ValidationError
	if !errors.As(verr, &ve) {
		return &Violation{Reason: clean(verr)}, nil
	}
	for len(ve.Causes) > 0 {
		ve = ve.Causes[0]
	}
	return &Violation{Path: ve.InstanceLocation, Reason: leafReason(ve)}, nil
}

// leafReason is the reason line of a leaf validation error, without the
// compiler's header and internal URL.
func leafReason(ve *jsonschema.ValidationError) string {
	s := ve.Error()
	if i := strings.Index(s, "at '"); i >= 0 {
		if j := strings.Index(s[i+4:], "': "); j >= 0 {
			s = s[i+4+j+3:]
		}
	}
	return strings.Join(strings.Fields(strings.ReplaceAll(s, resource, "the schema")), " ")
}
