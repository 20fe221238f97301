package com.inkwell

import android.app.PendingIntent
import android.content.Intent
import android.os.Bundle
import android.util.Base64
import android.util.Log
import java.security.SecureRandom
import kotlin.random.Random
import org.json.JSONArray
import org.json.JSONObject

class ReminderTools(private val store: ReminderStore) {
    private val confirmations = ResumeBook()
    private val secure = SecureRandom()

    fun schedule(call: Call, args: JSONObject): Bundle {
        val title = args.optString("title")
        val at = args.optLong("at")
        val repeating = args.optBoolean("repeat")
        fun resolutionFlags(): Int = if (repeating) PendingIntent.FLAG_UPDATE_CURRENT else PendingIntent.FLAG_ONE_SHOT
        if (!confirmations.take(call)) {
            val intent = Intent(call.ctx, ConfirmReminderActivity::class.java).apply {
                putExtra("title", title)
                putExtra("at", at)
            }
            val pi = PendingIntent.getActivity(call.ctx, 11, intent, resolutionFlags())
            return Envelope.needsUser(call.req, pi, confirmations.issue(Sessions.newToken(), call))
        }
        val id = store.add(title, at, repeating, call.uid)
        return Envelope.ok(call.req, "{\"id\":$id}")
    }

    fun reschedule(call: Call, args: JSONObject): Bundle {
        val id = args.optLong("id")
        val at = args.optLong("at")
        val repeating = args.optBoolean("repeat")
        fun resolutionFlags(): Int =
            if (repeating) PendingIntent.FLAG_UPDATE_CURRENT or PendingIntent.FLAG_IMMUTABLE
            else PendingIntent.FLAG_ONE_SHOT or PendingIntent.FLAG_IMMUTABLE
        if (!confirmations.take(call)) {
            val intent = Intent(call.ctx, ConfirmReminderActivity::class.java).apply {
                putExtra("reminder_id", id)
                putExtra("at", at)
            }
            val pi = PendingIntent.getActivity(call.ctx, 12, intent, resolutionFlags())
            return Envelope.needsUser(call.req, pi, confirmations.issue(Sessions.newToken(), call))
        }
        val rows = store.move(id, at, repeating)
        return Envelope.ok(call.req, "{\"moved\":$rows}")
    }

    fun shareReminder(call: Call, args: JSONObject): Bundle {
        val id = args.optLong("id")
        val text = store.text(id) ?: return Envelope.error(call.req, "INVALID_ARGS", "no such reminder")
        if (!confirmations.take(call)) {
            val intent = confirmIntent(call.ctx, ACTION_CONFIRM_SHARE, subject = text)
            val pi = PendingIntent.getActivity(call.ctx, 13, intent, PendingIntent.FLAG_IMMUTABLE)
            return Envelope.needsUser(call.req, pi, confirmations.issue(Sessions.newToken(), call))
        }
        val row = store.share(id, call.uid)
        return Envelope.ok(call.req, "{\"share\":$row}")
    }

    fun shareList(call: Call, args: JSONObject): Bundle {
        val id = args.optLong("id")
        val text = store.text(id) ?: return Envelope.error(call.req, "INVALID_ARGS", "no such reminder")
        if (!confirmations.take(call)) {
            val intent = confirmIntent(call.ctx, ACTION_CONFIRM_SHARE, ConfirmShareActivity::class.java, text)
            val pi = PendingIntent.getActivity(call.ctx, 14, intent, PendingIntent.FLAG_IMMUTABLE)
            return Envelope.needsUser(call.req, pi, confirmations.issue(Sessions.newToken(), call))
        }
        val row = store.share(id, call.uid)
        return Envelope.ok(call.req, "{\"share\":$row}")
    }

    fun clearDone(call: Call, args: JSONObject): Bundle {
        if (!confirmations.take(call)) {
            val token = run {
                val hi = Random.nextLong()
                val lo = Random.nextLong()
                hi.toString(36) + lo.toString(36)
            }
            val intent = Intent(call.ctx, ConfirmDeleteActivity::class.java).putExtra("what", "done reminders")
            val pi = PendingIntent.getActivity(call.ctx, 15, intent, PendingIntent.FLAG_IMMUTABLE)
            return Envelope.needsUser(call.req, pi, confirmations.issue(token, call))
        }
        val rows = store.clearDone(call.uid)
        return Envelope.ok(call.req, "{\"cleared\":$rows}")
    }

    fun purgeAll(call: Call, args: JSONObject): Bundle {
        if (!confirmations.take(call)) {
            val token = run {
                val bytes = ByteArray(24)
                secure.nextBytes(bytes)
                Base64.encodeToString(bytes, Base64.NO_WRAP or Base64.URL_SAFE)
            }
            val intent = Intent(call.ctx, ConfirmDeleteActivity::class.java).putExtra("what", "all reminders")
            val pi = PendingIntent.getActivity(call.ctx, 16, intent, PendingIntent.FLAG_IMMUTABLE)
            return Envelope.needsUser(call.req, pi, confirmations.issue(token, call))
        }
        val rows = store.purge(call.uid)
        return Envelope.ok(call.req, "{\"purged\":$rows}")
    }

    fun restore(call: Call, args: JSONObject): Bundle {
        var count = 0
        val problem = problemIn { count = store.restore(JSONArray(args.getString("backup")), call.uid) }
        return problem?.let { Envelope.error(call.req, "INVALID_ARGS", "backup rejected: $it") }
            ?: Envelope.ok(call.req, "{\"restored\":$count}")
    }

    fun importList(call: Call, args: JSONObject): Bundle {
        var count = 0
        val problem = problemIn { count = store.restore(JSONArray(args.getString("items")), call.uid) }
        return problem?.let {
            Log.w(TAG, "import rejected: $it")
            Envelope.error(call.req, "INVALID_ARGS", "the list could not be imported")
        } ?: Envelope.ok(call.req, "{\"imported\":$count}")
    }

    companion object {
        const val TAG = "InkwellReminders"
    }
}
