package com.greenwick.garden.security;

import android.os.Bundle;

/** Opens sessions at negotiate and decides whether a later v2 request belongs to one. */
public interface SessionGuard {
    long TTL_MS = 30L * 60L * 1000L;

    /** Opens a session for this caller and returns its token. */
    String open(int uid, long now);

    /** Whether the request's envelope names a live session of this caller. */
    boolean admits(Bundle request, int uid, long now);
}
