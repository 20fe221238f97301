package com.wrenfield.notes.notes;

import android.content.Context;
import android.content.pm.PackageManager;
import android.os.Binder;
import com.wrenfield.notes.BuildConfig;
import com.wrenfield.notes.core.Caller;
import com.wrenfield.notes.core.Clock;
import com.wrenfield.notes.core.DedupStore;
import com.wrenfield.notes.core.IdSource;
import com.wrenfield.notes.core.Runner;
import com.wrenfield.notes.core.WrenfieldDb;
import com.wrenfield.notes.di.Container;
import com.wrenfield.notes.di.Module;
import com.wrenfield.notes.tool.LoggingDecorator;
import com.wrenfield.notes.tool.TimingDecorator;
import com.wrenfield.notes.tool.Tool;
import com.wrenfield.notes.tool.ToolHost;

/** The notes provider's bindings. */
public final class NotesModule implements Module {
    static final String PROVIDER_ID = "com.wrenfield.notes";
    private static final String TAG = "WrenfieldNotesTools";
    private static final String SCOPES = "[{\"name\":\"notes.read\",\"title\":\"Read notes\",\"description\":"
            + "\"Search and read the user's notes\",\"access\":\"read\",\"sensitivity\":\"personal\"},"
            + "{\"name\":\"notes.write\",\"title\":\"Change notes\",\"description\":\"Create and delete notes\","
            + "\"access\":\"write\",\"sensitivity\":\"personal\"}]";

    private final Context context;

    public NotesModule(Context context) {
        this.context = context;
    }

    @Override
    public void configure(Container c) {
        c.singleton(Clock.class, Clock.Wall::new);
        if (BuildConfig.DEBUG) {
            // debug builds: ordered, readable ids, so a session and its confirmations line up in logcat
            c.singleton(IdSource.class, () -> new IdSource.Sequential(c.get(Clock.class)));
        } else {
            c.singleton(IdSource.class, IdSource.Secure::new);
        }
        c.singleton(Runner.class, Runner.Inline::new);
        c.singleton(DedupStore.class, () -> new DedupStore.Sqlite(c.get(WrenfieldDb.class), c.get(Clock.class)));
        PackageManager packageManager = context.getPackageManager();
        c.bind(Caller.class, () -> Caller.resolve(packageManager, Binder.getCallingUid()));
        c.singleton(ToolHost.class, () -> new ToolHost(c, PROVIDER_ID, "Wrenfield Notes",
                "Search, read, create and delete the user's notes in Wrenfield Notes", SCOPES, "notes-7",
                new String[0],
                decorate(c, new SearchNotesTool(c)),
                decorate(c, new ReadNoteTool(c)),
                decorate(c, new CreateNoteTool(c)),
                decorate(c, new DeleteNoteTool(c))));
    }

    /** A logging decorator around a timing decorator around the tool. */
    private static Tool decorate(Container c, Tool tool) {
        return new LoggingDecorator(new TimingDecorator(tool, c.get(Runner.class), c.get(Clock.class)), TAG);
    }
}
