package com.tallyworks.stockroom.cetp;

/** A business refusal with its §5 error code; the message shown to the Consumer is Envelopes' fixed text. */
public final class ToolFailure extends Exception {
    public final String code;

    public ToolFailure(String code, String detail) {
        super(detail);
        this.code = code;
    }
}
