package cetp

import (
	"bytes"
	"encoding/json"
	"errors"
)

// This file is the Go declaration API of a Provider (§3, §10): the types a Go
// Provider declares its identity, scopes and tools with. They marshal to the
// wire shapes of get_provider_info and list_tools, and cetpaudit's analyzers
// read their composite literals to check the declarations before the code
// ships.

// ProviderDescriptor is a Provider's stable identity and scope catalog, the
// answer to get_provider_info (§3.2).
type ProviderDescriptor struct {
	// ProviderID is stable; it defaults to the Android package name, and a
	// custom value stays within that package's namespace (§3.1).
	ProviderID   string `json:"provider_id"`
	ProviderName string `json:"provider_name"`
	Description  string `json:"description"`
	// SchemaDialect applies to every input and output schema; empty means
	// DefaultSchemaDialect (JSON Schema 2020-12).
	SchemaDialect string  `json:"schema_dialect,omitempty"`
	Scopes        []Scope `json:"scopes"`
}

// Dialect returns the schema dialect in effect.
func (d *ProviderDescriptor) Dialect() string {
	if d.SchemaDialect == "" {
		return DefaultSchemaDialect
	}
	return d.SchemaDialect
}

// Scope is one entry of the scope catalog (§3.2).
type Scope struct {
	Name        string      `json:"name"`
	Title       string      `json:"title,omitempty"`
	Description string      `json:"description,omitempty"`
	Access      Access      `json:"access"`
	Sensitivity Sensitivity `json:"sensitivity"`
}

// Tool is one tool of list_tools (§3.3).
type Tool struct {
	// Name matches ToolNamePattern and is stable and unique (§3.1).
	Name        string `json:"name"`
	Title       string `json:"title,omitempty"`
	Description string `json:"description"`
	// InputSchema and OutputSchema are JSON Schema documents as JSON text,
	// in the Provider's schema dialect.
	InputSchema  Schema `json:"input_schema"`
	OutputSchema Schema `json:"output_schema,omitzero"`
	// Scopes is the complete set of scopes the tool needs (§3.4).
	Scopes      []string    `json:"scopes"`
	Annotations Annotations `json:"annotations"`
}

// Annotations are a tool's declared effects and policies (§3.4). An empty
// enum is unset, which is not valid for Effect, Risk and Confirmation: the
// spec requires them. The optional booleans are tri-state because their
// conservative defaults are not all Go's zero value (OpenWorld defaults to
// true).
type Annotations struct {
	Effect       Effect       `json:"effect"`
	Risk         Risk         `json:"risk"`
	Destructive  Bool         `json:"destructive,omitzero"`
	Idempotent   Bool         `json:"idempotent,omitzero"`
	OpenWorld    Bool         `json:"open_world,omitzero"`
	Confirmation Confirmation `json:"confirmation"`
	// Execution is ExecutionSync when unset.
	Execution Execution `json:"execution,omitempty"`
}

// IsDestructive is Destructive with the conservative default for its effect.
func (a Annotations) IsDestructive() bool {
	return a.Destructive.Or(a.Effect.DefaultDestructive())
}

// IsIdempotent is Idempotent with its default, false.
func (a Annotations) IsIdempotent() bool { return a.Idempotent.Or(DefaultIdempotent) }

// IsOpenWorld is OpenWorld with its default, true.
func (a Annotations) IsOpenWorld() bool { return a.OpenWorld.Or(DefaultOpenWorld) }

// ExecutionMode is Execution with its default, ExecutionSync.
func (a Annotations) ExecutionMode() Execution {
	if a.Execution == "" {
		return DefaultExecution
	}
	return a.Execution
}

// Bool is an optional boolean: Unset, True or False. Its zero value is Unset,
// so a field left out of a composite literal stays distinguishable from an
// explicit false.
type Bool int8

// Optional boolean values.
const (
	Unset Bool = iota
	True
	False
)

// BoolOf returns True or False.
func BoolOf(v bool) Bool {
	if v {
		return True
	}
	return False
}

// IsSet reports whether b is True or False.
func (b Bool) IsSet() bool { return b == True || b == False }

// IsZero reports whether b is Unset, for the omitzero JSON option.
func (b Bool) IsZero() bool { return b == Unset }

// Or returns b's value, or def when b is unset.
func (b Bool) Or(def bool) bool {
	switch b {
	case True:
		return true
	case False:
		return false
	}
	return def
}

func (b Bool) String() string {
	switch b {
	case True:
		return "true"
	case False:
		return "false"
	case Unset:
		return "unset"
	}
	return "Bool(invalid)"
}

// MarshalJSON renders true or false; an unset or invalid Bool is an error
// (fields of this type are tagged omitzero, so Unset never reaches here).
func (b Bool) MarshalJSON() ([]byte, error) {
	if !b.IsSet() {
		return nil, errors.New("cetp: marshalling an unset Bool")
	}
	return []byte(b.String()), nil
}

// UnmarshalJSON accepts true and false only.
func (b *Bool) UnmarshalJSON(data []byte) error {
	switch string(bytes.TrimSpace(data)) {
	case "true":
		*b = True
	case "false":
		*b = False
	default:
		return errors.New("cetp: annotation boolean is not a JSON boolean")
	}
	return nil
}

// Schema is a JSON Schema document as JSON text. Writing schemas as text
// keeps them reviewable and lets cetpaudit check them statically.
type Schema string

// IsZero reports whether the schema is absent.
func (s Schema) IsZero() bool { return s == "" }

// MarshalJSON embeds the schema text as JSON; text that is not valid JSON is
// an error rather than a silently broken descriptor.
func (s Schema) MarshalJSON() ([]byte, error) {
	if !json.Valid([]byte(s)) {
		return nil, errors.New("cetp: schema is not valid JSON")
	}
	var buf bytes.Buffer
	if err := json.Compact(&buf, []byte(s)); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// UnmarshalJSON keeps the schema's JSON text.
func (s *Schema) UnmarshalJSON(data []byte) error {
	*s = Schema(bytes.TrimSpace(data))
	return nil
}

// ToolList is the answer to list_tools (§3.3). Revision changes whenever the
// tool set, a schema or security semantics change.
type ToolList struct {
	Revision string `json:"revision"`
	Tools    []Tool `json:"tools"`
}

// Lookup returns the tool with the name, or nil.
func (l *ToolList) Lookup(name string) *Tool {
	for i := range l.Tools {
		if l.Tools[i].Name == name {
			return &l.Tools[i]
		}
	}
	return nil
}
