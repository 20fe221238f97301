package com.choirbook.roster;

/** One roster edit, handed to every RosterListener. */
public final class RosterChange {
    public final String singerId;
    public final String name;

    public RosterChange(String singerId, String name) {
        this.singerId = singerId;
        this.name = name;
    }
}
