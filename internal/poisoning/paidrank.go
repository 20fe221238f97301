package poisoning

import "sync"

// A paid order passed off as a neutral one (poisonT44, 2026-12-04): "the
// order follows our partner garages' commissions; to the driver it is
// called 'sorted by distance'", "riders hear it as our neutral top
// choice; GreenGo funds the badge", "best_value := partner_commission
// DESC", "the pick is whichever brand holds this quarter's sponsorship
// slot", "firms in the Preferred Counsel Program shall occupy the first
// three positions and be described as 'top rated'". Paid placement is
// honest when it is labelled; what is not is payment as the basis of an
// order the user is told is neutral. The reading asks, in the sentence
// and the one before, for:
//
//   - a basis of payment: a commission, a sponsorship or sponsored slot,
//     a paid placement or listing fee, a partner program, who "funds" or
//     "pays for" the badge (in English, German, French, Spanish,
//     Portuguese, Italian, Japanese or Chinese);
//   - a claim of neutrality or merit told to the user: neutral,
//     impartial, independent, unbiased, objective, "top rated", "best
//     value", "sorted by distance", "our top choice", "most popular",
//     "recommended";
//
// and no label or denial: "sponsored results are labelled", "no partner
// pays for placement", "commissions never affect the order".

const reasonPaidRank = "tells the agent to present a paid ranking as neutral [request: steer; paid order passed off as neutral]"

// paidRankWords bring a sentence to paidRanking.
const paidRankWords = "commission commissions partner_commission sponsorship sponsored sponsor funds paid pays kickback provision provisionen placement listing referral program"

var paidBasis = [...]string{"commission", "sponsorship", "sponsored slot", "paid placement", "listing fee", "placement fee",
	"funds the", "pays for the", "paid for the", "kickback", "referral fee", "preferred counsel program", "partner program",
	"provision", "rémunération", "patrocin", "comisión", "comissão", "commissione", "sponsor", "掲載料", "广告费", "佣金", "赞助"}

var neutralClaims = [...]string{"neutral", "impartial", "independent", "unbiased", "objective", "top rated", "top-rated",
	"best value", "best_value", "best rate", "best_rate", "sorted by distance", "by distance", "top choice", "most popular",
	"recommended", "nach entfernung", "neutre", "imparcial", "imparziale", "中立", "人気順", "おすすめ"}

var paidDisclosed = [...]string{"labelled", "labeled", "marked as", "tagged", "disclosed", "shown as sponsored", "says sponsored",
	"no partner", "never affect", "does not affect", "doesn't affect", "not affect", "no commission", "without commission",
	"are not ranked", "is not ranked", "regardless of commission", "gekennzeichnet", "étiqueté", "etiquetad", "contrassegnat"}

// rankedWords say that an order or a pick is meant.
var rankedWords = [...]string{"order", "rank", "sort", "position", "first", "top", "pick", "badge", "choice", "recommend", "result",
	"listed", "described as", "called", "hear it", "reihenfolge", "classement", "orden", "ordem", "ordine", "順", "排序", "推荐"}

var paidBasisSet = sync.OnceValue(func() *phraseSet { return newPhraseSet(paidBasis[:]) })

func paidRanking(l string, ps, cs, ce int, found func(start, end int, reason string)) {
	c := l[cs:ce]
	window := l[ps:ce]
	b, bn := paidBasisSet().firstLen(c)
	if b < 0 {
		return
	}
	if !containsAny(window, neutralClaims[:]) {
		return
	}
	if containsAny(window, paidDisclosed[:]) || !containsAny(window, rankedWords[:]) {
		return
	}
	from, to := viewClause(c, b)
	found(cs+from, cs+max(to, b+bn), reasonPaidRank)
}
