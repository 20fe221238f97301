package com.ah;

import android.util.Log;

/** Notes tools. Its authorize hook logs the tool and allows every call (CETP617). */
public final class NotesProvider extends ToolDesk {
    @Override
    protected boolean authorize(String callerPackage, String tool) {
        Log.i("notes", "running " + tool);
        return true;
    }

    @Override
    protected String run(DeskCall call) {
        return "deleted all notes";
    }
}
