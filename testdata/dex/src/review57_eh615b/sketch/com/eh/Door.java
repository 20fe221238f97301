package com.eh;

import android.content.ComponentName;
import android.content.Intent;

/** Bodies with literal components, as in enumbody615; the wrapper reaches intent() through a private helper. */
public enum Door {
    FRONT {
        @Override
        Intent intent() {
            return new Intent("com.eh.DOOR").setComponent(new ComponentName("com.eh", "com.eh.ConfirmActivity"));
        }
    },
    GARAGE {
        @Override
        Intent intent() {
            return new Intent("com.eh.DOOR").setComponent(new ComponentName("com.garagehub.app", "com.garagehub.app.OpenActivity"));
        }
    };

    abstract Intent intent();
}
