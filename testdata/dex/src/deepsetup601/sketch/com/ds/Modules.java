package com.ds;

import android.content.Context;

final class Modules {
    private final ToolBox box;

    Modules(Context context) {
        box = new ToolBox(context);
    }

    ToolBox box() {
        return box;
    }
}
