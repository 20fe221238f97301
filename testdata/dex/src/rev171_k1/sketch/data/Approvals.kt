package app.larder.kitchen.data

import android.content.ContentValues
import org.json.JSONObject

/** A tool call parked until the user answers in ApproveActivity; bound to caller, provider, tool, request and args. */
data class Approval(
    val token: String,
    val uid: Int,
    val providerId: String,
    val tool: String,
    val requestId: String,
    val argsDigest: String,
    val summary: String,
    val decided: Boolean = false,
    val confirmed: Boolean = false,
) {
    fun toJson(): JSONObject = JSONObject()
        .put("uid", uid)
        .put("provider_id", providerId)
        .put("tool", tool)
        .put("request_id", requestId)
        .put("args_digest", argsDigest)
        .put("summary", summary)
        .put("decided", decided)
        .put("confirmed", confirmed)

    companion object {
        /** Reads back a row this app wrote; `confirmed` is only ever set by ApproveActivity. */
        @JvmStatic
        fun fromJson(token: String, record: JSONObject): Approval = Approval(
            token = token,
            uid = record.getInt("uid"),
            providerId = record.getString("provider_id"),
            tool = record.getString("tool"),
            requestId = record.getString("request_id"),
            argsDigest = record.getString("args_digest"),
            summary = record.optString("summary", ""),
            decided = record.optBoolean("decided", false),
            confirmed = record.optBoolean("confirmed", false),
        )
    }
}

/** Parked calls, kept in the `approvals` table so a restart does not lose a pending answer. */
class Approvals(private val db: LarderDb) {
    fun park(approval: Approval, ttlMs: Long = TTL_MS): Approval = approval.also {
        ContentValues().apply {
            put("token", it.token)
            put("record", it.toJson().toString())
            put("expires_at", System.currentTimeMillis() + ttlMs)
        }.let { row -> db.writableDatabase.insert("approvals", null, row) }
    }

    /** For the approval screen: the parked call behind [token] while no answer was given. */
    fun pending(token: String): Approval? = load(token)?.takeUnless { it.decided }

    fun decide(token: String, confirmed: Boolean): Boolean =
        pending(token)?.copy(decided = true, confirmed = confirmed)?.let { answered ->
            val row = ContentValues().apply { put("record", answered.toJson().toString()) }
            db.writableDatabase.update("approvals", row, "token = ?", arrayOf(token)) == 1
        } ?: false

    /** Single use once answered: the row is deleted whatever it says, and it must belong to the resumed call. */
    fun redeem(token: String, uid: Int, providerId: String, tool: String, requestId: String, argsDigest: String): Approval? =
        load(token)
            ?.takeIf { it.decided }
            ?.also { db.writableDatabase.delete("approvals", "token = ?", arrayOf(token)) }
            ?.takeIf { it.uid == uid && it.providerId == providerId && it.tool == tool }
            ?.takeIf { it.requestId == requestId && it.argsDigest == argsDigest }

    private fun load(token: String): Approval? = db.readableDatabase.query(
        "approvals", arrayOf("record"), "token = ? AND expires_at > ?",
        arrayOf(token, System.currentTimeMillis().toString()), null, null, null,
    ).use { c -> if (c.moveToFirst()) Approval.fromJson(token, JSONObject(c.getString(0))) else null }

    private companion object {
        const val TTL_MS = 10 * 60 * 1000L
    }
}
