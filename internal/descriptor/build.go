package descriptor

import "github.com/clawseed/cetpaudit/cetp"

// The builders below turn a JSON tree (a captured document, or a value the
// Go analyzers evaluated) into the declaration model. They never fail: a
// field of the wrong type keeps its Kind and location, and rules report it.

// ProviderFromNode builds a Provider from a get_provider_info document.
func ProviderFromNode(n *Node) *Provider {
	p := &Provider{Kind: KindOf(n), Node: n}
	if n == nil {
		return p
	}
	p.At = n.At
	p.ProviderID = stringField(n, cetp.FieldProviderID)
	p.ProviderName = stringField(n, cetp.FieldProviderName)
	p.Description = stringField(n, cetp.FieldDescription)
	p.SchemaDialect = stringField(n, cetp.FieldSchemaDialect)
	sc := n.Get(cetp.FieldScopes)
	p.Scopes = Scopes{Kind: KindOf(sc), At: locOf(n, sc, cetp.FieldScopes)}
	if KindOf(sc) == KindArray {
		for i, e := range sc.Elems {
			p.Scopes.Items = append(p.Scopes.Items, scopeFromNode(e, i))
		}
	}
	return p
}

func scopeFromNode(n *Node, i int) *Scope {
	s := &Scope{Kind: n.Kind, Index: i, At: n.At, Node: n}
	if n.Kind != KindObject {
		return s
	}
	s.Name = stringField(n, cetp.FieldName)
	s.Title = stringField(n, cetp.FieldTitle)
	s.Description = stringField(n, cetp.FieldDescription)
	s.Access = stringField(n, cetp.FieldAccess)
	s.Sensitivity = stringField(n, cetp.FieldSensitivity)
	return s
}

// ToolListFromNode builds a ToolList from a v2 list_tools document.
func ToolListFromNode(n *Node) *ToolList {
	l := &ToolList{Kind: KindOf(n), Node: n}
	if n == nil {
		return l
	}
	l.At = n.At
	l.Revision = stringField(n, cetp.FieldRevision)
	ts := n.Get(cetp.FieldTools)
	l.Tools = Tools{Kind: KindOf(ts), At: locOf(n, ts, cetp.FieldTools)}
	if KindOf(ts) == KindArray {
		for i, e := range ts.Elems {
			l.Tools.Items = append(l.Tools.Items, ToolFromNode(e, i))
		}
	}
	return l
}

// ToolFromNode builds the i-th Tool of a list from its descriptor.
func ToolFromNode(n *Node, i int) *Tool {
	t := &Tool{Kind: n.Kind, Index: i, At: n.At, Node: n}
	if n.Kind != KindObject {
		return t
	}
	t.Name = stringField(n, cetp.FieldName)
	t.Title = stringField(n, cetp.FieldTitle)
	t.Description = stringField(n, cetp.FieldDescription)
	t.InputSchema = schemaField(n, cetp.FieldInputSchema)
	t.OutputSchema = schemaField(n, cetp.FieldOutputSchema)
	t.Scopes = stringsField(n, cetp.FieldScopes)
	an := n.Get(cetp.FieldAnnotations)
	t.Annotations = Annotations{Kind: KindOf(an), At: locOf(n, an, cetp.FieldAnnotations), Node: an}
	if KindOf(an) == KindObject {
		a := &t.Annotations
		a.Effect = stringField(an, cetp.FieldEffect)
		a.Risk = stringField(an, cetp.FieldRisk)
		a.Destructive = boolField(an, cetp.FieldDestructive)
		a.Idempotent = boolField(an, cetp.FieldIdempotent)
		a.OpenWorld = boolField(an, cetp.FieldOpenWorld)
		a.Confirmation = stringField(an, cetp.FieldConfirmation)
		a.Execution = stringField(an, cetp.FieldExecution)
	}
	return t
}

// locOf is the location of member key of parent: the value's own when
// present, else the parent's with the member's logical location.
func locOf(parent, v *Node, key string) Loc {
	if v != nil {
		return v.At
	}
	return ChildLoc(parent.At, key)
}

// StringOf makes a String field from a node (nil for absent).
func StringOf(v *Node, at Loc) String {
	f := String{Kind: KindOf(v), At: at, Node: v}
	if f.Kind == KindString {
		f.Value = v.Str
	}
	return f
}

func stringField(n *Node, key string) String {
	v := n.Get(key)
	return StringOf(v, locOf(n, v, key))
}

func boolField(n *Node, key string) Bool {
	v := n.Get(key)
	f := Bool{Kind: KindOf(v), At: locOf(n, v, key), Node: v}
	if f.Kind == KindBool {
		f.Value = v.Bool
	}
	return f
}

// IntField makes an Int field from member key of n.
func IntField(n *Node, key string) Int {
	v := n.Get(key)
	f := Int{Kind: KindOf(v), At: locOf(n, v, key), Node: v}
	if f.Kind == KindInteger {
		f.Value = v.Int
	}
	return f
}

func stringsField(n *Node, key string) Strings {
	v := n.Get(key)
	f := Strings{Kind: KindOf(v), At: locOf(n, v, key), Node: v}
	if f.Kind == KindArray {
		for _, e := range v.Elems {
			f.Items = append(f.Items, StringOf(e, e.At))
		}
	}
	return f
}

func schemaField(n *Node, key string) Schema {
	v := n.Get(key)
	s := Schema{Kind: KindOf(v), At: locOf(n, v, key)}
	if s.Kind.Concrete() {
		s.Node = v
	}
	return s
}
