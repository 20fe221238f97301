package rules

import "fmt"

// Level is a SARIF-style severity level: a rule's default, and what a
// finding carries.
type Level int

// Levels, ordered so that a higher value is more severe.
const (
	None Level = iota
	Note
	Warning
	Error
)

var levelNames = [...]string{"none", "note", "warning", "error"}

func (l Level) String() string {
	if l < None || l > Error {
		return fmt.Sprintf("Level(%d)", int(l))
	}
	return levelNames[l]
}

// ParseLevel parses "error", "warning", "note" or "none".
func ParseLevel(s string) (Level, error) {
	for i, n := range levelNames {
		if n == s {
			return Level(i), nil
		}
	}
	return None, fmt.Errorf("unknown level %q (want error, warning, note or none)", s)
}

// MarshalText renders the level's name.
func (l Level) MarshalText() ([]byte, error) { return []byte(l.String()), nil }

// UnmarshalText parses a level's name.
func (l *Level) UnmarshalText(b []byte) error {
	v, err := ParseLevel(string(b))
	*l = v
	return err
}
