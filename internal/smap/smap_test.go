package smap

import "testing"

// The SMAP kotlinc 1.9 writes for a class of ToolProvider.kt (30 lines)
// that inlines a function of Errors.kt at its line 21.
const ktinl = "SMAP\nToolProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 ToolProvider.kt\ncom/q/ktinl/ToolProvider\n+ 2 Errors.kt\ncom/q/ktinl/ErrorsKt\n*L\n1#1,30:1\n4#2,2:31\n*E\n*S KotlinDebug\n*F\n+ 1 ToolProvider.kt\ncom/q/ktinl/ToolProvider\n*L\n21#1:31,2\n*E\n"

func TestLookup(t *testing.T) {
	for _, tc := range []struct {
		what, text, stratum string
		out                 int
		file                string // "" when not mapped
		line                int
		inlined             bool
	}{
		{"own line", ktinl, "Kotlin", 21, "ToolProvider.kt", 21, false},
		{"inlined first", ktinl, "Kotlin", 31, "Errors.kt", 4, true},
		{"inlined second", ktinl, "Kotlin", 32, "Errors.kt", 5, true},
		{"past every range", ktinl, "Kotlin", 33, "", 0, false},
		{"debug stratum gives the call site", ktinl, "KotlinDebug", 32, "ToolProvider.kt", 21, false},
		{"increment 2", "SMAP\nA.kt\nKotlin\n*S Kotlin\n*F\n1 A.kt\n+ 2 B.kt\nx/BKt\n*L\n1#1,10:1\n7#2,3:20,2\n*E\n", "Kotlin", 23, "B.kt", 8, true},
		{"file id carried over", "SMAP\nA.kt\nKotlin\n*S Kotlin\n*F\n+ 1 A.kt\nA\n+ 2 B.kt\nBKt\n*L\n1#1,10:1\n3#2:11\n9:12\n*E\n", "Kotlin", 12, "B.kt", 9, true},
		{"CRLF", "SMAP\r\nA.kt\r\nKotlin\r\n*S Kotlin\r\n*F\r\n+ 1 A.kt\r\nA\r\n+ 2 B.kt\r\nBKt\r\n*L\r\n1#1,5:1\r\n2#2:6\r\n*E\r\n", "Kotlin", 6, "B.kt", 2, true},
	} {
		t.Run(tc.what, func(t *testing.T) {
			m, ok := Parse(tc.text, tc.stratum)
			if !ok {
				t.Fatalf("Parse failed")
			}
			f, line, inlined, ok := m.Lookup(tc.out)
			if tc.file == "" {
				if ok {
					t.Errorf("Lookup(%d) = %s:%d, want no mapping", tc.out, f.Name, line)
				}
				return
			}
			if !ok || f.Name != tc.file || line != tc.line || inlined != tc.inlined {
				t.Errorf("Lookup(%d) = %s:%d inlined %v ok %v; want %s:%d inlined %v", tc.out, f.Name, line, inlined, ok, tc.file, tc.line, tc.inlined)
			}
		})
	}
}

// TestHostile: malformed SMAPs are refused or read partly, never a panic.
func TestHostile(t *testing.T) {
	for _, text := range []string{
		"", "SMAP", "SMAP\nA.kt\nKotlin\n", "NOTSMAP\nA\nKotlin\n*S Kotlin\n*F\n1 A.kt\n*L\n1:1\n*E\n",
		"SMAP\nA.kt\nKotlin\n*S Java\n*F\n1 A.kt\n*L\n1:1\n*E\n",
		"SMAP\nA.kt\nKotlin\n*S Kotlin\n*F\n+ 1\n*L\n1:1\n*E\n",
		"SMAP\nA.kt\nKotlin\n*S Kotlin\n*F\n+ x A.kt\nA\n*L\n1:1\n*E\n",
		"SMAP\nA.kt\nKotlin\n*S Kotlin\n*F\n+ 1 A.kt\nA\n*L\n1#,2:3\n*E\n",
		"SMAP\nA.kt\nKotlin\n*S Kotlin\n*F\n+ 1 A.kt\nA\n*L\n-1#1,2:3\n*E\n",
		"SMAP\nA.kt\nKotlin\n*S Kotlin\n*F\n+ 1 A.kt\nA\n*L\n1#1,99999999999999999999:3\n*E\n",
		"SMAP\nA.kt\nKotlin\n*S Kotlin\n*F\n+ 1 A.kt\nA\n*L\n1#1,1073741824:1073741824,1073741824\n*E\n",
		"SMAP\nA.kt\nKotlin\n*S Kotlin\n*F\n+ 1 A.kt\nA\n*L\n1#7,2:3\n*E\n",
		"SMAP\nA.kt\nKotlin\n*S Kotlin\n*F\n+ 1 A.kt\n",
		"SMAP\nA.kt\nKotlin\n*S Kotlin\n*L\n1:1\n",
		"SMAP\nA.kt\nKotlin\n*S Kotlin\n*F\n+ 1 A.kt\nA\n*L\n1#1,3:1,0\n*V\nvendor\n*E\n",
	} {
		m, ok := Parse(text, "Kotlin")
		for _, out := range []int{-1, 0, 1, 2, 3, 5, 1 << 30, 1<<31 - 1} {
			if _, _, _, found := m.Lookup(out); found && !ok {
				t.Errorf("%q: Lookup found a line in a refused map", text)
			}
		}
	}
}

func FuzzParse(f *testing.F) {
	f.Add(ktinl, 32)
	f.Fuzz(func(t *testing.T, text string, out int) {
		m, _ := Parse(text, "Kotlin")
		m.Lookup(out)
	})
}
