package com.hearthlist.cetp;

/** The effect a tool has, as CETP's annotations name it. */
public enum ToolKind {
    READ("read"),
    CREATE("create"),
    UPDATE("update"),
    DELETE("delete");

    private final String wire;

    ToolKind(String wire) {
        this.wire = wire;
    }

    public String wire() {
        return wire;
    }
}
