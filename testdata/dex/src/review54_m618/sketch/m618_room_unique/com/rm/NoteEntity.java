package com.rm;

/** Room entity: notes(id, owner_uid, request_id UNIQUE via @Index(value = "request_id", unique = true), body). */
public final class NoteEntity {
    public long id;
    public int ownerUid;
    public String requestId;
    public String body;
}
