package com.inkwell.notes;

import com.inkwell.core.ToolCall;

/** Moving notes to the trash; every call goes through the NotesAudit proxy. */
public interface NoteTrash {
    int moveToTrash(ToolCall call, long noteId);
}
