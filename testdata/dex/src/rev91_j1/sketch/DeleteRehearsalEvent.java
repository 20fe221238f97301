package com.choirbook.events;

/** Posted when a rehearsal is cancelled; RehearsalStore.onDelete removes the row. */
public final class DeleteRehearsalEvent {
    public final long id;

    public DeleteRehearsalEvent(long id) {
        this.id = id;
    }
}
