package program

import (
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// A Message's obj carries whatever the code that obtained the Message put
// there to the handleMessage that reads it, on another thread or the main
// looper: a worker catching an IOException posts `obtainMessage(FAILED,
// e.getMessage())` and the Handler puts `(String) msg.obj` into the reply.
// Message is a platform class, so its obj field has no app writer the
// field facts would read. Reading msg.obj gives the exception text taint
// of every value the app puts into a Message's obj — by obtainMessage,
// Message.obtain or a store into the field — united over the app (which
// Message a handleMessage reads is not tied to where it was obtained).
// Only exception text is carried: it is what CETP607 asks of a reply's
// error text, and a union of other facts would tell other rules too much.

// ClassMessage is android.os.Message.
const ClassMessage = "Landroid/os/Message;"

const classObject = "Ljava/lang/Object;"

// messageObjField reports whether f is android.os.Message.obj.
func messageObjField(f *dex.FieldRef) bool {
	return f.Class == ClassMessage && f.Name == "obj" && f.Type == classObject
}

// messageObjTaint returns the exception text taint of the values the app
// puts into a Message's obj. Computed once; not kept while a method it
// needs is being analysed (a later read gets the whole answer).
func (p *Program) messageObjTaint() regflow.Taint {
	if p.msgObj.done {
		return p.msgObj.taint
	}
	if p.msgObj.busy {
		return 0
	}
	p.msgObj.busy = true
	defer func() { p.msgObj.busy = false }()
	var t regflow.Taint
	complete := true
	add := func(m *dex.Method, addr uint32, k int) {
		args, ok := p.ArgsAt(m, addr)
		if !ok {
			complete = false
			return
		}
		if k < len(args) {
			t |= args[k].Taint & regflow.TaintException
		}
	}
	for _, name := range []string{"obtainMessage", "obtain"} {
		for _, s := range p.sitesNamed(name, "") {
			if k := p.MessageObjArg(s.Call.Ref); k >= 0 {
				add(s.Method, s.Call.Addr, k)
			}
		}
	}
	f := &dex.FieldRef{Class: ClassMessage, Name: "obj", Type: classObject}
	if !p.StoresOf(f, func(_ *dex.Method, _ *dex.Insn, st *regflow.State, v regflow.Value) {
		t |= v.Taint & regflow.TaintException
	}) && len(p.WritersOf(f)) > 0 {
		complete = false
	}
	if complete {
		p.msgObj.done, p.msgObj.taint = true, t
	}
	return t
}

// MessageObjArg returns the index, among a call's arguments (the receiver
// first when it has one), of the obj a call to ref gives the Message it
// obtains: Handler.obtainMessage(what, obj) and (what, arg1, arg2, obj)
// — also through an app Handler subclass —, Message.obtain(handler, what,
// obj) and (handler, what, arg1, arg2, obj); -1 for any other call.
func (p *Program) MessageObjArg(ref *dex.MethodRef) int {
	n := len(ref.Params)
	if n == 0 || ref.Params[n-1] != classObject {
		return -1
	}
	switch {
	case ref.Name == "obtainMessage" && (n == 2 || n == 4) && ref.Return == ClassMessage &&
		(ref.Class == classHandler || p.Classes[ref.Class] != nil && p.IsSubclass(ref.Class, classHandler)):
		return n // the receiver, then the parameters
	case ref.Name == "obtain" && ref.Class == ClassMessage && (n == 3 || n == 5) && ref.Params[0] == classHandler:
		return n - 1
	}
	return -1
}
