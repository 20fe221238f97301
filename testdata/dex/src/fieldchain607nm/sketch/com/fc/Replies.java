package com.fc;

import android.os.Bundle;

/** Writes a Fault out through an ErrorSpec, as a DSL block would. */
final class Replies {
    private Replies() {
    }

    static Bundle failed(Fault fault) {
        ErrorSpec spec = new ErrorSpec();
        describe(spec, fault);
        Bundle out = new Bundle();
        out.putString("error_code", spec.code());
        out.putString("error_message", spec.message());
        return out;
    }

    private static void describe(ErrorSpec spec, Fault fault) {
        spec.setCode(fault.code);
        spec.setMessage(fault.text);
    }
}
