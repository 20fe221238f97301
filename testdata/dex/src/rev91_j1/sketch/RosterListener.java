package com.choirbook.roster;

/** Observers of roster edits. */
public interface RosterListener {
    void onChange(RosterChange change);
}
