// Package deep builds its tool list through more variables than the
// tool list evaluation follows (8): the list is not checked, and a note
// names the budget.
package deep

import "github.com/clawseed/cetpaudit/cetp"

var l0 = []cetp.Tool{}
var l1 = l0
var l2 = l1 // want `the tool list "l10" is not checked: it is built in a loop or through more than 8 steps \(variables, appends, calls\), the budget of tool list evaluation`
var l3 = l2
var l4 = l3
var l5 = l4
var l6 = l5
var l7 = l6
var l8 = l7
var l9 = l8
var l10 = l9

var provider = cetp.Provider{
	Tools: l10,
}
