package com.quirewell.notes;

import com.quirewell.cetp.QuireToolProvider;
import com.quirewell.cetp.ToolRegistry;
import com.quirewell.data.Grants;
import java.lang.reflect.InvocationHandler;

/** Authority com.quirewell.notes: search, create, export and purge notes. */
public final class NotesToolProvider extends QuireToolProvider {
    public NotesToolProvider() {
        super("notes", "com.quirewell.notes.NotesCatalog", "ticket");
    }

    @Override
    protected InvocationHandler guard(ToolRegistry.Entry entry) {
        return new NotesGuard(entry, new Grants(database()));
    }
}
