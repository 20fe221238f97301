.class public final Lcom/vr/NotesProvider;
.super Lcom/vr/Base;
.source "NotesProvider.java"

# instance fields
.field private store:Lcom/vr/Store;
.field private final ledger:Lcom/vr/Ledger;


# direct methods
.method public constructor <init>()V
    .registers 3
    .line 9
    invoke-direct {v2}, Lcom/vr/Base;-><init>()V
    .line 11
    new-instance v1, Lcom/vr/Ledger;
    invoke-direct {v1}, Lcom/vr/Ledger;-><init>()V
    iput-object v1, v2, Lcom/vr/NotesProvider;->ledger:Lcom/vr/Ledger;
    return-void
.end method

.method private create(Ljava/lang/String;Lorg/json/JSONObject;)Ljava/lang/String;
    .registers 8
    .line 57
    const-string v1, "book"
    invoke-virtual {v7, v1}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z
    move-result v0
    if-eqz v0, :L18
    const-string v1, "book"
    invoke-static {v7, v1}, Lcom/vr/Args;->name(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    goto :L20
:L18
    const-string v0, "inbox"
:L20
    move-object v3, v0
    .line 58
    const-string v1, "body"
    const/16 v2, 0x4e20
    invoke-static {v7, v1, v2}, Lcom/vr/Args;->text(Lorg/json/JSONObject;Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v4
    .line 59
    iget-object v0, v5, Lcom/vr/NotesProvider;->ledger:Lcom/vr/Ledger;
    new-instance v2, Lcom/vr/NotesProvider$$ExternalSyntheticLambda0;
    invoke-direct {v2, v5, v3, v4}, Lcom/vr/NotesProvider$$ExternalSyntheticLambda0;-><init>(Lcom/vr/NotesProvider;Ljava/lang/String;Ljava/lang/String;)V
    invoke-virtual {v0, v6, v2}, Lcom/vr/Ledger;->once(Ljava/lang/String;Ljava/util/concurrent/Callable;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method private archive(Lorg/json/JSONObject;)V
    .registers 7
    .line 68
    iget-object v0, v5, Lcom/vr/NotesProvider;->store:Lcom/vr/Store;
    const-string v2, "book"
    invoke-static {v6, v2}, Lcom/vr/Args;->name(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v3, "note_id"
    invoke-static {v6, v3}, Lcom/vr/Args;->name(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Lcom/vr/Store;->load(Ljava/lang/String;Ljava/lang/String;)Lcom/vr/Note;
    move-result-object v4
    .line 69
    iget-object v0, v5, Lcom/vr/NotesProvider;->store:Lcom/vr/Store;
    invoke-virtual {v4}, Lcom/vr/Note;->archive()Lcom/vr/Note;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/vr/Store;->save(Lcom/vr/Note;)V
    .line 70
    return-void
.end method

.method private saveDraft(Ljava/lang/String;Lorg/json/JSONObject;)V
    .registers 8
    .line 74
    const-string v1, "folder"
    const/16 v2, 0x40
    invoke-static {v7, v1, v2}, Lcom/vr/Args;->text(Lorg/json/JSONObject;Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v3
    .line 75
    const-string v1, "text"
    const/16 v2, 0x4e20
    invoke-static {v7, v1, v2}, Lcom/vr/Args;->text(Lorg/json/JSONObject;Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v4
    .line 76
    iget-object v0, v5, Lcom/vr/NotesProvider;->ledger:Lcom/vr/Ledger;
    new-instance v2, Lcom/vr/NotesProvider$$ExternalSyntheticLambda1;
    invoke-direct {v2, v5, v3, v4}, Lcom/vr/NotesProvider$$ExternalSyntheticLambda1;-><init>(Lcom/vr/NotesProvider;Ljava/lang/String;Ljava/lang/String;)V
    invoke-virtual {v0, v6, v2}, Lcom/vr/Ledger;->once(Ljava/lang/String;Ljava/util/concurrent/Callable;)Ljava/lang/String;
    .line 80
    return-void
.end method


# virtual methods
.method public onCreate()Z
    .registers 5
    .line 15
    new-instance v1, Lcom/vr/Store;
    invoke-virtual {v4}, Lcom/vr/NotesProvider;->getContext()Landroid/content/Context;
    move-result-object v3
    invoke-virtual {v3}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v3
    invoke-virtual {v3}, Ljava/io/File;->toPath()Ljava/nio/file/Path;
    move-result-object v3
    invoke-direct {v1, v3}, Lcom/vr/Store;-><init>(Ljava/nio/file/Path;)V
    iput-object v1, v4, Lcom/vr/NotesProvider;->store:Lcom/vr/Store;
    .line 16
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 13
    .line 21
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v5, v0
    .line 22
    const-string v0, "execute_tool"
    invoke-virtual {v0, v10}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L22
    if-nez v12, :L34
:L22
    .line 23
    const-string v1, "error_code"
    const-string v2, "METHOD_NOT_FOUND"
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 24
    return-object v5
:L34
    .line 27
    new-instance v0, Lorg/json/JSONObject;
    const-string v3, "arguments"
    invoke-virtual {v12, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    move-object v4, v0
    .line 28
    const-string v1, "request_id"
    invoke-virtual {v12, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v8
    .line 29
    const-string v1, "tool_name"
    invoke-virtual {v12, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v6
    const/4 v7, -0x1
    invoke-virtual {v6}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_73
    goto :L201
:L124
    const-string v1, "create_note"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L201
    const/4 v7, 0x0
    goto :L201
:L140
    const-string v1, "archive_note"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L201
    const/4 v7, 0x1
    goto :L201
:L156
    const-string v1, "save_draft"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L201
    const/4 v7, 0x2
    goto :L201
:L172
    const-string v1, "drop_last"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L201
    const/4 v7, 0x3
    goto :L201
:L188
    const-string v1, "drop_named"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L201
    const/4 v7, 0x4
:L201
    packed-switch v7, :sw_203
    goto :L323
:L236
    .line 31
    const-string v1, "note_id"
    invoke-direct {v9, v8, v4}, Lcom/vr/NotesProvider;->create(Ljava/lang/String;Lorg/json/JSONObject;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 32
    goto :L332
:L254
    .line 34
    invoke-direct {v9, v4}, Lcom/vr/NotesProvider;->archive(Lorg/json/JSONObject;)V
    .line 35
    goto :L332
:L263
    .line 37
    invoke-direct {v9, v8, v4}, Lcom/vr/NotesProvider;->saveDraft(Ljava/lang/String;Lorg/json/JSONObject;)V
    .line 38
    goto :L332
:L274
    .line 40
    iget-object v0, v9, Lcom/vr/NotesProvider;->store:Lcom/vr/Store;
    const-string v2, "book"
    invoke-static {v4, v2}, Lcom/vr/Args;->name(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/vr/Store;->lastOf(Ljava/lang/String;)Ljava/nio/file/Path;
    move-result-object v0
    invoke-static {v0}, Ljava/nio/file/Files;->deleteIfExists(Ljava/nio/file/Path;)Z
    .line 41
    goto :L332
:L295
    .line 43
    iget-object v0, v9, Lcom/vr/NotesProvider;->store:Lcom/vr/Store;
    const-string v2, "book"
    invoke-static {v4, v2}, Lcom/vr/Args;->name(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v3, "file"
    invoke-virtual {v4, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Lcom/vr/Store;->named(Ljava/lang/String;Ljava/lang/String;)Ljava/nio/file/Path;
    move-result-object v0
    invoke-static {v0}, Ljava/nio/file/Files;->deleteIfExists(Ljava/nio/file/Path;)Z
    .line 44
    goto :L332
:L323
    .line 46
    const-string v1, "error_code"
    const-string v2, "TOOL_NOT_FOUND"
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
:L332
    .line 50
    goto :L346
:L335
    .line 48
    move-exception v4
    .line 49
    const-string v1, "error_code"
    const-string v2, "INTERNAL_ERROR"
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
:L346
    .line 51
    return-object v5
:sw_73
    .sparse-switch
        -0x64624eb1 -> :L140
        -0x1e9ee61a -> :L172
        -0x1d6dfaab -> :L124
        0x4ade39e9 -> :L188
        0x535ecc5f -> :L156
    .end sparse-switch
:sw_203
    .packed-switch 0x0
        :L236
        :L254
        :L263
        :L274
        :L295
    .end packed-switch
    .catch Ljava/lang/Exception; {:L34 .. :L332} :L335
.end method

.method public bridge synthetic update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 9
    invoke-super {v1, v2, v3, v4, v5}, Lcom/vr/Base;->update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 9
    invoke-super {v1, v2, v3, v4}, Lcom/vr/Base;->delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 9
    invoke-super {v1, v2, v3}, Lcom/vr/Base;->insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 9
    invoke-super {v1, v2}, Lcom/vr/Base;->getType(Landroid/net/Uri;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 9
    invoke-super/range {v1 .. v6}, Lcom/vr/Base;->query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    return-object v0
.end method

.method public synthetic lambda$saveDraft$1(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    .registers 5
    .line 77
    iget-object v0, v2, Lcom/vr/NotesProvider;->store:Lcom/vr/Store;
    new-instance v1, Lcom/vr/Draft;
    invoke-direct {v1, v3, v4}, Lcom/vr/Draft;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    invoke-virtual {v0, v1}, Lcom/vr/Store;->saveDraft(Lcom/vr/Draft;)V
    .line 78
    return-object v3
.end method

.method public synthetic lambda$create$0(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    .registers 10
    .line 60
    new-instance v0, Lcom/vr/Note;
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object v2
    invoke-virtual {v2}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object v2
    const/4 v5, 0x0
    invoke-direct {v0, v2, v8, v9, v5}, Lcom/vr/Note;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)V
    move-object v6, v0
    .line 61
    iget-object v0, v7, Lcom/vr/NotesProvider;->store:Lcom/vr/Store;
    invoke-virtual {v0, v6}, Lcom/vr/Store;->save(Lcom/vr/Note;)V
    .line 62
    iget-object v0, v6, Lcom/vr/Note;->id:Ljava/lang/String;
    return-object v0
.end method

