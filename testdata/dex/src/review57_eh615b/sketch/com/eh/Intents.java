package com.eh;

import android.content.ComponentName;
import android.content.Intent;

final class Intents {
    private Intents() {
    }

    static Intent to(String pkg, String cls) {
        return new Intent("com.eh.CONFIRM").setComponent(new ComponentName(pkg, cls));
    }
}
