package program

import (
	"maps"
	"slices"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// Dynamic proxies.
//
// `(Service) Proxy.newProxyInstance(loader, new Class<?>[] {Service.class},
// handler)` makes an object whose every interface call runs the handler's
// invoke(proxy, method, args): a guard checking destructive calls before it
// forwards them with method.invoke(target, args). A call on Service then
// runs the handler (its args array holding the call's arguments), and the
// handler's method.invoke on the Method it was given runs the target's
// implementation of the proxied interface's methods. Only proxies whose
// interfaces the creating code names (const-class elements of the array)
// are read: a library's proxy of an interface it is handed (Retrofit's
// create(service)) names none.

const (
	classInvocationHandler = "Ljava/lang/reflect/InvocationHandler;"
	handlerInvoke          = "invoke(Ljava/lang/Object;Ljava/lang/reflect/Method;[Ljava/lang/Object;)Ljava/lang/Object;"
)

// proxy is one Proxy.newProxyInstance of the app: the interfaces it
// implements and the invoke methods of its handler's classes.
type proxy struct {
	Interfaces []string
	Handlers   []*dex.Method
}

// proxyIndex lists the app's proxies, read once.
func (p *Program) proxyIndex() []proxy {
	if p.proxiesRead {
		return p.proxies
	}
	p.proxiesRead = true
	for _, s := range p.sitesNamed("newProxyInstance", "Ljava/lang/reflect/Proxy;") {
		if IsPlatform(s.Method.Class.Name) {
			continue
		}
		args, ok := p.argsAt(s.Method, s.Call.Addr)
		if !ok {
			continue
		}
		var px proxy
		elems := p.ArrayElements(s.Method, arg(args, 1))
		for _, k := range slices.Sorted(maps.Keys(elems)) {
			for _, a := range elems[k].Alts {
				if a.Kind == regflow.Class && p.Classes[a.Str] != nil && !slices.Contains(px.Interfaces, a.Str) {
					px.Interfaces = append(px.Interfaces, a.Str)
				}
			}
		}
		one := &bodyResolver{p: p, seen: map[string]bool{}}
		one.resolve(s.Method, arg(args, 2), false, 0)
		for _, c := range one.classes {
			if h := p.Lookup(c.Name, handlerInvoke); h != nil && h.HasCode() && !IsPlatform(h.Class.Name) && !slices.Contains(px.Handlers, h) {
				px.Handlers = append(px.Handlers, h)
			}
		}
		if len(px.Interfaces) > 0 && len(px.Handlers) > 0 {
			p.proxies = append(p.proxies, px)
		}
	}
	return p.proxies
}

// ProxyHandlers returns the invoke methods of the handlers of the app's
// proxies of ref's interface (or of an interface extending it): what a
// call of ref on such a proxy runs. nil for any other call.
func (p *Program) ProxyHandlers(ref *dex.MethodRef) []*dex.Method {
	c := p.Classes[ref.Class]
	if c == nil || c.AccessFlags&dex.AccInterface == 0 || ref.Name == "<init>" {
		return nil
	}
	var out []*dex.Method
	for _, px := range p.proxyIndex() {
		if slices.ContainsFunc(px.Interfaces, func(i string) bool { return i == ref.Class || p.IsSubclass(i, ref.Class) }) {
			out = appendMethods(out, px.Handlers)
		}
	}
	return out
}

// proxiedMethods returns, for h an invoke method of a proxy handler, the
// methods of the interfaces its proxies implement (the Methods its
// method parameter may be); nil when h is none.
func (p *Program) proxiedMethods(h *dex.Method) []*dex.MethodRef {
	var out []*dex.MethodRef
	for _, px := range p.proxyIndex() {
		if !slices.Contains(px.Handlers, h) {
			continue
		}
		for _, i := range px.Interfaces {
			chain := append([]string{i}, p.superInterfaces(i)...)
			for _, name := range chain {
				if c := p.Classes[name]; c != nil {
					for _, im := range c.Methods() {
						if !im.Static() && im.Ref.Name != "<clinit>" {
							out = append(out, im.Ref)
						}
					}
				}
			}
		}
	}
	return out
}

// superInterfaces returns the program interfaces i extends, transitively
// (bounded: a crafted cycle ends).
func (p *Program) superInterfaces(i string) []string {
	var out []string
	queue := []string{i}
	for len(queue) > 0 && len(out) < 64 {
		c := p.Classes[queue[0]]
		queue = queue[1:]
		if c == nil {
			continue
		}
		for _, s := range c.Interfaces {
			if p.Classes[s] != nil && s != i && !slices.Contains(out, s) {
				out = append(out, s)
				queue = append(queue, s)
			}
		}
	}
	return out
}

// proxiedTargets returns the methods a handler's method.invoke(target,
// args) runs, the Method being its own parameter: the implementations of
// the proxied interfaces' methods in the classes target may be. ok is
// false when m is no proxy handler or the target's classes are not known.
func (p *Program) proxiedTargets(m *dex.Method, recv regflow.Value) (out []*dex.Method, ok bool) {
	refs := p.proxiedMethods(m)
	if len(refs) == 0 {
		return nil, false
	}
	classes, ok := madeClasses(p, recv)
	if !ok {
		classes, ok = p.receiverClasses(m, recv, false)
	}
	if !ok {
		return nil, false
	}
	for _, cls := range classes {
		for _, ref := range refs {
			if t := p.Lookup(cls, ref.NameProto()); t != nil && t.HasCode() && !slices.Contains(out, t) {
				out = append(out, t)
			}
		}
	}
	return out, true
}
