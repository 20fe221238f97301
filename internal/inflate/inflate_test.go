package inflate

import (
	"bytes"
	"compress/flate"
	"errors"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	kflate "github.com/klauspost/compress/flate"
)

// reference inflates src with the library inflater the APK reader falls
// back to, reading at most limit bytes.
func reference(src []byte, limit int) ([]byte, error) {
	r := kflate.NewReader(bytes.NewReader(src))
	defer r.Close()
	return io.ReadAll(io.LimitReader(r, int64(limit)+1))
}

// check asserts that Into agrees with the reference on src: whatever Into
// accepts, the reference inflates to the same bytes, without error. Into
// may refuse what the reference tolerates (the reference ends cleanly on
// some streams cut short at a symbol boundary): the APK reader then reads
// the entry through the reference, so a refusal costs time, never a
// different result. That Into refuses no real compressor's output is what
// TestIntoMatchesReference and TestIntoCorpus assert.
func check(t *testing.T, src []byte, size int) {
	t.Helper()
	dst := make([]byte, size)
	n, err := Into(dst, src)
	want, werr := reference(src, size)
	switch {
	case err == nil:
		if werr != nil {
			t.Fatalf("Into accepted a stream the reference refuses (%v)", werr)
		}
		if !bytes.Equal(dst[:n], want) {
			t.Fatalf("Into wrote %d bytes that differ from the reference's %d", n, len(want))
		}
	case errors.Is(err, ErrShortBuffer):
		if werr == nil && len(want) <= size {
			t.Fatalf("Into said the buffer is short, the reference inflated %d bytes into %d", len(want), size)
		}
	case errors.Is(err, ErrCorrupt):
	default:
		t.Fatalf("unexpected error %v", err)
	}
	checkInPlace(t, src, dst[:max(n, 0)], err, size, 0)
}

// checkInPlace asserts that InPlace, src at the tail of a buffer slack
// bytes longer than size and src, agrees with Into's result (out, err):
// the same bytes, the same error, or ErrOverlap.
func checkInPlace(t *testing.T, src, out []byte, err error, size, slack int) {
	t.Helper()
	buf := make([]byte, max(size, len(src))+slack)
	at := len(buf) - len(src)
	copy(buf[at:], src)
	n, ierr := InPlace(buf, size, at)
	switch {
	case errors.Is(ierr, ErrOverlap):
	case ierr != nil:
		if !errors.Is(ierr, err) {
			t.Fatalf("InPlace = %v where Into gave %v", ierr, err)
		}
	case err != nil:
		t.Fatalf("InPlace inflated %d bytes where Into gave %v", n, err)
	case !bytes.Equal(buf[:n], out):
		t.Fatalf("InPlace wrote %d bytes that differ from Into's %d", n, len(out))
	}
}

func deflate(t testing.TB, data []byte, level int) []byte {
	var b bytes.Buffer
	w, err := flate.NewWriter(&b, level)
	if err != nil {
		t.Fatal(err)
	}
	w.Write(data)
	w.Close()
	return b.Bytes()
}

func kdeflate(t testing.TB, data []byte, level int) []byte {
	var b bytes.Buffer
	w, err := kflate.NewWriter(&b, level)
	if err != nil {
		t.Fatal(err)
	}
	w.Write(data)
	w.Close()
	return b.Bytes()
}

// samples are inputs of the shapes compressors meet: empty, one byte,
// runs (overlapping matches), text, random bytes (stored blocks), and a
// mix longer than the 32 KiB window.
func samples() map[string][]byte {
	rng := rand.New(rand.NewPCG(1, 2))
	random := make([]byte, 100000)
	for i := range random {
		random[i] = byte(rng.Uint32())
	}
	var text bytes.Buffer
	for i := 0; text.Len() < 200000; i++ {
		text.WriteString("Lcom/example/app/Provider;->call(Ljava/lang/String;I)V ")
		text.WriteByte(byte('a' + i%26))
		text.WriteString(string(random[i%1000 : i%1000+i%7]))
	}
	mix := append(append(append([]byte{}, text.Bytes()[:70000]...), random[:50000]...), bytes.Repeat([]byte{0}, 40000)...)
	return map[string][]byte{
		"empty":  {},
		"one":    {'x'},
		"run":    bytes.Repeat([]byte("ab"), 5000),
		"zeros":  make([]byte, 70000),
		"text":   text.Bytes(),
		"random": random,
		"mix":    mix,
	}
}

func TestIntoMatchesReference(t *testing.T) {
	for name, data := range samples() {
		for _, level := range []int{flate.NoCompression, flate.BestSpeed, 5, flate.BestCompression, flate.HuffmanOnly} {
			for _, enc := range []func(testing.TB, []byte, int) []byte{deflate, kdeflate} {
				src := enc(t, data, level)
				dst := make([]byte, len(data))
				n, err := Into(dst, src)
				if err != nil || n != len(data) || !bytes.Equal(dst, data) {
					t.Fatalf("%s level %d: Into = %d, %v; want %d bytes back", name, level, n, err, len(data))
				}
				if len(data) > 0 {
					if _, err := Into(dst[:len(data)-1], src); !errors.Is(err, ErrShortBuffer) {
						t.Errorf("%s level %d: one byte short: %v, want ErrShortBuffer", name, level, err)
					}
				}
				// In place, with the input at the tail of the output's
				// buffer: the same bytes back (real streams end furthest
				// ahead of their input, so no room beyond the larger size
				// is needed), or with none to spare the same or an overlap.
				buf := make([]byte, max(len(data), len(src))+256)
				at := len(buf) - len(src)
				copy(buf[at:], src)
				if n, err := InPlace(buf, len(data), at); err != nil || n != len(data) || !bytes.Equal(buf[:n], data) {
					t.Fatalf("%s level %d: InPlace = %d, %v; want %d bytes back", name, level, n, err, len(data))
				}
				checkInPlace(t, src, data, nil, len(data), 0)
				// Every truncation is refused, never read past.
				for cut := 0; cut < len(src); cut += 1 + len(src)/50 {
					check(t, src[:cut], len(data))
				}
			}
		}
	}
}

// A stream whose output runs further ahead of its input in the middle
// than at its end (a run of zeros, then stored random bytes, whose block
// headers the output does not repeat) stops InPlace with ErrOverlap when
// the buffer leaves no room past the end's gap, and inflates with room.
func TestInPlaceOverlap(t *testing.T) {
	data := append(make([]byte, 100000), samples()["random"][:50000]...)
	src := deflate(t, data, 6)
	buf := make([]byte, len(data))
	at := len(buf) - len(src)
	copy(buf[at:], src)
	if _, err := InPlace(buf, len(data), at); !errors.Is(err, ErrOverlap) {
		t.Fatalf("InPlace with no room = %v, want ErrOverlap", err)
	}
	buf = make([]byte, len(data)+256)
	at = len(buf) - len(src)
	copy(buf[at:], src)
	if n, err := InPlace(buf, len(data), at); err != nil || !bytes.Equal(buf[:n], data) {
		t.Fatalf("InPlace with room = %d, %v; want %d bytes back", n, err, len(data))
	}
	if _, err := InPlace(buf, len(buf)+1, 0); !errors.Is(err, ErrShortBuffer) {
		t.Fatalf("InPlace past the buffer = %v, want ErrShortBuffer", err)
	}
}

// fixedBlock writes one final fixed-Huffman block of the given symbols
// (a distance symbol follows each length symbol), then end-of-block, with
// no extra bits (the lengths are 3, the distances 1, 2, ...).
func fixedBlock(t *testing.T, syms ...int) []byte {
	t.Helper()
	var w bitWriter
	w.bits(1, 1) // final
	w.bits(1, 2) // fixed codes
	afterLength := false
	for _, s := range syms {
		if afterLength {
			w.code(uint32(s), 5)
			afterLength = false
			continue
		}
		switch {
		case s < 144:
			w.code(uint32(0x30+s), 8)
		case s < 256:
			w.code(uint32(0x190+s-144), 9)
		case s < 280:
			w.code(uint32(s-256), 7)
			afterLength = s > 256
		default:
			w.code(uint32(0xc0+s-280), 8)
			afterLength = true
		}
	}
	w.code(0, 7) // end of block
	return w.flush()
}

type bitWriter struct {
	buf   []byte
	acc   uint64
	nbits uint
}

// bits writes v's n low bits, lowest first.
func (w *bitWriter) bits(v uint64, n uint) {
	w.acc |= v << w.nbits
	w.nbits += n
	for w.nbits >= 8 {
		w.buf = append(w.buf, byte(w.acc))
		w.acc >>= 8
		w.nbits -= 8
	}
}

// code writes an n-bit Huffman code, highest bit first.
func (w *bitWriter) code(c uint32, n uint) { w.bits(uint64(reverse(c, n)), n) }

func (w *bitWriter) flush() []byte {
	if w.nbits > 0 {
		w.bits(0, 8-w.nbits)
	}
	return w.buf
}

func TestFixedBlockWriter(t *testing.T) {
	src := fixedBlock(t, 'h', 'i', 257, 1) // "hi" then 3 bytes from 2 back
	dst := make([]byte, 5)
	if n, err := Into(dst, src); err != nil || string(dst[:n]) != "hihih" {
		t.Fatalf("Into = %q, %v; want \"hihih\"", dst[:n], err)
	}
	check(t, src, 5)
}

func TestIntoCorrupt(t *testing.T) {
	for _, tt := range []struct {
		name string
		src  []byte
	}{
		{"block type 3", []byte{0x07}},
		{"stored length check", []byte{0x01, 0x05, 0x00, 0x00, 0x00}},
		{"stored past the end", []byte{0x01, 0x05, 0x00, 0xfa, 0xff, 'a'}},
		{"distance before the start", fixedBlock(t, 257, 0)},
		{"length symbol 286", fixedBlock(t, 286)},
		{"distance symbol 30", fixedBlock(t, 'a', 257, 30)},
		{"empty input", nil},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := Into(make([]byte, 100), tt.src); !errors.Is(err, ErrCorrupt) {
				t.Errorf("Into = %v, want ErrCorrupt", err)
			}
			check(t, tt.src, 100)
		})
	}
}

// The dex files of the corpus inflate to what the reference gives.
func TestIntoCorpus(t *testing.T) {
	dir := os.Getenv("CETPAUDIT_CORPUS")
	if dir == "" {
		t.Skip("CETPAUDIT_CORPUS not set")
	}
	apks, _ := filepath.Glob(filepath.Join(dir, "*.apk"))
	for _, path := range apks {
		for _, e := range deflatedEntries(t, path) {
			check(t, e.raw, int(e.size))
		}
	}
}

func FuzzInto(f *testing.F) {
	for _, data := range samples() {
		if len(data) > 5000 {
			data = data[:5000]
		}
		f.Add(deflate(f, data, 6), uint16(len(data)))
		f.Add(deflate(f, data, flate.HuffmanOnly), uint16(len(data)))
		f.Add(deflate(f, data, flate.NoCompression), uint16(len(data)))
	}
	f.Fuzz(func(t *testing.T, src []byte, size uint16) {
		check(t, src, int(size))
	})
}

func BenchmarkInto(b *testing.B) {
	dir := os.Getenv("CETPAUDIT_CORPUS")
	if dir == "" {
		b.Skip("CETPAUDIT_CORPUS not set")
	}
	es := deflatedEntries(b, filepath.Join(dir, "quark__insecureShop.apk"))
	var e rawEntry
	for _, x := range es {
		if x.size > e.size {
			e = x
		}
	}
	dst := make([]byte, e.size)
	b.Run("Into", func(b *testing.B) {
		b.SetBytes(int64(e.size))
		for b.Loop() {
			if _, err := Into(dst, e.raw); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("klauspost", func(b *testing.B) {
		b.SetBytes(int64(e.size))
		for b.Loop() {
			r := kflate.NewReader(bytes.NewReader(e.raw))
			if _, err := io.ReadFull(r, dst); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// floodOfBlocks is n tiny dynamic blocks (a literal 0 each, three table
// builds per 11 bytes of input): the worst case of table set-up per input
// byte, which must cost no more than with the library inflater.
func floodOfBlocks(n int) []byte {
	var w bitWriter
	for i := range n {
		w.bits(uint64(min(1, max(0, i-n+2))), 1) // final on the last block
		w.bits(2, 2)                             // dynamic codes
		w.bits(0, 5)                             // 257 literal/length codes
		w.bits(0, 5)                             // 1 distance code
		w.bits(14, 4)                            // 18 code-length codes: symbol 1 is the 18th
		for k := range 18 {
			switch codeOrder[k] {
			case 1, 18:
				w.bits(1, 3)
			default:
				w.bits(0, 3)
			}
		}
		// The code-length code: 1 -> "0", 18 -> "1".
		w.code(0, 1) // literal 0: length 1
		w.code(1, 1) // 18: 11 + 127 zeros
		w.bits(127, 7)
		w.code(1, 1) // 18: 11 + 106 zeros (literals 139-255)
		w.bits(106, 7)
		w.code(0, 1) // 256: length 1
		w.code(0, 1) // distance 0: length 1
		w.code(0, 1) // the literal 0
		w.code(1, 1) // end of block
	}
	return w.flush()
}

func TestFloodOfBlocks(t *testing.T) {
	src := floodOfBlocks(1000)
	dst := make([]byte, 1000)
	if n, err := Into(dst, src); n != 1000 || err != nil {
		t.Fatalf("Into = %d, %v; want 1000 bytes", n, err)
	}
	check(t, src, 1000)
}

func BenchmarkFloodOfBlocks(b *testing.B) {
	src := floodOfBlocks(100000)
	dst := make([]byte, 100000)
	b.Run("Into", func(b *testing.B) {
		b.SetBytes(int64(len(src)))
		for b.Loop() {
			if _, err := Into(dst, src); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("klauspost", func(b *testing.B) {
		b.SetBytes(int64(len(src)))
		for b.Loop() {
			r := kflate.NewReader(bytes.NewReader(src))
			if _, err := io.ReadFull(r, dst); err != nil {
				b.Fatal(err)
			}
		}
	})
}
