package a;

import java.util.List;

/** A negotiated session: provider, UID, capabilities, expiry. */
public final class d {
    final String a;
    final int b;
    final List<String> c;
    final long d;

    d(String providerId, int uid, List<String> capabilities, long expiresAt) {
        this.a = providerId;
        this.b = uid;
        this.c = capabilities;
        this.d = expiresAt;
    }

    public boolean a(String capability) {
        return c.contains(capability);
    }
}
