package dexrules

import (
	"slices"
	"strings"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
)

// resolutionSites are the PendingIntents put under the response key
// "resolution" (CETP615, CETP623); FLAG_NO_CREATE lookups create nothing.
func resolutionSites(p *DexPass) []*program.PISite {
	sites, err := p.Program.PendingIntents()
	if err != nil {
		return nil
	}
	var out []*program.PISite
	for _, s := range sites {
		if s.Resolution && !s.NoCreate {
			out = append(out, s)
		}
	}
	return out
}

// ownClasses returns a class with its superclasses present in the dex and
// the classes nested in any of them (listeners, lambdas, Kotlin
// continuations): the code that acts for an Activity.
func ownClasses(prog *program.Program, class string) map[string]bool {
	out := map[string]bool{class: true}
	chain, _ := prog.Supers(class)
	for _, c := range chain {
		out[c.Name] = true
	}
	prefixes := make([]string, 0, len(out))
	for c := range out {
		prefixes = append(prefixes, c[:len(c)-1]+"$")
	}
	for _, c := range prog.Order {
		for _, pre := range prefixes {
			if len(c.Name) > len(pre) && c.Name[:len(pre)] == pre {
				out[c.Name] = true
			}
		}
	}
	return out
}

// fragmentBases are the platform Fragment classes an Activity's screens
// extend.
var fragmentBases = []string{"Landroidx/fragment/app/Fragment;", "Landroid/app/Fragment;", "Landroid/support/v4/app/Fragment;"}

// hostedFragments adds to own the Fragment classes the code of own names
// (built, passed as a class, or called: a newInstance factory), with
// their nested classes: a Fragment finishes its Activity through
// requireActivity().finish() or getActivity().setResult(..).
func hostedFragments(prog *program.Program, own map[string]bool) {
	isFragment := func(name string) bool {
		if own[name] || prog.Classes[name] == nil {
			return false
		}
		for _, b := range fragmentBases {
			if prog.IsSubclass(name, b) {
				return true
			}
		}
		return false
	}
	// A Kotlin companion's factory (KConfirmFragment.Companion.newInstance())
	// names the Fragment through its companion class.
	outer := func(name string) string {
		if i := strings.LastIndexByte(name, '$'); i > 0 {
			return name[:i] + ";"
		}
		return ""
	}
	var found []string
	for _, c := range prog.Order {
		if !own[c.Name] {
			continue
		}
		for _, m := range c.Methods() {
			code, err := m.Code()
			if err != nil || code == nil {
				continue
			}
			_ = dex.Walk(code.Insns, func(in *dex.Insn) bool {
				var name string
				switch {
				case in.Op == dex.OpNewInstance || in.Op == dex.OpConstClass:
					name, _ = m.Class.File.Type(in.Index)
				case in.IsInvoke():
					if ref, err := m.Class.File.Method(in.Index); err == nil {
						name = ref.Class
					}
				}
				if name != "" && !isFragment(name) {
					name = outer(name)
				}
				if name != "" && isFragment(name) && !slices.Contains(found, name) {
					found = append(found, name)
				}
				return true
			})
		}
	}
	for _, f := range found {
		for n := range ownClasses(prog, f) {
			own[n] = true
		}
	}
}

// finishesActivity returns the first call that ends or answers an Activity
// of class: finish*/setResult in its own classes and in the Fragments they
// host, or on a receiver typed as the class anywhere in the program, or a
// call handing the Activity to helpers that do (finishhelper.go). The
// verdict's site is nil when there is none; its bound then names where
// following helpers stopped, if it did.
func finishesActivity(prog *program.Program, class string) finishVerdict {
	own := ownClasses(prog, class)
	hostedFragments(prog, own)
	for _, c := range prog.Order {
		for _, m := range c.Methods() {
			calls := prog.Calls(m)
			for i := range calls {
				ref := calls[i].Ref
				if !endsActivity(ref) {
					continue
				}
				if own[c.Name] || own[ref.Class] {
					return finishVerdict{site: &program.Site{Method: m, Call: &calls[i]}}
				}
			}
		}
	}
	return finishThroughHelpers(prog, own)
}

// endsActivity recognises the calls that close an Activity or give its
// caller a result.
func endsActivity(ref *dex.MethodRef) bool {
	switch ref.Name {
	case "finish", "finishAndRemoveTask", "finishAffinity", "finishAfterTransition", "finishActivity":
		return len(ref.Params) <= 1
	case "setResult":
		return len(ref.Params) >= 1 && ref.Params[0] == "I"
	}
	return false
}
