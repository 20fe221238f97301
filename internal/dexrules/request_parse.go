package dexrules

import (
	"slices"
	"strings"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
	"github.com/clawseed/cetpaudit/internal/finding"
)

// Request text parsed by reflection (Gson, Moshi, kotlinx.serialization)
// fills an app object's fields without any app code storing them, so the
// flow marks the fields of the class parsed into as request fields, each
// under the JSON key the decoder fills it from (program.JSONNamesOf: an
// annotation or generated serializer naming it, else its own name), as if
// a constructor had stored them.

// reflectParse recognises a parse-by-reflection call: the argument index
// (0 is the receiver) of the text parsed, and of a Class or serializer
// argument naming the target (-1 when the call has none).
func reflectParse(ref *dex.MethodRef) (text, target int, ok bool) {
	switch {
	case ref.Class == "Lcom/google/gson/Gson;" && ref.Name == "fromJson" && len(ref.Params) == 2:
		return 1, 2, true
	case ref.Class == "Lcom/squareup/moshi/JsonAdapter;" && ref.Name == "fromJson" && len(ref.Params) == 1:
		return 1, -1, true
	case (ref.Class == "Lkotlinx/serialization/json/Json;" || ref.Class == "Lkotlinx/serialization/json/Json$Default;") &&
		(ref.Name == "decodeFromString" || ref.Name == "decodeFromJsonElement") && len(ref.Params) == 2:
		return 2, 1, true
	}
	return 0, 0, false
}

// parseTarget names the class a Class constant or a generated serializer
// (Args.Companion.serializer(), kotlinx's plugin shape) says is parsed
// into, or "".
func parseTarget(v regflow.Value) string {
	a, ok := v.Single()
	if !ok {
		return ""
	}
	switch {
	case a.Kind == regflow.Class:
		return a.Str
	case a.Kind == regflow.Call && a.Ref != nil && a.Ref.Name == "serializer" && strings.HasSuffix(a.Ref.Class, "$Companion;"):
		return strings.TrimSuffix(a.Ref.Class, "$Companion;") + ";"
	case a.Kind == regflow.Field && a.Field != nil && a.Field.Name == "INSTANCE" && strings.HasSuffix(a.Field.Class, "$$serializer;"):
		// X$$serializer.INSTANCE: the plugin's serializer of X.
		return strings.TrimSuffix(a.Field.Class, "$$serializer;") + ";"
	}
	return ""
}

// maxParseTargetCallers bounds the callers looked at for a serializer or
// Class a parse is given as its method's parameter.
const maxParseTargetCallers = 16

// callerParseTarget names the class a parse in m is given through m's
// parameter k (a helper decodeAny(serializer, text)): what every caller
// of m passes there, when all of at most maxParseTargetCallers callers
// name the same class; "" otherwise.
func callerParseTarget(prog *program.Program, m *dex.Method, k int64) string {
	callers := prog.Callers(m)
	if len(callers) == 0 || len(callers) > maxParseTargetCallers {
		return ""
	}
	cls := ""
	for _, c := range callers {
		got := ""
		prog.ReplayCalls(c.Method, func(call *program.Call, in *dex.Insn, st *regflow.State) {
			if call.Addr != c.Call.Addr {
				return
			}
			if args := program.CallArgs(st, in, call.Ref); k < int64(len(args)) {
				got = parseTarget(args[k])
			}
		})
		if got == "" || cls != "" && got != cls {
			return ""
		}
		cls = got
	}
	return cls
}

// moshiAdapterTarget names the classes a Moshi JsonAdapter v, whose
// fromJson m calls, was made for (moshiAdapterClassesAt): where v is
// made, in m, in a helper returning it, or in the one method storing it
// into the field v is read from (an adapter kept in a property); nil
// otherwise.
func moshiAdapterTarget(prog *program.Program, m *dex.Method, v regflow.Value) []string {
	a, ok := v.Single()
	if !ok {
		return nil
	}
	switch {
	case a.Kind == regflow.New:
		return generatedAdapterTarget(prog, a.Str)
	case a.Kind == regflow.Call && isMoshiAdapter(a.Ref):
		in, site := m, a.Site
		if a.Via != nil {
			in, site = a.Via, a.ViaSite
		}
		return moshiAdapterClassesAt(prog, in, site)
	case a.Kind == regflow.Field && a.Field != nil && prog.Classes[a.Field.Class] != nil:
		ws := prog.WritersOf(a.Field)
		if len(ws) != 1 {
			return nil
		}
		an, err := prog.Analyze(ws[0])
		if err != nil || an == nil {
			return nil
		}
		var cls []string
		n := 0
		an.Replay(func(in *dex.Insn, st *regflow.State) {
			if !(in.Op == dex.OpIput+2 || in.Op == dex.OpSput+2) {
				return
			}
			fr, err := ws[0].Class.File.Field(in.Index)
			if err != nil || fr.Class != a.Field.Class || fr.Name != a.Field.Name || fr.Type != a.Field.Type {
				return
			}
			n++
			if x, ok := st.Reg(in.A).Single(); ok && x.Kind == regflow.Call && isMoshiAdapter(x.Ref) {
				w, site := ws[0], x.Site
				if x.Via != nil {
					w, site = x.Via, x.ViaSite
				}
				cls = moshiAdapterClassesAt(prog, w, site)
			} else if ok && x.Kind == regflow.New {
				cls = generatedAdapterTarget(prog, x.Str)
			}
		})
		if n != 1 {
			return nil
		}
		return cls
	}
	return nil
}

// generatedAdapterTarget returns the class a Moshi adapter class of the
// app parses into — codegen's XJsonAdapter, or one written by hand, made
// directly (`BookingArgsJsonAdapter(moshi)`): the declared result of its
// fromJson(JsonReader) (not the bridge returning Object). nil when cls is
// no such adapter.
func generatedAdapterTarget(prog *program.Program, cls string) []string {
	if prog.Classes[cls] == nil || !prog.IsSubclass(cls, "Lcom/squareup/moshi/JsonAdapter;") {
		return nil
	}
	chain, _ := prog.Supers(cls)
	for _, k := range chain {
		for _, m := range k.Virtual {
			if m.Ref.Name == "fromJson" && len(m.Ref.Params) == 1 && m.Ref.Params[0] == "Lcom/squareup/moshi/JsonReader;" &&
				m.Ref.Return != "Ljava/lang/Object;" && prog.Classes[m.Ref.Return] != nil {
				return []string{m.Ref.Return}
			}
		}
	}
	return nil
}

// isMoshiAdapter recognises Moshi.adapter(Class) and Moshi.adapter(Type),
// the latter also with its annotations (a Set, a Class, or a field name).
func isMoshiAdapter(ref *dex.MethodRef) bool {
	if ref == nil || ref.Class != "Lcom/squareup/moshi/Moshi;" || ref.Name != "adapter" || len(ref.Params) == 0 {
		return false
	}
	return ref.Params[0] == "Ljava/lang/Class;" && len(ref.Params) == 1 || ref.Params[0] == "Ljava/lang/reflect/Type;"
}

// isMoshiType recognises Moshi's Types factories whose arguments are the
// types a JSON value holds: newParameterizedType(List.class, X.class)
// (and WithOwner), arrayOf(X.class), subtypeOf and supertypeOf.
func isMoshiType(ref *dex.MethodRef) bool {
	if ref.Class != "Lcom/squareup/moshi/Types;" {
		return false
	}
	switch ref.Name {
	case "newParameterizedType", "newParameterizedTypeWithOwner", "arrayOf", "subtypeOf", "supertypeOf":
		return true
	}
	return false
}

// moshiAdapterClassesAt names the app classes given to the Moshi.adapter
// call at site in m: the Class, or the app classes among the type
// arguments of a Types.newParameterizedType (List<X>, Map<String, X>),
// arrayOf or wildcard made in m (their Type... arrays filled there);
// nil when none is known.
func moshiAdapterClassesAt(prog *program.Program, m *dex.Method, site uint32) []string {
	var out []string
	add := func(t string) {
		if t != "" && prog.Classes[t] != nil && !slices.Contains(out, t) {
			out = append(out, t)
		}
	}
	elems := map[uint32][]string{} // arrays made in m: the classes stored into them
	types := map[uint32][]string{} // Types calls in m: the classes they name
	a, err := prog.Analyze(m)
	if err != nil || a == nil {
		return nil
	}
	byAddr := program.CallsByAddr(prog.Calls(m))
	// classes reads the classes a Type value in m names.
	classes := func(v regflow.Value) []string {
		var cs []string
		for _, x := range v.Alts {
			switch {
			case x.Kind == regflow.Class:
				cs = append(cs, x.Str)
			case x.Kind == regflow.Array && x.Via == nil:
				cs = append(cs, elems[x.Site]...)
			case x.Kind == regflow.Call && x.Via == nil && isMoshiType(x.Ref):
				cs = append(cs, types[x.Site]...)
			}
		}
		return cs
	}
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if in.Op == dex.OpAputObject {
			if x, ok := st.Reg(in.B).Single(); ok && x.Kind == regflow.Array && x.Via == nil {
				elems[x.Site] = append(elems[x.Site], classes(st.Reg(in.A))...)
			}
			return
		}
		c := byAddr[in.Addr]
		if c == nil {
			return
		}
		args := program.CallArgs(st, in, c.Ref)
		switch {
		case isMoshiType(c.Ref):
			for _, v := range args {
				types[c.Addr] = append(types[c.Addr], classes(v)...)
			}
		case c.Addr == site && isMoshiAdapter(c.Ref) && len(args) >= 2:
			for _, t := range classes(args[1]) {
				add(t)
			}
		}
	})
	return out
}

// parseSite is a parse call whose target class was not (yet) known.
type parseSite struct {
	m    *dex.Method
	addr uint32
}

// parsedInto marks the instance fields of class cls and of its app
// superclasses as holding request values, under the JSON keys the decoder
// fills them from (a field with several, Gson's alternates, keeps the one
// a message is best named by).
func (f *reqFlow) parsedInto(cls string) {
	if f.parsedSet[cls] {
		return
	}
	f.parsedSet[cls] = true
	f.parsed = append(f.parsed, cls)
	seen := map[string]bool{} // a crafted APK may loop its superclasses
	for !seen[cls] {
		seen[cls] = true
		c := f.prog.Classes[cls]
		if c == nil {
			return
		}
		names := f.prog.JSONNamesOf(c.Name)
		for _, fd := range c.InstanceFields {
			keys := names.Keys(fd.Ref.Name)
			if len(keys) == 0 {
				keys = []string{""} // filled under a key not known
			}
			for _, key := range keys {
				info := reqInfo{key: key, numeric: numericType(fd.Ref.Type)}
				for _, owner := range []string{fd.Ref.Class, cls} {
					id := owner + "->" + fd.Ref.Name + ":" + fd.Ref.Type
					if old, had := f.fields[id]; !had || old.join(info) != old {
						f.fields[id] = joined(old, had, info)
					}
				}
			}
		}
		cls = c.Super
	}
}

// castOfParse handles a check-cast of a parse call's result: the cast
// names the class parsed into when the call did not.
func (f *reqFlow) castOfParse(m *dex.Method, in *dex.Insn, st *regflow.State) {
	for _, a := range st.Reg(in.A).Alts {
		if a.Kind != regflow.Call {
			continue
		}
		k := parseSite{m, a.Site}
		if a.Via != nil {
			// The parse's result returned by a helper (a generic
			// Codec<T>.decode): the caller's cast names the class.
			k = parseSite{a.Via, a.ViaSite}
		}
		if _, pending := f.unparsed[k]; !pending {
			continue
		}
		if cls, err := m.Class.File.Type(in.Index); err == nil && cls != "Ljava/lang/Object;" {
			f.parsedInto(cls)
			f.unparsed[k] = ""
		}
	}
}

// reportUnparsed notes each parse of request text whose target class the
// analysis could not tell: the fields it fills are not followed.
func (f *reqFlow) reportUnparsed(p *DexPass) {
	for _, k := range f.unparsedOrder {
		if call := f.unparsed[k]; call != "" {
			p.ReportNote(DexAt{Method: k.m, Addr: k.addr},
				"%s parses request text with %s into a class the analysis cannot tell (no Class constant, serializer or cast names it): %s findings about the fields it fills may be missing; review that class's fields by hand, or name it at the parse (a Class argument or a cast)",
				Short(k.m), finding.Sanitize(call), p.Rule().ID)
		}
	}
}
