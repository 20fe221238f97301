package app.larder.core

import org.json.JSONObject
import java.text.ParseException
import java.text.SimpleDateFormat
import java.util.Locale

/** An execute_tool request that got through the envelope checks (§4.1); uid and caller come from call(). */
class ToolCall(
    val uid: Int,
    val caller: String?,
    val requestId: String,
    val tool: String,
    val args: JSONObject,
    val argsDigest: String,
    val resumeToken: String?,
    val session: Session,
)

/** A handler of one tool; providers fill their tables with function references. */
fun interface ToolHandler {
    fun handle(call: ToolCall): Reply
}

private val ID = Regex("[a-z]{2}_[0-9a-f]{16}")

fun ToolCall.text(key: String, max: Int): String {
    val value = args.optString(key, "").trim()
    if (value.isEmpty() || value.length > max) fail("INVALID_ARGS", "$key must be 1-$max characters")
    return value
}

fun ToolCall.id(key: String): String = args.optString(key, "").takeIf { ID.matches(it) }
    ?: fail("INVALID_ARGS", "$key is not a valid id")

fun ToolCall.count(key: String, range: IntRange): Int {
    val value = args.optInt(key, range.first)
    if (value !in range) fail("INVALID_ARGS", "$key must be between ${range.first} and ${range.last}")
    return value
}

fun ToolCall.optionalText(key: String, max: Int): String? = args.optString(key, "").trim()
    .takeIf { it.isNotEmpty() }
    ?.also { if (it.length > max) fail("INVALID_ARGS", "$key is longer than $max characters") }

/** ISO dates; throws ParseException, which each caller words for the consumer itself. */
@Throws(ParseException::class)
fun parseDay(text: String): Long = SimpleDateFormat("yyyy-MM-dd", Locale.US).apply { isLenient = false }.parse(text)!!.time

val ToolCall.now: Long get() = System.currentTimeMillis()
