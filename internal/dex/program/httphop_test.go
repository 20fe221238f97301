package program

import "testing"

// TestHTTPClientHops: OkHttp's and Retrofit's enqueue hand their Callback
// to another thread (body argument 1); execute, a look-alike class and an
// enqueue without a Callback are no hop; onResponse is a body method.
func TestHTTPClientHops(t *testing.T) {
	for _, c := range []struct {
		class, name string
		params      []string
		hop         bool
	}{
		{"Lokhttp3/Call;", "enqueue", []string{"Lokhttp3/Callback;"}, true},
		{"Lretrofit2/Call;", "enqueue", []string{"Lretrofit2/Callback;"}, true},
		{"Lokhttp3/Call;", "execute", nil, false},
		{"Lcom/example/Call;", "enqueue", []string{"Lokhttp3/Callback;"}, false},
		{"Lokhttp3/Call;", "enqueue", []string{"Ljava/lang/Object;"}, false},
	} {
		h, ok := ThreadHopSink(c.class, c.name, c.params)
		if ok != c.hop || ok && h.Body != 1 {
			t.Errorf("%s.%s(%v): hop %v body %d, want %v body 1", c.class, c.name, c.params, ok, h.Body, c.hop)
		}
	}
	if !BodyMethods["onResponse"] || !BodyMethods["onFailure"] {
		t.Error("a Callback's onResponse/onFailure are not body methods")
	}
}
