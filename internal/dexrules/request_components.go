package dexrules

import (
	"slices"
	"strings"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// The request flow across a component the provider starts: an Intent
// whose extras hold request values handed to startService or
// JobIntentService.enqueueWork reaches the Intent parameter of the
// service's onHandleIntent or onHandleWork (the bodies Program.RunBodies
// resolves for the hop: an IntentService's or a JobIntentService's), and
// a WorkManager
// request made for a Worker class with request values in its input Data
// reaches what that Worker reads from getInputData(). Both are the same
// object the provider filled, read there under the keys it was filled
// under: an extra or a Data value under a key no request value was put
// under (by any code starting the component) is not one, whatever else
// the object holds.

const (
	classIntent       = "Landroid/content/Intent;"
	classWorkData     = "Landroidx/work/Data;"
	classWorkBuilder  = "Landroidx/work/OneTimeWorkRequest$Builder;"
	classPeriodicWork = "Landroidx/work/PeriodicWorkRequest$Builder;"
)

// componentInvoke is invoke for the calls that hand request values to
// another component, and for the other component's reads of them; it
// reports whether it took the call (no other reading applies) and
// whether the flow grew.
func (f *reqFlow) componentInvoke(m *dex.Method, in *dex.Insn, st *regflow.State, c *program.Call, args []regflow.Value,
	infos []reqInfo, has []bool, out *[]*dex.Method) (handled, grew bool) {
	ref := c.Ref
	// A put of a request value under a constant key into an Intent or a
	// work Data builder: which keys carry one, per object.
	if !in.IsStaticInvoke() && len(args) == 3 && (ref.Class == classIntent || ref.Class == "Landroidx/work/Data$Builder;" || persistableBundle(ref.Class) || ref.Class == classBundle) &&
		(ref.Name == "putExtra" || len(ref.Name) > 3 && ref.Name[:3] == "put") && len(ref.Params) == 2 && ref.Params[0] == "Ljava/lang/String;" {
		key := ""
		if k, ok := args[1].Single(); ok && k.Kind == regflow.Str {
			key = k.Str
		}
		for _, s := range objSites(args[0]) {
			f.keyedPut(m, s, key, has[2])
		}
		// A builder's put returns the builder: its result is the same
		// object (Data.Builder().putString(…).putString(…)).
		f.keyedPut(m, in.Addr, key, has[2])
		for _, s := range objSites(args[0]) {
			for k := range f.putKeysAt[m][s].all() {
				if k == "" {
					f.keyedPut(m, in.Addr, "", true)
				} else {
					f.keyedPut(m, in.Addr, k, true)
				}
			}
		}
	}
	// A Worker's result Data, and a chain of work requests: what one
	// Worker outputs is what the next one's getInputData() reads.
	if handled, g, ok := f.workChainInvoke(m, in, ref, args, infos, has, out); ok {
		return handled, g
	}
	// A work request builder made for a Worker class: remember which, so
	// that its setInputData names the Worker.
	// Any other call giving an Intent or a Data builder a request value
	// (putExtras(bundle), fillIn, putAll): it may hold it under any key.
	if !in.IsStaticInvoke() && len(args) > 1 && (ref.Class == classIntent || ref.Class == "Landroidx/work/Data$Builder;") &&
		!(len(ref.Params) == 2 && ref.Params[0] == "Ljava/lang/String;") {
		for k := 1; k < len(args); k++ {
			if has[k] {
				for _, s := range objSites(args[0]) {
					f.keyedPut(m, s, "", true)
				}
				f.keyedPut(m, in.Addr, "", true)
				break
			}
		}
	}
	// A Bundle with request values sent in a Message: what a Handler's
	// handleMessage reads from the Message's obj or data.
	if handled, grew, ok := f.messageInvoke(m, in, ref, args, infos, has, out); ok {
		return handled, grew
	}
	// A JobInfo built for a JobService of the app: its extras reach what
	// the service's onStartJob reads from JobParameters.getExtras().
	if handled, grew, ok := f.jobInvoke(m, in, ref, args, infos, has, out); ok {
		return handled, grew
	}
	// Kotlin's workDataOf("id" to id, …) and persistableBundleOf: the
	// Data or bundle holds each pair's value under its key; only the keys
	// whose values are request values carry one (a constant put beside
	// them does not).
	if (ref.Class == "Landroidx/work/DataKt;" && ref.Name == "workDataOf" || ref.Class == "Landroidx/core/os/PersistableBundleKt;" && ref.Name == "persistableBundleOf") &&
		len(args) == 1 && in.IsStaticInvoke() {
		elems := f.prog.ArrayElements(m, args[0])
		if elems == nil {
			if has[0] {
				f.keyedPut(m, in.Addr, "", true)
			}
			return false, false
		}
		for _, v := range elems {
			for _, a := range v.Alts {
				pargs, ok := []regflow.Value(nil), false
				if a.Kind == regflow.Call && a.Via == nil && a.Ref != nil && a.Ref.Class == "Lkotlin/TuplesKt;" && a.Ref.Name == "to" {
					pargs, ok = f.prog.ArgsAt(m, a.Site)
				}
				if !ok || len(pargs) != 2 {
					// A pair made otherwise (Pair(k, v), a helper): any
					// key, when it holds a request value at all.
					if _, req := f.Value(m, st, regflow.One(a)); req {
						f.keyedPut(m, in.Addr, "", true)
					}
					continue
				}
				key := ""
				if k, ok := pargs[0].Single(); ok && k.Kind == regflow.Str {
					key = k.Str
				}
				if _, req := f.Value(m, st, pargs[1]); req {
					f.keyedPut(m, in.Addr, key, true)
				}
			}
		}
		return false, false
	}
	// Data.Builder.build(): the Data holds what was put into the builder.
	if ref.Class == "Landroidx/work/Data$Builder;" && ref.Name == "build" && len(args) == 1 && !in.IsStaticInvoke() {
		for _, s := range objSites(args[0]) {
			for k := range f.putKeysAt[m][s].all() {
				f.keyedPut(m, in.Addr, k, true)
			}
		}
	}
	if (ref.Class == classWorkBuilder || ref.Class == classPeriodicWork) && ref.Name == "<init>" && len(args) > 1 {
		for _, a := range args[1].Alts {
			if a.Kind == regflow.Class && f.prog.Classes[a.Str] != nil {
				for _, s := range regflow.Sites(args[0]) {
					if f.workerOf == nil {
						f.workerOf = map[*dex.Method]map[uint32][]string{}
					}
					if f.workerOf[m] == nil {
						f.workerOf[m] = map[uint32][]string{}
					}
					f.workerOf[m][s] = append(f.workerOf[m][s], a.Str)
				}
			}
		}
		return false, false
	}
	if ref.Name == "setInputData" && len(args) == 2 && has[1] && (ref.Class == classWorkBuilder || ref.Class == classPeriodicWork ||
		ref.Class == "Landroidx/work/WorkRequest$Builder;") {
		keys := f.putKeys(m, args[1])
		for _, s := range f.workBuilderSites(m, args[0]) {
			for _, w := range f.workerOf[m][s] {
				if f.addComponentKeys("worker:"+w, keys) {
					grew = true
				}
				if old, ok := f.workerInput[w]; !ok || infos[1].better(old) {
					if f.workerInput == nil {
						f.workerInput = map[string]reqInfo{}
					}
					f.workerInput[w] = infos[1]
					grew = true
				}
				if grew {
					// The Worker's code reads it: scan its methods again.
					if cls := f.prog.Classes[w]; cls != nil {
						*out = append(*out, cls.Methods()...)
					}
				}
			}
		}
		return false, grew
	}
	// A getter of the input Data a Worker whose requests carry request
	// values reads (getInputData() on itself: the call's result, or what
	// a bundled WorkManager's getInputData returns, its field).
	if ref.Class == classWorkData && !in.IsStaticInvoke() && len(args) > 1 && len(ref.Name) > 3 && ref.Name[:3] == "get" &&
		args[0].Has(func(a regflow.Alt) bool {
			return a.Kind == regflow.Call && a.Ref != nil && a.Ref.Name == "getInputData" || a.Via != nil && a.Via.Ref.Name == "getInputData"
		}) {
		handled, grew := f.componentRead(m, in, ref, args, "worker:", f.workerInput)
		return handled, grew
	}
	// An extra of the Intent a started service was given, under a key no
	// request value was put under by any code starting it: no request
	// value, whatever else the Intent holds.
	if ref.Class == classIntent && !in.IsStaticInvoke() && len(args) > 1 && len(ref.Name) > 8 && ref.Name[:3] == "get" &&
		ref.Name[len(ref.Name)-5:] == "Extra" {
		if a, ok := args[0].Single(); ok && a.Kind == regflow.Param {
			if ks, ok := f.componentKeys["intent:"+m.Ref.String()]; ok {
				if kk, ok := args[1].Single(); ok && kk.Kind == regflow.Str && !ks.holds(kk.Str) {
					return true, false
				}
			}
		}
	}
	// An Intent with request values handed to a service.
	intentArg := -1
	for k := range args {
		if has[k] && program.ArgType(ref, in.IsStaticInvoke(), k) == classIntent {
			intentArg = k
		}
	}
	if intentArg < 0 {
		return false, false
	}
	h, ok := f.prog.ThreadHop(ref)
	var bodies []*dex.Method
	var why string
	switch {
	case program.SyncBroadcast(ref):
		// The local receivers run in place: no hop, the same extras.
		bodies, why = f.prog.SyncBroadcastReceivers(m, args[intentArg])
		if why != "" {
			f.limit(m, cutBroadcast)
		}
	case strings.HasPrefix(ref.Name, "send") && strings.Contains(ref.Name, "Broadcast") && !(ok && h.Broadcast) &&
		(program.IsPlatform(ref.Class) || f.prog.Classes[ref.Class] != nil && f.prog.Lookup(ref.Class, ref.NameProto()) == nil):
		// The forms not read as hops: the receivers read the extras, and
		// are not followed.
		f.limit(m, cutBroadcast)
		return false, false
	case !ok || !h.Service && !h.Job && !h.Broadcast:
		return false, false
	default:
		var run bool
		bodies, why, run = f.prog.RunBodies(m, c, in, st)
		if !run {
			return false, false
		}
		if h.Broadcast && why != "" {
			// Receivers the broadcast may reach that were not found
			// read the extras too.
			f.limit(m, cutBroadcast)
		}
	}
	keys := f.putKeys(m, args[intentArg])
	for _, t := range bodies {
		for j, p := range t.Ref.Params {
			if p != classIntent {
				continue
			}
			if f.addComponentKeys("intent:"+t.Ref.String(), keys) {
				*out = append(*out, t)
				grew = true
			}
			k := j + 1 // the service's own object is parameter 0
			if f.givers[t] == nil {
				f.givers[t] = map[int]*dex.Method{}
			}
			if f.givers[t][k] == nil {
				f.givers[t][k] = m
			}
			if f.addParam(t, k, infos[intentArg]) {
				*out = append(*out, t)
				grew = true
			}
		}
	}
	return false, grew
}

// keySet is the keys of an Intent's extras or a Data's values that
// request values were put under; any is set when one was put under a key
// not known (a computed key).
type keySet struct {
	keys map[string]reqInfo
	any  bool
}

func (k *keySet) holds(key string) bool { return k != nil && (k.any || k.has(key)) }

// all returns the keys, with "" for a key not known.
func (k *keySet) all() map[string]reqInfo {
	if k == nil {
		return nil
	}
	out := map[string]reqInfo{}
	for key, i := range k.keys {
		out[key] = i
	}
	if k.any {
		out[""] = reqInfo{}
	}
	return out
}

func (k *keySet) has(key string) bool {
	if k == nil {
		return false
	}
	_, ok := k.keys[key]
	return ok
}

func (k *keySet) info(key string) (reqInfo, bool) {
	if k == nil {
		return reqInfo{}, false
	}
	i, ok := k.keys[key]
	return i, ok
}

// or returns a, or b when a is the zero value.
func (a reqInfo) or(b reqInfo) reqInfo {
	if a == (reqInfo{}) {
		return b
	}
	return a
}

// keyedPut records, for the object made at site in m, a put under key
// (empty: not known) of a value that is (req) or is not a request value.
func (f *reqFlow) keyedPut(m *dex.Method, site uint32, key string, req bool) {
	if !req {
		return
	}
	if f.putKeysAt == nil {
		f.putKeysAt = map[*dex.Method]map[uint32]*keySet{}
	}
	if f.putKeysAt[m] == nil {
		f.putKeysAt[m] = map[uint32]*keySet{}
	}
	ks := f.putKeysAt[m][site]
	if ks == nil {
		ks = &keySet{keys: map[string]reqInfo{}}
		f.putKeysAt[m][site] = ks
	}
	if key == "" {
		ks.any = true
		return
	}
	ks.keys[key] = reqInfo{key: key}
}

// putKeys returns the keys request values were put under into the object
// v (in m): an Intent or a Data built here; a value made elsewhere (a
// helper's Intent) counts as holding them under any key.
func (f *reqFlow) putKeys(m *dex.Method, v regflow.Value) *keySet {
	out := &keySet{keys: map[string]reqInfo{}}
	for _, a := range v.Alts {
		ks := f.putKeysAt[m][a.Site]
		if ks == nil || a.Via != nil {
			if a.Kind != regflow.New || a.Via != nil {
				out.any = true // made or filled where this method does not show
			}
			continue
		}
		out.any = out.any || ks.any
		for k, i := range ks.keys {
			out.keys[k] = i
		}
	}
	if v.Top {
		out.any = true
	}
	return out
}

// addComponentKeys adds keys to what component c is known to receive; it
// reports whether that grew.
func (f *reqFlow) addComponentKeys(c string, keys *keySet) bool {
	if f.componentKeys == nil {
		f.componentKeys = map[string]*keySet{}
	}
	old := f.componentKeys[c]
	if old == nil {
		old = &keySet{keys: map[string]reqInfo{}}
		f.componentKeys[c] = old
	}
	grew := false
	if keys.any && !old.any {
		old.any, grew = true, true
	}
	for k, i := range keys.keys {
		if _, ok := old.keys[k]; !ok {
			old.keys[k] = i
			grew = true
		}
	}
	return grew
}

const (
	classJobBuilder   = "Landroid/app/job/JobInfo$Builder;"
	classJobParams    = "Landroid/app/job/JobParameters;"
	classComponentRef = "Landroid/content/ComponentName;"
)

// persistableBundle reports the classes a PersistableBundle's puts and
// gets are named through (javac and kotlinc name the receiver's type;
// BaseBundle declares most of them).
func persistableBundle(class string) bool {
	return class == "Landroid/os/PersistableBundle;" || class == "Landroid/os/BaseBundle;"
}

// jobInvoke follows request values into a JobService: a ComponentName
// made for a program class, a JobInfo.Builder made with it (and the
// builder its setters return), setExtras/setTransientExtras given a
// bundle holding request values (the service's keys grow, its methods are
// read again), and, in the service, a get of JobParameters.getExtras()
// under a key some code put one under. ok is false for any other call.
// A builder whose service cannot be told keeps the limit note (cutJob).
func (f *reqFlow) jobInvoke(m *dex.Method, in *dex.Insn, ref *dex.MethodRef, args []regflow.Value, infos []reqInfo, has []bool,
	out *[]*dex.Method) (handled, grew, ok bool) {
	record := func(table *map[*dex.Method]map[uint32][]string, sites []uint32, classes []string) {
		if len(classes) == 0 {
			return
		}
		if *table == nil {
			*table = map[*dex.Method]map[uint32][]string{}
		}
		if (*table)[m] == nil {
			(*table)[m] = map[uint32][]string{}
		}
		for _, s := range sites {
			for _, c := range classes {
				if !slices.Contains((*table)[m][s], c) {
					(*table)[m][s] = append((*table)[m][s], c)
				}
			}
		}
	}
	switch {
	case ref.Class == classComponentRef && ref.Name == "<init>" && len(args) == 3 && !in.IsStaticInvoke():
		// ComponentName(ctx, Service.class), (ctx, "a.B"), (pkg, "a.B").
		var classes []string
		for _, a := range args[2].Alts {
			switch a.Kind {
			case regflow.Class:
				classes = append(classes, a.Str)
			case regflow.Str:
				classes = append(classes, "L"+strings.ReplaceAll(a.Str, ".", "/")+";")
			}
		}
		classes = slices.DeleteFunc(classes, func(c string) bool { return f.prog.Classes[c] == nil })
		record(&f.componentOf, regflow.Sites(args[0]), classes)
		return false, false, true
	case ref.Class == classJobBuilder && ref.Name == "<init>" && len(args) == 3 && !in.IsStaticInvoke():
		var classes []string
		for _, s := range objSites(args[2]) {
			classes = append(classes, f.componentOf[m][s]...)
		}
		record(&f.jobServiceOf, regflow.Sites(args[0]), classes)
		return false, false, true
	case ref.Class == classJobBuilder && !in.IsStaticInvoke() && len(args) > 0:
		var services []string
		for _, s := range objSites(args[0]) {
			services = append(services, f.jobServiceOf[m][s]...)
		}
		if ref.Return == classJobBuilder {
			record(&f.jobServiceOf, []uint32{in.Addr}, services) // a setter returns its builder
		}
		if (ref.Name != "setExtras" && ref.Name != "setTransientExtras") || len(args) != 2 || !has[1] {
			return false, false, true
		}
		if len(services) == 0 {
			f.limit(m, cutJob) // the JobService reading them is not known
			return false, false, true
		}
		keys := f.putKeys(m, args[1])
		for _, svc := range services {
			g := f.addComponentKeys("job:"+svc, keys)
			if old, ok := f.jobInput[svc]; !ok || infos[1].better(old) {
				if f.jobInput == nil {
					f.jobInput = map[string]reqInfo{}
				}
				f.jobInput[svc] = infos[1]
				g = true
			}
			if g {
				grew = true
				if cls := f.prog.Classes[svc]; cls != nil {
					*out = append(*out, cls.Methods()...) // the service's code reads them
				}
			}
		}
		return false, grew, true
	case persistableBundle(ref.Class) && !in.IsStaticInvoke() && len(args) > 1 && strings.HasPrefix(ref.Name, "get") &&
		args[0].Has(func(a regflow.Alt) bool {
			return a.Kind == regflow.Call && a.Ref != nil && a.Ref.Class == classJobParams && (a.Ref.Name == "getExtras" || a.Ref.Name == "getTransientExtras")
		}):
		handled, grew := f.componentRead(m, in, ref, args, "job:", f.jobInput)
		return handled, grew, true
	}
	return false, false, false
}

const (
	classBundle  = "Landroid/os/Bundle;"
	classMessage = program.ClassMessage
)

// messageInvoke follows request values a Bundle carries in a Message:
// obtained with it as obj (Message.obtain(handler, what, …, obj),
// handler.obtainMessage(what, …, obj)) or given it with setData, the keys
// a request value was put under are read back, in the Handler the Message
// is sent to (the hop of its send: sendToTarget, sendMessage,
// Messenger.send), by a get of the Message's obj or getData()/peekData()
// under one of them. A key no Message sent to that Handler carries a
// request value under is none; a Message whose Handler cannot be told is a
// limit note (cutMessage). ok is false for any other call.
func (f *reqFlow) messageInvoke(m *dex.Method, in *dex.Insn, ref *dex.MethodRef, args []regflow.Value, infos []reqInfo, has []bool,
	out *[]*dex.Method) (handled, grew, ok bool) {
	static := in.IsStaticInvoke()
	carrier := -1 // the argument holding the Bundle
	var msgSites []uint32
	switch k := f.prog.MessageObjArg(ref); {
	case k >= 0:
		carrier, msgSites = k, []uint32{in.Addr}
	case ref.Class == classMessage && ref.Name == "setData" && !static && len(args) == 2:
		carrier, msgSites = 1, objSites(args[0])
	case ref.Class == classBundle && !static && len(args) > 1 && strings.HasPrefix(ref.Name, "get") && messagePart(args[0]):
		handled, grew := f.componentRead(m, in, ref, args, "message:", f.messageInput)
		return handled, grew, true
	default:
		return false, false, false
	}
	if carrier >= len(args) || !has[carrier] {
		return false, false, true
	}
	var handlers []string
	for _, s := range msgSites {
		hs, ok := f.prog.MessageReceivers(m, s)
		if !ok {
			handlers = nil
			break
		}
		handlers = append(handlers, hs...)
	}
	if len(handlers) == 0 {
		f.limit(m, cutMessage)
		return false, false, true
	}
	keys := f.putKeys(m, args[carrier])
	for _, h := range handlers {
		g := f.addComponentKeys("message:"+h, keys)
		if old, ok := f.messageInput[h]; !ok || infos[carrier].better(old) {
			if f.messageInput == nil {
				f.messageInput = map[string]reqInfo{}
			}
			f.messageInput[h] = infos[carrier]
			g = true
		}
		if g {
			grew = true
			if cls := f.prog.Classes[h]; cls != nil {
				*out = append(*out, cls.Methods()...) // its handleMessage reads it
			}
		}
	}
	return false, grew, true
}

// messagePart reports a value read from a Message's payload: its obj
// field (cast to a Bundle) or getData()/peekData().
func messagePart(v regflow.Value) bool {
	return v.Has(func(a regflow.Alt) bool {
		return a.Kind == regflow.Field && a.Field != nil && a.Field.Class == classMessage && a.Field.Name == "obj" ||
			a.Kind == regflow.Call && a.Ref != nil && a.Ref.Class == classMessage && (a.Ref.Name == "getData" || a.Ref.Name == "peekData")
	})
}

// componentRead judges a get by key (args[1]) that method m makes of the
// input a component of the app receives — a Worker's Data, a JobService's
// extras, a Handler's Message Bundle — when m's class or a superclass is
// one the flow gave request values (inputs, with their keys under
// prefix+class in componentKeys): the value got is a request value under a
// key one was put under, and none under any other. handled is false when
// m's class is no such component.
func (f *reqFlow) componentRead(m *dex.Method, in *dex.Insn, ref *dex.MethodRef, args []regflow.Value, prefix string,
	inputs map[string]reqInfo) (handled, grew bool) {
	for k := m.Class.Name; k != ""; {
		if info, ok := inputs[k]; ok {
			key, known := "", false
			if kk, ok := args[1].Single(); ok && kk.Kind == regflow.Str {
				key, known = kk.Str, true
			}
			if known && !f.componentKeys[prefix+k].holds(key) {
				return true, false // a key no request value was put under
			}
			req, _ := f.componentKeys[prefix+k].info(key)
			info = req.or(info)
			info.key = key
			info.numeric = info.numeric || numericType(ref.Return)
			return true, f.addSite(m, in.Addr, info)
		}
		cls := f.prog.Classes[k]
		if cls == nil {
			break
		}
		k = cls.Super
	}
	return false, false
}
