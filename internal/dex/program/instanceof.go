package program

import (
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// InstanceOf answers an instance-of for the bound analyses
// (regflow.TypeEnv): true when every object v holds was made by
// new-instance of class or a subclass; false when each is null, made of a
// class outside class's subtypes, or read from a static field whose
// final type is outside them (a Kotlin object's INSTANCE of another
// case of a sealed class). Only classes whose whole supertype chain the
// program holds are answered false: a framework superclass may implement
// what is tested.
func (e *model) InstanceOf(v regflow.Value, class string) (is, ok bool) {
	if v.Top || len(v.Alts) == 0 {
		return false, false
	}
	for i, a := range v.Alts {
		var r bool
		switch {
		case a.Kind == regflow.Const && a.Int == 0:
			r = false
		case a.Kind == regflow.New && e.p.IsSubclass(a.Str, class):
			r = true
		case a.Kind == regflow.New && e.p.closedHierarchy(a.Str):
			r = false
		case a.Kind == regflow.Field && a.Field != nil && e.finalOutside(a.Field.Type, class):
			r = false // null, or an object of that final class
		default:
			return false, false
		}
		if i > 0 && r != is {
			return false, false
		}
		is = r
	}
	return is, true
}

// finalOutside reports whether every object of type t is known not to be
// an instance of class: t is a final program class, with its supertypes
// all in the program, that is not class or below it.
func (e *model) finalOutside(t, class string) bool {
	c := e.p.Classes[t]
	return c != nil && c.AccessFlags&dex.AccFinal != 0 && e.p.closedHierarchy(t) && !e.p.IsSubclass(t, class)
}

// closedHierarchy reports whether class and every supertype it names
// (superclasses and interfaces, transitively) are program classes, but
// java.lang.Object: then IsSubclass's no is final.
func (p *Program) closedHierarchy(class string) bool {
	seen := map[string]bool{}
	var walk func(string, int) bool
	walk = func(c string, depth int) bool {
		if c == "Ljava/lang/Object;" || seen[c] {
			return true
		}
		cl := p.Classes[c]
		if cl == nil || depth > maxHierarchyDepth {
			return false
		}
		seen[c] = true
		if cl.Super != "" && !walk(cl.Super, depth+1) {
			return false
		}
		for _, i := range cl.Interfaces {
			if !walk(i, depth+1) {
				return false
			}
		}
		return true
	}
	return walk(class, 0)
}
