package com.lumenframe.studio.cetp;

/**
 * A protocol-level refusal: carries the §5 error code only. The text the Consumer sees comes from
 * {@link Replies#messageFor(String)}, never from whatever threw.
 */
public final class CetpException extends Exception {
    public final String code;

    public CetpException(String code) {
        super(code);
        this.code = code;
    }
}
