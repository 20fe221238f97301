// Package inflate decodes a raw DEFLATE stream (RFC 1951) held wholly in
// memory into a buffer the caller sized from the zip entry's declared size.
//
// It exists for speed: a general inflater keeps a 32 KiB window, copies
// every byte out of it and reads its input through an interface; here the
// output buffer is the window, the input is a byte slice read 8 bytes at a
// time, and one table lookup decodes most symbols. On the corpus's largest
// dex it takes about a quarter less CPU than the library inflater the APK
// reader used alone (which stays its fallback).
//
// It is as strict as that inflater (and zlib): over-subscribed or
// incomplete codes (but a single one-bit code, or none), a missing end-of-block code,
// length and distance symbols past the table, a distance before the start
// of the output, a stored block whose length check fails, block type 3, and
// input that ends early are errors. A stream that would write past the
// buffer is an error too: the caller then falls back to its streaming
// reader, which decides what a mis-declared size means.
package inflate

import (
	"encoding/binary"
	"errors"
	"math/bits"
	"sync"
)

// Errors. ErrShortBuffer says only that the stream holds more than the
// buffer; the others say the stream is corrupt.
var (
	ErrShortBuffer = errors.New("inflate: stream larger than the buffer")
	ErrCorrupt     = errors.New("inflate: corrupt stream")
	// ErrOverlap says that InPlace's output would have overwritten input
	// not yet read: the stream is not known to be corrupt, and the caller
	// inflates it again from a buffer of its own.
	ErrOverlap = errors.New("inflate: output runs into the unread input")
)

const (
	primaryBits = 10 // bits resolved by the first table lookup
	maxCodeBits = 15 // longest DEFLATE code

	// Entry layout: bits 0-7 the code length to consume, bits 8-15 the
	// kind (or, for a sub-table link, its index width), bits 16-31 the
	// value.
	kindLiteral = 0
	kindLength  = 1
	kindEnd     = 2
	kindDist    = 3
	kindInvalid = 4
	kindLink    = 5
)

// table is a Huffman decoding table: primary entries indexed by the next
// primaryBits bits of input (bit-reversed codes, as DEFLATE packs them),
// followed by sub-tables for longer codes.
type table struct {
	entries []uint32
	primary uint   // index width of the primary entries
	sub     uint32 // index width of every sub-table
}

var lengthBase = [29]uint16{3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258}
var lengthExtra = [29]uint8{0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0}
var distBase = [30]uint16{1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577}
var distExtra = [30]uint8{0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13}

// codeOrder is the order of the code-length code lengths in a dynamic
// block header.
var codeOrder = [19]uint8{16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15}

func entry(n, kind, value uint32) uint32 { return n | kind<<8 | value<<16 }

// build fills t from the code lengths of symbols 0..len(lens)-1. sym maps a
// symbol to its entry's kind and value. It refuses over-subscribed codes
// and incomplete ones, except a code of exactly one symbol of length 1
// (which DEFLATE permits for distances, and zlib for any code).
func (t *table) build(lens []uint8, sym func(s int) (kind, value uint32)) error {
	return t.buildWidth(lens, sym, primaryBits)
}

// buildWidth builds t with primary entries at most primary bits wide:
// narrower when the longest code is shorter, so that the small codes of a
// flood of tiny blocks fill small tables.

func (t *table) buildWidth(lens []uint8, sym func(s int) (kind, value uint32), primary uint) error {
	var count [maxCodeBits + 1]int
	maxLen := 0
	for _, l := range lens {
		count[l]++
		maxLen = max(maxLen, int(l))
	}
	count[0] = 0
	left := 1
	for l := 1; l <= maxCodeBits; l++ {
		left = left<<1 - count[l]
		if left < 0 {
			return ErrCorrupt // over-subscribed
		}
	}
	// No code at all is allowed (a block of literals has no distance
	// code); using it is an error, which lookup reports.
	if left > 0 && maxLen > 0 && !(maxLen == 1 && count[1] == 1) {
		return ErrCorrupt // incomplete
	}
	var next [maxCodeBits + 2]uint32
	code := uint32(0)
	for l := 1; l <= maxCodeBits; l++ {
		code = (code + uint32(count[l-1])) << 1
		next[l] = code
	}
	primary = max(min(primary, uint(maxLen)), 1)
	subBits := uint(max(maxLen-int(primary), 0))
	t.entries = t.entries[:0]
	for range 1 << primary {
		t.entries = append(t.entries, entry(0, kindInvalid, 0))
	}
	for s, l := range lens {
		if l == 0 {
			continue
		}
		kind, value := sym(s)
		c := next[l]
		next[l]++
		rev := reverse(c, uint(l))
		if uint(l) <= primary {
			e := entry(uint32(l), kind, value)
			for i := rev; i < 1<<primary; i += 1 << l {
				t.entries[i] = e
			}
			continue
		}
		// A long code: its low primary bits pick a sub-table of
		// 1<<subBits entries, indexed by the bits after them.
		p := rev & (1<<primary - 1)
		link := t.entries[p]
		if link>>8&0xff != kindLink {
			start := uint32(len(t.entries))
			for range 1 << subBits {
				t.entries = append(t.entries, entry(0, kindInvalid, 0))
			}
			link = entry(uint32(primary), kindLink, start)
			t.entries[p] = link
		}
		start := link >> 16
		e := entry(uint32(l), kind, value)
		for i := rev >> primary; i < 1<<subBits; i += 1 << (uint(l) - primary) {
			t.entries[start+i] = e
		}
	}
	t.primary = primary
	t.sub = uint32(subBits)
	return nil
}

func reverse(c uint32, n uint) uint32 { return uint32(bits.Reverse16(uint16(c))) >> (16 - n) }

func litLenSym(s int) (uint32, uint32) {
	switch {
	case s < 256:
		return kindLiteral, uint32(s)
	case s == 256:
		return kindEnd, 0
	case s < 257+29:
		return kindLength, uint32(s - 257)
	}
	return kindInvalid, 0
}

func distSym(s int) (uint32, uint32) {
	if s < 30 {
		return kindDist, uint32(s)
	}
	return kindInvalid, 0
}

var (
	fixedOnce sync.Once
	fixedLit  table
	fixedDist table
)

func fixedTables() (*table, *table) {
	fixedOnce.Do(func() {
		var lens [288]uint8
		for i := range lens {
			switch {
			case i < 144:
				lens[i] = 8
			case i < 256:
				lens[i] = 9
			case i < 280:
				lens[i] = 7
			default:
				lens[i] = 8
			}
		}
		if err := fixedLit.build(lens[:], litLenSym); err != nil {
			panic(err)
		}
		var dl [32]uint8 // 30 and 31 are codes, not distances
		for i := range dl {
			dl[i] = 5
		}
		if err := fixedDist.build(dl[:], distSym); err != nil {
			panic(err)
		}
	})
	return &fixedLit, &fixedDist
}

// decoder is the state of one Into call.
type decoder struct {
	src   []byte
	pos   int    // next byte of src to load
	bits  uint64 // loaded, unconsumed bits, the next one lowest
	nbits uint   // how many of bits are valid
	over  uint   // bits loaded past the end of src (as zeros)

	dst []byte
	out int
	// base is where src starts in dst's memory when inflating in place
	// (InPlace), len(dst) otherwise: output may not pass base+pos, the
	// first byte of input not yet loaded (limit).
	base int

	lit, dist, clt table // dynamic blocks' tables, reused
	lens           [286 + 30]uint8
}

// refill loads bytes until at least 56 bits are valid. Past the end of src
// it loads zeros and counts them: consuming one of them is an error
// (checked where whole symbols have been consumed).
func (d *decoder) refill() {
	if d.pos+8 <= len(d.src) {
		d.bits |= binary.LittleEndian.Uint64(d.src[d.pos:]) << d.nbits
		d.pos += int(63-d.nbits) >> 3
		d.nbits |= 56
		return
	}
	for d.nbits <= 56 {
		if d.pos < len(d.src) {
			d.bits |= uint64(d.src[d.pos]) << d.nbits
			d.pos++
		} else {
			d.over += 8
		}
		d.nbits += 8
	}
}

// overrun reports whether more bits were consumed than src holds.
func (d *decoder) overrun() bool { return d.over > d.nbits }

func (d *decoder) take(n uint) uint64 {
	v := d.bits & (1<<n - 1)
	d.bits >>= n
	d.nbits -= n
	return v
}

// Into inflates the raw DEFLATE stream src into dst and returns the number
// of bytes written. Bytes of src after the final block are ignored; bytes
// of dst past the count returned may have been written to (a match is
// copied a word at a time).
func Into(dst, src []byte) (int, error) {
	return (&decoder{src: src, dst: dst, base: len(dst)}).run()
}

// InPlace inflates the raw DEFLATE stream buf[at:] into buf[:n], over the
// input as it is consumed, and returns the number of bytes written: an
// entry's compressed bytes read into the tail of the buffer its output
// goes to need no buffer of their own. Output that would overwrite a byte
// of input not yet read stops it with ErrOverlap (buf[:n] then holds
// nothing useful, and the input may have been overwritten); a stream whose
// output stays ahead of its input by at most at-n bytes at its end, and
// runs ahead of it by no more on the way, never does. Otherwise it is Into.
func InPlace(buf []byte, n, at int) (int, error) {
	if n < 0 || at < 0 || n > len(buf) || at > len(buf) {
		return 0, ErrShortBuffer
	}
	return (&decoder{src: buf[at:], dst: buf[:n], base: at}).run()
}

// limit is how far output may run at input position pos: the end of dst,
// or in place the first unread byte of input.
func (d *decoder) limit(pos int) int { return min(len(d.dst), d.base+pos) }

// full is the error of output that reached limit: the end of dst, or the
// unread input of InPlace.
func (d *decoder) full(limit int) error {
	if limit < len(d.dst) {
		return ErrOverlap
	}
	return ErrShortBuffer
}

func (d *decoder) run() (int, error) {
	for {
		d.refill()
		final := d.take(1)
		typ := d.take(2)
		var err error
		switch typ {
		case 0:
			err = d.stored()
		case 1:
			lit, dist := fixedTables()
			err = d.codes(lit, dist)
		case 2:
			if err = d.dynamic(); err == nil {
				err = d.codes(&d.lit, &d.dist)
			}
		default:
			err = ErrCorrupt
		}
		// Bits past the end of src read as zeros; a block that used
		// any is corrupt, whatever else went wrong in it.
		if d.overrun() {
			err = ErrCorrupt
		}
		if err != nil {
			return d.out, err
		}
		if final == 1 {
			return d.out, nil
		}
	}
}

func (d *decoder) stored() error {
	// Drop to a byte boundary, then read LEN and NLEN.
	d.take(d.nbits & 7)
	d.refill()
	n := int(d.take(16))
	if nn := int(d.take(16)); n != ^nn&0xffff {
		return ErrCorrupt
	}
	if d.overrun() {
		return ErrCorrupt
	}
	// Bytes still in the bit buffer come first, then src.
	for n > 0 && d.nbits >= 8 {
		if lim := d.limit(d.pos); d.out >= lim {
			return d.full(lim)
		}
		d.dst[d.out] = byte(d.take(8))
		d.out++
		n--
	}
	if d.overrun() {
		return ErrCorrupt
	}
	if n > 0 {
		// The buffer is empty and byte-aligned; pos is the next byte.
		if d.pos+n > len(d.src) {
			return ErrCorrupt
		}
		if d.out+n > len(d.dst) {
			return ErrShortBuffer
		}
		if d.out > d.base+d.pos {
			return ErrOverlap
		}
		// In place the two may overlap, the output behind the input:
		// copy moves them as memmove does.
		copy(d.dst[d.out:], d.src[d.pos:d.pos+n])
		d.out += n
		d.pos += n
		// The buffer may hold bits of the bytes just copied (refill loads
		// whole words): they are not the next ones any more.
		d.bits = 0
	}
	return nil
}

func (d *decoder) dynamic() error {
	d.refill()
	nlit := int(d.take(5)) + 257
	ndist := int(d.take(5)) + 1
	nclen := int(d.take(4)) + 4
	if nlit > 286 || ndist > 30 {
		return ErrCorrupt
	}
	var clens [19]uint8
	for i := range nclen {
		if d.nbits < 3 {
			d.refill()
		}
		clens[codeOrder[i]] = uint8(d.take(3))
	}
	clt := &d.clt
	if err := clt.buildWidth(clens[:], func(s int) (uint32, uint32) { return kindLiteral, uint32(s) }, 7); err != nil {
		return err
	}
	lens := d.lens[:nlit+ndist]
	for i := 0; i < len(lens); {
		d.refill()
		e, err := d.lookup(clt)
		if err != nil {
			return err
		}
		sym := e >> 16
		switch {
		case sym < 16:
			lens[i] = uint8(sym)
			i++
			continue
		case sym == 16:
			if i == 0 {
				return ErrCorrupt
			}
			n := 3 + int(d.take(2))
			if i+n > len(lens) {
				return ErrCorrupt
			}
			for k := range n {
				lens[i+k] = lens[i-1]
			}
			i += n
		default:
			var n int
			if sym == 17 {
				n = 3 + int(d.take(3))
			} else {
				n = 11 + int(d.take(7))
			}
			if i+n > len(lens) {
				return ErrCorrupt
			}
			clear(lens[i : i+n])
			i += n
		}
	}
	if d.overrun() || lens[256] == 0 {
		return ErrCorrupt
	}
	if err := d.lit.build(lens[:nlit], litLenSym); err != nil {
		return err
	}
	return d.dist.build(lens[nlit:], distSym)
}

// lookup decodes one symbol with t; at least maxCodeBits bits must be
// loaded.
func (d *decoder) lookup(t *table) (uint32, error) {
	e := t.entries[d.bits&(1<<t.primary-1)]
	if e>>8&0xff == kindLink {
		e = t.entries[e>>16+uint32(d.bits>>t.primary)&(1<<t.sub-1)]
	}
	n := uint(e & 0xff)
	if n == 0 {
		return 0, ErrCorrupt
	}
	d.bits >>= n
	d.nbits -= n
	return e, nil
}

// codes decodes the symbols of one compressed block. The hot loop keeps
// the bit buffer and positions in locals (registers) and syncs them back to
// d only around the rare slow refill near the end of the input. A literal
// is tested for first (one test: its entry is never a link and never of
// length 0), and a second symbol is looked up after it with no refill; a
// shift by an entry's length is masked to 63, which spares the compiler's
// test for shifts of 64 or more.
func (d *decoder) codes(lit, dist *table) error {
	dst, out := d.dst, d.out
	src, pos := d.src, d.pos
	bits, nbits := d.bits, d.nbits
	base := d.base
	end := min(len(dst), base+pos) // limit(pos), kept in a register
	// Only what every symbol needs is kept in locals: a link to a
	// sub-table (rare) reads its widths from the table.
	litE, litMask := lit.entries, uint64(1)<<(lit.primary&63)-1
	distE, distMask := dist.entries, uint64(1)<<(dist.primary&63)-1
	var err error
loop:
	for {
		if nbits < 48 {
			if pos+8 <= len(src) {
				bits |= binary.LittleEndian.Uint64(src[pos:]) << (nbits & 63)
				pos += int(63-nbits) >> 3
				nbits |= 56
			} else {
				d.pos, d.bits, d.nbits = pos, bits, nbits
				d.refill()
				pos, bits, nbits = d.pos, d.bits, d.nbits
				if d.over > nbits {
					err = ErrCorrupt
					break loop
				}
			}
			end = min(len(dst), base+pos)
		}
		e := litE[bits&litMask]
		if e&0xff00 == kindLiteral<<8 {
			bits >>= e & 63
			nbits -= uint(e & 0xff)
			if out >= end {
				err = d.full(end)
				break loop
			}
			dst[out] = byte(e >> 16)
			out++
			// At least 33 bits are left (48 less a 15-bit code): enough
			// for the next code, not for a whole match.
			e = litE[bits&litMask]
			if e&0xff00 == kindLiteral<<8 {
				bits >>= e & 63
				nbits -= uint(e & 0xff)
				if out >= end {
					err = d.full(end)
					break loop
				}
				dst[out] = byte(e >> 16)
				out++
				continue
			}
			// A refill adds bits above those loaded: e stays the entry
			// of the next code.
			if nbits < 48 {
				if pos+8 <= len(src) {
					bits |= binary.LittleEndian.Uint64(src[pos:]) << (nbits & 63)
					pos += int(63-nbits) >> 3
					nbits |= 56
				} else {
					d.pos, d.bits, d.nbits = pos, bits, nbits
					d.refill()
					pos, bits, nbits = d.pos, d.bits, d.nbits
					if d.over > nbits {
						err = ErrCorrupt
						break loop
					}
				}
				end = min(len(dst), base+pos)
			}
		}
		if e>>8&0xff == kindLink {
			e = litE[e>>16+uint32(bits>>(lit.primary&63))&(1<<(lit.sub&31)-1)]
		}
		n := uint(e & 0xff)
		if n == 0 {
			err = ErrCorrupt
			break loop
		}
		bits >>= n & 63
		nbits -= n
		switch e >> 8 & 0xff {
		case kindLiteral:
			if out >= end {
				err = d.full(end)
				break loop
			}
			dst[out] = byte(e >> 16)
			out++
			continue
		case kindEnd:
			break loop
		case kindLength:
		default:
			err = ErrCorrupt
			break loop
		}
		// A length's extra bits (at most 5), a distance code (at most
		// 15) and its extra bits (at most 13) fit in what is left of
		// the 48 bits loaded before the length code (at most 15).
		ls := e >> 16
		xb := uint(lengthExtra[ls]) & 63
		length := int(lengthBase[ls]) + int(bits&(1<<xb-1))
		bits >>= xb
		nbits -= xb
		de := distE[bits&distMask]
		if de>>8&0xff == kindLink {
			de = distE[de>>16+uint32(bits>>(dist.primary&63))&(1<<(dist.sub&31)-1)]
		}
		n = uint(de & 0xff)
		if n == 0 || de>>8&0xff != kindDist {
			err = ErrCorrupt
			break loop
		}
		bits >>= n & 63
		nbits -= n
		ds := de >> 16
		xb = uint(distExtra[ds]) & 63
		distance := int(distBase[ds]) + int(bits&(1<<xb-1))
		bits >>= xb
		nbits -= xb
		if distance > out {
			err = ErrCorrupt
			break loop
		}
		if length > end-out {
			err = d.full(end)
			break loop
		}
		from := out - distance
		if distance >= 8 && length <= end-out-16 {
			// Eight bytes at a time, with no call: most matches are
			// short, and the first two words are copied whatever the
			// length (3 to 16 bytes take no branch on it). A source never
			// runs into its own destination (the distance is at least 8),
			// and the last word may write up to 13 bytes past the match,
			// inside dst (and before any unread input), which later
			// output overwrites (dst past the returned count is
			// unspecified).
			binary.LittleEndian.PutUint64(dst[out:], binary.LittleEndian.Uint64(dst[from:]))
			binary.LittleEndian.PutUint64(dst[out+8:], binary.LittleEndian.Uint64(dst[from+8:]))
			for k := 16; k < length; k += 8 {
				binary.LittleEndian.PutUint64(dst[out+k:], binary.LittleEndian.Uint64(dst[from+k:]))
			}
			out += length
			continue
		}
		if distance >= length {
			copy(dst[out:out+length], dst[from:from+length])
			out += length
			continue
		}
		// Overlapping: the last distance bytes repeat.
		end := out + length
		for out < end {
			out += copy(dst[out:end], dst[from:out])
		}
	}
	d.out, d.pos, d.bits, d.nbits = out, pos, bits, nbits
	return err
}
