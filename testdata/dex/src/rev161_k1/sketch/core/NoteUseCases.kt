package com.marginalia.notes.core

import org.json.JSONObject

/** Finds notes by title; remembers how many hits recent searches had, for the suggestions list. */
class SearchNotes(private val repo: NoteRepo, private val order: Ordering) {
    private val recent = LinkedHashMap<String, Int>()

    operator fun invoke(text: String, sort: String = ""): List<JSONObject> {
        val found = repo.search(text, order(sort))
        synchronized(recent) {
            recent[text] = found.size
            if (recent.size > 20) recent.remove(recent.keys.first())
        }
        return found
    }
}

/** Saves a new note; null when [deadlineAtMs] passed before anything was written. */
class CreateNote(private val repo: NoteRepo) {
    operator fun invoke(title: String, body: String, notebook: String, deadlineAtMs: Long = Long.MAX_VALUE): Long? {
        if (System.currentTimeMillis() >= deadlineAtMs) return null
        return repo.insert(title, body, notebook)
    }
}

/** Deletes a note and its attachments once the user has approved it. */
class DeleteNote(private val repo: NoteRepo) {
    operator fun invoke(id: Long, approved: Boolean): Boolean {
        if (!approved) return false
        return repo.delete(id) > 0
    }
}

/** Deletes every trashed note for good; null when nobody has confirmed it yet. */
class EmptyTrash(private val repo: NoteRepo) {
    operator fun invoke(approved: Boolean, preConfirmed: Boolean = false): Int? {
        if (!approved && !preConfirmed) return null
        return repo.purgeTrash()
    }
}
