package poisoning

import (
	"bytes"
	"fmt"
	"math"
	"math/rand"
	"os"
	"testing"
)

// conceptMinTexts is how many training texts a feature must occur in to be
// learned (as modelMinTexts).
const conceptMinTexts = 3

// trainConcept fits the concept model on items: logistic regression,
// AdaGrad steps of rate 0.3, L2 of 1e-3, fifteen passes in a fixed shuffled
// order, averaged over five orders.
func trainConcept(items []corpusItem) []float64 {
	type ex struct {
		fs   []int
		y, c float64
	}
	enW := 1.0
	if v := os.Getenv("CONCEPT_EN_W"); v != "" {
		fmt.Sscan(v, &enW)
	}
	df := make([]int, conceptDim)
	var exs []ex
	for _, it := range items {
		fs := conceptTextFeatures(prepare(it.Text).folded().text)
		for _, k := range fs {
			df[k]++
		}
		y := 0.0
		if it.Labels["501"] {
			y = 1
		}
		c := 1.0
		if englishText(it.Text) {
			c = enW
		}
		exs = append(exs, ex{fs, y, c})
	}
	for i, x := range exs {
		kept := x.fs[:0:0]
		for _, k := range x.fs {
			if df[k] >= conceptMinTexts {
				kept = append(kept, k)
			}
		}
		exs[i].fs = kept
	}
	avg := make([]float64, conceptDim)
	const seeds = 5
	for seed := int64(1); seed <= seeds; seed++ {
		w := make([]float64, conceptDim)
		g := make([]float64, conceptDim)
		r := rand.New(rand.NewSource(seed))
		idx := r.Perm(len(exs))
		for range 15 {
			r.Shuffle(len(idx), func(i, j int) { idx[i], idx[j] = idx[j], idx[i] })
			for _, i := range idx {
				x := exs[i]
				z := 0.0
				for _, k := range x.fs {
					z += w[k]
				}
				d := (1/(1+math.Exp(-z)) - x.y) * x.c
				for _, k := range x.fs {
					gr := d + 1e-3*w[k]
					g[k] += gr * gr
					w[k] -= 0.3 * gr / math.Sqrt(g[k]+1e-8)
				}
			}
		}
		for k, v := range w {
			avg[k] += v / seeds
		}
	}
	return avg
}

// TestConceptWeights retrains the concept model and checks concept.bin is
// what the training data gives; -update writes it.
func TestConceptWeights(t *testing.T) {
	bin := encodeModel(trainConcept(modelTrainingItems(t)))
	if *updateModel {
		if err := os.WriteFile("concept.bin", bin, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if !bytes.Equal(bin, conceptBin) {
		t.Errorf("concept.bin is stale: run go generate ./internal/poisoning (go test -run TestConceptWeights -update)")
	}
}
