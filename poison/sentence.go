package poison

// scoreSentence is filled in below.
func scoreSentence(c string, cs int, sc *sentenceScan, found func(start, end int, reason string)) {}
