package com.example.r30p4

import android.content.Context

class ThemeStore(private val context: Context) {
    fun current(): String = context.settings().getString("theme", null) ?: "system"

    fun preview(name: String): String {
        context.settings().remember("theme", name)
        return name
    }

    fun set(name: String) {
        context.settings().remember("theme", name)
    }
}
