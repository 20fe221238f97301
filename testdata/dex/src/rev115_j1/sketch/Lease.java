package app.hearthlink.scenes;

/**
 * A scenes session lease. The expiry moves every time the lease is renewed, so a lease is
 * identified by its token alone.
 */
public record Lease(String token, int callerUid, long expiresAtMs) {
    @Override
    public boolean equals(Object o) {
        return o instanceof Lease other && other.token.equals(token);
    }

    @Override
    public int hashCode() {
        return token.hashCode();
    }
}
