package net.switchyard.hub

import android.app.Notification
import android.app.NotificationChannel
import android.app.NotificationManager
import android.content.Context
import android.content.Intent
import android.content.pm.PackageManager
import org.json.JSONObject

/** Notes an assistant leaves in the notification shade, each with a Snooze action. */
class NotificationModule(private val notifications: NotificationManager) : ToolModule {
    override val tools = listOf(
        ToolSpec(
            name = "post_note", title = "Post a note",
            description = "Shows a short note as a notification, signed with the assistant's name.",
            effect = "create", risk = "low", confirmation = "never",
            scopes = listOf("notes.write"),
            input = schema("title" to "string", "text" to "string", required = listOf("title", "text")),
            output = schema("note_id" to "integer", required = listOf("note_id")),
        ),
    )

    override fun execute(call: ToolCall, spec: ToolSpec, env: HostEnv): Outcome = when (spec.name) {
        "post_note" -> post(call, env)
        else -> problem("TOOL_NOT_FOUND", "No tool of that name.")
    }

    private fun post(call: ToolCall, env: HostEnv): Outcome {
        val title = call.args.optString("title").trim()
        val text = call.args.optString("text").trim()
        if (title.isEmpty() || title.length > 80 || text.length > 400) return problem("INVALID_ARGS", "title (1-80) and text (0-400) are too long or empty.")
        val pkg = callerPackage(env, call.uid)
        val from = pkg?.let { appLabel(env.packageManager, it) } ?: "Your assistant"
        val id = env.store.addNote(call.uid, title)
        val snooze = PendingIntents.broadcast(env.context, id.toInt(), Intent(ReminderReceiver.ACTION_SNOOZE)
            .setPackage(env.context.packageName)
            .putExtra(ReminderReceiver.EXTRA_NOTE, id)
            .putExtra(ReminderReceiver.EXTRA_TITLE, title))
        ensureChannel(notifications)
        val note = Notification.Builder(env.context, CHANNEL)
            .setSmallIcon(android.R.drawable.ic_popup_reminder)
            .setContentTitle(title)
            .setContentText(text)
            .setSubText(from)
            .addAction(Notification.Action.Builder(null, "Snooze 10 min", snooze).build())
            .build()
        notifications.notify(NOTE_TAG, id.toInt(), note)
        return Outcome.Done(JSONObject().put("note_id", id))
    }

    private fun appLabel(pm: PackageManager, pkg: String): String? = try {
        pm.getApplicationLabel(pm.getApplicationInfo(pkg, 0)).toString()
    } catch (e: PackageManager.NameNotFoundException) {
        null
    }

    companion object : ToolModule.Factory {
        const val CHANNEL = "assistant_notes"
        const val NOTE_TAG = "note"
        override val moduleId = "notifications"
        override fun create(context: Context): ToolModule = NotificationModule(context.getSystemService(NotificationManager::class.java))

        fun ensureChannel(notifications: NotificationManager) {
            notifications.createNotificationChannel(NotificationChannel(CHANNEL, "Assistant notes", NotificationManager.IMPORTANCE_DEFAULT))
        }
    }
}
