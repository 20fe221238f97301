package dexrules

import (
	"slices"
	"strings"

	"github.com/clawseed/cetpaudit/cetp"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() { register("CETP608", checkMutationWithoutExecutor) }

// sdkProviderClass is the simple name of the SDK's provider base class
// (§10); its package is the SDK's business, so only the name is matched.
const sdkProviderClass = "CetpV2ContentProvider"

const opSgetObject = 0x62

// checkMutationWithoutExecutor reports a CetpV2ContentProvider subclass
// whose tool declarations use a ToolEffect other than READ while no class
// between it and the SDK overrides mutationExecutor with something other
// than null.
func checkMutationWithoutExecutor(p *DexPass) {
	prog := p.Program
	for _, class := range p.ToolProviders() {
		below, ok := belowSDKProvider(prog, class)
		if !ok {
			continue
		}
		nonNull, nullGetter := overridesExecutor(prog, below, executorGetters(prog, class))
		if nonNull {
			continue
		}
		// The tool list is built in the subclass (constructor, getter,
		// lazy initializer) and what those reach.
		var roots []*dex.Method
		for _, c := range below {
			roots = append(roots, c.Methods()...)
		}
		reach := prog.Reachable(roots)
		// The SDK's own code (its constructor runs for every subclass)
		// uses the mutating effects whatever the subclass declares.
		if pkg := sdkPackage(prog, class); pkg != "" {
			for m := range reach {
				if strings.HasPrefix(m.Class.Name, pkg) {
					delete(reach, m)
				}
			}
		}
		effects := staticReads(reach, func(f *dex.FieldRef) bool { return effectConstant(prog, f) })
		// The enum's own code (its <clinit>, values(), valueOf) reads every
		// constant: no tool's declaration.
		effects = slices.DeleteFunc(effects, func(e fieldSite) bool { return e.Method.Class.Name == e.Field.Class })
		var mutating *fieldSite
		effect := "" // the mutating tool's effect, as the message names it
		for i := range effects {
			if effects[i].Field.Name != "READ" {
				mutating, effect = &effects[i], effects[i].Field.Name
				break
			}
		}
		declared := false
		// own: the SDK-named base is the app's own (not in the SDK's
		// com.clawseed package): its contract is the SDK's only by its
		// getter, and the consequence is the base's, not the SDK's.
		own := !strings.HasPrefix(sdkPackage(prog, class), "Lcom/clawseed/")
		if len(effects) == 0 && declaresExecutorGetter(prog, class) {
			// No ToolEffect constant: a base class that bears the SDK's
			// name but writes its descriptors itself (a builder's
			// annotate("update", …)), read as the JSON it puts. Judged
			// by the SDK's contract only when it has the SDK's getter:
			// a base of another shape (its own ledger, another name)
			// keeps the note.
			// The provider's own declarations first (its static table),
			// then those of the code it reaches: two providers whose code
			// R8 merged reach each other's tables.
			tools := p.DeclaredTools()
			for _, mine := range []bool{true, false} {
				for _, t := range tools {
					if _, ok := reach[t.Method]; !ok || t.Method == nil || mine != prog.IsSubclass(class, t.Method.Class.Name) {
						continue
					}
					declared = true
					if t.Effect != cetp.EffectRead && mutating == nil {
						mutating, effect = &fieldSite{Method: t.Method, Addr: t.Addr}, strings.ToUpper(string(t.Effect))
						own = true
					}
				}
			}
		}
		name := finding.Sanitize(JavaName(class))
		switch {
		case mutating != nil && nullGetter != nil:
			p.Report(DexAt{Method: mutating.Method, Addr: mutating.Addr},
				"%s extends %s and declares a tool with effect %s (in %s) but its mutationExecutor (%s) is only ever null: the SDK rejects the mutation, or a retry runs it twice; override mutationExecutor with a durable CetpMutationExecutor (§6, §10)",
				name, sdkProviderClass, finding.Sanitize(effect), Short(mutating.Method), Short(nullGetter))
		case mutating != nil:
			// A getter under another name (a Kotlin property ported to Java
			// as mutationExecutor()) overrides nothing: said, as it looks
			// like the fix.
			also := ""
			if m := lookalikeGetter(below, executorGetters(prog, class)); m != nil {
				also = " (" + Short(m) + " is not the SDK's getter and is never called by it)"
			}
			consequence := "the SDK rejects the mutation, or a retry runs it twice"
			if own {
				consequence = "its base class's getter answers null, so nothing deduplicates a retry of the same request_id (or the base refuses the mutation)"
			}
			p.Report(DexAt{Method: mutating.Method, Addr: mutating.Addr},
				"%s extends %s and declares a tool with effect %s (in %s) but does not override mutationExecutor%s: %s; override mutationExecutor with a durable CetpMutationExecutor (§6, §10)",
				name, sdkProviderClass, finding.Sanitize(effect), Short(mutating.Method), also, consequence)
		case len(effects) == 0 && !declared && len(roots) > 0:
			p.ReportNote(DexAt{Method: roots[0]},
				"%s extends %s without overriding mutationExecutor, and its tools' effects are not visible as ToolEffect constants in its code; if any tool's effect is not read, override mutationExecutor (§6, §10)",
				name, sdkProviderClass)
		}
	}
}

// effectConstant recognises a constant of the SDK's ToolEffect, or of an
// app enum named for the effect (Effect, CetpEffect) whose constants bear
// the protocol's effect names (READ, CREATE, UPDATE, DELETE, …).
func effectConstant(prog *program.Program, f *dex.FieldRef) bool {
	n := simpleName(f.Class)
	if n == "ToolEffect" {
		return true
	}
	return strings.HasSuffix(n, "Effect") && f.Type == f.Class && prog.IsEnum(f.Class) && cetp.Effect(strings.ToLower(f.Name)).Valid()
}

// belowSDKProvider returns the classes of the program from class up to,
// not including, the SDK provider base class, when class extends it.
func belowSDKProvider(prog *program.Program, class string) ([]*dex.Class, bool) {
	chain, external := prog.Supers(class)
	for i, c := range chain {
		if simpleName(c.Name) == sdkProviderClass {
			return chain[:i], i > 0
		}
	}
	return chain, simpleName(external) == sdkProviderClass && len(chain) > 0
}

// sdkPackage returns the package prefix ("Lcom/clawseed/cetp/sdk/") of
// the SDK provider base class above class, or "" when there is none.
func sdkPackage(prog *program.Program, class string) string {
	chain, external := prog.Supers(class)
	name := external
	for _, c := range chain {
		if simpleName(c.Name) == sdkProviderClass {
			name = c.Name
			break
		}
	}
	if simpleName(name) != sdkProviderClass {
		return ""
	}
	if i := strings.LastIndexByte(name, '/'); i >= 0 {
		return name[:i+1]
	}
	return ""
}

// executorGetters returns the names of the SDK base class's executor
// getter that a subclass overrides: the one the base class declares when
// it is in the APK (Kotlin's `open val mutationExecutor` compiles to
// getMutationExecutor(), so a Java method named mutationExecutor() beside
// it overrides nothing and the SDK never calls it); when the base class
// is not in the APK, the SDK's own (§10: `override val mutationExecutor`,
// getMutationExecutor() on the JVM).
func executorGetters(prog *program.Program, class string) map[string]bool {
	chain, _ := prog.Supers(class)
	for _, c := range chain {
		if simpleName(c.Name) != sdkProviderClass {
			continue
		}
		out := map[string]bool{}
		for _, m := range c.Virtual {
			if (m.Ref.Name == "getMutationExecutor" || m.Ref.Name == "mutationExecutor") && len(m.Ref.Params) == 0 {
				out[m.Ref.Name] = true
			}
		}
		if len(out) > 0 {
			return out
		}
	}
	return map[string]bool{"getMutationExecutor": true}
}

// declaresExecutorGetter reports whether the SDK provider class above
// class is in the APK and declares the SDK's executor getter
// (getMutationExecutor or mutationExecutor, no parameters).
func declaresExecutorGetter(prog *program.Program, class string) bool {
	chain, _ := prog.Supers(class)
	for _, c := range chain {
		if simpleName(c.Name) != sdkProviderClass {
			continue
		}
		for _, m := range c.Virtual {
			if (m.Ref.Name == "getMutationExecutor" || m.Ref.Name == "mutationExecutor") && len(m.Ref.Params) == 0 {
				return true
			}
		}
	}
	return false
}

// overridesExecutor reports whether one of the classes defines the
// mutationExecutor getter (Kotlin's `override val mutationExecutor`, or
// a Java override) returning something other than null on some path (a
// backing field only ever set to null returns null).
//
// names are the getter's names that override the SDK's (executorGetters).
func overridesExecutor(prog *program.Program, classes []*dex.Class, names map[string]bool) (nonNull bool, nullGetter *dex.Method) {
	for _, c := range classes {
		for _, m := range c.Virtual {
			if !names[m.Ref.Name] || len(m.Ref.Params) != 0 {
				continue
			}
			a, err := prog.Analyze(m)
			if err != nil || a == nil {
				return true, nil // cannot see what it returns: give it the benefit of the doubt
			}
			some := false
			a.Replay(func(in *dex.Insn, st *regflow.State) {
				if in.Op != dex.OpReturnObject {
					return
				}
				v := st.Reg(in.A)
				if !v.Exact() || v.Has(func(x regflow.Alt) bool { return !nullAlt(x) && !nullField(prog, x) }) {
					some = true
				}
			})
			if some {
				return true, nil
			}
			if nullGetter == nil {
				nullGetter = m
			}
		}
	}
	return false, nullGetter
}

// nullAlt reports whether an alternative is the null constant.
func nullAlt(x regflow.Alt) bool { return x.Kind == regflow.Const && x.Int == 0 }

// nullField reports whether x reads a program field into which every
// store puts null: Kotlin's `override val mutationExecutor: …? = null`
// returns its backing field.
func nullField(prog *program.Program, x regflow.Alt) bool {
	if x.Kind != regflow.Field || x.Field == nil {
		return false
	}
	_, stored, ok := prog.FieldFacts(x.Field)
	return ok && stored.Exact() && !stored.Has(func(y regflow.Alt) bool { return !nullAlt(y) })
}

// staticReads returns the sget-object reads, in the given methods, of the
// fields match accepts.
func staticReads(reach map[*dex.Method]*program.Caller, match func(*dex.FieldRef) bool) []fieldSite {
	var out []fieldSite
	for _, m := range program.SortedKeys(reach) {
		code, err := m.Code()
		if err != nil || code == nil {
			continue
		}
		_ = dex.Walk(code.Insns, func(in *dex.Insn) bool {
			if in.Op == opSgetObject {
				if f, err := m.Class.File.Field(in.Index); err == nil && match(f) {
					out = append(out, fieldSite{Method: m, Addr: in.Addr, Field: f})
				}
			}
			return true
		})
	}
	return out
}

// simpleName returns the class name of a descriptor without its package.
func simpleName(desc string) string {
	desc = strings.TrimSuffix(desc, ";")
	if i := strings.LastIndexAny(desc, "/$"); i >= 0 {
		return desc[i+1:]
	}
	return strings.TrimPrefix(desc, "L")
}

// lookalikeGetter returns a method of the classes named like the
// executor getter but not one of names, with no parameters.
func lookalikeGetter(classes []*dex.Class, names map[string]bool) *dex.Method {
	for _, c := range classes {
		for _, m := range c.Virtual {
			if (m.Ref.Name == "getMutationExecutor" || m.Ref.Name == "mutationExecutor") && !names[m.Ref.Name] && len(m.Ref.Params) == 0 {
				return m
			}
		}
	}
	return nil
}
