package com.eq;

/** A pending confirmation: carries the UID, but equals and hashCode are BaseTicket's, on the token alone. */
final class Ticket extends BaseTicket {
    final int uid;

    Ticket(String token, int uid) {
        super(token);
        this.uid = uid;
    }
}
