package com.wrenfield.notes.attachments;

import android.content.Context;
import android.content.pm.PackageManager;
import android.os.Binder;
import com.wrenfield.notes.core.Caller;
import com.wrenfield.notes.core.Clock;
import com.wrenfield.notes.core.DedupStore;
import com.wrenfield.notes.core.IdSource;
import com.wrenfield.notes.core.Runner;
import com.wrenfield.notes.core.WrenfieldDb;
import com.wrenfield.notes.di.Container;
import com.wrenfield.notes.di.Features;
import com.wrenfield.notes.di.Module;
import com.wrenfield.notes.tool.LoggingDecorator;
import com.wrenfield.notes.tool.TimingDecorator;
import com.wrenfield.notes.tool.Tool;
import com.wrenfield.notes.tool.ToolHost;

/** The attachments provider's bindings. */
public final class AttachmentModule implements Module {
    static final String PROVIDER_ID = "com.wrenfield.notes.attachments";
    private static final String TAG = "WrenfieldFileTools";
    private static final String SCOPES = "[{\"name\":\"attachments.read\",\"title\":\"Open attachments\","
            + "\"description\":\"Open the files and thumbnails attached to notes\",\"access\":\"read\","
            + "\"sensitivity\":\"personal\"},{\"name\":\"attachments.write\",\"title\":\"Delete attachments\","
            + "\"description\":\"Delete files attached to notes\",\"access\":\"write\",\"sensitivity\":"
            + "\"personal\"}]";

    private final Context context;

    public AttachmentModule(Context context) {
        this.context = context;
    }

    @Override
    public void configure(Container c) {
        c.singleton(Clock.class, Clock.Anchored::new);
        c.singleton(IdSource.class, IdSource.Secure::new);
        // files live on slow shared storage: run the tools on a pool and give up at the Consumer's deadline
        c.singleton(Runner.class, () -> new Runner.Pooled(2));
        if (Features.from(context).on(Features.DURABLE_DEDUP)) {
            c.singleton(DedupStore.class, () -> new DedupStore.Sqlite(c.get(WrenfieldDb.class), c.get(Clock.class)));
        } else {
            c.singleton(DedupStore.class, () -> new DedupStore.Memory(c.get(Clock.class)));
        }
        PackageManager packageManager = context.getPackageManager();
        c.bind(Caller.class, () -> Caller.resolve(packageManager, Binder.getCallingUid()));
        c.singleton(AttachmentStore.class, () -> new AttachmentStore(context, c.get(WrenfieldDb.class)));
        c.singleton(ToolHost.class, () -> new ToolHost(c, PROVIDER_ID, "Wrenfield Notes attachments",
                "Open, export and delete the files attached to the user's notes", SCOPES, "attachments-3",
                new String[] {"large_results"},
                new LoggingDecorator(timed(c, new PurgeAttachmentsTool(c)), TAG),
                new ExportLoggingDecorator(timed(c, new GetThumbnailTool(c)), TAG),
                new ExportLoggingDecorator(timed(c, new ExportAttachmentTool(c)), TAG)));
    }

    private static Tool timed(Container c, Tool tool) {
        return new TimingDecorator(tool, c.get(Runner.class), c.get(Clock.class));
    }
}
