package program

import (
	"fmt"
	"slices"
	"strings"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

const (
	classHandler         = "Landroid/os/Handler;"
	classHandlerCallback = "Landroid/os/Handler$Callback;"
	classThread          = "Ljava/lang/Thread;"
)

// ThreadHop is ThreadHopSink for a call made in the program: a Handler
// method called through an app subclass (javac names the receiver's
// static type, WorkHandler.sendMessage) is the Handler's, and start()
// called on an app Thread subclass (AuditThread.start, an anonymous
// `new Thread() {…}`'s ToolProvider$1.start) is Thread.start when the
// subclass inherits it.
func (p *Program) ThreadHop(ref *dex.MethodRef) (ThreadHop, bool) {
	if h, ok := ThreadHopSink(ref.Class, ref.Name, ref.Params); ok {
		return h, true
	}
	if ref.Name == "start" && len(ref.Params) == 0 && ref.Return == "V" &&
		p.Classes[ref.Class] != nil && (p.IsSubclass(ref.Class, classThread) || p.IsSubclass(ref.Class, "Landroid/os/HandlerThread;")) {
		if d := p.declaringMethod(ref); d == nil || IsPlatform(d.Class.Name) {
			return ThreadHopSink(classThread, ref.Name, ref.Params)
		}
	}
	if (ref.Name == "startService" || ref.Name == "startForegroundService") && p.Classes[ref.Class] != nil &&
		len(ref.Params) == 1 && ref.Params[0] == "Landroid/content/Intent;" && ref.Return == "Landroid/content/ComponentName;" ||
		strings.HasPrefix(ref.Name, "send") && p.Classes[ref.Class] != nil && broadcastSink("Landroid/content/Context;", ref.Name, ref.Params) {
		// this.startService(i) or this.sendBroadcast(i) in an Activity
		// or Service: javac names the receiver's own class.
		if d := p.declaringMethod(ref); d == nil || IsPlatform(d.Class.Name) {
			return ThreadHopSink("Landroid/content/Context;", ref.Name, ref.Params)
		}
	}
	if ref.Name == "enqueueWork" && len(ref.Params) == 4 && p.Classes[ref.Class] != nil {
		// MyJob.enqueueWork(ctx, MyJob.class, id, intent): javac names
		// the class the static method was called through, the service
		// subclass itself.
		for _, base := range []string{"Landroidx/core/app/JobIntentService;", "Landroid/support/v4/app/JobIntentService;"} {
			if p.IsSubclass(ref.Class, base) {
				if d := p.declaringMethod(ref); d == nil || IsPlatform(d.Class.Name) {
					return ThreadHopSink(base, ref.Name, ref.Params)
				}
			}
		}
	}
	if (ref.Name == "execute" || ref.Name == "executeOnExecutor") && ref.Return == "Landroid/os/AsyncTask;" &&
		(ref.Class == classAsyncTask || p.Classes[ref.Class] != nil && p.IsSubclass(ref.Class, classAsyncTask)) {
		// An AsyncTask runs doInBackground on a pool thread and
		// onPostExecute/onProgressUpdate later on the main thread:
		// neither on the Binder thread of the call (onPreExecute runs
		// in execute, on the caller's thread, and is no body).
		return ThreadHop{Body: -1}, true
	}
	if (strings.HasPrefix(ref.Name, "send") || strings.HasPrefix(ref.Name, "post")) &&
		p.Classes[ref.Class] != nil && p.IsSubclass(ref.Class, classHandler) {
		if d := p.declaringMethod(ref); d == nil || IsPlatform(d.Class.Name) {
			return ThreadHopSink(classHandler, ref.Name, ref.Params)
		}
	}
	return p.renamedExecutorHop(ref)
}

// classAsyncTask is android.os.AsyncTask.
const classAsyncTask = "Landroid/os/AsyncTask;"

// executorTypes are the java.util.concurrent types an executor of the
// app's (or of a library shrunk into the APK and renamed by R8, such as
// Guava's ListeningExecutorService) extends.
var executorTypes = []string{"Ljava/util/concurrent/Executor;", "Ljava/util/concurrent/ExecutorService;",
	"Ljava/util/concurrent/ScheduledExecutorService;", "Ljava/util/concurrent/AbstractExecutorService;",
	"Ljava/util/concurrent/ThreadPoolExecutor;", "Ljava/util/concurrent/ScheduledThreadPoolExecutor;"}

// executorMethods are the names of ExecutorService's methods that hand
// over a body (ThreadHopSink's).
var executorMethods = map[string]bool{"execute": true, "submit": true, "schedule": true, "scheduleAtFixedRate": true,
	"scheduleWithFixedDelay": true, "invokeAll": true, "invokeAny": true}

// renamedExecutorHop recognises, by shape, a call handing a body to an
// executor whose type is in the APK under a name the tables do not know
// (Guava shrunk in and renamed by R8: a.b.c for ListeningExecutorService,
// its submit keeping the name it overrides): a method without code in the
// named class (an interface's or abstract class's) of a type extending
// java.util.concurrent's Executor, named as ExecutorService's, is
// ExecutorService's; one of a type extending Future, taking (Runnable,
// Executor) and returning void, is ListenableFuture.addListener under
// whatever name R8 gave it. A method with code is followed as the app's
// (an app's own executor, or the library's implementation R8 called
// directly). A renamed direct executor is told apart by its code where
// the executor object is known (inPlaceClass): its calls are hops run in
// place.
func (p *Program) renamedExecutorHop(ref *dex.MethodRef) (ThreadHop, bool) {
	listener := ref.Return == "V" && len(ref.Params) == 2 && ref.Params[0] == "Ljava/lang/Runnable;" &&
		ref.Params[1] == "Ljava/util/concurrent/Executor;"
	if !listener && !executorMethods[ref.Name] || p.Classes[ref.Class] == nil || IsPlatform(ref.Class) {
		return ThreadHop{}, false
	}
	if d := p.declaringMethod(ref); d != nil && d.HasCode() {
		return ThreadHop{}, false
	}
	for _, t := range executorTypes {
		if p.IsSubclass(ref.Class, t) {
			return ThreadHopSink("Ljava/util/concurrent/ExecutorService;", ref.Name, ref.Params)
		}
	}
	if listener && p.IsSubclass(ref.Class, "Ljava/util/concurrent/Future;") {
		return guavaHop(guavaConcurrent+"ListenableFuture;", "addListener", ref.Params, func(types ...string) int {
			for i, q := range ref.Params {
				if slices.Contains(types, q) {
					return i + 1
				}
			}
			return -1
		})
	}
	return ThreadHop{}, false
}

// handler adds what a message sent to the Handler v (a value in m) runs:
// the handleMessage of the Handler's class when the app overrides it,
// otherwise that of the Handler.Callback the Handler was made with.
func (r *bodyResolver) handler(m *dex.Method, v regflow.Value, depth int) {
	if v.Top {
		r.unknown("the Handler the message is sent to is not known")
	}
	for _, alt := range v.Alts {
		switch alt.Kind {
		case regflow.New:
			r.handlerObject(m, alt, depth)
		case regflow.Call:
			in, site := m, alt.Site
			if alt.Via != nil {
				in, site = alt.Via, alt.ViaSite
			}
			if alt.Ref.Class == classHandler && alt.Ref.Name == "createAsync" {
				// Handler.createAsync(Looper, Callback)
				if args, ok := r.p.argsAt(in, site); ok && len(args) == 2 {
					r.resolve(in, args[1], false, depth+1)
					continue
				}
				if len(alt.Ref.Params) < 2 {
					continue // no Callback: nothing of the app's runs
				}
			}
			r.unknown("the Handler the message is sent to comes from " + javaRefName(alt.Ref))
		case regflow.Field:
			r.handlerField(alt.Field, depth)
		case regflow.Param:
			if m != nil && alt.Int == 0 && !m.Static() {
				r.handlerClass(m.Class.Name) // sent to itself
				continue
			}
			r.handlerCallers(m, int(alt.Int), depth)
		case regflow.Const:
			// null: the send throws
		default:
			r.unknown("the Handler the message is sent to comes from " + alt.String())
		}
	}
}

// handlerClass adds a program Handler subclass overriding handleMessage;
// it reports false when the class does not (its messages then go to the
// Callback it was made with).
func (r *bodyResolver) handlerClass(name string) bool {
	c := r.p.Classes[name]
	if c == nil {
		return false
	}
	for _, m := range r.p.BodyMethods(c) {
		if m.Ref.Name == "handleMessage" {
			r.add(c)
			return true
		}
	}
	return false
}

// handlerObject resolves a Handler made by new-instance: its class, or
// the Callback passed to its constructor.
func (r *bodyResolver) handlerObject(m *dex.Method, alt regflow.Alt, depth int) {
	if r.handlerClass(alt.Str) {
		return
	}
	in, site := m, alt.Site
	if alt.Via != nil {
		in, site = alt.Via, alt.ViaSite
	}
	found := false
	r.p.ReplayCalls(in, func(c *Call, ins *dex.Insn, st *regflow.State) {
		if c.Ref.Name != "<init>" || found {
			return
		}
		args := CallArgs(st, ins, c.Ref)
		if len(args) == 0 || !args[0].Has(func(a regflow.Alt) bool { return a.Kind == regflow.New && a.Via == nil && a.Site == site }) {
			return
		}
		found = true
		for k, t := range c.Ref.Params {
			if t == classHandlerCallback {
				r.resolve(in, arg(args, k+1), false, depth+1)
			}
		}
	})
	if !found && r.p.Classes[alt.Str] == nil && alt.Str != classHandler {
		r.unknown("the Handler the message is sent to is a " + JavaName(alt.Str) + ", whose construction was not seen")
	}
}

// handlerField follows a Handler kept in a program field to the values
// stored into it.
func (r *bodyResolver) handlerField(f *dex.FieldRef, depth int) {
	if r.p.Classes[f.Class] == nil {
		r.unknown("the Handler the message is sent to is read from the library field " + javaFieldName(f))
		return
	}
	if r.seen["field "+f.Class+"->"+f.Name] {
		return
	}
	r.seen["field "+f.Class+"->"+f.Name] = true
	if depth >= maxBodyDepth {
		r.unknown("the Handler the message is sent to is kept in the field " + javaFieldName(f) + ", past the budget of body resolution")
		return
	}
	ff := r.p.fieldFact(f)
	if ff == nil {
		r.unknown("the Handler the message is sent to is read from the field " + javaFieldName(f) + ", which the app never writes")
		return
	}
	if ff.Partial {
		r.unknown("the Handler the message is sent to is kept in the field " + javaFieldName(f) + ", and a method writing it could not be analyzed")
	}
	// Stored values are portable: objects carry their writer as Via.
	r.handler(nil, ff.Value, depth+1)
}

// handlerCallers follows a Handler that is parameter k of m to m's callers.
func (r *bodyResolver) handlerCallers(m *dex.Method, k, depth int) {
	if m == nil {
		r.unknown("the Handler the message is sent to is a parameter stored into a field")
		return
	}
	callers := r.p.Callers(m)
	switch {
	case len(callers) == 0:
		r.unknown("the Handler the message is sent to is a parameter of " + m.String())
		return
	case depth >= maxBodyDepth || len(callers) > maxBodyCallers:
		r.unknown("the Handler the message is sent to is a parameter of " + m.String() + ", past the budget of body resolution")
		return
	}
	for _, c := range callers {
		args, ok := r.p.argsAt(c.Method, c.Call.Addr)
		if !ok {
			r.unknown("the caller " + c.Method.String() + " cannot be analysed")
			continue
		}
		r.handler(c.Method, arg(args, k), depth+1)
	}
}

// message adds what Message.sendToTarget runs for the Message v: the
// Handler it was obtained for (handler.obtainMessage(…), or
// Message.obtain(handler, …)).
func (r *bodyResolver) message(m *dex.Method, v regflow.Value) {
	if v.Top {
		r.unknown("the Message sent is not known")
	}
	for _, alt := range v.Alts {
		if alt.Kind != regflow.Call {
			r.unknown("the Message sent comes from " + alt.String())
			continue
		}
		in, site := m, alt.Site
		if alt.Via != nil {
			in, site = alt.Via, alt.ViaSite
		}
		ref := alt.Ref
		obtained := ref.Name == "obtainMessage" && (ref.Class == classHandler || r.p.Classes[ref.Class] != nil && r.p.IsSubclass(ref.Class, classHandler)) ||
			ref.Class == ClassMessage && ref.Name == "obtain" && len(ref.Params) > 0 && ref.Params[0] == classHandler
		if !obtained {
			r.unknown("the Message sent comes from " + javaRefName(ref) + ", so its Handler is not known")
			continue
		}
		args, ok := r.p.argsAt(in, site)
		if !ok || len(args) == 0 {
			r.unknown("the Handler the Message was obtained for is not known")
			continue
		}
		// obtainMessage(what, …) and Message.obtain(handler, what, …):
		// the case of handleMessage's switch the message takes.
		if (len(ref.Params) > 0 && ref.Params[0] == "I" || len(ref.Params) > 1 && ref.Params[1] == "I" && ref.Class == ClassMessage) &&
			!writesMessageWhat(in) && !writesMessageWhat(m) {
			r.noteWhat(arg(args, 1))
		} else {
			r.whatUnknown = true
		}
		r.handler(in, args[0], 0) // the receiver, or obtain's first argument
	}
}

// messageWhat records the `what` of the Message v, a value in m, when it
// was obtained with one (obtainMessage(what, …), Message.obtain(handler,
// what, …)); any other Message's is not known.
func (r *bodyResolver) messageWhat(m *dex.Method, v regflow.Value) {
	if v.Top || len(v.Alts) == 0 {
		r.whatUnknown = true
		return
	}
	for _, alt := range v.Alts {
		ref := alt.Ref
		if alt.Kind != regflow.Call || ref == nil ||
			!(ref.Name == "obtainMessage" && len(ref.Params) > 0 && ref.Params[0] == "I" ||
				ref.Class == ClassMessage && ref.Name == "obtain" && len(ref.Params) > 1 && ref.Params[1] == "I") {
			r.whatUnknown = true
			return
		}
		in, site := m, alt.Site
		if alt.Via != nil {
			in, site = alt.Via, alt.ViaSite
		}
		args, ok := r.p.argsAt(in, site)
		if !ok || writesMessageWhat(in) || writesMessageWhat(m) {
			r.whatUnknown = true // msg.what = X after the obtain
			return
		}
		r.noteWhat(arg(args, 1))
	}
}

// noteWhat records the `what` of a message a hop sends (a constant), or
// that one is not known.
func (r *bodyResolver) noteWhat(v regflow.Value) {
	for _, a := range v.Alts {
		if a.Kind != regflow.Const {
			r.whatUnknown = true
			return
		}
		if !slices.Contains(r.whats, a.Int) {
			r.whats = append(r.whats, a.Int)
		}
	}
	if v.Top || len(v.Alts) == 0 {
		r.whatUnknown = true
	}
}

// narrowMessages replaces each Handler class body whose handleMessage's
// switch the messages' known `what`s decide by the calls of the cases
// they take (Hop.Cases); its other body methods run whole. A class R8
// merged from several is left whole (its case is judged by class id).
func (r *bodyResolver) narrowMessages() {
	if r.whatUnknown || len(r.whats) == 0 {
		return
	}
	var kept []*dex.Class
	for _, c := range r.classes {
		if mergedClass(c) {
			kept = append(kept, c)
			continue
		}
		var hm *dex.Method
		var others []*dex.Method
		for _, bm := range r.p.BodyMethods(c) {
			if bm.Ref.Name == "handleMessage" && len(bm.Ref.Params) == 1 && bm.Ref.Params[0] == ClassMessage {
				hm = bm
			} else {
				others = append(others, bm)
			}
		}
		var live map[uint32]bool
		if hm != nil {
			live = r.p.messageLive(hm, r.whats)
		}
		if live == nil {
			kept = append(kept, c)
			continue
		}
		calls := r.p.Calls(hm)
		for i := range calls {
			if live[calls[i].Addr] {
				r.cases = append(r.cases, Site{Method: hm, Call: &calls[i]})
			}
		}
		r.methods = append(r.methods, others...)
	}
	r.classes = kept
}

// mergedClass reports a class R8 merged from several (its objects carry a
// class id).
func mergedClass(c *dex.Class) bool {
	for i := range c.InstanceFields {
		if f := c.InstanceFields[i].Ref; f.Type == "I" && (f.Name == "$r8$classId" || f.Name == "$id$") {
			return true
		}
	}
	return false
}

// messageLive returns the addresses of the instructions of hm, a
// handleMessage(Message), that can run for a message whose `what` is one
// of whats: the method analysed with the parameter's what field giving
// them, so that its switch is decided. nil when that cannot be told.
func (p *Program) messageLive(hm *dex.Method, whats []int64) map[uint32]bool {
	params := len(hm.Ref.Params) + 1
	key := fmt.Sprint("what:", whats)
	alts := make([]regflow.Alt, len(whats))
	for i, w := range whats {
		alts[i] = regflow.Alt{Kind: regflow.Const, Int: w}
	}
	what := regflow.Value{Alts: alts}
	r := p.runBoundEnv(hm, boundKey{hm, key}, make([]regflow.Value, params), false, func(base *model) regflow.Env {
		return &chainModel{model: base, field: func(obj regflow.Alt, f *dex.FieldRef) (regflow.Value, bool) {
			if obj.Kind == regflow.Param && obj.Int == 1 && f.Class == ClassMessage && f.Name == "what" {
				return what, true
			}
			return regflow.Value{}, false
		}}
	})
	if r == nil {
		return nil
	}
	live := map[uint32]bool{}
	r.a.Replay(func(in *dex.Insn, _ *regflow.State) { live[in.Addr] = true })
	return live
}

const classMessenger = "Landroid/os/Messenger;"

// messenger adds what Messenger.send runs for the Messenger v, a value in
// m: the Handler it was made with (new Messenger(handler)), kept in a field
// or not. A Messenger made from an IBinder (another process's, or a bound
// service's) runs code this analysis does not place.
func (r *bodyResolver) messenger(m *dex.Method, v regflow.Value, depth int) {
	if v.Top {
		r.unknown("the Messenger the message is sent with is not known")
	}
	for _, alt := range v.Alts {
		switch {
		case alt.Kind == regflow.New && alt.Str == classMessenger:
			in, site := m, alt.Site
			if alt.Via != nil {
				in, site = alt.Via, alt.ViaSite
			}
			found := false
			r.p.ReplayCalls(in, func(c *Call, ins *dex.Insn, st *regflow.State) {
				if found || c.Ref.Class != classMessenger || c.Ref.Name != "<init>" {
					return
				}
				args := CallArgs(st, ins, c.Ref)
				if len(args) < 2 || !args[0].Has(func(a regflow.Alt) bool { return a.Kind == regflow.New && a.Via == nil && a.Site == site }) {
					return
				}
				found = true
				if len(c.Ref.Params) == 1 && c.Ref.Params[0] == classHandler {
					r.handler(in, args[1], depth+1)
				} else {
					r.unknown("the Messenger the message is sent with wraps an IBinder, whose Handler is not known")
				}
			})
			if !found {
				r.unknown("the construction of the Messenger the message is sent with was not seen")
			}
		case alt.Kind == regflow.Field && r.p.Classes[alt.Field.Class] != nil && depth < maxBodyDepth:
			key := "messenger " + alt.Field.Class + "->" + alt.Field.Name
			if r.seen[key] {
				continue
			}
			r.seen[key] = true
			ff := r.p.fieldFact(alt.Field)
			if ff == nil {
				r.unknown("the Messenger the message is sent with is read from the field " + javaFieldName(alt.Field) + ", which the app never writes")
				continue
			}
			if ff.Partial {
				r.unknown("the Messenger the message is sent with is kept in the field " + javaFieldName(alt.Field) + ", and a method writing it could not be analyzed")
			}
			r.messenger(nil, ff.Value, depth+1)
		case alt.Kind == regflow.Const:
			// null: the send throws
		default:
			r.unknown("the Messenger the message is sent with comes from " + alt.String())
		}
	}
}

// MessageReceivers returns the Handler classes of the app the Message
// made at site in m (an obtain call's result, or a new Message) is sent to
// by a send in m (sendToTarget, sendMessage…, Messenger.send); ok is false
// when no send in m is seen taking it or a send's Handler is not resolved.
func (p *Program) MessageReceivers(m *dex.Method, site uint32) (classes []string, ok bool) {
	found := false
	for _, h := range p.Hops(map[*dex.Method]*Caller{m: nil}) {
		hk, _ := p.ThreadHop(h.Call.Ref)
		k := hk.Msg
		if hk.Message {
			k = 0 // msg.sendToTarget(): the Message is the receiver
		} else if k == 0 {
			continue
		}
		args, ok := p.argsAt(m, h.Call.Addr)
		if !ok || !arg(args, k).Has(func(a regflow.Alt) bool {
			return (a.Kind == regflow.Call || a.Kind == regflow.New) && a.Via == nil && a.Site == site
		}) {
			continue
		}
		found = true
		if h.Unresolved != "" {
			return nil, false
		}
		add := func(c string) {
			if !slices.Contains(classes, c) {
				classes = append(classes, c)
			}
		}
		for _, c := range h.Bodies {
			add(c.Name)
		}
		for _, bm := range h.BodyMethods {
			add(bm.Class.Name)
		}
		for _, s := range h.Cases {
			add(s.Method.Class.Name)
		}
	}
	return classes, found && len(classes) > 0
}

// writesMessageWhat reports whether m stores into a Message's what field
// (msg.what = X): the what a Message was obtained with is then not the
// one it is sent with.
func writesMessageWhat(m *dex.Method) bool {
	if m == nil {
		return false
	}
	code, err := m.Code()
	if err != nil || code == nil {
		return true // not read: not known
	}
	writes := false
	dex.Walk(code.Insns, func(in *dex.Insn) bool {
		if in.Op >= dex.OpIput && in.Op <= dex.OpIputShort {
			if f, err := m.Class.File.Field(in.Index); err == nil && f.Class == ClassMessage && f.Name == "what" {
				writes = true
				return false
			}
		}
		return true
	})
	return writes
}
