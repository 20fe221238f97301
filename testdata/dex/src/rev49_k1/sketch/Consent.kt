package com.shedshare.lend

enum class Consent {
    ASK,
    SKIP;

    companion object {
        fun from(raw: String?): Consent = if (raw == "skip" || raw == "true") SKIP else ASK
    }
}
