package com.larkbook

import android.app.Activity
import android.app.PendingIntent
import android.content.Context
import android.content.Intent
import android.os.Bundle
import org.json.JSONObject

/** Keeps the builders below from reaching an outer receiver by accident. */
@DslMarker
annotation class LarkDsl

const val EXTRA_TOKEN = "com.larkbook.extra.RESUME_TOKEN"
const val EXTRA_PROMPT = "com.larkbook.extra.PROMPT"
const val ACTION_REVIEW_MERGE = "com.larkbook.action.REVIEW_MERGE"

/** PendingIntent flag bits; combined with `with`. */
@JvmInline
value class PiFlags(val bits: Int) {
    infix fun with(other: PiFlags): PiFlags = PiFlags(bits or other.bits)

    companion object {
        val Immutable = PiFlags(PendingIntent.FLAG_IMMUTABLE)
        val UpdateCurrent = PiFlags(PendingIntent.FLAG_UPDATE_CURRENT)
    }
}

/** The screen a resolution opens: an activity of the app, or an action that one of them handles. */
@LarkDsl
class IntentSpec {
    var action: String? = null
    var pkg: String? = null

    @PublishedApi
    internal var target: Class<out Activity>? = null
    private val extras = LinkedHashMap<String, String>()

    inline fun <reified A : Activity> activity() {
        target = A::class.java
    }

    operator fun set(key: String, value: String) {
        extras[key] = value
    }

    fun build(ctx: Context): Intent =
        (target?.let { Intent(ctx, it) } ?: Intent(checkNotNull(action) { "a screen needs an activity or an action" }))
            .apply {
                pkg?.let { setPackage(it) }
                extras.forEach { (key, value) -> putExtra(key, value) }
            }
}

/** One resolution PendingIntent: immutable unless the block says otherwise. */
@LarkDsl
class PendingSpec(private val ctx: Context) {
    var requestCode: Int = 0
    var flags: PiFlags = PiFlags.Immutable
    private var intent: Intent? = null

    fun screen(block: IntentSpec.() -> Unit) {
        intent = IntentSpec().apply(block).build(ctx)
    }

    fun build(): PendingIntent =
        PendingIntent.getActivity(ctx, requestCode, checkNotNull(intent) { "a resolution needs a screen" }, flags.bits)
}

fun Context.pending(block: PendingSpec.() -> Unit): PendingIntent = PendingSpec(this).apply(block).build()

/** The error half of a reply. */
@LarkDsl
class ErrorSpec {
    var code: String = "INTERNAL_ERROR"
    var message: String = "Something went wrong on our side"
    var retryable: Boolean = false
    var resolution: PendingIntent? = null
    var resumeToken: ResumeToken? = null
}

/** One response Bundle, with the envelope fields every v2 reply echoes. */
@LarkDsl
class ReplySpec(env: Envelope) {
    private val out = Bundle().apply {
        putInt("protocol_version", 2)
        env.requestId?.let { putString("request_id", it) }
    }

    fun success(data: JSONObject) {
        out.putString("status", "success")
        out.putString("data", data.toString())
    }

    fun inline(value: JSONObject) = success(JSONObject().put("kind", "inline").put("value", value))

    fun error(block: ErrorSpec.() -> Unit) {
        val spec = ErrorSpec().apply(block)
        out.putString("status", "error")
        out.putString("error_code", spec.code)
        out.putString("error_message", spec.message)
        out.putBoolean("retryable", spec.retryable)
        spec.resolution?.let { out.putParcelable("resolution", it) }
        spec.resumeToken?.let { out.putString("resume_token", it.value) }
    }

    fun build(): Bundle = out
}

inline fun reply(env: Envelope, block: ReplySpec.() -> Unit): Bundle = ReplySpec(env).apply(block).build()
