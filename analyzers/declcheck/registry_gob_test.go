package declcheck

import (
	"bytes"
	"encoding/gob"
	"reflect"
	"testing"

	"github.com/clawseed/cetpaudit/internal/descriptor"
)

// TestRegistrationsFactGob: the fact's encoding does not depend on map
// order (analysistest and the vet driver require deterministic facts), and
// decoding gives back what was encoded.
func TestRegistrationsFactGob(t *testing.T) {
	f := &RegistrationsFact{Adds: map[string][]*descriptor.Node{}, Dynamic: map[string]string{}}
	for _, k := range []string{"a.Tools", "b.Tools", "c.Tools", "d.Tools", "e.Tools"} {
		f.Adds[k] = []*descriptor.Node{{Kind: descriptor.KindString, Str: k}}
		f.Dynamic[k] = k + ".go:1"
	}
	var first []byte
	for i := 0; i < 20; i++ {
		var buf bytes.Buffer
		if err := gob.NewEncoder(&buf).Encode(f); err != nil {
			t.Fatal(err)
		}
		if i == 0 {
			first = buf.Bytes()
			var back RegistrationsFact
			if err := gob.NewDecoder(bytes.NewReader(first)).Decode(&back); err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(&back, f) {
				t.Fatalf("decoded %+v, want %+v", back, *f)
			}
		} else if !bytes.Equal(buf.Bytes(), first) {
			t.Fatal("encoding differs between runs")
		}
	}
}
