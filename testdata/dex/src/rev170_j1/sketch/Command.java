package com.relaykit.home.core;

import org.json.JSONObject;

/** One tool call as an object: run it, describe it for the confirmation screen, and undo it where possible. */
public interface Command {
    JSONObject execute() throws Exception;

    void undo() throws Exception;

    String describe();

    boolean reversible();

    /** The body of a read-only command. */
    interface Query {
        JSONObject run() throws Exception;
    }

    /** A command that only reads. */
    static Command readOnly(String description, Query body) {
        return new Command() {
            @Override
            public JSONObject execute() throws Exception {
                return body.run();
            }

            @Override
            public void undo() {
                // nothing was changed
            }

            @Override
            public String describe() {
                return description;
            }

            @Override
            public boolean reversible() {
                return false;
            }
        };
    }
}
