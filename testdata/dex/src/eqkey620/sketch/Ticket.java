package com.eq;

/**
 * A pending confirmation. It carries the UID it was issued to, but equals and hashCode look at the token alone,
 * so a lookup with new Ticket(token, anyUid) finds another caller's ticket.
 */
final class Ticket {
    final String token;
    final int uid;

    Ticket(String token, int uid) {
        this.token = token;
        this.uid = uid;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Ticket && ((Ticket) o).token.equals(token);
    }

    @Override
    public int hashCode() {
        return token.hashCode();
    }
}
