package com.tb;

/** Makes the resume token of one tool. */
public interface Minter {
    String mint();
}
