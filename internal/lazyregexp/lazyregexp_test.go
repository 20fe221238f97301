package lazyregexp

import (
	"sync"
	"testing"
)

func TestNewCompilesInTests(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("New of a malformed pattern did not panic in a test binary")
		}
	}()
	New(`a(`)
}

func TestLazy(t *testing.T) {
	r := newLazy(`^[a-z][a-z0-9_]{0,63}$`)
	if got := r.String(); got != `^[a-z][a-z0-9_]{0,63}$` {
		t.Errorf("String() = %q", got)
	}
	// First use from many goroutines at once (run with -race): all see one
	// compiled value.
	var wg sync.WaitGroup
	res := make([]bool, 8)
	for i := range res {
		wg.Add(1)
		go func() {
			defer wg.Done()
			res[i] = r.MatchString("send_email") && !r.MatchString("Send")
		}()
	}
	wg.Wait()
	for i, ok := range res {
		if !ok {
			t.Errorf("goroutine %d: wrong match", i)
		}
	}
	if a, b := r.Regexp(), r.Regexp(); a != b {
		t.Error("Regexp() compiled twice")
	}
	if got := r.FindAllStringIndex("ab", -1); len(got) != 1 || got[0][0] != 0 || got[0][1] != 2 {
		t.Errorf("FindAllStringIndex = %v", got)
	}
}

func TestMalformedPanicsOnUse(t *testing.T) {
	r := newLazy(`a(`)
	defer func() {
		if recover() == nil {
			t.Error("first use of a malformed pattern did not panic")
		}
	}()
	r.MatchString("a")
}
