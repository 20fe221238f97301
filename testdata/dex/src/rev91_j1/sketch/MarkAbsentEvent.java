package com.choirbook.events;

/** Posted by mark_absent; RehearsalStore.onMarkAbsent records the absence. */
public final class MarkAbsentEvent {
    public final String singer;

    public MarkAbsentEvent(String singer) {
        this.singer = singer;
    }
}
