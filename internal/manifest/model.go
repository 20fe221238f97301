package manifest

import "strings"

// Pos is a 1-based line and column in a source manifest; zero when the model
// comes from a binary manifest. Col counts UTF-16 code units (SARIF's
// default column kind).
type Pos struct {
	Line, Col int
}

// Known reports whether the position is set.
func (p Pos) Known() bool { return p.Line > 0 }

// Kind is the type a value has after aapt compiles it.
type Kind int

// Value kinds, mirroring Res_value data types.
const (
	Absent    Kind = iota // the attribute is not there
	String                // plain string
	Int                   // decimal integer (TYPE_INT_DEC)
	Hex                   // hexadecimal integer (TYPE_INT_HEX)
	Bool                  // boolean (TYPE_INT_BOOLEAN)
	Float                 // float (TYPE_FLOAT)
	Reference             // @type/name or @0x7f...
	Attribute             // ?attr theme reference
	Other                 // colours, dimensions, fractions, null
)

var kindNames = [...]string{"absent", "string", "integer", "hex integer", "boolean", "float",
	"resource reference", "theme attribute", "typed value"}

func (k Kind) String() string {
	if k < Absent || k > Other {
		return "unknown"
	}
	return kindNames[k]
}

// Value is an attribute value with its aapt type.
type Value struct {
	Kind Kind
	// Text is the value as written in a source manifest, or rendered from
	// the binary value ("1.0" for a float, "@string/x" or "@0x7f020000" for
	// a reference, "0x2" for hex).
	Text string
	// Int holds Int, Hex and Bool (0/1) values.
	Int int64
	// Float holds Float values.
	Float float64
	// RefID is a Reference's resource id (binary manifests; 0 in sources).
	RefID uint32
	// Resolved is what a Reference resolves to through resources.arsc; nil
	// when it could not be resolved (no resources.arsc, a source manifest,
	// or an unknown id).
	Resolved *Value
	// Pos is where the attribute is in a source manifest.
	Pos Pos
}

// Present reports whether the attribute exists.
func (v Value) Present() bool { return v.Kind != Absent }

// Effective follows a resolved reference to its value.
func (v Value) Effective() Value {
	if v.Kind == Reference && v.Resolved != nil {
		r := *v.Resolved
		r.Pos = v.Pos
		return r
	}
	return v
}

// StringValue returns the value as a string when it is (or resolves to) a
// plain string.
func (v Value) StringValue() (string, bool) {
	e := v.Effective()
	if e.Kind == String {
		return e.Text, true
	}
	return "", false
}

// BoolValue returns the value when it is (or resolves to) a boolean.
func (v Value) BoolValue() (val, ok bool) {
	e := v.Effective()
	if e.Kind == Bool {
		return e.Int != 0, true
	}
	return false, false
}

// ComponentKind is the element a component is declared with.
type ComponentKind int

// Component kinds.
const (
	Activity ComponentKind = iota
	ActivityAlias
	Service
	Receiver
	Provider
)

var componentTags = [...]string{"activity", "activity-alias", "service", "receiver", "provider"}

// Tag is the XML element name of the kind.
func (k ComponentKind) String() string { return componentTags[k] }

// ComponentKindOf maps an element name to its kind.
func ComponentKindOf(tag string) (ComponentKind, bool) {
	for i, t := range componentTags {
		if t == tag {
			return ComponentKind(i), true
		}
	}
	return 0, false
}

// MetaData is a <meta-data> element.
type MetaData struct {
	Name     string
	Value    Value // android:value
	Resource Value // android:resource
	Pos      Pos   // the element's start tag
	Path     string
	// Ignore lists tools:ignore ids on the <meta-data> element itself
	// (source manifests); those of its component are Component.Ignore.
	Ignore []string
}

// IntentFilter is an <intent-filter> element.
type IntentFilter struct {
	Actions []Action
	Pos     Pos
}

// Action is an <action> inside an intent filter.
type Action struct {
	Name string
	Pos  Pos
}

// Tri is an explicit boolean attribute that may be absent.
type Tri int

// Tri-state values.
const (
	Unset Tri = iota
	False
	True
)

// Component is an activity, activity-alias, service, receiver or provider.
type Component struct {
	Kind ComponentKind
	// Name is android:name as written; Class is it resolved against the
	// package (".Foo" and "Foo" become "pkg.Foo").
	Name  string
	Class string
	// TargetActivity is an activity-alias's target, resolved.
	TargetActivity string
	Enabled        Value
	Exported       Value
	// Permission, ReadPermission and WritePermission are effective: the
	// component's own, or inherited from <application android:permission>.
	Permission      string
	ReadPermission  string
	WritePermission string
	IntentFilters   []IntentFilter
	MetaData        []MetaData
	// Authorities are a provider's android:authorities split on ';'.
	Authorities     []string
	AuthoritiesAttr Value
	// Ignore lists tools:ignore rule ids on the element (source manifests).
	Ignore []string
	Pos    Pos
	// Path is the logical element path, e.g.
	// "manifest/application/service[com.example.ToolService]".
	Path string
}

// HasAction reports whether an intent filter of c has the action.
func (c *Component) HasAction(action string) bool {
	for _, f := range c.IntentFilters {
		for _, a := range f.Actions {
			if a.Name == action {
				return true
			}
		}
	}
	return false
}

// Meta returns the meta-data named name that the platform exposes: the last
// one, since each <meta-data> is put into one Bundle in document order.
func (c *Component) Meta(name string) (MetaData, bool) {
	for i := len(c.MetaData) - 1; i >= 0; i-- {
		if c.MetaData[i].Name == name {
			return c.MetaData[i], true
		}
	}
	return MetaData{}, false
}

// Permission is a <permission> the app declares.
type Permission struct {
	Name            string
	ProtectionLevel Value
	Pos             Pos
	// Path is the logical element path, e.g. "manifest/permission[com.example.P]".
	Path string
}

// Manifest is the typed model of one AndroidManifest.xml.
type Manifest struct {
	// Path is the file the manifest came from: an APK or a source XML.
	Path string
	// Source is true for a source (text) manifest.
	Source bool
	// Root is a source manifest's element tree, with positions, end tags
	// and comments; nil for binary manifests.
	Root *Element
	// Package is the application id; from the manifest, --package or the
	// Gradle namespace for source manifests. PackageFrom says which.
	Package     string
	PackageFrom string
	// GradleCut, for a source manifest without a package, is a build file
	// larger than MaxGradleBytes that was searched for its namespace only
	// in its first MaxGradleBytes; "" otherwise.
	GradleCut string
	// SharedUserID is android:sharedUserId.
	SharedUserID Value
	// Debuggable is <application android:debuggable>.
	Debuggable Value
	// MinSDK and TargetSDK are from <uses-sdk>; 0 when unknown.
	MinSDK, TargetSDK int
	Permissions       []Permission
	// AppPermission is <application android:permission>.
	AppPermission string
	// AppMetaData are the <meta-data> elements directly in <application>.
	AppMetaData []MetaData
	Components  []*Component
	// ResourcesResolved is false when the APK has no usable resources.arsc
	// (references stay unresolved); always false for source manifests. When
	// no value needed resolving, resources.arsc is not parsed and this is
	// true when the APK has one.
	ResourcesResolved bool
	// ResourcesError says why resources.arsc was not usable when a value
	// needed it (for -v output); empty otherwise.
	ResourcesError string
	// Pos of <manifest> and <application>.
	Pos, AppPos Pos
	// AppIgnore lists tools:ignore ids on <manifest> and <application>.
	AppIgnore []string

	// byAuthority indexes the providers by authority (Index), so that
	// lookups stay linear in a crafted manifest with thousands of
	// services and millions of authorities.
	byAuthority map[string][]*Component
	// byClass indexes components by resolved class, and activity aliases
	// also by their target activity (byTarget).
	byClass, byTarget map[string][]*Component
}

// Index builds the lookup tables of the components. Build calls it; call it
// again after changing Components. Without it lookups scan the components.
func (m *Manifest) Index() {
	m.byAuthority = map[string][]*Component{}
	m.byClass = map[string][]*Component{}
	m.byTarget = map[string][]*Component{}
	for _, c := range m.Components {
		m.byClass[c.Class] = append(m.byClass[c.Class], c)
		if c.Kind == ActivityAlias && c.TargetActivity != "" {
			m.byTarget[c.TargetActivity] = append(m.byTarget[c.TargetActivity], c)
		}
		if c.Kind != Provider {
			continue
		}
		for _, a := range c.Authorities {
			list := m.byAuthority[a]
			if len(list) == 0 || list[len(list)-1] != c {
				m.byAuthority[a] = append(list, c)
			}
		}
	}
}

// ResolveClass resolves a component class name against the package the way
// the platform does: ".Foo" and "Foo" (no dot) are relative to the package.
func ResolveClass(pkg, name string) string {
	switch {
	case name == "":
		return ""
	case strings.HasPrefix(name, "."):
		return pkg + name
	case !strings.Contains(name, "."):
		if pkg == "" {
			return name
		}
		return pkg + "." + name
	}
	return name
}

// EffectiveTargetSDK is the target SDK the platform applies: targetSdkVersion,
// else minSdkVersion, else 1. It returns 0 when a source manifest leaves both
// unknown (the build decides).
func (m *Manifest) EffectiveTargetSDK() int {
	switch {
	case m.TargetSDK > 0:
		return m.TargetSDK
	case m.MinSDK > 0:
		return m.MinSDK
	case m.Source:
		return 0
	}
	return 1
}

// ExportState is whether a component is reachable by other apps.
type ExportState int

// Export states.
const (
	ExportUnknown ExportState = iota
	NotExported
	Exported
)

// ExportedState returns c's exported state with the platform defaults: an
// explicit android:exported wins; a component with an intent filter is
// exported; a provider is exported by default only when the effective target
// SDK is 16 or lower (unknown for source manifests that do not say); other
// components are not exported.
func (m *Manifest) ExportedState(c *Component) ExportState {
	if b, ok := c.Exported.BoolValue(); ok {
		if b {
			return Exported
		}
		return NotExported
	}
	if c.Exported.Present() {
		return ExportUnknown // an unresolved reference
	}
	if len(c.IntentFilters) > 0 {
		return Exported
	}
	if c.Kind == Provider {
		switch t := m.EffectiveTargetSDK(); {
		case t == 0:
			return ExportUnknown
		case t <= 16:
			return Exported
		}
	}
	return NotExported
}

// IsEnabled reports whether c is enabled: android:enabled defaults to true,
// and an unresolved value counts as enabled.
func (c *Component) IsEnabled() bool {
	if b, ok := c.Enabled.BoolValue(); ok {
		return b
	}
	return true
}

// ComponentsWithAction returns the components of a kind whose intent filters
// have the action.
func (m *Manifest) ComponentsWithAction(kind ComponentKind, action string) []*Component {
	var out []*Component
	for _, c := range m.Components {
		if c.Kind == kind && c.HasAction(action) {
			out = append(out, c)
		}
	}
	return out
}

// ComponentsOfClass returns the components whose resolved class is class,
// in document order.
func (m *Manifest) ComponentsOfClass(class string) []*Component {
	if m.byClass != nil {
		return m.byClass[class]
	}
	var out []*Component
	for _, c := range m.Components {
		if c.Class == class {
			out = append(out, c)
		}
	}
	return out
}

// DeclarationsOf returns every declaration that starts class: its
// components (ComponentsOfClass) and the activity aliases targeting it
// (AliasesOf), in a slice of its own (never the index's).
func (m *Manifest) DeclarationsOf(class string) []*Component {
	same := m.ComponentsOfClass(class)
	return append(same[:len(same):len(same)], m.AliasesOf(class)...)
}

// AliasesOf returns the activity aliases whose target is activity, in
// document order.
func (m *Manifest) AliasesOf(activity string) []*Component {
	if m.byTarget != nil {
		return m.byTarget[activity]
	}
	var out []*Component
	for _, c := range m.Components {
		if c.Kind == ActivityAlias && c.TargetActivity == activity && activity != "" {
			out = append(out, c)
		}
	}
	return out
}

// ProvidersWithAuthority returns the providers that declare authority, in
// document order.
func (m *Manifest) ProvidersWithAuthority(authority string) []*Component {
	if m.byAuthority != nil {
		return m.byAuthority[authority]
	}
	var out []*Component
	for _, c := range m.Components {
		if c.Kind != Provider {
			continue
		}
		for _, a := range c.Authorities {
			if a == authority {
				out = append(out, c)
				break
			}
		}
	}
	return out
}

// ComponentPath builds the logical element path of a component.
func ComponentPath(kind ComponentKind, class string) string {
	return "manifest/application/" + kind.String() + "[" + class + "]"
}
