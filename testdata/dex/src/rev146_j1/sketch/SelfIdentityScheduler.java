package com.greenwick.garden.reminders;

import android.os.Binder;

/**
 * JobScheduler attributes jobs to the calling UID, which inside a provider call is the Consumer's: this proxy runs
 * the wrapped scheduler under Greenwick's own identity.
 */
public final class SelfIdentityScheduler implements Scheduler {
    private final Scheduler inner;

    public SelfIdentityScheduler(Scheduler inner) {
        this.inner = inner;
    }

    @Override
    public void schedule(int ownerUid, String subject, long atMs) {
        long identity = Binder.clearCallingIdentity();
        try {
            inner.schedule(ownerUid, subject, atMs);
        } finally {
            Binder.restoreCallingIdentity(identity);
        }
    }

    @Override
    public int cancel(String subject) {
        long identity = Binder.clearCallingIdentity();
        try {
            return inner.cancel(subject);
        } finally {
            Binder.restoreCallingIdentity(identity);
        }
    }
}
