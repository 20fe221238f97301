.class public abstract Lcom/od/ToolProvider;
.super Landroid/content/ContentProvider;
.source "Providers.kt"


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 16
    invoke-direct {v1}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method


# virtual methods
.method protected abstract getReplies()Lcom/od/Replies;
.end method

.method protected abstract run(Ljava/lang/String;Landroid/os/Bundle;)Ljava/lang/String;
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 15
    const-string v1, "method"
    invoke-static {v12, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 22
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v5, v0
    .line 23
    const-string v1, "execute_tool"
    invoke-static {v12, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L28
    if-nez v14, :L40
:L28
    .line 24
    const-string v1, "error_code"
    const-string v2, "METHOD_NOT_FOUND"
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 25
    return-object v5
:L40
    .line 27
    new-instance v0, Lcom/od/RetryKey;
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v2
    const-string v4, "request_id"
    invoke-virtual {v14, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    if-nez v3, :L60
    const-string v3, ""
:L60
    invoke-direct {v0, v2, v3}, Lcom/od/RetryKey;-><init>(ILjava/lang/String;)V
    move-object v6, v0
    .line 28
    invoke-virtual {v11}, Lcom/od/ToolProvider;->getReplies()Lcom/od/Replies;
    move-result-object v0
    invoke-interface {v0, v6}, Lcom/od/Replies;->prior(Lcom/od/RetryKey;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L123
    const-string v2, "tool_name"
    invoke-virtual {v14, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    move-object v0, v11
    if-nez v1, :L95
    const-string v1, ""
:L95
    invoke-virtual {v0, v1, v14}, Lcom/od/ToolProvider;->run(Ljava/lang/String;Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v7
    move-object v9, v7
    .line 61
    const/4 v10, 0x0
    .line 28
    invoke-virtual {v11}, Lcom/od/ToolProvider;->getReplies()Lcom/od/Replies;
    move-result-object v0
    invoke-interface {v0, v6, v9}, Lcom/od/Replies;->record(Lcom/od/RetryKey;Ljava/lang/String;)V
    .line 28
    move-object v0, v7
:L123
    .line 28
    move-object v8, v0
    .line 29
    const-string v1, "data"
    invoke-virtual {v5, v1, v8}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 30
    return-object v5
.end method

.method public onCreate()Z
    .registers 2
    .line 33
    const/4 v0, 0x1
    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 34
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 35
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 36
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 37
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 38
    const/4 v0, 0x0
    return v0
.end method

