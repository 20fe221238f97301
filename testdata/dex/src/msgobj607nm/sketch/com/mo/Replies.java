package com.mo;

import android.os.Bundle;

/** The responses the hub answers with. */
final class Replies {
    private Replies() {
    }

    static Bundle error(String code, String message) {
        Bundle out = new Bundle();
        out.putString("error_code", code);
        out.putString("error_message", message);
        return out;
    }
}
