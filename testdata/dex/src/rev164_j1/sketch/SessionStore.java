package com.tidepool.reef.cetp;

import android.os.Bundle;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/** Negotiated sessions. In memory: the spec lets a session end with the provider process. */
public final class SessionStore {
    public static final long TTL_MS = 60L * 60L * 1000L;

    public static final class Session {
        public final String token;
        public final int uid;
        public final String callerPackage;
        public final long expiresAt;

        Session(String token, int uid, String callerPackage, long expiresAt) {
            this.token = token;
            this.uid = uid;
            this.callerPackage = callerPackage;
            this.expiresAt = expiresAt;
        }
    }

    private final Map<String, Session> byToken = new HashMap<String, Session>();

    public synchronized Session issue(int uid, String callerPackage) {
        prune();
        Session s = new Session(Crypto.mint(), uid, callerPackage, System.currentTimeMillis() + TTL_MS);
        byToken.put(s.token, s);
        return s;
    }

    /** The session the request names, if it is live and was negotiated by the same UID. */
    public synchronized Session require(Bundle extras, int uid) {
        String token = extras.getString("session_token");
        if (token == null) {
            return null;
        }
        Session s = byToken.get(token);
        if (s == null || s.uid != uid || s.expiresAt <= System.currentTimeMillis()) {
            return null;
        }
        return s;
    }

    /** The newest live session a UID negotiated. */
    public synchronized Session newestFor(int uid) {
        long now = System.currentTimeMillis();
        List<Session> mine = new ArrayList<Session>();
        for (Session s : byToken.values()) {
            if (s.uid == uid && s.expiresAt > now) {
                mine.add(s);
            }
        }
        if (mine.isEmpty()) {
            return null;
        }
        return Collections.max(mine, new Comparator<Session>() {
            @Override
            public int compare(Session a, Session b) {
                return Long.compare(a.expiresAt, b.expiresAt);
            }
        });
    }

    private void prune() {
        long now = System.currentTimeMillis();
        Iterator<Session> it = byToken.values().iterator();
        while (it.hasNext()) {
            if (it.next().expiresAt <= now) {
                it.remove();
            }
        }
    }
}
