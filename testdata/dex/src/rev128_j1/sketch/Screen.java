package com.quirewell.cetp;

/** The confirmation screens a resolution can open; Confirmations maps each to its Activity. */
public enum Screen {
    SHARE_NOTE,
    PURGE_NOTEBOOK,
    RENAME_FILE,
    SHRED_FILE
}
