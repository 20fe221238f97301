package net.switchyard.hub

import org.json.JSONArray

/** Reminders (alarms), notes posted as notifications, and contact lookup; ported from the hub's v1 bridge. */
class ReminderToolProvider : ToolHost() {
    override val providerId = "net.switchyard.hub.reminders"
    override val description = "Reminders, notes in the notification shade and contact lookup."
    override val revision = "reminders-5"
    override val scopes: JSONArray = JSONArray()
        .put(scope("reminders.read", "read", "personal", "See your reminders"))
        .put(scope("reminders.write", "write", "personal", "Set and cancel reminders"))
        .put(scope("notes.write", "write", "personal", "Post notes as notifications"))
        .put(scope("contacts.read", "read", "personal", "Look up contacts"))
    override val moduleIds = listOf("alarms", "notifications", "contacts")
    override val verifier = CallerVerifier.packageSignatures()
    override val sessions = SessionPolicy.newestOfCaller()
}
