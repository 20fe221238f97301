package com.lumenhaus.cetp;

/** One check a caller of the tool providers must pass. */
public interface CallerRule {
    boolean accepts(int uid);
}
