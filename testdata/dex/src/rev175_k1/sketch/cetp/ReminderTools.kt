package app.kestrel.notes.cetp

import android.os.Bundle
import app.kestrel.notes.data.ReminderStore
import org.json.JSONObject

const val REMINDERS_ID = "app.kestrel.notes.reminders"

val REMINDERS_INFO = ProviderInfo(
    REMINDERS_ID, "Kestrel Reminders", "Reminders kept in Kestrel, with backups to the app's storage.",
    listOf(
        ScopeInfo("reminders.read", "Read reminders", "Read open reminders and their due times", "read", "personal"),
        ScopeInfo("reminders.write", "Change reminders", "Add, snooze and clear reminders", "write", "personal"),
        ScopeInfo("reminders.backup", "Back up reminders", "Write a backup file of all reminders", "write", "personal"),
    ),
)

private const val ID_OUT = "{\"type\":\"object\",\"properties\":{\"id\":{\"type\":\"string\"}},\"required\":[\"id\"]}"
private const val COUNT_OUT = "{\"type\":\"object\",\"properties\":{\"count\":{\"type\":\"integer\"}},\"required\":[\"count\"]}"
private const val BACKUP_OUT =
    "{\"type\":\"object\",\"properties\":{\"file\":{\"type\":\"string\"},\"count\":{\"type\":\"integer\"}},\"required\":[\"file\",\"count\"]}"

class NewReminder(val text: String, val dueAt: Long, val linkPackage: String?)

class AddReminderTool(private val store: ReminderStore) : BaseTool<NewReminder, Long>(
    ToolDescriptor(
        ToolName("add_reminder"), "Add reminder", "Adds a reminder due at the given time; link_package names an app to open when it fires.",
        objectSchema(listOf("text", "due_at"), "text" to STR, "due_at" to COUNT, "link_package" to STR), ID_OUT,
        listOf("reminders.write"), Annotations("create", "moderate", "provider_policy"),
    ),
) {
    override fun parse(args: Bundle): NewReminder {
        val text = args.require<String>("text").trim()
        if (text.isEmpty() || text.length > 500) throw MissingArgument("text")
        val due = args.require<Long>("due_at")
        val link = args.optional<String>("link_package")
        if (link != null && !PACKAGE_NAME.matches(link)) throw MissingArgument("link_package")
        return NewReminder(text, due, link)
    }

    override fun run(input: NewReminder): Long = store.add(input.text, input.dueAt, input.linkPackage)

    override fun encode(result: Long): JSONObject = JSONObject().put("id", result.toString())

    private companion object {
        val PACKAGE_NAME = Regex("^[a-zA-Z][a-zA-Z0-9_]*(\\.[a-zA-Z][a-zA-Z0-9_]*)+$")
    }
}

class ClearRemindersTool(private val store: ReminderStore) : BaseTool<Unit, Int>(
    ToolDescriptor(
        ToolName("clear_reminders"), "Clear finished reminders", "Permanently deletes every reminder marked done.",
        objectSchema(emptyList()), COUNT_OUT, listOf("reminders.write"),
        Annotations("delete", "high", "always", destructive = true, idempotent = true),
    ),
) {
    override fun parse(args: Bundle) {
        val extra = args.keySet().firstOrNull()
        if (extra != null) throw MissingArgument(extra)
    }

    override fun run(input: Unit): Int = store.clearDone()

    override fun encode(result: Int): JSONObject = JSONObject().put("count", result)
}

class BackupArgs(val includeDone: Boolean)

val LIST_REMINDERS = ToolDescriptor(
    ToolName("list_reminders"), "List reminders", "Lists open reminders, soonest first.",
    objectSchema(emptyList(), "limit" to COUNT),
    "{\"type\":\"object\",\"properties\":{\"reminders\":{\"type\":\"string\"}},\"required\":[\"reminders\"]}",
    listOf("reminders.read"), Annotations("read", "low", "never", idempotent = true),
)

val SNOOZE_REMINDER = ToolDescriptor(
    ToolName("snooze_reminder"), "Snooze reminder", "Moves one open reminder later by the given minutes.",
    objectSchema(listOf("id", "minutes"), "id" to ID, "minutes" to COUNT), COUNT_OUT, listOf("reminders.write"),
    Annotations("update", "low", "never"),
)

val BACKUP_SYNC = backupDescriptor("sync")
val BACKUP_ASYNC = backupDescriptor("sync_or_async")

private fun backupDescriptor(execution: String) = ToolDescriptor(
    ToolName("backup_reminders"), "Back up reminders", "Writes all reminders to a backup file in Kestrel's storage.",
    objectSchema(emptyList(), "include_done" to "{\"type\":\"boolean\"}"), BACKUP_OUT, listOf("reminders.backup"),
    Annotations("create", "low", "never", execution = execution),
)
