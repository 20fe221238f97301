package program

import (
	"slices"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// Methods run by reflection.
//
// A provider that registers its tools as annotated methods (`@Tool(name =
// "x") Bundle x(Context, JSONObject)`), found once with
// getDeclaredMethods() and run with Method.invoke(this, ctx, args), has
// tool code no call names: without it, the surface ends at invoke and the
// rules never see the tools. reflectiveTargets reads such a call as a
// call of every method it may run: the methods of the classes the
// receiver may be (the calling method's own object: its class, its
// program superclasses and subclasses; an object made there: its class),
// taking as many parameters as the argument array holds, named as the
// Method was looked up (getDeclaredMethod("tool", …)) and, where the app
// tests methods for a program annotation type (isAnnotationPresent(
// Tool.class), in any class) and some candidates carry one, only those.
// A call whose methods cannot be told that way (a receiver of an unknown
// class; an argument array of unknown length, no name and no annotation
// to go by) is a limit (LimitReflectiveCall): the methods it runs are not
// followed. A Method the calling method is given (an InvocationHandler
// forwarding a proxy's call) adds nothing: the proxied calls reach their
// targets as interface calls.

// reflectiveInvoke reports whether ref is Method.invoke.
func reflectiveInvoke(ref *dex.MethodRef) bool {
	return ref.Class == "Ljava/lang/reflect/Method;" && ref.Name == "invoke"
}

// reflectiveTargets returns the methods call c in m (Method.invoke) may
// run; ok is false when they cannot be told.
func (p *Program) reflectiveTargets(m *dex.Method, c *Call) (out []*dex.Method, ok bool) {
	out, why := p.reflectiveTargetsWhy(m, c)
	return out, why == ""
}

// reflectiveTargetsWhy is reflectiveTargets, with why the methods cannot
// be told ("" when they can).
func (p *Program) reflectiveTargetsWhy(m *dex.Method, c *Call) (out []*dex.Method, why string) {
	args, found := p.argsAt(m, c.Addr)
	if !found || len(args) < 3 {
		return nil, "its arguments could not be read"
	}
	if args[0].Has(func(x regflow.Alt) bool { return x.Kind == regflow.Param }) {
		// The Method is the caller's: an InvocationHandler forwarding a
		// proxy's call runs the target's implementation of the proxied
		// interface's methods (proxies.go). A handler of no proxy the
		// app names: the proxied calls reach their implementations as
		// interface calls; nothing to add here.
		if ts, ok := p.proxiedTargets(m, args[1]); ok {
			return ts, ""
		}
		return nil, ""
	}
	var classes []string
	recv, single := args[1].Single()
	switch {
	case single && !args[1].Top && recv.Kind == regflow.Param && recv.Int == 0 && !m.Static():
		classes = append(classes, m.Class.Name)
		for s := p.Classes[m.Class.Name]; s != nil && p.Classes[s.Super] != nil; s = p.Classes[s.Super] {
			classes = append(classes, s.Super)
		}
		classes = append(classes, p.Subtypes(m.Class.Name)...)
	case single && !args[1].Top && recv.Kind == regflow.New && p.Classes[recv.Str] != nil:
		classes = append(classes, recv.Str)
	default:
		// A handler object kept in a field, passed down or of several
		// origins (a router built once from setUp()'s object): where
		// the app collects its tools by an annotation, the classes
		// whose methods carry it are the ones such a call can run.
		classes = p.annotatedClasses()
		if len(classes) == 0 {
			return nil, "its receiver is of a class the analysis cannot tell"
		}
	}
	arity := p.arrayLength(m, args[2])
	marks := p.toolAnnotations()
	name := p.lookedUpName(m, args[0])
	if arity < 0 && len(marks) == 0 && name == "" {
		return nil, "neither the number of its arguments, the name the method was looked up by nor an annotation the app tests methods for is known"
	}
	// The annotations filter only where some candidate carries one: an
	// app testing its methods for @Tool (in any class) runs those.
	marked := false
	for _, cls := range classes {
		out = p.reflectiveCandidates(out, cls, arity, name, marks, false, &marked)
	}
	if marked {
		out = out[:0]
		for _, cls := range classes {
			out = p.reflectiveCandidates(out, cls, arity, name, marks, true, &marked)
		}
	} else if arity < 0 && name == "" {
		return nil, "neither the number of its arguments, the name the method was looked up by nor an annotation the app tests methods for is known"
	}
	return out, ""
}

// annotatedClasses returns the program classes, made somewhere in the
// app, some method of which carries one of the annotations the app tests
// methods for (toolAnnotations), in load order. Computed once: a crafted
// APK may hold many reflective calls.
func (p *Program) annotatedClasses() []string {
	if p.annotated != nil {
		return *p.annotated
	}
	var out []string
	defer func() { p.annotated = &out }()
	marks := p.toolAnnotations()
	if len(marks) == 0 {
		return nil
	}
	made := p.instantiatedAnywhere()
	for _, c := range p.Order {
		if !made[c.Name] {
			continue // no object of it exists for the call to run on
		}
		anns, _ := c.MethodAnnotations()
		for _, as := range anns {
			if slices.ContainsFunc(as, func(a dex.Annotation) bool { return slices.Contains(marks, a.Type) }) {
				out = append(out, c.Name)
				break
			}
		}
	}
	return out
}

// reflectiveCandidates appends the methods of class cls a reflective call
// may run: with arity parameters (when known), named name (when known),
// and, when filter, carrying one of marks; marked is set when one of them
// carries one.
func (p *Program) reflectiveCandidates(out []*dex.Method, cls string, arity int, name string, marks []string, filter bool, marked *bool) []*dex.Method {
	dc := p.Classes[cls]
	if dc == nil {
		return out
	}
	anns, _ := dc.MethodAnnotations()
	for _, t := range dc.Methods() {
		if !t.HasCode() || t.Ref.Name == "<init>" || t.Ref.Name == "<clinit>" {
			continue
		}
		if arity >= 0 && len(t.Ref.Params) != arity || name != "" && t.Ref.Name != name {
			continue
		}
		carries := slices.ContainsFunc(anns[t.Index], func(a dex.Annotation) bool { return slices.Contains(marks, a.Type) })
		*marked = *marked || carries
		if filter && !carries {
			continue
		}
		out = append(out, t)
	}
	return out
}

// lookedUpName returns the method name a Method was looked up by in m
// (getMethod or getDeclaredMethod given a constant name); "" otherwise.
func (p *Program) lookedUpName(m *dex.Method, v regflow.Value) string {
	x, ok := v.Single()
	if !ok || v.Top || x.Kind != regflow.Call || x.Via != nil || x.Ref == nil || x.Ref.Class != "Ljava/lang/Class;" ||
		x.Ref.Name != "getMethod" && x.Ref.Name != "getDeclaredMethod" {
		return ""
	}
	args, ok := p.argsAt(m, x.Site)
	if !ok || len(args) < 2 {
		return ""
	}
	if n, ok := args[1].Single(); ok && n.Kind == regflow.Str {
		return n.Str
	}
	return ""
}

// arrayLength returns the length of the array v is in m when it is one
// made there with a constant length (filled-new-array, or new-array of a
// constant size); -1 otherwise.
func (p *Program) arrayLength(m *dex.Method, v regflow.Value) int {
	x, ok := v.Single()
	if !ok || v.Top || x.Kind != regflow.Array {
		return -1
	}
	a, err := p.Analyze(m)
	if err != nil || a == nil {
		return -1
	}
	n := -1
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if in.Addr != x.Site {
			return
		}
		switch in.Op {
		case dex.OpFilledNewArray:
			n = len(in.Args)
		case dex.OpNewArray:
			if c, ok := st.Reg(in.B).Single(); ok && c.Kind == regflow.Const && c.Int >= 0 && c.Int < 256 {
				n = int(c.Int)
			}
		}
	})
	return n
}

// toolAnnotations returns the program annotation types some method loads
// as a class constant and tests methods for (isAnnotationPresent,
// getAnnotation): the annotation a registry collects its tools by, in
// whichever class it does so. Computed once.
func (p *Program) toolAnnotations() []string {
	if p.toolAnns != nil {
		return *p.toolAnns
	}
	var out []string
	for _, name := range []string{"isAnnotationPresent", "getAnnotation"} {
		for _, site := range p.sitesNamed(name, "") {
			if site.Call.Ref.Class != "Ljava/lang/reflect/Method;" {
				continue
			}
			for _, t := range p.constClasses(site.Method) {
				if k := p.Classes[t]; k != nil && k.AccessFlags&dex.AccAnnotation != 0 && !slices.Contains(out, t) {
					out = append(out, t)
				}
			}
		}
	}
	p.toolAnns = &out
	return out
}

// ReflectiveInvoke reports whether ref is Method.invoke.
func ReflectiveInvoke(ref *dex.MethodRef) bool { return reflectiveInvoke(ref) }

// ReflectiveTargets returns the methods a Method.invoke call c in m may
// run (see above); ok is false when they cannot be told.
func (p *Program) ReflectiveTargets(m *dex.Method, c *Call) ([]*dex.Method, bool) {
	return p.reflectiveTargets(m, c)
}

// ArrayElements returns the values stored into the array v is in m, by
// constant index: filled-new-array's arguments, or aput-object's with a
// constant index (merged where several paths store one index). nil when
// v is not one array made in m.
func (p *Program) ArrayElements(m *dex.Method, v regflow.Value) map[int]regflow.Value {
	x, ok := v.Single()
	if !ok || v.Top || x.Kind != regflow.Array {
		return nil
	}
	a, err := p.Analyze(m)
	if err != nil || a == nil {
		return nil
	}
	isArr := func(r regflow.Value) bool {
		y, ok := r.Single()
		return ok && y.Kind == regflow.Array && y.Site == x.Site
	}
	out := map[int]regflow.Value{}
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		switch {
		case in.Addr == x.Site && in.Op == dex.OpFilledNewArray:
			for k, r := range in.Args {
				out[k] = st.Reg(uint32(r))
			}
		case in.Op == dex.OpAputObject && isArr(st.Reg(in.B)):
			if c, ok := st.Reg(in.C).Single(); ok && c.Kind == regflow.Const && c.Int >= 0 && c.Int < 256 {
				out[int(c.Int)] = regflow.Merge(out[int(c.Int)], st.Reg(in.A))
			}
		}
	})
	return out
}
