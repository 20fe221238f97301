package manifest

import (
	"math"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Source manifests hold text; an APK holds what aapt compiled that text into.
// The functions here infer, from text, the value aapt 1:10 (the Debian aapt,
// checked value by value) compiles, so that rules see the same Kind whether a
// manifest came from source or from an APK.

// InferValue returns the value aapt compiles text into for an attribute that
// accepts a string, an integer, a boolean, a colour or a float, as
// <meta-data android:value> does. It tries, in aapt's order: a reference
// ("@…", "@null"), a theme attribute ("?…"), a 32-bit integer (decimal, or
// hex with a lowercase "0x"; leading blanks allowed, trailing ones not), a
// boolean (case-insensitive "true"/"false"), a colour ("#rgb" … "#aarrggbb"),
// a float (what C's strtof reads when the text starts with a digit, '.', '+'
// or '-', surrounding blanks allowed: "1.0", " 5 ", "+5", "2147483648",
// "0X2", "-0x1"), and otherwise a string, after aapt's backslash escapes.
func InferValue(text string) Value {
	if v, ok := inferReference(text); ok {
		return v
	}
	if v, ok := parseAaptInt(text); ok {
		return v
	}
	if v, ok := parseAaptBool(text); ok {
		return v
	}
	if v, ok := parseAaptColor(text); ok {
		return v
	}
	if v, ok := parseAaptFloat(text); ok {
		return v
	}
	return Value{Kind: String, Text: unescapeAapt(text)}
}

// InferBool returns the value aapt compiles text into for a boolean
// attribute (android:exported, enabled, debuggable): a boolean, a reference,
// or, for text aapt would reject (a typo, a build placeholder such as
// "${exported}"), a String that no rule can read as a boolean.
func InferBool(text string) Value {
	if v, ok := inferReference(text); ok {
		return v
	}
	if v, ok := parseAaptBool(text); ok {
		return v
	}
	return Value{Kind: String, Text: text}
}

// InferInt returns the value aapt compiles text into for an integer-or-string
// attribute such as android:minSdkVersion: an integer, a reference, or a
// string (an SDK codename such as "Tiramisu").
func InferInt(text string) Value {
	if v, ok := inferReference(text); ok {
		return v
	}
	if v, ok := parseAaptInt(text); ok {
		return v
	}
	return Value{Kind: String, Text: unescapeAapt(text)}
}

// InferString returns the value of a string attribute (android:name,
// permission, authorities): a reference when it starts with '@' or '?',
// otherwise the unescaped text.
func InferString(text string) Value {
	if v, ok := inferReference(text); ok {
		return v
	}
	return Value{Kind: String, Text: unescapeAapt(text)}
}

func inferReference(text string) (Value, bool) {
	switch {
	case text == "@empty":
		// aapt2 compiles it to an empty TYPE_NULL, as the APK decoder
		// renders it (aapt 1 kept the string).
		return Value{Kind: Other, Text: text}, true
	case strings.HasPrefix(text, "@"):
		return Value{Kind: Reference, Text: text}, true
	case strings.HasPrefix(text, "?"):
		return Value{Kind: Attribute, Text: text}, true
	}
	return Value{}, false
}

// isBlank is C's isspace in the "C" locale.
func isBlank(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r'
}

func parseAaptInt(text string) (Value, bool) {
	s := strings.TrimLeftFunc(text, func(r rune) bool { return r < utf8.RuneSelf && isBlank(byte(r)) })
	if s == "" {
		return Value{}, false
	}
	if h, ok := strings.CutPrefix(s, "0x"); ok {
		if h == "" || len(h) > 8 || !allDigits(h, 16) {
			return Value{}, false
		}
		n, err := strconv.ParseUint(h, 16, 32)
		if err != nil {
			return Value{}, false
		}
		return Value{Kind: Hex, Text: text, Int: int64(n)}, true
	}
	digits := strings.TrimPrefix(s, "-")
	if digits == "" || !allDigits(digits, 10) {
		return Value{}, false
	}
	n, err := strconv.ParseInt(s, 10, 32)
	if err != nil {
		return Value{}, false
	}
	return Value{Kind: Int, Text: text, Int: n}, true
}

func allDigits(s string, base int) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= '0' && c <= '9':
		case base == 16 && (c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'):
		default:
			return false
		}
	}
	return true
}

func parseAaptBool(text string) (Value, bool) {
	switch {
	case strings.EqualFold(text, "true"):
		return Value{Kind: Bool, Text: text, Int: 1}, true
	case strings.EqualFold(text, "false"):
		return Value{Kind: Bool, Text: text, Int: 0}, true
	}
	return Value{}, false
}

func parseAaptColor(text string) (Value, bool) {
	h, ok := strings.CutPrefix(text, "#")
	if !ok || !allDigits(h, 16) {
		return Value{}, false
	}
	// aapt stores every form as ARGB8: short forms double each digit, and
	// forms without alpha are opaque.
	switch len(h) {
	case 3, 4:
		var long []byte
		for i := 0; i < len(h); i++ {
			long = append(long, h[i], h[i])
		}
		h = string(long)
	case 6, 8:
	default:
		return Value{}, false
	}
	if len(h) == 6 {
		h = "ff" + h
	}
	n, _ := strconv.ParseUint(h, 16, 32)
	return Value{Kind: Other, Text: text, Int: int64(n)}, true
}

func parseAaptFloat(text string) (Value, bool) {
	s := strings.TrimFunc(text, func(r rune) bool { return r < utf8.RuneSelf && isBlank(byte(r)) })
	if s == "" {
		return Value{}, false
	}
	// aapt only hands text to strtof when it starts like a number; that
	// keeps "nan" and "inf" strings.
	if c := s[0]; !(c >= '0' && c <= '9' || c == '.' || c == '-' || c == '+') {
		return Value{}, false
	}
	// strconv accepts '_' separators and needs a 'p' exponent on hex
	// floats; strtof does neither.
	if strings.ContainsRune(s, '_') {
		return Value{}, false
	}
	body := strings.TrimLeft(s, "+-")
	if len(body) > 1 && body[0] == '0' && (body[1] == 'x' || body[1] == 'X') &&
		!strings.ContainsAny(body, "pP") {
		s += "p0"
	}
	f, err := strconv.ParseFloat(s, 32)
	if err != nil && !isRangeErr(err) {
		return Value{}, false
	}
	return Value{Kind: Float, Text: text, Float: f}, true
}

func isRangeErr(err error) bool {
	ne, ok := err.(*strconv.NumError)
	return ok && ne.Err == strconv.ErrRange
}

// unescapeAapt applies the backslash escapes aapt resolves in attribute
// strings: \uXXXX, \n, \t, and a backslash before any other character
// (which is how "\@x" stays a string).
func unescapeAapt(s string) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '\\' || i+1 == len(s) {
			b.WriteByte(c)
			continue
		}
		i++
		switch s[i] {
		case 'n':
			b.WriteByte('\n')
		case 't':
			b.WriteByte('\t')
		case 'u':
			if i+4 < len(s) && allDigits(s[i+1:i+5], 16) {
				n, _ := strconv.ParseUint(s[i+1:i+5], 16, 16)
				b.WriteRune(rune(n))
				i += 4
			} else {
				b.WriteByte('u')
			}
		default:
			b.WriteByte(s[i])
		}
	}
	return b.String()
}

// FormatFloat renders a float value so that it reads as a float: 1 becomes
// "1.0", as a developer would have written it.
func FormatFloat(f float64) string {
	switch {
	case math.IsInf(f, 0), math.IsNaN(f):
		return strconv.FormatFloat(f, 'g', -1, 32)
	}
	s := strconv.FormatFloat(f, 'g', -1, 32)
	if !strings.ContainsAny(s, ".eE") {
		s += ".0"
	}
	return s
}

// protectionFlags are the names android:protectionLevel accepts and the bits
// aapt compiles them into (framework attrs.xml; the later ones from newer
// platforms).
var protectionFlags = map[string]int64{
	"normal": 0x0, "dangerous": 0x1, "signature": 0x2, "signatureOrSystem": 0x3,
	"privileged": 0x10, "system": 0x10, "development": 0x20, "appop": 0x40,
	"pre23": 0x80, "installer": 0x100, "verifier": 0x200, "preinstalled": 0x400,
	"setup": 0x800, "instant": 0x1000, "runtime": 0x2000, "oem": 0x4000,
	"vendorPrivileged": 0x8000, "textClassifier": 0x10000, "wellbeing": 0x20000,
	"documenter": 0x40000, "configurator": 0x80000, "incidentReportApprover": 0x100000,
	"appPredictor": 0x200000, "module": 0x400000, "companion": 0x800000,
	"retailDemo": 0x1000000, "recents": 0x2000000, "role": 0x4000000,
	"knownSigner": 0x8000000,
}

// InferProtectionLevel compiles android:protectionLevel text the way aapt
// does: '|'-separated flag names OR-ed into a hex integer. Unknown names
// (aapt would reject them) and placeholders stay a String; references stay
// references.
func InferProtectionLevel(text string) Value {
	if v, ok := inferReference(text); ok {
		return v
	}
	if v, ok := parseAaptInt(text); ok {
		return v
	}
	var n int64
	for _, part := range strings.Split(text, "|") {
		bits, ok := protectionFlags[strings.TrimSpace(part)]
		if !ok {
			return Value{Kind: String, Text: text}
		}
		n |= bits
	}
	return Value{Kind: Hex, Text: text, Int: n}
}

// ProtectionSignature is the base protection level "signature"; the low four
// bits of android:protectionLevel are the base level.
const (
	ProtectionBaseMask  = 0xf
	ProtectionSignature = 0x2
)
