package com.fc;

/** A failure as the Consumer will see it. */
final class Fault {
    final String code;
    final String text;

    Fault(String code, String text) {
        this.code = code;
        this.text = text;
    }
}
