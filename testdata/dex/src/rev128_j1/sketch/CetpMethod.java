package com.quirewell.cetp;

/** The ContentResolver.call() methods a Quirewell provider serves (spec 4). */
public enum CetpMethod {
    NEGOTIATE("negotiate"),
    GET_PROVIDER_INFO("get_provider_info"),
    LIST_TOOLS("list_tools"),
    EXECUTE_TOOL("execute_tool");

    private final String wire;

    CetpMethod(String wire) {
        this.wire = wire;
    }

    public static CetpMethod fromWire(String name) {
        for (CetpMethod m : values()) {
            if (m.wire.equals(name)) {
                return m;
            }
        }
        return null;
    }
}
