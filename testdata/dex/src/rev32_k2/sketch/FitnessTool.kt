package com.example.r32k2

import android.app.PendingIntent
import android.content.ContentValues
import android.content.Context
import android.content.Intent
import android.database.sqlite.SQLiteDatabase
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import org.json.JSONArray
import org.json.JSONObject

class ToolCall(val context: Context, val uid: Int, val extras: Bundle, val db: SQLiteDatabase) {
    val args: JSONObject by lazy { extras.args }
}

data class WorkoutEntry(val type: String, val minutes: Int, val source: String = "agent") {
    fun toValues() = ContentValues().apply {
        put("type", type)
        put("minutes", minutes)
        put("source", source)
    }
}

sealed interface FitnessTool {
    val name: String
    fun run(call: ToolCall): Bundle
    fun resume(call: ToolCall, token: String): Bundle = Replies.error("INVALID_REQUEST", "nothing to resume")
}

private val SHARES = Uri.parse("content://com.example.r32k2.internal/shares")
private val EXPORTS = Uri.parse("content://com.example.r32k2.internal/exports")
private val REPORTS = Uri.parse("content://com.example.r32k2.reports/weekly")

object DailySummary : FitnessTool {
    override val name get() = "get_daily_summary"

    override fun run(call: ToolCall): Bundle {
        val day = call.args.getString("day")
        val steps = call.db.rawQuery("SELECT SUM(steps) FROM samples WHERE day = ?", arrayOf(day)).use { c ->
            if (c.moveToFirst()) c.getLong(0) else 0L
        }
        return Replies.success("{\"day\":\"$day\",\"steps\":$steps}")
    }
}

object Workouts : FitnessTool {
    override val name get() = "get_workouts"

    override fun run(call: ToolCall): Bundle {
        val type = call.args.optString("type", "run")
        val rows = JSONArray()
        call.db.rawQuery("SELECT started_at, minutes FROM workouts WHERE type = '$type' ORDER BY started_at DESC", null).use { c ->
            while (c.moveToNext()) rows.put("${c.getLong(0)}:${c.getInt(1)}")
        }
        return Replies.success(rows.toString())
    }
}

object LogWorkout : FitnessTool {
    private val recent = HashMap<String, String>()
    override val name get() = "log_workout"

    override fun run(call: ToolCall): Bundle {
        val requestId = call.extras.getString("request_id") ?: return Replies.error("INVALID_REQUEST", "request_id missing")
        recent[requestId]?.let { return Replies.success(it) }
        val stored = call.db.rawQuery("SELECT result FROM requests WHERE uid = ? AND request_id = ?", arrayOf(call.uid.toString(), requestId))
            .use { c -> if (c.moveToFirst()) c.getString(0) else null }
        if (stored != null) return Replies.success(stored.also { recent[requestId] = it })
        val type = call.args.getString("type")
        val minutes = call.args.getInt("minutes")
        val entry = call.args.optString("source_app").takeUnless { it.isEmpty() }?.let { WorkoutEntry(type, minutes, it) }
            ?: WorkoutEntry(type, minutes)
        val result = "{\"workout_id\":${call.db.insert("workouts", null, entry.toValues())}}"
        call.db.insert("requests", null, ContentValues().apply {
            put("uid", call.uid)
            put("request_id", requestId)
            put("result", result)
        })
        recent[requestId] = result
        return Replies.success(result)
    }
}

object ShareReport : FitnessTool {
    override val name get() = "share_report"

    override fun run(call: ToolCall): Bundle {
        val recipient = call.extras.callingPackage ?: return Replies.error("INVALID_ARGS", "calling_package missing")
        val week = call.args.getString("week")
        val uid = call.uid
        call.context.withProviderIdentity {
            contentResolver.insert(SHARES, ContentValues().apply {
                put("uid", uid)
                put("week", week)
                put("recipient", recipient)
            })
        }
        call.context.grantUriPermission(recipient, Uri.withAppendedPath(REPORTS, week), Intent.FLAG_GRANT_READ_URI_PERMISSION)
        return Replies.success("{\"shared\":\"$week\"}")
    }
}

object ExportHistory : FitnessTool {
    override val name get() = "export_history"

    override fun run(call: ToolCall): Bundle {
        val owner = call.ownerPackage ?: return Replies.error("PERMISSION_DENIED", "unknown caller")
        val from = call.args.getString("from")
        val row = call.context.withProviderIdentity {
            contentResolver.insert(EXPORTS, ContentValues().apply {
                put("owner", owner)
                put("owner_uid", Binder.getCallingUid())
                put("from_day", from)
            })
        }
        return Replies.success("{\"export\":\"$row\"}")
    }
}

object DeleteHistory : FitnessTool {
    override val name get() = "delete_history"

    override fun run(call: ToolCall): Bundle {
        val sheet = Intent(call.context, ConfirmActivity::class.java).apply { putExtra("pulse.tool", name) }
        val pi = PendingIntent.getActivity(call.context, 7, sheet, PendingIntent.FLAG_IMMUTABLE)
        return Replies.error("USER_ACTION_REQUIRED", "confirm in Pulse").apply {
            putParcelable("resolution", pi)
            putString("resume_token", Resumes.issue(call.uid))
        }
    }

    override fun resume(call: ToolCall, token: String): Bundle {
        if (!Resumes.consume(token, call.uid)) return Replies.error("INVALID_REQUEST", "resume token not valid")
        val rows = call.db.delete("workouts", null, null)
        return Replies.success("{\"deleted\":$rows}")
    }
}
