.class final enum Lcom/inkwell/notes/sync/Propagation$2;
.super Lcom/inkwell/notes/sync/Propagation;
.source "Propagation.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/inkwell/notes/sync/Propagation;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x4010
    name = null
.end annotation


# direct methods
.method private constructor <init>(Ljava/lang/String;I)V
    .registers 4

    .line 17
    const/4 v0, 0x0

    invoke-direct {p0, p1, p2, v0}, Lcom/inkwell/notes/sync/Propagation;-><init>(Ljava/lang/String;ILcom/inkwell/notes/sync/Propagation-IA;)V

    return-void
.end method

.method synthetic constructor <init>(Ljava/lang/String;ILcom/inkwell/notes/sync/Propagation-IA;)V
    .registers 4

    invoke-direct {p0, p1, p2}, Lcom/inkwell/notes/sync/Propagation$2;-><init>(Ljava/lang/String;I)V

    return-void
.end method


# virtual methods
.method after(Lcom/inkwell/notes/cetp/Ctx;Lcom/inkwell/notes/sync/SyncTool;J)V
    .registers 14

    .line 20
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J

    move-result-wide v6

    .line 22
    :try_start_0
    invoke-virtual {p1}, Lcom/inkwell/notes/cetp/Ctx;->context()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {v0}, Landroid/content/Context;->getContentResolver()Landroid/content/ContentResolver;

    move-result-object v0

    sget-object v1, Lcom/inkwell/notes/sync/Propagation$2;->NOTEBOOKS:Landroid/net/Uri;

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Landroid/content/ContentResolver;->notifyChange(Landroid/net/Uri;Landroid/database/ContentObserver;)V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 24
    invoke-static {v6, v7}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 25
    goto :goto_0

    :catchall_0
    move-exception v8

    .line 24
    invoke-static {v6, v7}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 25
    throw v8

    .line 26
    :goto_0
    invoke-virtual {p1}, Lcom/inkwell/notes/cetp/Ctx;->db()Lcom/inkwell/notes/data/NotesDb;

    move-result-object v0

    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v1

    invoke-virtual {p2}, Lcom/inkwell/notes/sync/SyncTool;->wireName()Ljava/lang/String;

    move-result-object v2

    const-string v3, "observers_notified"

    move-wide v4, p3

    invoke-virtual/range {v0 .. v5}, Lcom/inkwell/notes/data/NotesDb;->audit(ILjava/lang/String;Ljava/lang/String;J)V

    .line 27
    return-void
.end method
