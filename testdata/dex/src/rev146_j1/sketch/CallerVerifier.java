package com.greenwick.garden.security;

/** Whether every package of a caller is signed by the assistant Greenwick serves. */
public interface CallerVerifier {
    boolean trusted(Caller caller);
}
