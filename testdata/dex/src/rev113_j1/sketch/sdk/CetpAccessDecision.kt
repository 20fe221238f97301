package com.clawseed.cetp.sdk

/** The answer of a provider's authorize hook. */
class CetpAccessDecision private constructor(val allowed: Boolean, val reason: String?) {
    companion object {
        fun allow(): CetpAccessDecision = CetpAccessDecision(true, null)

        fun deny(reason: String): CetpAccessDecision = CetpAccessDecision(false, reason)
    }
}
