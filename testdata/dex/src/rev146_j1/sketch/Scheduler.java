package com.greenwick.garden.reminders;

/** Reminders about a subject ("plant:p12", "task:t7"), each owned by the UID that asked for it. */
public interface Scheduler {
    void schedule(int ownerUid, String subject, long atMs);

    /** Cancels the calling app's reminders about the subject and returns how many there were. */
    int cancel(String subject);
}
