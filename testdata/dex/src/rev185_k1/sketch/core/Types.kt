package io.quire.app.core

import java.io.File

/** A tool name as routed by (provider_id, tool_name), §3.1. */
@JvmInline
value class ToolName(val value: String) {
    val wellFormed: Boolean get() = PATTERN.matches(value)

    companion object {
        private val PATTERN = Regex("[a-z][a-z0-9_]{0,63}")
    }
}

/** Binder.getCallingUid() as captured at the top of call(). */
@JvmInline
value class CallerUid(val raw: Int) {
    val isApp: Boolean get() = raw >= 10000
}

@JvmInline
value class PackageName(val value: String) {
    fun component(className: String): String = if (className.startsWith(".")) value + className else className
}

/**
 * A relative path below one of the app's folders. [parse] is for anything that came from outside; [of] is for names
 * the app produced itself.
 */
@JvmInline
value class SafePath private constructor(val relative: String) {
    val leaf: String get() = relative.substringAfterLast('/')

    companion object {
        private val SEGMENT = Regex("[A-Za-z0-9][A-Za-z0-9 ._-]{0,79}")

        fun parse(raw: String?): SafePath? {
            val text = raw?.trim()?.takeIf { it.isNotEmpty() && it.length <= 240 } ?: return null
            if (text.startsWith("/") || '\\' in text) return null
            val segments = text.split('/')
            val clean = segments.all { it != "." && it != ".." && SEGMENT.matches(it) }
            return if (clean && segments.size <= 4) SafePath(text) else null
        }

        fun of(name: String): SafePath = SafePath(name)
    }
}

/** Containment walk: is [file] (canonical) at or below [root]? */
tailrec fun isWithin(file: File?, root: File): Boolean = when {
    file == null -> false
    file == root -> true
    else -> isWithin(file.parentFile, root)
}

fun File.ancestors(): Sequence<File> = generateSequence(this) { it.parentFile }

/** This app and its companion vault app. */
val APP = PackageName("io.quire.app")
val VAULT = PackageName("io.quire.vault")
