package com.fs;

/** What the agent claimed, kept for the household's log. */
final class Audit {
    private Audit() {}

    static void record(Params.ClearWeek claimed) {
        android.util.Log.i("Audit", claimed.week + " claimed confirmed=" + claimed.confirmed);
    }
}
