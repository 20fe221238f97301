package com.ae.tools;

/** The protocol's effect names, as the app's descriptors spell them. */
public enum Effect {
    READ, CREATE, UPDATE, DELETE
}
