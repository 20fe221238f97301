.class final enum Lcom/inkwell/notes/sync/Propagation$3;
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

    .line 29
    const/4 v0, 0x0

    invoke-direct {p0, p1, p2, v0}, Lcom/inkwell/notes/sync/Propagation;-><init>(Ljava/lang/String;ILcom/inkwell/notes/sync/Propagation-IA;)V

    return-void
.end method

.method synthetic constructor <init>(Ljava/lang/String;ILcom/inkwell/notes/sync/Propagation-IA;)V
    .registers 4

    invoke-direct {p0, p1, p2}, Lcom/inkwell/notes/sync/Propagation$3;-><init>(Ljava/lang/String;I)V

    return-void
.end method


# virtual methods
.method after(Lcom/inkwell/notes/cetp/Ctx;Lcom/inkwell/notes/sync/SyncTool;J)V
    .registers 16

    .line 32
    invoke-virtual {p1}, Lcom/inkwell/notes/cetp/Ctx;->context()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0}, Lcom/inkwell/notes/sync/SyncTool;->linkedAccount(Landroid/content/Context;)Landroid/accounts/Account;

    move-result-object v6

    .line 33
    if-nez v6, :cond_0

    .line 34
    return-void

    .line 36
    :cond_0
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J

    move-result-wide v7

    .line 38
    :try_start_0
    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    move-object v9, v0

    .line 39
    const-string v1, "expedited"

    const/4 v2, 0x1

    invoke-virtual {v9, v1, v2}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V

    .line 40
    const-string v1, "notebook_id"

    invoke-virtual {v9, v1, p3, p4}, Landroid/os/Bundle;->putLong(Ljava/lang/String;J)V

    .line 41
    const-string v1, "com.inkwell.notes.sync"

    invoke-static {v6, v1, v9}, Landroid/content/ContentResolver;->requestSync(Landroid/accounts/Account;Ljava/lang/String;Landroid/os/Bundle;)V

    .line 42
    invoke-virtual {p1}, Lcom/inkwell/notes/cetp/Ctx;->db()Lcom/inkwell/notes/data/NotesDb;

    move-result-object v0

    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v1

    invoke-virtual {p2}, Lcom/inkwell/notes/sync/SyncTool;->wireName()Ljava/lang/String;

    move-result-object v2

    const-string v3, "sync_requested"

    move-wide v4, p3

    invoke-virtual/range {v0 .. v5}, Lcom/inkwell/notes/data/NotesDb;->audit(ILjava/lang/String;Ljava/lang/String;J)V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 44
    invoke-static {v7, v8}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 45
    goto :goto_0

    :catchall_0
    move-exception v10

    .line 44
    invoke-static {v7, v8}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 45
    throw v10

    .line 46
    :goto_0
    return-void
.end method
