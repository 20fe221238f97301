.class public Lcom/pxf/NotesProvider;
.super Landroid/content/ContentProvider;
.source "NotesProvider.java"

.field private api:Lcom/pxf/NoteApi;

.field private cached:I

.method public constructor <init>()V
    .registers 1
    .line 18
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 6
    .line 23
    invoke-virtual {p0}, Lcom/pxf/NotesProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    const-string v1, "n.db"
    const/4 v2, 0x0
    const/4 v3, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    .line 24
    const-class v1, Lcom/pxf/NoteApi;
    invoke-virtual {v1}, Ljava/lang/Class;->getClassLoader()Ljava/lang/ClassLoader;
    move-result-object v1
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/Class;
    const/4 v3, 0x0
    const-class v4, Lcom/pxf/NoteApi;
    aput-object v4, v2, v3
    new-instance v3, Lcom/pxf/AuditHandler;
    new-instance v4, Lcom/pxf/NoteStore;
    invoke-direct {v4, v0}, Lcom/pxf/NoteStore;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V
    invoke-direct {v3, v4}, Lcom/pxf/AuditHandler;-><init>(Lcom/pxf/NoteStore;)V
    invoke-static {v1, v2, v3}, Ljava/lang/reflect/Proxy;->newProxyInstance(Ljava/lang/ClassLoader;[Ljava/lang/Class;Ljava/lang/reflect/InvocationHandler;)Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Lcom/pxf/NoteApi;
    iput-object v1, p0, Lcom/pxf/NotesProvider;->api:Lcom/pxf/NoteApi;
    .line 26
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    .line 31
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    const/16 v1, 0x278b
    const/4 v2, 0x0
    if-eq v0, v1, :cond_a
    return-object v2
    .line 32
    :cond_a
    const-string v0, "execute_tool"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :cond_b
    return-object v2
    .line 33
    :cond_b
    const-string v0, "session_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :cond_c
    return-object v2
    .line 34
    :cond_c
    const-string v0, "deadline_at_ms"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v3
    cmp-long v0, v0, v3
    if-gtz v0, :cond_d
    return-object v2
    :cond_d
    .line 35
    const-string v0, "tool_name"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    .line 36
    new-instance v1, Landroid/os/Bundle;
    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V
    .line 37
    const-string v2, "count_notes"
    invoke-virtual {v2, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-eqz v2, :cond_0
    .line 38
    const-string v2, "force"
    invoke-virtual {p3, v2}, Landroid/os/Bundle;->getBoolean(Ljava/lang/String;)Z
    move-result v2
    if-eqz v2, :cond_f
    .line 39
    iget-object v2, p0, Lcom/pxf/NotesProvider;->api:Lcom/pxf/NoteApi;
    invoke-interface {v2}, Lcom/pxf/NoteApi;->count()I
    move-result v2
    iput v2, p0, Lcom/pxf/NotesProvider;->cached:I
    .line 41
    :cond_f
    iget v2, p0, Lcom/pxf/NotesProvider;->cached:I
    const-string v3, "count"
    invoke-virtual {v1, v3, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    goto :goto_0
    .line 42
    :cond_0
    const-string v2, "purge_notes"
    invoke-virtual {v2, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-eqz v2, :goto_0
    .line 43
    iget-object v2, p0, Lcom/pxf/NotesProvider;->api:Lcom/pxf/NoteApi;
    invoke-interface {v2}, Lcom/pxf/NoteApi;->purge()V
    .line 45
    :goto_0
    return-object v1
.end method
