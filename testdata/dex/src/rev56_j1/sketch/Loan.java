package com.drillshare.lending;

import java.util.Objects;

/** A loan of one tool; written the way the team writes records on Java 11. */
public final class Loan {
    private final String toolId;
    private final int borrowerUid;
    private final String borrowerPackage;

    public Loan(String toolId, int borrowerUid, String borrowerPackage) {
        this.toolId = Objects.requireNonNull(toolId, "toolId");
        this.borrowerUid = borrowerUid;
        this.borrowerPackage = borrowerPackage;
    }

    public String toolId() {
        return toolId;
    }

    public int borrowerUid() {
        return borrowerUid;
    }

    public String borrowerPackage() {
        return borrowerPackage;
    }
}
