package com.choirbook.events;

/** Posted by mark_present with the caller's UID read in call(); RehearsalStore.onMarkPresent records it. */
public final class MarkPresentEvent {
    public final String singer;
    public final int markedBy;

    public MarkPresentEvent(String singer, int markedBy) {
        this.singer = singer;
        this.markedBy = markedBy;
    }
}
