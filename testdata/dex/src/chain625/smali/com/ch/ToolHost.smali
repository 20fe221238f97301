.class public abstract Lcom/ch/ToolHost;
.super Landroid/content/ContentProvider;
.source "ToolHost.java"

# instance fields
.field protected final chain:Ljava/util/List;


# direct methods
.method public constructor <init>()V
    .registers 3
    .line 13
    invoke-direct {v2}, Landroid/content/ContentProvider;-><init>()V
    .line 19
    new-instance v1, Ljava/util/ArrayList;
    invoke-direct {v1}, Ljava/util/ArrayList;-><init>()V
    iput-object v1, v2, Lcom/ch/ToolHost;->chain:Ljava/util/List;
    return-void
.end method


# virtual methods
.method abstract serve(Ljava/lang/String;Landroid/os/Bundle;I)Landroid/os/Bundle;
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 12
    .line 25
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v4
    .line 26
    if-nez v11, :L19
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    goto :L20
:L19
    move-object v0, v11
:L20
    move-object v5, v0
    .line 27
    const-string v0, "negotiate"
    invoke-virtual {v0, v9}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L55
    .line 28
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v3, v0
    .line 29
    const-string v1, "session_token"
    invoke-static {v4}, Lcom/ch/Sessions;->open(I)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 30
    return-object v3
:L55
    .line 32
    const-string v0, "list_tools"
    invoke-virtual {v0, v9}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L94
    const-string v0, "execute_tool"
    invoke-virtual {v0, v9}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L94
    .line 33
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v3, v0
    .line 34
    const-string v1, "error_code"
    const-string v2, "METHOD_NOT_FOUND"
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 35
    return-object v3
:L94
    .line 37
    iget-object v0, v8, Lcom/ch/ToolHost;->chain:Ljava/util/List;
    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;
    move-result-object v3
:L105
    invoke-interface {v3}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L152
    invoke-interface {v3}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/ch/ToolHost$Interceptor;
    move-object v7, v0
    .line 38
    invoke-interface {v7, v9, v5, v4}, Lcom/ch/ToolHost$Interceptor;->check(Ljava/lang/String;Landroid/os/Bundle;I)Landroid/os/Bundle;
    move-result-object v6
    .line 39
    if-eqz v6, :L149
    .line 40
    return-object v6
:L149
    .line 42
    goto :L105
:L152
    .line 43
    invoke-virtual {v8, v9, v5, v4}, Lcom/ch/ToolHost;->serve(Ljava/lang/String;Landroid/os/Bundle;I)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 48
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 53
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 58
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 63
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 68
    const/4 v0, 0x0
    return v0
.end method

