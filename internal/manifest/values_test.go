package manifest

import (
	"math"
	"testing"
)

// TestInferValue pins InferValue to what Debian's aapt 1:10 stored for each
// text as <meta-data android:value> (checked with `aapt dump xmltree`).
func TestInferValue(t *testing.T) {
	tests := []struct {
		text  string
		kind  Kind
		i     int64
		f     float64
		value string // String text
	}{
		{"3", Int, 3, 0, ""},
		{"05", Int, 5, 0, ""},
		{"-5", Int, -5, 0, ""},
		{"\t7", Int, 7, 0, ""},
		{"-2147483648", Int, -2147483648, 0, ""},
		{"0x2", Hex, 2, 0, ""},
		{"0xFFFFFFFF", Hex, 0xffffffff, 0, ""},
		{"true", Bool, 1, 0, ""},
		{"TRUE", Bool, 1, 0, ""},
		{"tRue", Bool, 1, 0, ""},
		{"false", Bool, 0, 0, ""},
		{"1.0", Float, 0, 1, ""},
		{"1.", Float, 0, 1, ""},
		{".5", Float, 0, 0.5, ""},
		{"1e3", Float, 0, 1000, ""},
		{" 5 ", Float, 0, 5, ""},
		{"1 ", Float, 0, 1, ""},
		{"+5", Float, 0, 5, ""},
		{"2147483648", Float, 0, 2147483648, ""},
		{"99999999999", Float, 0, float64(float32(99999999999)), ""},
		{"0x100000000", Float, 0, 4294967296, ""},
		{"0X2", Float, 0, 2, ""},
		{"-0x1", Float, 0, -1, ""},
		{"0x1p3", Float, 0, 8, ""},
		{"#fff", Other, 0xffffffff, 0, ""},
		{"#ff0000", Other, 0xffff0000, 0, ""},
		{"@string/x", Reference, 0, 0, ""},
		{"@null", Reference, 0, 0, ""},
		{"?android:attr/textColor", Attribute, 0, 0, ""},
		{"1,2", String, 0, 0, "1,2"},
		{"1.0f", String, 0, 0, "1.0f"},
		{"5dp", String, 0, 0, "5dp"},
		{"nan", String, 0, 0, "nan"},
		{"0x", String, 0, 0, "0x"},
		{" true", String, 0, 0, " true"},
		{"", String, 0, 0, ""},
		{"a  b", String, 0, 0, "a  b"},
		{`\@x`, String, 0, 0, "@x"},
		{`\u0041`, String, 0, 0, "A"},
		{"@empty", Other, 0, 0, ""}, // aapt2's empty TYPE_NULL (aapt 1 kept the string)
		{"${applicationId}.x", String, 0, 0, "${applicationId}.x"},
		{"1_000", String, 0, 0, "1_000"},
	}
	for _, tt := range tests {
		v := InferValue(tt.text)
		if v.Kind != tt.kind || v.Int != tt.i || (v.Kind == Float && float32(v.Float) != float32(tt.f)) {
			t.Errorf("InferValue(%q) = %v %d %g, want %v %d %g", tt.text, v.Kind, v.Int, v.Float, tt.kind, tt.i, tt.f)
		}
		if tt.kind == String && v.Text != tt.value {
			t.Errorf("InferValue(%q).Text = %q, want %q", tt.text, v.Text, tt.value)
		}
	}
}

func TestInferBool(t *testing.T) {
	tests := []struct {
		text string
		kind Kind
		b    bool
	}{
		{"true", Bool, true},
		{"False", Bool, false},
		{"@bool/exported", Reference, false},
		{"${exported}", String, false},
		{"1", String, false}, // aapt refuses it for a boolean attribute
	}
	for _, tt := range tests {
		v := InferBool(tt.text)
		b, _ := v.BoolValue()
		if v.Kind != tt.kind || b != tt.b {
			t.Errorf("InferBool(%q) = %+v", tt.text, v)
		}
	}
}

func TestInferProtectionLevel(t *testing.T) {
	tests := []struct {
		text string
		kind Kind
		n    int64
	}{
		{"signature", Hex, 0x2},
		{"signature|privileged", Hex, 0x12},
		{"signatureOrSystem", Hex, 0x3},
		{"dangerous", Hex, 0x1},
		{"normal", Hex, 0},
		{"0x2", Hex, 0x2},
		{"signature|bogus", String, 0},
		{"@integer/level", Reference, 0},
	}
	for _, tt := range tests {
		v := InferProtectionLevel(tt.text)
		if v.Kind != tt.kind || v.Int != tt.n {
			t.Errorf("InferProtectionLevel(%q) = %+v, want %v %#x", tt.text, v, tt.kind, tt.n)
		}
	}
}

func TestFormatFloat(t *testing.T) {
	for f, want := range map[float64]string{1: "1.0", 0.5: "0.5", 99999997952: "1e+11", -2: "-2.0", math.Inf(1): "+Inf"} {
		if got := FormatFloat(f); got != want {
			t.Errorf("FormatFloat(%g) = %q, want %q", f, got, want)
		}
	}
}
