package com.tallowbrook.salon.core;

/** Where operation ids come from. */
public interface IdSource {
    String next();

    default String operationId() {
        return "op_" + next();
    }
}
