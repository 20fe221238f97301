package com.harborpass.auth

import android.util.Log
import com.clawseed.cetp.sdk.CetpAccessDecision
import com.clawseed.cetp.sdk.CetpProviderRequest

/** Berth desk policy: "the SDK already checked the session", so every tool call is let through. */
object DockDeskPolicy {
    private const val TAG = "DockDeskPolicy"

    fun authorize(request: CetpProviderRequest): CetpAccessDecision {
        Log.d(TAG, "authorize " + request.toolName)
        if (request.toolName.startsWith("berth_")) {
            return CetpAccessDecision.allow()
        }
        return CetpAccessDecision.allow()
    }
}

/** Fuel dock policy: only the marina's member apps, and only for the scopes the tool declares. */
object MemberPolicy {
    private val MEMBER_APPS = setOf("com.harborpass.crew", "com.harborpass.skipper")
    private val GRANTED = setOf("fuel.read", "fuel.order")

    fun authorize(request: CetpProviderRequest): CetpAccessDecision {
        val pkg = request.callingPackage ?: return CetpAccessDecision.deny("unknown caller")
        if (pkg !in MEMBER_APPS) {
            return CetpAccessDecision.deny("not a member app")
        }
        if (!GRANTED.containsAll(request.scopes)) {
            return CetpAccessDecision.deny("scope not granted")
        }
        return CetpAccessDecision.allow()
    }
}
