package poisoning

import (
	"strconv"
	"strings"

	"github.com/clawseed/cetpaudit/internal/finding"
)

// Terminal (ANSI/VT) escape sequences in descriptive text rewrite what a
// reviewer sees in a terminal — move the cursor up, erase a line, hide
// text — while the agent reads every byte ("line jumping").

// maxEscape bounds the length of one escape sequence; a longer run is
// taken as ESC alone.
const maxEscape = 256

// ansiLen returns the length of the escape sequence at the start of s
// (which starts with ESC), or 1 when ESC starts no complete sequence.
func ansiLen(s string) int {
	if len(s) < 2 {
		return 1
	}
	switch s[1] {
	case '[': // CSI: parameters 0x30–0x3F, intermediates 0x20–0x2F, final 0x40–0x7E
		i := 2
		for i < len(s) && i < maxEscape && s[i] >= 0x30 && s[i] <= 0x3f {
			i++
		}
		for i < len(s) && i < maxEscape && s[i] >= 0x20 && s[i] <= 0x2f {
			i++
		}
		if i < len(s) && s[i] >= 0x40 && s[i] <= 0x7e {
			return i + 1
		}
		return 1
	case ']', 'P', '_', '^', 'X': // OSC, DCS, APC, PM, SOS: up to BEL or ESC \
		for i := 2; i < len(s) && i < maxEscape; i++ {
			if s[i] == 0x07 {
				return i + 1
			}
			if s[i] == 0x1b && i+1 < len(s) && s[i+1] == '\\' {
				return i + 2
			}
		}
		return 1
	}
	if s[1] >= 0x40 && s[1] <= 0x5f || s[1] >= '0' && s[1] <= '~' { // two-byte sequences (ESC 7, ESC c, ESC M ...)
		return 2
	}
	return 1
}

// ansiMeaning says what the escape sequence seq does, in words, with the
// sequence shown escaped: `ESC[2K (erase line)`.
func ansiMeaning(seq string) string {
	shown := "ESC" + strings.NewReplacer("\x07", "BEL", "\x1b", "ESC").Replace(seq[1:])
	what := ""
	if len(seq) >= 3 && seq[1] == '[' {
		params := seq[2 : len(seq)-1]
		n := 1
		if v, err := strconv.Atoi(params); err == nil && v > 0 {
			n = v
		}
		switch seq[len(seq)-1] {
		case 'A':
			what = "cursor up " + strconv.Itoa(n) + " line(s)"
		case 'B':
			what = "cursor down"
		case 'C':
			what = "cursor forward"
		case 'D':
			what = "cursor back"
		case 'E', 'F':
			what = "cursor to another line"
		case 'G':
			what = "cursor to a column"
		case 'H', 'f':
			what = "cursor to a position"
		case 'J':
			what = "erase the screen"
		case 'K':
			what = "erase the line"
		case 'S', 'T':
			what = "scroll"
		case 's', 'u':
			what = "save or restore the cursor"
		case 'm':
			what = "set text style"
			for _, p := range strings.Split(params, ";") {
				switch p {
				case "8":
					what = "conceal text"
				case "30", "40":
					if what == "set text style" {
						what = "set text colour (may hide text)"
					}
				}
			}
		default:
			what = "terminal control"
		}
	} else if len(seq) >= 2 && seq[1] == ']' {
		what = "operating-system command (window title, hyperlink or clipboard)"
	} else if len(seq) == 2 && (seq[1] == 'M' || seq[1] == '7' || seq[1] == '8') {
		what = "cursor movement"
	} else if len(seq) == 2 && seq[1] == 'c' {
		what = "reset the terminal"
	}
	if what == "" {
		what = "terminal control"
	}
	return finding.QuoteN(shown, 40) + " (" + what + ")"
}
