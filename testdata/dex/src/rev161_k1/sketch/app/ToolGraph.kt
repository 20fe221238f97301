package com.marginalia.notes.tools

import android.content.Context
import android.os.ParcelFileDescriptor
import android.os.Process
import com.marginalia.notes.core.ClearReminders
import com.marginalia.notes.core.CreateNote
import com.marginalia.notes.core.DeleteNote
import com.marginalia.notes.core.DueReminders
import com.marginalia.notes.core.EmptyTrash
import com.marginalia.notes.core.NoteRepo
import com.marginalia.notes.core.NotesDb
import com.marginalia.notes.core.ReminderRepo
import com.marginalia.notes.core.ReminderSort
import com.marginalia.notes.core.SearchNotes
import com.marginalia.notes.core.SnoozeReminder
import org.json.JSONObject
import java.io.File
import java.io.FileNotFoundException

/** The hand-written object graph both providers share: database, repositories, use cases, the caller gate. */
class ToolGraph private constructor(private val context: Context) {
    private val db = NotesDb(context)
    private val notes = NoteRepo(db)
    private val reminders = ReminderRepo(db)
    val gate = CallerGate(context.packageManager, context.getSharedPreferences("grants", Context.MODE_PRIVATE))

    init {
        ReplayStore.attach(db)
    }

    fun searchNotes(): SearchNotes = SearchNotes(notes) { sort -> sort.ifBlank { "updated_at DESC" } }
    fun createNote(): CreateNote = CreateNote(notes)
    fun deleteNote(): DeleteNote = DeleteNote(notes)
    fun emptyTrash(): EmptyTrash = EmptyTrash(notes)
    fun dueReminders(): DueReminders = DueReminders(reminders) { sort -> ReminderSort.column(sort) }
    fun snoozeReminder(): SnoozeReminder = SnoozeReminder(reminders)
    fun clearReminders(): ClearReminders = ClearReminders(reminders)

    fun note(id: Long): JSONObject? = notes.note(id)
    fun reminder(id: Long): JSONObject? = reminders.reminder(id)
    fun trashedCount(): Int = notes.trashedCount()

    /** Opens attachment [id] read-only for [uid]; the app's own share sheet calls it without one. */
    internal fun openAttachment(id: Long, scope: String, uid: Int = Process.myUid()): ParcelFileDescriptor {
        if (!gate.mayReadAttachments(uid, scope)) throw SecurityException("Not allowed to read attachments.")
        val name = notes.attachmentFile(id) ?: throw FileNotFoundException("No attachment " + id)
        return ParcelFileDescriptor.open(File(File(context.filesDir, "attachments"), name), ParcelFileDescriptor.MODE_READ_ONLY)
    }

    companion object {
        @Volatile private var instance: ToolGraph? = null

        @JvmStatic
        fun of(context: Context): ToolGraph = instance ?: synchronized(this) {
            instance ?: ToolGraph(context.applicationContext).also { instance = it }
        }
    }
}
