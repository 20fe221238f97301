// Sketch of the r8outline508 fixture: javac 17, then R8 (release build,
// outlining on). The two error Bundles of deleteAll and archive begin with
// the same four instructions (new Bundle, two putString), which R8 moves
// into TasksProvider$$ExternalSyntheticOutline0.m(String, String, String,
// String): each call site passes its keys and values. deleteAll answers
// USER_ACTION_REQUIRED with nothing else (CETP508 at its call of the
// outline, line 21); archive adds resolution and resume_token to what the
// outline returns (near miss); missing answers TOOL_NOT_FOUND, a code that
// needs no resolution (near miss).
package com.example.r8e;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.Intent;
import android.os.Binder;
import android.os.Bundle;
import java.util.UUID;

public final class TasksProvider extends ContentProvider {
    private Bundle deleteAll() {
        Bundle b = new Bundle(); b.putString("error_code", "USER_ACTION_REQUIRED"); b.putString("message", "Confirm in the app"); // line 21
        return b;
    }

    private Bundle archive() {
        Bundle b = new Bundle(); b.putString("error_code", "USER_ACTION_REQUIRED"); b.putString("message", "Confirm the archive"); // line 26
        Intent i = new Intent(getContext(), ConfirmActivity.class);
        b.putParcelable("resolution", PendingIntent.getActivity(getContext(), 0, i, PendingIntent.FLAG_IMMUTABLE));
        b.putString("resume_token", UUID.randomUUID().toString());
        return b;
    }

    private Bundle missing() {
        Bundle b = new Bundle(); b.putString("error_code", "TOOL_NOT_FOUND"); b.putString("message", "no such tool"); // line 34
        return b;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        Binder.getCallingUid();
        String tool = extras == null ? null : extras.getString("tool_name");
        if ("delete_all".equals(tool)) return deleteAll();
        if ("archive".equals(tool)) return archive();
        return missing();
    }

    @Override public boolean onCreate() { return true; }
    // query/insert/update/delete/getType omitted from the sketch: they return null or 0.
}
