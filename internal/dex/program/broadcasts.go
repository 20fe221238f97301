package program

import (
	"slices"
	"strings"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// Broadcasts and content change notifications: two ways a provider hands
// work to code of its own app that runs later, on the main thread (or, for
// a ContentObserver made without a Handler, on a Binder thread of the
// system's call) — never on the Binder thread of the caller's call().
//
// sendBroadcast(intent) runs onReceive of the app's receivers the Intent
// reaches: the class it names (an explicit Intent), or those registered
// for its action — at run time (registerReceiver with an IntentFilter made
// in the registering method, on a Context or a LocalBroadcastManager) or
// in the manifest (Program.ManifestReceivers). notifyChange(uri, …) runs
// onChange of the app's ContentObservers registered with
// registerContentObserver for that URI (or one of its ancestors, with
// notifyForDescendants).

const (
	classBroadcastReceiver = "Landroid/content/BroadcastReceiver;"
	classContentObserver   = "Landroid/database/ContentObserver;"
	classIntentFilter      = "Landroid/content/IntentFilter;"
	classIntentP           = "Landroid/content/Intent;"
)

// localBroadcastManager reports the support and AndroidX
// LocalBroadcastManager classes.
func localBroadcastManager(class string) bool {
	return class == "Landroidx/localbroadcastmanager/content/LocalBroadcastManager;" ||
		class == "Landroid/support/v4/content/LocalBroadcastManager;"
}

// pendingBroadcast recognises PendingIntent.getBroadcast(context, code,
// intent, flags): whoever fires it (an alarm, a notification, another
// app) broadcasts the Intent (argument 2) later.
func pendingBroadcast(class, name string, params []string) bool {
	return class == "Landroid/app/PendingIntent;" && name == "getBroadcast" && len(params) >= 4 && params[2] == classIntentP
}

// broadcastSink recognises the calls sending a broadcast Intent (argument
// 1): Context's sendBroadcast and its ordered, per-user and sticky forms,
// and LocalBroadcastManager.sendBroadcast (delivered later from the main
// Looper; sendBroadcastSync runs the receivers in place and is no hop).
func broadcastSink(class, name string, params []string) bool {
	if len(params) == 0 || params[0] != classIntentP {
		return false
	}
	switch {
	case class == "Landroid/content/Context;" || class == "Landroid/content/ContextWrapper;":
		switch name {
		case "sendBroadcast", "sendOrderedBroadcast", "sendBroadcastAsUser", "sendOrderedBroadcastAsUser",
			"sendStickyBroadcast", "sendStickyBroadcastAsUser", "sendStickyOrderedBroadcast", "sendBroadcastWithMultiplePermissions":
			return true
		}
	case localBroadcastManager(class):
		return name == "sendBroadcast" && len(params) == 1
	}
	return false
}

// notifySink recognises ContentResolver.notifyChange(uri or uris,
// observer, …): the URI (argument 1) selects the observers.
func notifySink(class, name string, params []string) bool {
	return class == "Landroid/content/ContentResolver;" && name == "notifyChange" && len(params) >= 2 &&
		params[1] == classContentObserver
}

// receiverReg is a registration of a BroadcastReceiver at run time: the
// receiver classes and the actions of its IntentFilter (any: some action
// or the filter itself is not known, so every broadcast may reach it).
type receiverReg struct {
	Method  *dex.Method
	Addr    uint32
	Classes []*dex.Class
	Actions []string
	Any     bool
	// Local: registered with a LocalBroadcastManager, which delivers
	// only its own sendBroadcast, and never a Context's broadcast.
	Local bool
}

// receiverIndex lists the program's registerReceiver calls, read once.
func (p *Program) receiverIndex() []receiverReg {
	if p.receiversRead {
		return p.receivers
	}
	p.receiversRead = true
	for _, name := range []string{"registerReceiver", "registerReceiverAsUser", "registerReceiverForAllUsers"} {
		for _, s := range p.sitesNamed(name, "") {
			ref := s.Call.Ref
			if len(ref.Params) < 2 || ref.Params[0] != classBroadcastReceiver || ref.Params[1] != classIntentFilter ||
				IsPlatform(s.Method.Class.Name) {
				continue
			}
			args, ok := p.argsAt(s.Method, s.Call.Addr)
			if !ok {
				continue
			}
			reg := receiverReg{Method: s.Method, Addr: s.Call.Addr, Local: localBroadcastManager(ref.Class)}
			reg.Classes = p.objectClasses(s.Method, arg(args, 1), classBroadcastReceiver)
			if len(reg.Classes) == 0 {
				continue
			}
			reg.Actions, reg.Any = p.filterActions(s.Method, arg(args, 2))
			p.receivers = append(p.receivers, reg)
		}
	}
	return p.receivers
}

// objectSite returns the method and site an object alternative was
// allocated at (through a helper's summary: Via and ViaSite).
func objectSite(m *dex.Method, a regflow.Alt) (*dex.Method, uint32) {
	if a.Via != nil {
		return a.Via, a.ViaSite
	}
	return m, a.Site
}

// stringsCalled returns, for the object allocated at site in m, the
// constant first string arguments of its calls named in names (a
// constructor or a setter); known is false when one is not a constant.
func (p *Program) stringsCalled(m *dex.Method, site uint32, names ...string) (out []string, known bool) {
	known = true
	p.ReplayCalls(m, func(c *Call, in *dex.Insn, st *regflow.State) {
		if !slices.Contains(names, c.Ref.Name) || len(c.Ref.Params) == 0 || c.Ref.Params[0] != "Ljava/lang/String;" {
			return
		}
		args := CallArgs(st, in, c.Ref)
		if len(args) < 2 || !args[0].Has(func(a regflow.Alt) bool { return a.Kind == regflow.New && a.Via == nil && a.Site == site }) {
			return
		}
		if args[1].Top || len(args[1].Alts) == 0 {
			known = false
			return
		}
		for _, a := range args[1].Alts {
			if a.Kind != regflow.Str {
				known = false
				continue
			}
			if !slices.Contains(out, a.Str) {
				out = append(out, a.Str)
			}
		}
	})
	return out, known
}

// filterActionsOf is filterActions for a value stored into a field.
func (p *Program) filterActionsOf(m *dex.Method, v regflow.Value) ([]string, bool) {
	if v.Has(func(a regflow.Alt) bool { return a.Kind == regflow.Field }) {
		return nil, true // a field filled from another field: not followed
	}
	return p.filterActions(m, v)
}

// filterActions returns the actions of the IntentFilter v (in m): those
// given to its constructor and addAction where it was made, or stored into
// the field it is read from; any is set when the filter or one of its
// actions is not known.
func (p *Program) filterActions(m *dex.Method, v regflow.Value) (actions []string, any bool) {
	if v.Top || len(v.Alts) == 0 {
		return nil, true
	}
	for _, a := range v.Alts {
		if a.Kind == regflow.Field && a.Field != nil && a.Field.Type == classIntentFilter && p.Classes[a.Field.Class] != nil {
			// A filter kept in a field: the filters stored into it.
			stored := false
			p.StoresOf(a.Field, func(w *dex.Method, _ *dex.Insn, _ *regflow.State, sv regflow.Value) {
				stored = true
				acts, anyAct := p.filterActionsOf(w, sv)
				actions = append(actions, acts...)
				any = any || anyAct
			})
			any = any || !stored
			continue
		}
		if a.Kind != regflow.New || a.Str != classIntentFilter {
			return nil, true
		}
		om, site := objectSite(m, a)
		acts, known := p.stringsCalled(om, site, "<init>", "addAction")
		if !known {
			any = true
		}
		actions = append(actions, acts...)
	}
	return actions, any
}

// maxBroadcastCallers bounds the callers of a helper followed for the Intent
// it is given (AlarmPlanner.at(ctx, when, intent, …) making the
// PendingIntent), and maxBroadcastDepth how many helpers up.
const (
	maxBroadcastCallers = 16
	maxBroadcastDepth   = 2
)

// broadcastReceivers adds the onReceive methods of the app's receivers a
// broadcast of the Intent v (made in m, or given to m by its callers)
// reaches.
func (r *bodyResolver) broadcastReceivers(m *dex.Method, v regflow.Value, local bool) {
	r.broadcastReceiversAt(m, v, local, 0)
}

func (r *bodyResolver) broadcastReceiversAt(m *dex.Method, v regflow.Value, local bool, depth int) {
	if v.Top || len(v.Alts) == 0 {
		r.unknown("the broadcast Intent is not known, and the receivers it reaches are not followed")
		return
	}
	if x, ok := v.Single(); ok && x.Kind == regflow.Param && (x.Int > 0 || m.Static()) {
		// A helper's parameter: the Intents its callers pass.
		callers := r.p.Callers(m)
		if depth >= maxBroadcastDepth || len(callers) == 0 || len(callers) > maxBroadcastCallers {
			r.unknown("the broadcast Intent is " + javaRefName(m.Ref) + "'s parameter, and its callers are not followed")
			return
		}
		for _, c := range callers {
			if args, ok := r.p.argsAt(c.Method, c.Call.Addr); ok {
				r.broadcastReceiversAt(c.Method, arg(args, int(x.Int)), local, depth+1)
			}
		}
		return
	}
	var classes []*dex.Class
	addClass := func(name string) {
		if c := r.p.Classes[name]; c != nil && r.p.IsSubclass(name, classBroadcastReceiver) && !slices.Contains(classes, c) {
			classes = append(classes, c)
		}
	}
	for _, a := range v.Alts {
		if a.Kind != regflow.New || a.Str != classIntentP {
			r.unknown("the broadcast Intent is not one the app makes where it is sent or in a helper, and the receivers it reaches are not followed")
			continue
		}
		om, site := objectSite(m, a)
		if an, err := r.p.Analyze(om); err == nil && an != nil {
			if t := an.Target[site]; t != "" {
				addClass(t) // an explicit Intent: its class alone
				continue
			}
		}
		actions, known := r.p.stringsCalled(om, site, "<init>", "setAction")
		if !known || len(actions) == 0 {
			if len(r.p.receiverIndex()) > 0 || len(r.p.ManifestReceivers) > 0 {
				// (An app with no receiver for any action has none
				// this broadcast could run.)
				r.unknown("the broadcast Intent's action is not known, and the receivers it reaches are not followed")
			}
			continue
		}
		for _, reg := range r.p.receiverIndex() {
			if reg.Local != local {
				continue
			}
			if reg.Any || slices.ContainsFunc(actions, func(s string) bool { return slices.Contains(reg.Actions, s) }) {
				for _, c := range reg.Classes {
					addClass(c.Name)
				}
			}
		}
		for _, act := range actions {
			if local {
				break // the manifest's receivers get no local broadcast
			}
			for _, name := range r.p.ManifestReceivers[act] {
				addClass(name)
			}
		}
	}
	for _, c := range classes {
		r.addOnReceive(c)
	}
}

// observerReg is a ContentObserver registered for a URI: the observer
// classes, the URI's key (uriKey; "" when not known) and whether changes
// to its descendants reach it too.
type observerReg struct {
	Classes     []*dex.Class
	URI         string
	Descendants bool
}

// contentObserverIndex lists the program's registerContentObserver calls, read
// once.
func (p *Program) contentObserverIndex() []observerReg {
	if p.observerRegsRead {
		return p.observerRegs
	}
	p.observerRegsRead = true
	for _, s := range p.sitesNamed("registerContentObserver", "") {
		ref := s.Call.Ref
		if ref.Class != "Landroid/content/ContentResolver;" || len(ref.Params) != 3 || ref.Params[2] != classContentObserver ||
			IsPlatform(s.Method.Class.Name) {
			continue
		}
		args, ok := p.argsAt(s.Method, s.Call.Addr)
		if !ok {
			continue
		}
		reg := observerReg{URI: p.uriKey(s.Method, arg(args, 1)), Descendants: true}
		if d, ok := arg(args, 2).Single(); ok && d.Kind == regflow.Const && d.Int == 0 {
			reg.Descendants = false
		}
		reg.Classes = p.objectClasses(s.Method, arg(args, 3), classContentObserver)
		if len(reg.Classes) > 0 {
			p.observerRegs = append(p.observerRegs, reg)
		}
	}
	return p.observerRegs
}

// uriKey names the URI v (in m) for matching a notification with a
// registration: "s:" and the text given to Uri.parse, or "f:" and the
// field it is read from; "" when neither.
func (p *Program) uriKey(m *dex.Method, v regflow.Value) string {
	a, ok := v.Single()
	if !ok {
		return ""
	}
	switch {
	case a.Kind == regflow.Field && a.Field != nil:
		return "f:" + a.Field.Class + "->" + a.Field.Name
	case a.Kind == regflow.Call && a.Via == nil && a.Ref != nil && a.Ref.Class == "Landroid/net/Uri;" && a.Ref.Name == "parse":
		if args, ok := p.argsAt(m, a.Site); ok {
			if s, ok := arg(args, 0).Single(); ok && s.Kind == regflow.Str {
				return "s:" + s.Str
			}
		}
	}
	return ""
}

// uriReaches reports whether a change notified for the URI key changed
// reaches an observer registered for reg: the same URI, or one below it
// when reg takes descendants; told apart only when both are texts given
// to Uri.parse (two different fields may hold one URI, or an ancestor).
func uriReaches(changed string, reg observerReg) bool {
	if changed == "" || reg.URI == "" || changed == reg.URI {
		return true
	}
	if changed[:2] != "s:" || reg.URI[:2] != "s:" {
		return true // which URI a field holds is not read here
	}
	// An observer of a URI below the one notified is told (the platform
	// notifies every observer under it); one above it only with
	// notifyForDescendants.
	if strings.HasPrefix(reg.URI, strings.TrimSuffix(changed, "/")+"/") {
		return true
	}
	return reg.Descendants && strings.HasPrefix(changed, strings.TrimSuffix(reg.URI, "/")+"/")
}

// contentObservers adds the onChange methods of the app's observers a
// notifyChange of the URI v (in m) reaches. Every onChange overload the
// observer declares may run: the platform calls the newest, whose default
// calls the older ones.
func (r *bodyResolver) contentObservers(m *dex.Method, v regflow.Value) {
	changed := r.p.uriKey(m, v)
	for _, reg := range r.p.contentObserverIndex() {
		if !uriReaches(changed, reg) {
			continue
		}
		for _, c := range reg.Classes {
			for cl, depth := c, 0; cl != nil && !IsPlatform(cl.Name) && depth < 32; cl, depth = r.p.Classes[cl.Super], depth+1 { // a crafted cycle ends
				for _, om := range cl.Methods() {
					if om.Ref.Name == "onChange" && om.HasCode() && !slices.Contains(r.methods, om) {
						r.methods = append(r.methods, om)
					}
				}
			}
		}
	}
}

// SyncBroadcastReceivers returns the onReceive methods a
// LocalBroadcastManager.sendBroadcastSync of the Intent v (in m) runs in
// place, before it returns; why says what of them is not known.
func (p *Program) SyncBroadcastReceivers(m *dex.Method, v regflow.Value) (bodies []*dex.Method, why string) {
	r := &bodyResolver{p: p, seen: map[string]bool{}}
	r.broadcastReceivers(m, v, true)
	return r.methods, r.why
}

// SyncBroadcast reports LocalBroadcastManager.sendBroadcastSync(intent).
func SyncBroadcast(ref *dex.MethodRef) bool {
	return localBroadcastManager(ref.Class) && ref.Name == "sendBroadcastSync" && len(ref.Params) == 1 && ref.Params[0] == classIntentP
}

// objectClasses returns the app classes the object v (in m) may be that
// extend base: a receiver or an observer being registered.
func (p *Program) objectClasses(m *dex.Method, v regflow.Value, base string) []*dex.Class {
	one := &bodyResolver{p: p, seen: map[string]bool{}}
	one.resolve(m, v, false, 0)
	var out []*dex.Class
	for _, c := range one.classes {
		if p.IsSubclass(c.Name, base) {
			out = append(out, c)
		}
	}
	return out
}

// addOnReceive adds the app's onReceive of receiver class c.
func (r *bodyResolver) addOnReceive(c *dex.Class) {
	if om := r.p.Lookup(c.Name, "onReceive(Landroid/content/Context;Landroid/content/Intent;)V"); om != nil && om.HasCode() &&
		!IsPlatform(om.Class.Name) && !slices.Contains(r.methods, om) {
		r.methods = append(r.methods, om)
	}
}
