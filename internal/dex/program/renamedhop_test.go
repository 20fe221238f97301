package program

import (
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
)

// TestRenamedExecutorHop: on guavarenamed (Guava shrunk in and renamed by
// R8, sketch beside the smali), a method without code of a type extending
// ExecutorService is ExecutorService's hop; (Runnable, Executor)V on a
// Future subtype is ListenableFuture.addListener (body 1, executor 2,
// future 1); a method with code (the decorator's own execute, the
// future's implementation of the listener) and a name no executor has are
// not hops by shape.
func TestRenamedExecutorHop(t *testing.T) {
	p := fixtureProgram(t, "guavarenamed")
	run := "Ljava/lang/Runnable;"
	for _, tc := range []struct {
		ref  dex.MethodRef
		ok   bool
		want ThreadHop
	}{
		{dex.MethodRef{Class: "La/b/c;", Name: "submit", Params: []string{run}, Return: "La/b/d;"}, true, ThreadHop{Body: 1, Executor: 1}},
		{dex.MethodRef{Class: "La/b/c;", Name: "execute", Params: []string{run}, Return: "V"}, true, ThreadHop{Body: 1, Executor: 1}},
		{dex.MethodRef{Class: "La/b/d;", Name: "a", Params: []string{run, "Ljava/util/concurrent/Executor;"}, Return: "V"}, true, ThreadHop{Body: 1, Executor: 3, Future: 1}},
		{dex.MethodRef{Class: "La/b/f;", Name: "execute", Params: []string{run}, Return: "V"}, false, ThreadHop{}},
		{dex.MethodRef{Class: "La/b/g;", Name: "a", Params: []string{run, "Ljava/util/concurrent/Executor;"}, Return: "V"}, false, ThreadHop{}},
		{dex.MethodRef{Class: "La/b/c;", Name: "a", Params: []string{run}, Return: "V"}, false, ThreadHop{}},
	} {
		got, ok := p.ThreadHop(&tc.ref)
		if ok != tc.ok || got != tc.want {
			t.Errorf("%s.%s: hop %+v %v, want %+v %v", tc.ref.Class, tc.ref.Name, got, ok, tc.want, tc.ok)
		}
	}
}
