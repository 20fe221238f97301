.class abstract Lcom/ah/ToolDesk;
.super Landroid/content/ContentProvider;
.source "ToolDesk.java"


# direct methods
.method constructor <init>()V
    .registers 2
    .line 14
    invoke-direct {v1}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method


# virtual methods
.method protected abstract authorize(Ljava/lang/String;Ljava/lang/String;)Z
.end method

.method protected abstract run(Lcom/ah/DeskCall;)Ljava/lang/String;
.end method

.method public onCreate()Z
    .registers 2
    .line 22
    const/4 v0, 0x1
    return v0
.end method

.method public final call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 10
    .line 27
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v4, v0
    .line 28
    const-string v0, "execute_tool"
    invoke-virtual {v0, v7}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L22
    if-nez v9, :L34
:L22
    .line 29
    const-string v1, "error_code"
    const-string v2, "METHOD_NOT_FOUND"
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 30
    return-object v4
:L34
    .line 32
    new-instance v0, Lcom/ah/DeskCall;
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v2
    invoke-virtual {v6}, Lcom/ah/ToolDesk;->getCallingPackage()Ljava/lang/String;
    move-result-object v3
    invoke-direct {v0, v2, v3, v9}, Lcom/ah/DeskCall;-><init>(ILjava/lang/String;Landroid/os/Bundle;)V
    move-object v5, v0
    .line 33
    iget-object v1, v5, Lcom/ah/DeskCall;->callerPackage:Ljava/lang/String;
    iget-object v2, v5, Lcom/ah/DeskCall;->tool:Ljava/lang/String;
    invoke-virtual {v6, v1, v2}, Lcom/ah/ToolDesk;->authorize(Ljava/lang/String;Ljava/lang/String;)Z
    move-result v0
    if-nez v0, :L80
    .line 34
    const-string v1, "error_code"
    const-string v2, "PERMISSION_DENIED"
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 35
    return-object v4
:L80
    .line 37
    const-string v1, "result"
    invoke-virtual {v6, v5}, Lcom/ah/ToolDesk;->run(Lcom/ah/DeskCall;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 38
    return-object v4
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 43
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 48
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 53
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 58
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 63
    const/4 v0, 0x0
    return v0
.end method

