package dex

import (
	"fmt"
	"strconv"
	"strings"
)

// mnemonics are the smali names of the opcodes; "" marks unused ones.
var mnemonics = [256]string{
	0x00: "nop", 0x01: "move", 0x02: "move/from16", 0x03: "move/16", 0x04: "move-wide", 0x05: "move-wide/from16",
	0x06: "move-wide/16", 0x07: "move-object", 0x08: "move-object/from16", 0x09: "move-object/16",
	0x0a: "move-result", 0x0b: "move-result-wide", 0x0c: "move-result-object", 0x0d: "move-exception",
	0x0e: "return-void", 0x0f: "return", 0x10: "return-wide", 0x11: "return-object",
	0x12: "const/4", 0x13: "const/16", 0x14: "const", 0x15: "const/high16", 0x16: "const-wide/16",
	0x17: "const-wide/32", 0x18: "const-wide", 0x19: "const-wide/high16", 0x1a: "const-string",
	0x1b: "const-string/jumbo", 0x1c: "const-class", 0x1d: "monitor-enter", 0x1e: "monitor-exit",
	0x1f: "check-cast", 0x20: "instance-of", 0x21: "array-length", 0x22: "new-instance", 0x23: "new-array",
	0x24: "filled-new-array", 0x25: "filled-new-array/range", 0x26: "fill-array-data", 0x27: "throw",
	0x28: "goto", 0x29: "goto/16", 0x2a: "goto/32", 0x2b: "packed-switch", 0x2c: "sparse-switch",
	0x2d: "cmpl-float", 0x2e: "cmpg-float", 0x2f: "cmpl-double", 0x30: "cmpg-double", 0x31: "cmp-long",
	0x32: "if-eq", 0x33: "if-ne", 0x34: "if-lt", 0x35: "if-ge", 0x36: "if-gt", 0x37: "if-le",
	0x38: "if-eqz", 0x39: "if-nez", 0x3a: "if-ltz", 0x3b: "if-gez", 0x3c: "if-gtz", 0x3d: "if-lez",
	0xfa: "invoke-polymorphic", 0xfb: "invoke-polymorphic/range", 0xfc: "invoke-custom",
	0xfd: "invoke-custom/range", 0xfe: "const-method-handle", 0xff: "const-method-type",
}

func init() {
	// The regular families: array, instance and static field access,
	// invokes, unary and binary operations.
	kinds := []string{"", "-wide", "-object", "-boolean", "-byte", "-char", "-short"}
	for i, k := range kinds {
		mnemonics[0x44+i] = "aget" + k
		mnemonics[0x4b+i] = "aput" + k
		mnemonics[0x52+i] = "iget" + k
		mnemonics[0x59+i] = "iput" + k
		mnemonics[0x60+i] = "sget" + k
		mnemonics[0x67+i] = "sput" + k
	}
	for i, k := range []string{"virtual", "super", "direct", "static", "interface"} {
		mnemonics[0x6e+i] = "invoke-" + k
		mnemonics[0x74+i] = "invoke-" + k + "/range"
	}
	unary := []string{"neg-int", "not-int", "neg-long", "not-long", "neg-float", "neg-double",
		"int-to-long", "int-to-float", "int-to-double", "long-to-int", "long-to-float", "long-to-double",
		"float-to-int", "float-to-long", "float-to-double", "double-to-int", "double-to-long", "double-to-float",
		"int-to-byte", "int-to-char", "int-to-short"}
	for i, n := range unary {
		mnemonics[0x7b+i] = n
	}
	var binary []string
	for _, t := range []string{"int", "long"} {
		for _, op := range []string{"add", "sub", "mul", "div", "rem", "and", "or", "xor", "shl", "shr", "ushr"} {
			binary = append(binary, op+"-"+t)
		}
	}
	for _, t := range []string{"float", "double"} {
		for _, op := range []string{"add", "sub", "mul", "div", "rem"} {
			binary = append(binary, op+"-"+t)
		}
	}
	for i, n := range binary {
		mnemonics[0x90+i] = n
		mnemonics[0xb0+i] = n + "/2addr"
	}
	for i, op := range []string{"add-int", "rsub-int", "mul-int", "div-int", "rem-int", "and-int", "or-int", "xor-int"} {
		if op == "rsub-int" {
			mnemonics[0xd0+i] = op
		} else {
			mnemonics[0xd0+i] = op + "/lit16"
		}
		mnemonics[0xd8+i] = op + "/lit8"
	}
	for i, op := range []string{"shl-int", "shr-int", "ushr-int"} {
		mnemonics[0xe0+i] = op + "/lit8"
	}
}

// Mnemonic is the smali name of an opcode.
func Mnemonic(op byte) string {
	if mnemonics[op] == "" {
		return fmt.Sprintf("unused-%02x", op)
	}
	return mnemonics[op]
}

// Listing disassembles the instructions of m around the code-unit address
// addr, before instructions before it and after after it, one per line
// in smali syntax with its address; the line of addr is marked with "→".
// References are resolved through m's dex file; a value that cannot be
// resolved shows its index.
func (m *Method) Listing(addr uint32, before, after int) (string, error) {
	code, err := m.Code()
	if err != nil {
		return "", err
	}
	if code == nil {
		return "", fmt.Errorf("%s has no code", m)
	}
	var insns []Insn
	at := -1
	err = Walk(code.Insns, func(in *Insn) bool {
		if in.Addr == addr {
			at = len(insns)
		}
		insns = append(insns, *in)
		return at < 0 || len(insns) <= at+after
	})
	if at < 0 {
		if err != nil {
			return "", err
		}
		return "", fmt.Errorf("no instruction at %#x in %s", addr, m)
	}
	var b strings.Builder
	for i := max(0, at-before); i < len(insns) && i <= at+after; i++ {
		mark := "  "
		if i == at {
			mark = "→ "
		}
		fmt.Fprintf(&b, "%s%04x: %s\n", mark, insns[i].Addr, m.Class.File.render(&insns[i]))
	}
	return strings.TrimSuffix(b.String(), "\n"), nil
}

// render writes one instruction in smali syntax.
func (f *File) render(in *Insn) string {
	if in.Fmt == FmtPayload {
		switch {
		case in.Payload == nil:
			return "payload"
		case in.Payload.Ident == 0x0300:
			return fmt.Sprintf(".array-data (%d bytes)", len(in.Payload.Data))
		}
		return fmt.Sprintf(".switch-payload (%d cases)", len(in.Payload.Targets))
	}
	v := func(r uint32) string { return "v" + strconv.FormatUint(uint64(r), 10) }
	target := func() string { return fmt.Sprintf(":%04x", int64(in.Addr)+in.Lit) }
	lit := func() string { return "0x" + strconv.FormatInt(in.Lit, 16) }
	args := func() string {
		regs := make([]string, len(in.Args))
		for i, r := range in.Args {
			regs[i] = v(uint32(r))
		}
		return "{" + strings.Join(regs, ", ") + "}"
	}
	ops := ""
	switch in.Fmt {
	case Fmt12x, Fmt22x, Fmt32x:
		ops = v(in.A) + ", " + v(in.B)
	case Fmt11n, Fmt21s, Fmt21h, Fmt31i, Fmt51l:
		ops = v(in.A) + ", " + lit()
	case Fmt11x:
		ops = v(in.A)
	case Fmt10t, Fmt20t, Fmt30t:
		ops = target()
	case Fmt21t, Fmt31t:
		ops = v(in.A) + ", " + target()
	case Fmt22t:
		ops = v(in.A) + ", " + v(in.B) + ", " + target()
	case Fmt21c, Fmt31c:
		ops = v(in.A) + ", " + f.ref(in.Op, in.Index)
	case Fmt22c:
		ops = v(in.A) + ", " + v(in.B) + ", " + f.ref(in.Op, in.Index)
	case Fmt23x:
		ops = v(in.A) + ", " + v(in.B) + ", " + v(in.C)
	case Fmt22b, Fmt22s:
		ops = v(in.A) + ", " + v(in.B) + ", " + lit()
	case Fmt35c, Fmt3rc, Fmt45cc, Fmt4rcc:
		ops = args() + ", " + f.ref(in.Op, in.Index)
	}
	if ops == "" {
		return Mnemonic(in.Op)
	}
	return Mnemonic(in.Op) + " " + ops
}

// ref renders the constant-pool item an instruction names, by the kind
// its opcode takes.
func (f *File) ref(op byte, i uint32) string {
	switch {
	case op == OpConstString || op == OpConstStringJumbo:
		if s, err := f.String(i); err == nil {
			return strconv.Quote(s)
		}
		return fmt.Sprintf("string@%d", i)
	case op == OpConstClass, op == OpCheckCast, op == 0x20, op == OpNewInstance, op == OpNewArray,
		op == OpFilledNewArray, op == OpFilledNewArrayR:
		if t, err := f.Type(i); err == nil {
			return t
		}
		return fmt.Sprintf("type@%d", i)
	case op >= OpIget && op <= OpSputShort:
		if fr, err := f.Field(i); err == nil {
			return fr.String()
		}
		return fmt.Sprintf("field@%d", i)
	case op == OpInvokeCustom || op == OpInvokeCustomR:
		return fmt.Sprintf("call_site@%d", i)
	case op == 0xfe:
		return fmt.Sprintf("method_handle@%d", i)
	case op == 0xff:
		return fmt.Sprintf("proto@%d", i)
	}
	if mr, err := f.Method(i); err == nil {
		return mr.String()
	}
	return fmt.Sprintf("method@%d", i)
}
