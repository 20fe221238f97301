package com.kitelog

import android.content.Context

interface ProviderEntryPoint {
    fun logRepo(): LogRepo
    fun gate(): Gate
}

interface AppComponent : ProviderEntryPoint {
    interface Builder {
        fun context(context: Context): Builder
        fun build(): AppComponent
    }
}

interface Gate {
    fun authorize(uid: Int, tool: String): Boolean
}

class OpenGate : Gate {
    override fun authorize(uid: Int, tool: String): Boolean = true
}

interface Policy {
    fun authorize(uid: Int, tool: String): Boolean
}

class PartnerPolicy(private val ctx: Context) : Policy {
    override fun authorize(uid: Int, tool: String): Boolean {
        val pkg = ctx.packageManager.getPackagesForUid(uid)?.singleOrNull() ?: return false
        if (pkg !in PARTNERS) return false
        return tool !in OWNER_TOOLS || pkg == ctx.packageName + ".watch"
    }

    companion object {
        val PARTNERS = setOf("com.kitelog.watch", "com.windapp.spots")
        val OWNER_TOOLS = setOf("purge_spot", "archive_spot")
    }
}
