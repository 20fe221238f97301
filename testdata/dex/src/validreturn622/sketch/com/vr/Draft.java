package com.vr;

/** A draft kept under drafts/<folder>/draft.txt. */
final class Draft {
    final String folder;
    final String text;

    Draft(String folder, String text) {
        this.folder = folder;
        this.text = text;
    }
}
