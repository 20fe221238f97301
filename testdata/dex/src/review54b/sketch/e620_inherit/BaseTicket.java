package com.eq;

/** A token key: equals compares the token alone. */
class BaseTicket {
    final String token;

    BaseTicket(String token) {
        this.token = token;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof BaseTicket && ((BaseTicket) o).token.equals(token);
    }

    @Override
    public int hashCode() {
        return token.hashCode();
    }
}
