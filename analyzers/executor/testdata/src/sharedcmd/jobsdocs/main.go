// Command jobsdocs lists jobs.P's tools; it links jobs, and so jobs.Serve,
// but never calls it: near miss CETP608.
package main

import (
	"fmt"

	"example.com/alerts/jobs"
)

func main() {
	for _, t := range jobs.P.Tools {
		fmt.Println(t.Name)
	}
}
