package com.brambleway

import android.database.sqlite.SQLiteException
import org.json.JSONException
import org.json.JSONObject
import java.io.File
import java.io.IOException

/** The assistant's word that the user agreed. */
val JSONObject.confirmed: Boolean get() = optBoolean("confirmed", false)

/** A trimmed, non-empty string argument, or null. */
fun JSONObject.text(key: String): String? = optString(key, "").trim().takeIf { it.isNotEmpty() }

/** An argument of one JSON type, or null. */
inline fun <reified T : Any> JSONObject.typed(key: String): T? = opt(key) as? T

/** A file in this directory; the directory is made when it is missing. */
@Suppress("NOTHING_TO_INLINE")
inline fun File.child(name: String): File = File(this, name).also { it.parentFile?.mkdirs() }

/** The failure in a few words, for the log. */
val Throwable.brief: String get() = localizedMessage ?: javaClass.simpleName

/** Which part failed, in words any caller may see. */
val Throwable.category: String
    get() = when (this) {
        is SQLiteException -> "storage"
        is JSONException -> "format"
        is IOException -> "files"
        else -> "internal"
    }

fun JSONObject.toCalendar(stops: List<JSONObject>): String = buildString {
    append("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Brambleway//Trips//EN\r\n")
    append("X-WR-CALNAME:").append(optString("title")).append("\r\n")
    stops.forEach { stop ->
        append("BEGIN:VEVENT\r\nSUMMARY:").append(stop.optString("place"))
        append("\r\nDESCRIPTION:Day ").append(stop.optString("day")).append("\r\nEND:VEVENT\r\n")
    }
    append("END:VCALENDAR\r\n")
}

fun JSONObject.toReceipt(): String = buildString {
    appendLine("Brambleway receipt ${QuickIds.next()}")
    appendLine("Booking ${optString("ref")} (${optString("kind")}, ${optString("operator")})")
    appendLine("Date ${optString("date")}, seat ${optString("seat")}")
    appendLine("Paid ${optString("price")}")
}
