package com.rm;

public interface NoteDao {
    long insert(NoteEntity note);
}
