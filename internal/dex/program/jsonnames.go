package program

import (
	"strings"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// JSON decoders that bind text to an app class (Gson, Moshi,
// kotlinx.serialization) match each JSON key to a field by a name that
// need not be the field's own:
//   - Gson: @SerializedName(value, alternate) on the field (javac and
//     kotlinc put it there: it may target only fields and methods);
//   - Moshi: @Json(name) on the field (Java), or on the constructor
//     parameter a Kotlin property is declared by (kotlinc's default target
//     for an annotation that may target parameters), or its generated
//     adapter's JsonReader.Options;
//   - kotlinx.serialization: @SerialName does not survive as a field
//     annotation the decoder reads; the plugin's generated X$$serializer
//     names the elements (PluginGeneratedSerialDescriptor.addElement in
//     its <clinit>, in declaration order), and X's synthetic constructor
//     (int seen, properties..., SerializationConstructorMarker) stores
//     each element's value into its field, in the same order.

const (
	annSerializedName   = "Lcom/google/gson/annotations/SerializedName;"
	annMoshiJSON        = "Lcom/squareup/moshi/Json;"
	classPluginDesc     = "Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;"
	classSerialMarker   = "Lkotlinx/serialization/internal/SerializationConstructorMarker;"
	moshiUnsetName      = "\u3000" // Json.UNSET_NAME: the field's own name
	classMoshiOptions   = "Lcom/squareup/moshi/JsonReader$Options;"
	maxJSONNameAnalyses = 4 // methods analysed per class for its names
)

// JSONNames says under which JSON keys a decoder fills the fields of one
// class. Names maps a field name to its keys (absent: the field's own
// name). Unread, when not empty, says why some names could not be read:
// the decoder was recognised but the keys it uses are not known, so a
// field may be filled under a key not listed.
type JSONNames struct {
	Names  map[string][]string
	Unread string
}

// Keys returns the JSON keys field name is filled under.
func (j *JSONNames) Keys(name string) []string {
	if j != nil {
		if ks, ok := j.Names[name]; ok {
			return ks
		}
	}
	return []string{name}
}

// JSONNamesOf returns the JSON keys of class cls's own instance fields
// (computed once per class).
func (p *Program) JSONNamesOf(cls string) *JSONNames {
	if j, ok := p.jsonNames[cls]; ok {
		return j
	}
	if p.jsonNames == nil {
		p.jsonNames = map[string]*JSONNames{}
	}
	j := &JSONNames{Names: map[string][]string{}}
	p.jsonNames[cls] = j
	c := p.Classes[cls]
	if c == nil {
		return j
	}
	var unread []string
	if anns, err := c.FieldAnnotations(); err != nil {
		unread = append(unread, "its field annotations could not be read ("+err.Error()+")")
	} else {
		for ref, list := range anns {
			if ks := annotatedKeys(list); len(ks) > 0 {
				j.Names[ref.Name] = ks
			}
		}
	}
	if why := p.ctorParamNames(c, j); why != "" {
		unread = append(unread, why)
	}
	if why := p.kotlinxNames(c, j); why != "" {
		unread = append(unread, why)
	}
	if why := p.moshiAdapterNames(c, j); why != "" {
		unread = append(unread, why)
	}
	j.Unread = strings.Join(unread, "; ")
	return j
}

// annotatedKeys reads a Gson @SerializedName (value and alternates) or a
// Moshi @Json(name) from a field's or parameter's annotations.
func annotatedKeys(list []dex.Annotation) []string {
	var out []string
	for i := range list {
		a := &list[i]
		switch a.Type {
		case annSerializedName:
			if e, ok := a.Elem("value"); ok {
				out = append(out, e.Strings()...)
			}
			if e, ok := a.Elem("alternate"); ok {
				out = append(out, e.Strings()...)
			}
		case annMoshiJSON:
			if e, ok := a.Elem("name"); ok {
				for _, s := range e.Strings() {
					if s != moshiUnsetName {
						out = append(out, s)
					}
				}
			}
		}
	}
	return out
}

// ctorParamNames reads keys annotated on constructor parameters (a
// Kotlin property declared in the primary constructor) and gives them to
// the fields the constructor stores those parameters into.
func (p *Program) ctorParamNames(c *dex.Class, j *JSONNames) string {
	pa, err := c.ParameterAnnotations()
	if err != nil {
		return "its constructor parameters' annotations could not be read (" + err.Error() + ")"
	}
	for _, m := range c.Direct {
		lists, ok := pa[m.Index]
		if !ok || m.Ref.Name != "<init>" {
			continue
		}
		keys := map[int][]string{} // argument index (0 is this) -> keys
		// javac and kotlinc may leave out lists for leading synthetic
		// parameters: the lists align with the last parameters.
		skip := len(m.Ref.Params) - len(lists)
		for i, l := range lists {
			if ks := annotatedKeys(l); len(ks) > 0 && skip >= 0 {
				keys[skip+i+1] = ks
			}
		}
		if len(keys) == 0 {
			continue
		}
		for k, f := range p.fieldsOfParams(m) {
			if ks, ok := keys[k]; ok && f.Class == c.Name {
				j.Names[f.Name] = ks
			}
		}
	}
	return ""
}

// fieldsOfParams maps the arguments a method stores unchanged into an
// instance field of its receiver (iput of the parameter's value) to that
// field; an argument stored into two fields keeps the first.
func (p *Program) fieldsOfParams(m *dex.Method) map[int]*dex.FieldRef {
	out := map[int]*dex.FieldRef{}
	a, err := p.Analyze(m)
	if err != nil || a == nil {
		return out
	}
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if in.Op < dex.OpIput || in.Op > dex.OpIputShort {
			return
		}
		v, ok := st.Reg(in.A).Single()
		if !ok || v.Kind != regflow.Param || v.Int == 0 || v.Or != 0 {
			return
		}
		if recv, ok := st.Reg(in.B).Single(); !ok || recv.Kind != regflow.Param || recv.Int != 0 {
			return
		}
		if _, had := out[int(v.Int)]; had {
			return
		}
		if f, err := m.Class.File.Field(in.Index); err == nil {
			out[int(v.Int)] = f
		}
	})
	return out
}

// serializerOf returns the kotlinx.serialization plugin's generated
// serializer class of cls, or nil.
func (p *Program) serializerOf(cls string) *dex.Class {
	return p.Classes[strings.TrimSuffix(cls, ";")+"$$serializer;"]
}

// kotlinxNames reads a @Serializable class's element names from its
// generated serializer and maps them to fields through the synthetic
// deserialization constructor.
func (p *Program) kotlinxNames(c *dex.Class, j *JSONNames) string {
	ser := p.serializerOf(c.Name)
	if ser == nil {
		return ""
	}
	var names []string
	analysed := 0
	for _, m := range ser.Methods() {
		if m.Ref.Name != "<clinit>" && m.Ref.Name != "<init>" {
			continue
		}
		if analysed++; analysed > maxJSONNameAnalyses {
			break
		}
		p.ReplayCalls(m, func(call *Call, in *dex.Insn, st *regflow.State) {
			if call.Ref.Class != classPluginDesc || call.Ref.Name != "addElement" {
				return
			}
			args := CallArgs(st, in, call.Ref)
			if len(args) < 2 {
				return
			}
			if s, ok := args[1].Single(); ok && s.Kind == regflow.Str {
				names = append(names, s.Str)
			} else {
				names = append(names, "") // not a constant: unknown
			}
		})
	}
	why := "the element names of its generated serializer " + javaRefClass(ser.Name) + " could not be read"
	if len(names) == 0 {
		return why + " (no PluginGeneratedSerialDescriptor.addElement with a constant name)"
	}
	var ctor *dex.Method
	for _, m := range c.Direct {
		ps := m.Ref.Params
		if m.Ref.Name == "<init>" && len(ps) == len(names)+2 && ps[len(ps)-1] == classSerialMarker && ps[0] == "I" {
			ctor = m
		}
	}
	if ctor == nil {
		return why + " against its fields (no synthetic constructor taking its " + itoa(len(names)) + " elements and a SerializationConstructorMarker)"
	}
	stored := p.fieldsOfParams(ctor)
	missing := false
	for i, name := range names {
		f, ok := stored[i+2] // this, seen mask, then the elements
		switch {
		case !ok:
			// A property with no backing field, or one the constructor
			// does not store as is: its key is not known.
			missing = true
		case name == "":
			missing = true
			j.Names[f.Name] = nil
		case f.Class == c.Name:
			j.Names[f.Name] = append(j.Names[f.Name], name)
		}
	}
	if missing {
		return why + " for every element (a name that is not a constant, or an element its synthetic constructor does not store into a field)"
	}
	return ""
}

// moshiAdapterNames reads the keys of a Moshi codegen adapter (X's
// generated XJsonAdapter, or Outer_InnerJsonAdapter for a nested class):
// its JsonReader.Options list the JSON names. Each is matched to the field
// its fromJson stores the name's value into (moshiPositions); a name not
// matched so must name a field already (by its own name or an
// annotation), otherwise the keys are said to be unread.
func (p *Program) moshiAdapterNames(c *dex.Class, j *JSONNames) string {
	name := strings.TrimSuffix(c.Name, ";")
	pkg := PackageOf(name)
	simple := strings.ReplaceAll(name[len(pkg):], "$", "_")
	ad := p.Classes[pkg+simple+"JsonAdapter;"]
	if ad == nil {
		return ""
	}
	var keys []string
	lists := 0
	for _, m := range ad.Methods() {
		if m.Ref.Name == "<init>" || m.Ref.Name == "<clinit>" {
			ks, n := optionsKeys(m)
			keys, lists = append(keys, ks...), lists+n
		}
	}
	if lists == 1 {
		// One Options: its indices are what selectName returns, and
		// fromJson says which field each fills (moshiPositions).
		for i, f := range p.moshiPositions(ad, c) {
			if i < len(keys) && f.Class == c.Name {
				j.Names[f.Name] = []string{keys[i]}
			}
		}
	}
	known := map[string]bool{}
	for _, fd := range c.InstanceFields {
		for _, k := range j.Keys(fd.Ref.Name) {
			known[k] = true
		}
	}
	var strange []string
	for _, k := range keys {
		if !known[k] {
			strange = append(strange, k)
		}
	}
	if len(keys) == 0 {
		return "the JSON names of its Moshi adapter " + javaRefClass(ad.Name) + " could not be read (no JsonReader.Options.of with constant names)"
	}
	if len(strange) > 0 {
		return "its Moshi adapter " + javaRefClass(ad.Name) + " reads keys no field is named or annotated with (" + strings.Join(strange, ", ") + ")"
	}
	return ""
}

// optionsKeys returns the constant names m passes to
// JsonReader.Options.of(String...): the String[] kotlinc and javac build
// for the varargs (new-array and aput-object, or filled-new-array) read in
// one pass over the code, which is all a generated adapter does; and the
// number of Options.of calls.
func optionsKeys(m *dex.Method) ([]string, int) {
	code, err := m.Code()
	if err != nil || code == nil {
		return nil, 0
	}
	calls := 0
	f := m.Class.File
	strs := map[uint32]string{}
	arrays := map[uint32][]string{}
	var filled []string
	pending := false // a filled-new-array whose result is next
	var out []string
	_ = dex.Walk(code.Insns, func(in *dex.Insn) bool {
		switch in.Op {
		case dex.OpConstString, dex.OpConstStringJumbo:
			if s, err := f.String(in.Index); err == nil {
				strs[in.A] = s
			}
		case dex.OpNewArray:
			arrays[in.A] = nil
		case dex.OpAputObject:
			if s, ok := strs[in.A]; ok {
				arrays[in.B] = append(arrays[in.B], s)
			}
		case dex.OpFilledNewArray:
			filled, pending = filled[:0], true
			for _, r := range in.Args {
				if s, ok := strs[uint32(r)]; ok {
					filled = append(filled, s)
				}
			}
		case dex.OpMoveResultObject:
			if pending {
				arrays[in.A] = append([]string(nil), filled...)
				pending = false
			}
		default:
			if in.IsInvoke() && len(in.Args) == 1 {
				if ref, err := f.Method(in.Index); err == nil && ref.Class == classMoshiOptions && ref.Name == "of" {
					out = append(out, arrays[uint32(in.Args[0])]...)
					calls++
				}
			}
		}
		return true
	})
	return out, calls
}

func javaRefClass(desc string) string {
	return strings.ReplaceAll(strings.TrimSuffix(strings.TrimPrefix(desc, "L"), ";"), "/", ".")
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}
