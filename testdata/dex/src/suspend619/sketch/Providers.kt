package com.sp

import android.content.ContentValues
import android.os.Bundle

/** Writes the note after a suspension point and reads the deadline only after the write: CETP619. */
class NotesProvider : Endpoint() {
    override suspend fun execute(tool: String, extras: Bundle): Bundle {
        val who = owner(extras)
        val row = ContentValues()
        row.put("owner", who)
        row.put("text", extras.getString("text"))
        db.insert("notes", null, row)
        if (expired(extras)) return fail("DEADLINE_EXCEEDED")
        return Bundle().apply { putString("status", "ok") }
    }
}

/**
 * The deadline is read first, then the same suspension point and the write: silent. The write runs after the
 * coroutine resumes (state 1 of the state machine), but only on a path that read the deadline in state 0.
 */
class TasksProvider : Endpoint() {
    override suspend fun execute(tool: String, extras: Bundle): Bundle {
        if (expired(extras)) return fail("DEADLINE_EXCEEDED")
        val who = owner(extras)
        val row = ContentValues()
        row.put("owner", who)
        row.put("title", extras.getString("title"))
        db.insert("tasks", null, row)
        return Bundle().apply { putString("status", "ok") }
    }
}
