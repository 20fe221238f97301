package descriptor

import (
	"path/filepath"
	"strconv"

	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/finding"
)

// String is a field that should be a JSON string.
type String struct {
	Kind  Kind
	Value string // set when Kind is String
	At    Loc
	Node  *Node // the value as found; nil when Absent or not from JSON
}

// OK reports whether the field is a string.
func (f String) OK() bool { return f.Kind == KindString }

// Wrong reports whether the field holds a concrete value of another type.
func (f String) Wrong() bool { return f.Kind.Concrete() && f.Kind != KindString }

// Bool is a field that should be a JSON boolean.
type Bool struct {
	Kind  Kind
	Value bool // set when Kind is Bool
	At    Loc
	Node  *Node
}

// OK reports whether the field is a boolean.
func (f Bool) OK() bool { return f.Kind == KindBool }

// Wrong reports whether the field holds a concrete value of another type.
func (f Bool) Wrong() bool { return f.Kind.Concrete() && f.Kind != KindBool }

// Or returns the value when it is a boolean, else def.
func (f Bool) Or(def bool) bool {
	if f.OK() {
		return f.Value
	}
	return def
}

// Int is a field that should be a JSON integer.
type Int struct {
	Kind  Kind
	Value int64 // set when Kind is Integer
	At    Loc
	Node  *Node
}

// OK reports whether the field is an integer.
func (f Int) OK() bool { return f.Kind == KindInteger }

// Wrong reports whether the field holds a concrete value that is not an
// integer (a fractional or huge number counts).
func (f Int) Wrong() bool { return f.Kind.Concrete() && f.Kind != KindInteger }

// Strings is a field that should be an array of strings.
type Strings struct {
	Kind  Kind // Array when it is an array; items may still be non-strings
	Items []String
	At    Loc
	Node  *Node
}

// OK reports whether the field is an array.
func (f Strings) OK() bool { return f.Kind == KindArray }

// Wrong reports whether the field holds a concrete non-array value.
func (f Strings) Wrong() bool { return f.Kind.Concrete() && f.Kind != KindArray }

// Schema is a field holding a JSON Schema (an object or a boolean schema).
type Schema struct {
	Kind Kind
	Node *Node // the schema document; nil when Absent or Dynamic
	At   Loc
}

// Set is one provider's declarations as a Consumer would see them in one
// session: its provider info and its v2 tool list, either possibly absent.
type Set struct {
	Provider *Provider // nil when not captured / not declared
	Tools    *ToolList // nil when not captured / not declared
}

// Provider is a get_provider_info document (§3.2).
type Provider struct {
	Kind          Kind // Object, or the wrong type the document had
	At            Loc
	Node          *Node
	ProviderID    String
	ProviderName  String
	Description   String
	SchemaDialect String // Absent means the default, Draft 2020-12
	Scopes        Scopes
}

// Dialect is the declared schema dialect, or the default when absent.
func (p *Provider) Dialect() string {
	if p != nil && p.SchemaDialect.OK() {
		return p.SchemaDialect.Value
	}
	return cetp.DefaultSchemaDialect
}

// DefaultDialect is the schema dialect of a provider that declares none.
func DefaultDialect() string { return cetp.DefaultSchemaDialect }

// Scopes is the provider's scope catalog.
type Scopes struct {
	Kind  Kind // Array when it is an array
	Items []*Scope
	At    Loc
}

// Scope is one entry of the scope catalog.
type Scope struct {
	Kind        Kind // Object, or the wrong type the entry had
	Index       int
	At          Loc
	Node        *Node
	Name        String
	Title       String
	Description String
	Access      String // cetp.Access values
	Sensitivity String // cetp.Sensitivity values
}

// ToolList is a v2 list_tools document (§3.3).
type ToolList struct {
	Kind Kind // Object, or the wrong type the document had
	At   Loc
	Node *Node
	// Revision is a string on the wire; Go declarations whose revision the
	// SDK computes set it Dynamic.
	Revision String
	Tools    Tools
}

// Tools is the list's tools array.
type Tools struct {
	Kind  Kind // Array when it is an array
	Items []*Tool
	At    Loc
}

// Tool is one tool descriptor (§3.3, §3.4).
type Tool struct {
	Kind         Kind // Object, or the wrong type the entry had
	Index        int
	At           Loc
	Node         *Node
	Name         String
	Title        String
	Description  String
	InputSchema  Schema
	OutputSchema Schema
	Scopes       Strings
	Annotations  Annotations
}

// Label names the tool in messages: its name when it is a string, else its
// position ("tool #3").
func (t *Tool) Label() string {
	if t.Name.OK() && t.Name.Value != "" {
		return t.Name.Value
	}
	return "#" + strconv.Itoa(t.Index)
}

// Ref names the tool in a message's text: its name, quoted. A tool
// declared in Go whose name is not a constant (built in a loop, or by a
// builder from its parameters) has no name to quote and its index in a
// list says little: it is named by where its literal is and what its name
// comes from ("built at tools.go:12 (name from n)"); another unnamed tool
// by its position ("#3").
func (t *Tool) Ref() string {
	if t.Name.Kind == KindDynamic && t.At.Line > 0 && t.At.Path != "" {
		s := "built at " + filepath.Base(t.At.Path) + ":" + strconv.Itoa(t.At.Line)
		if e := t.Name.Node; e != nil && e.Expr != "" {
			expr := e.Expr // Go source from go/types: printable
			if r := []rune(expr); len(r) > 40 {
				expr = string(r[:39]) + "…"
			}
			s += " (name from " + expr + ")"
		}
		return s
	}
	return finding.Quote(t.Label())
}

// Annotations are a tool's annotations (§3.4). Effect, Risk and
// Confirmation are required; the others default conservatively.
type Annotations struct {
	Kind         Kind // Object, or the wrong type the field had
	At           Loc
	Node         *Node
	Effect       String
	Risk         String
	Destructive  Bool
	Idempotent   Bool
	OpenWorld    Bool
	Confirmation String
	Execution    String
}

// EffectValue is the effect when it is a valid string, else "".
func (a *Annotations) EffectValue() cetp.Effect {
	if e := cetp.Effect(a.Effect.Value); a.Effect.OK() && e.Valid() {
		return e
	}
	return ""
}

// RiskValue is the risk when it is a valid string, else "".
func (a *Annotations) RiskValue() cetp.Risk {
	if r := cetp.Risk(a.Risk.Value); a.Risk.OK() && r.Valid() {
		return r
	}
	return ""
}

// ConfirmationValue is the confirmation when it is a valid string, else "".
func (a *Annotations) ConfirmationValue() cetp.Confirmation {
	if c := cetp.Confirmation(a.Confirmation.Value); a.Confirmation.OK() && c.Valid() {
		return c
	}
	return ""
}

// ExecutionValue is the execution mode: its value when valid, the default
// (sync) when absent, "" when invalid or dynamic.
func (a *Annotations) ExecutionValue() cetp.Execution {
	switch {
	case a.Execution.Kind == KindAbsent:
		return cetp.DefaultExecution
	case a.Execution.OK() && cetp.Execution(a.Execution.Value).Valid():
		return cetp.Execution(a.Execution.Value)
	}
	return ""
}

// IsDestructive is `destructive` with the conservative default for an
// absent field: false only for read, create and update effects. The second
// result is false when it cannot be known (a wrong type, a dynamic value, or
// an absent field with an unknown effect).
func (a *Annotations) IsDestructive() (destructive, known bool) {
	switch {
	case a.Destructive.OK():
		return a.Destructive.Value, true
	case a.Destructive.Kind == KindAbsent:
		if e := a.EffectValue(); e != "" {
			return e.DefaultDestructive(), true
		}
	}
	return false, false
}

// IsOpenWorld is `open_world` with its conservative default (true).
func (a *Annotations) IsOpenWorld() (openWorld, known bool) {
	switch {
	case a.OpenWorld.OK():
		return a.OpenWorld.Value, true
	case a.OpenWorld.Kind == KindAbsent:
		return cetp.DefaultOpenWorld, true
	}
	return false, false
}
