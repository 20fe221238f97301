package com.cs;

import android.content.ComponentName;

/** What a tool call answers: an error code and, when the user must act, the screen to open. */
final class Outcome {
    final String code;
    final ComponentName screen;
    final String token;

    Outcome(String code, ComponentName screen, String token) {
        this.code = code;
        this.screen = screen;
        this.token = token;
    }
}
