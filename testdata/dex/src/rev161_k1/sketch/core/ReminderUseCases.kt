package com.marginalia.notes.core

import org.json.JSONObject

/** The sort keys a reminder listing accepts; anything else sorts by due time. */
object ReminderSort {
    fun column(key: String): String = when (key) {
        "title" -> "title COLLATE NOCASE"
        "created" -> "created_at DESC"
        else -> "due_at"
    }
}

/** The reminders due by now; an assistant that has read them out has delivered them, so the phone stays quiet. */
class DueReminders(private val repo: ReminderRepo, private val order: Ordering) {
    operator fun invoke(now: Long, sort: String = ""): List<JSONObject> {
        val due = repo.due(now, order(sort))
        repo.markDelivered(due.map { it.getLong("reminder_id") })
        return due
    }
}

/** Moves a reminder [minutes] later; null when [deadlineAtMs] passed first. */
class SnoozeReminder(private val repo: ReminderRepo) {
    operator fun invoke(id: Long, minutes: Int, deadlineAtMs: Long = Long.MAX_VALUE): Boolean? {
        val now = System.currentTimeMillis()
        if (now >= deadlineAtMs) return null
        return repo.snooze(id, now + minutes * 60_000L) > 0
    }
}

/** Removes every reminder of a note once the user has approved it; null otherwise. */
class ClearReminders(private val repo: ReminderRepo) {
    operator fun invoke(noteId: Long, approved: Boolean): Int? {
        if (!approved) return null
        return repo.clear(noteId)
    }
}
