package com.scanbox.cetp;

/** The effect a tool declares in its annotations. */
public enum Effect {
    READ,
    CREATE,
    UPDATE,
    DELETE
}
