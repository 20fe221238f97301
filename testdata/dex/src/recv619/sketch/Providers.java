// The "// line N" comments give the line numbers the smali's .line
// directives carry (the sketch is shorter than the source they stand for).
// Sketch of the recv619 fixture (javac + D8 shapes, written as smali by
// hand): two providers serve execute_tool themselves through one
// ToolAction interface; each makes the action object just before the call.
package com.example.r619;

interface ToolAction {
    android.os.Bundle run(android.content.Context ctx, android.os.Bundle args);
}

// Writes preferences: a side effect.
final class SaveNote implements ToolAction {
    @Override public android.os.Bundle run(android.content.Context ctx, android.os.Bundle args) {
        ctx.getSharedPreferences("notes", 0).edit()
                .putString("note", args.getString("text")).apply();      // line 14
        return new android.os.Bundle();                                   // line 15
    }
}

// Only reads.
final class ReadNote implements ToolAction {
    @Override public android.os.Bundle run(android.content.Context ctx, android.os.Bundle args) {
        android.os.Bundle b = new android.os.Bundle();                    // line 22
        b.putString("note", ctx.getSharedPreferences("notes", 0).getString("note", ""));  // line 23
        return b;                                                         // line 24
    }
}

// Near miss: the action made here only reads; SaveNote's run never runs
// at this call, though the app makes SaveNote objects elsewhere.
public class ReadProvider extends android.content.ContentProvider {
    @Override public boolean onCreate() { return true; }
    @Override public android.os.Bundle call(String method, String arg, android.os.Bundle extras) {
        if ("execute_tool".equals(method)) {                              // line 32
            ToolAction action = new ReadNote();                           // line 33
            return action.run(getContext(), extras);                      // line 34
        }
        return null;                                                      // line 36
    }
}

// True positive CETP619: serves execute_tool itself and writes
// preferences through SaveNote without reading deadline_at_ms.
public class WriteProvider extends android.content.ContentProvider {
    @Override public boolean onCreate() { return true; }
    @Override public android.os.Bundle call(String method, String arg, android.os.Bundle extras) {
        if ("execute_tool".equals(method)) {                              // line 44
            ToolAction action = new SaveNote();                           // line 45
            return action.run(getContext(), extras);                      // line 46
        }
        return null;                                                      // line 48
    }
}
