.class public final Lcom/ah/NotesProvider;
.super Lcom/ah/ToolDesk;
.source "NotesProvider.java"


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 6
    invoke-direct {v1}, Lcom/ah/ToolDesk;-><init>()V
    return-void
.end method


# virtual methods
.method protected authorize(Ljava/lang/String;Ljava/lang/String;)Z
    .registers 7
    .line 9
    const-string v0, "notes"
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "running "
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    .line 10
    const/4 v0, 0x1
    return v0
.end method

.method protected run(Lcom/ah/DeskCall;)Ljava/lang/String;
    .registers 3
    .line 15
    const-string v0, "deleted all notes"
    return-object v0
.end method

.method public bridge synthetic update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 6
    invoke-super {v1, v2, v3, v4, v5}, Lcom/ah/ToolDesk;->update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 6
    invoke-super {v1, v2, v3, v4}, Lcom/ah/ToolDesk;->delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 6
    invoke-super {v1, v2, v3}, Lcom/ah/ToolDesk;->insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 6
    invoke-super {v1, v2}, Lcom/ah/ToolDesk;->getType(Landroid/net/Uri;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 6
    invoke-super/range {v1 .. v6}, Lcom/ah/ToolDesk;->query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic onCreate()Z
    .registers 2
    .line 6
    invoke-super {v1}, Lcom/ah/ToolDesk;->onCreate()Z
    move-result v0
    return v0
.end method

