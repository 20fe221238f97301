package com.hearthkit

import android.app.PendingIntent

// Typed wrappers around the strings and ints the protocol passes around. As value classes they cost no
// object at run time: kotlinc passes the raw value and mangles the names of functions that take one.

@JvmInline
value class ToolName(val raw: String) {
    val blank: Boolean get() = raw.isBlank()
}

@JvmInline
value class SessionId(val raw: String) {
    val blank: Boolean get() = raw.isBlank()
}

// PendingIntent flag bits, combined with +.
@JvmInline
value class PiFlags(val bits: Int) {
    operator fun plus(other: PiFlags): PiFlags = PiFlags(bits or other.bits)

    val immutable: Boolean get() = bits and PendingIntent.FLAG_IMMUTABLE != 0
}

// The name of a file a tool writes into one of the app's export folders.
@JvmInline
value class ExportName(val raw: String)
