package net.switchyard.hub

import android.app.AlarmManager
import android.app.PendingIntent
import android.content.Context
import android.content.Intent
import org.json.JSONArray
import org.json.JSONObject

/** Reminders: rows in the hub's database, each armed as an exact alarm that ReminderReceiver turns into a notification. */
class AlarmModule(private val alarms: AlarmManager) : ToolModule {
    override val tools = listOf(
        ToolSpec(
            name = "list_reminders", title = "List reminders",
            description = "Lists this assistant's reminders, the next one first.",
            effect = "read", risk = "low", confirmation = "never",
            scopes = listOf("reminders.read"),
            input = schema(), output = schema("reminders" to "array", required = listOf("reminders")),
        ),
        ToolSpec(
            name = "schedule_reminder", title = "Set a reminder",
            description = "Sets a reminder that rings at due_at_ms (Unix epoch milliseconds).",
            effect = "create", risk = "low", confirmation = "never",
            scopes = listOf("reminders.write"),
            input = schema("title" to "string", "due_at_ms" to "integer", required = listOf("title", "due_at_ms")),
            output = schema("reminder_id" to "integer", "title" to "string", "due_at_ms" to "integer", "armed" to "boolean",
                required = listOf("reminder_id")),
        ),
        ToolSpec(
            name = "cancel_reminders", title = "Cancel reminders",
            description = "Cancels this assistant's reminders due before before_ms; dry_run only counts them.",
            effect = "delete", risk = "moderate", confirmation = "always",
            scopes = listOf("reminders.write"),
            input = schema("before_ms" to "integer", "dry_run" to "boolean", required = listOf("before_ms")),
            output = schema("cancelled" to "integer", "matching" to "integer", required = listOf("cancelled", "matching")),
            destructive = true,
        ),
    )

    /** A dry run changes nothing, so it is answered without the confirmation screen. */
    override fun skipsConfirmation(call: ToolCall, spec: ToolSpec): Boolean =
        spec.name == "cancel_reminders" && call.args.optBoolean("dry_run", false)

    override fun summary(call: ToolCall, spec: ToolSpec): String =
        if (spec.name == "cancel_reminders") "Cancel your reminders due before ${call.args.optLong("before_ms", 0L)}" else spec.title

    override fun execute(call: ToolCall, spec: ToolSpec, env: HostEnv): Outcome = when (spec.name) {
        "list_reminders" -> list(call, env)
        "schedule_reminder" -> schedule(call, env)
        "cancel_reminders" -> cancel(call, env)
        else -> problem("TOOL_NOT_FOUND", "No tool of that name.")
    }

    private fun list(call: ToolCall, env: HostEnv): Outcome {
        val now = System.currentTimeMillis()
        val found = JSONArray()
        for (reminder in env.store.remindersOf(call.uid)) {
            // an alarm the platform dropped (a reboot, a force stop) is armed again on the way
            if (reminder.dueAt > now && !isArmed(env.context, reminder)) arm(env, reminder)
            found.put(reminder.toJson())
        }
        return Outcome.Done(JSONObject().put("reminders", found))
    }

    private fun schedule(call: ToolCall, env: HostEnv): Outcome {
        val title = call.args.optString("title").trim()
        val dueAt = call.args.optLong("due_at_ms", 0L)
        if (title.isEmpty() || title.length > 200) return problem("INVALID_ARGS", "title must hold 1 to 200 characters.")
        if (dueAt <= System.currentTimeMillis()) return problem("INVALID_ARGS", "due_at_ms must be in the future.")
        val reminder = asProvider {
            val owner = call.uid
            if (env.store.activeReminders(owner) >= MAX_REMINDERS) {
                null
            } else {
                env.store.addReminder(owner, title, dueAt).also { arm(env, it) }
            }
        } ?: return problem("CONFLICT", "This assistant already has 50 reminders.")
        return Outcome.Done(reminder.toJson())
    }

    private fun cancel(call: ToolCall, env: HostEnv): Outcome {
        val before = call.args.optLong("before_ms", 0L)
        val due = env.store.remindersOf(call.uid).filter { it.dueAt < before }
        if (call.args.optBoolean("dry_run", false)) {
            return Outcome.Done(JSONObject().put("cancelled", 0).put("matching", due.size))
        }
        var cancelled = 0
        for (reminder in due) {
            alarms.cancel(alarmIntent(env.context, reminder.id, reminder.title))
            cancelled += env.store.deleteReminder(reminder.id, call.uid)
        }
        return Outcome.Done(JSONObject().put("cancelled", cancelled).put("matching", due.size))
    }

    /** Arms the reminder's exact alarm and records when. */
    private fun arm(env: HostEnv, reminder: Reminder) {
        alarms.setExactAndAllowWhileIdle(AlarmManager.RTC_WAKEUP, reminder.dueAt, alarmIntent(env.context, reminder.id, reminder.title))
        env.store.markArmed(reminder.id, System.currentTimeMillis())
    }

    private fun isArmed(context: Context, reminder: Reminder): Boolean {
        val probe = Intent(context, ReminderReceiver::class.java).setAction(ReminderReceiver.ACTION_FIRE)
        return PendingIntent.getBroadcast(context, reminder.id.toInt(), probe, PendingIntent.FLAG_NO_CREATE or PendingIntent.FLAG_IMMUTABLE) != null
    }

    companion object : ToolModule.Factory {
        private const val MAX_REMINDERS = 50
        override val moduleId = "alarms"
        override fun create(context: Context): ToolModule = AlarmModule(context.getSystemService(AlarmManager::class.java))

        /** The alarm of one reminder: ReminderReceiver by class, through the hub's broadcast helper. */
        fun alarmIntent(context: Context, id: Long, title: String): PendingIntent {
            val fire = Intent(context, ReminderReceiver::class.java)
                .setAction(ReminderReceiver.ACTION_FIRE)
                .putExtra(ReminderReceiver.EXTRA_ID, id)
                .putExtra(ReminderReceiver.EXTRA_TITLE, title)
            return PendingIntents.broadcast(context, id.toInt(), fire)
        }
    }
}
