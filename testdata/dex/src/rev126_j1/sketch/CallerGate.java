package com.lumenhaus.cetp;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** The rules a provider registers; a caller is admitted only when every rule accepts it. */
public final class CallerGate {
    private final List<CallerRule> mRules = new CopyOnWriteArrayList<CallerRule>();

    public void add(CallerRule rule) {
        mRules.add(rule);
    }

    public boolean admits(int uid) {
        if (mRules.isEmpty()) {
            return false;
        }
        for (CallerRule rule : mRules) {
            if (!rule.accepts(uid)) {
                return false;
            }
        }
        return true;
    }
}
