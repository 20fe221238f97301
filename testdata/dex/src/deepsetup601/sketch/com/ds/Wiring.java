package com.ds;

import android.content.Context;

final class Wiring {
    private final Modules modules;

    Wiring(Context context) {
        modules = new Modules(context);
    }

    Modules modules() {
        return modules;
    }
}
