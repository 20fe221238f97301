package com.drillshare.core;

import android.os.Binder;
import java.util.Objects;

/** The caller of the current call(), kept per thread by ToolProviderBase. */
public interface CallerScope {
    ThreadLocal<Integer> CURRENT = new ThreadLocal<>();

    static int callerUid() {
        return Objects.requireNonNullElse(CURRENT.get(), Binder.getCallingUid());
    }

    default boolean sameCaller(Integer owner) {
        return owner != null && owner == callerUid();
    }
}
