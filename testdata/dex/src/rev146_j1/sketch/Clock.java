package com.greenwick.garden.cetp;

/** Wall-clock time in epoch milliseconds, injected so that guards, stores and reminders can be tested. */
public interface Clock {
    Clock SYSTEM = System::currentTimeMillis;

    long now();
}
