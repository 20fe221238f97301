.class public final Lcom/ah/TasksProvider;
.super Lcom/ah/ToolDesk;
.source "TasksProvider.java"

# instance fields
.field private final grants:Lcom/ah/Grants;


# direct methods
.method public constructor <init>()V
    .registers 3
    .line 4
    invoke-direct {v2}, Lcom/ah/ToolDesk;-><init>()V
    .line 5
    new-instance v1, Lcom/ah/Grants;
    invoke-direct {v1}, Lcom/ah/Grants;-><init>()V
    iput-object v1, v2, Lcom/ah/TasksProvider;->grants:Lcom/ah/Grants;
    return-void
.end method


# virtual methods
.method protected authorize(Ljava/lang/String;Ljava/lang/String;)Z
    .registers 5
    .line 9
    if-nez v3, :L6
    .line 10
    const/4 v0, 0x0
    return v0
:L6
    .line 12
    iget-object v0, v2, Lcom/ah/TasksProvider;->grants:Lcom/ah/Grants;
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    invoke-virtual {v0, v1, v3, v4}, Lcom/ah/Grants;->allows(ILjava/lang/String;Ljava/lang/String;)Z
    move-result v0
    return v0
.end method

.method protected run(Lcom/ah/DeskCall;)Ljava/lang/String;
    .registers 3
    .line 17
    const-string v0, "closed the task"
    return-object v0
.end method

.method public bridge synthetic update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 4
    invoke-super {v1, v2, v3, v4, v5}, Lcom/ah/ToolDesk;->update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 4
    invoke-super {v1, v2, v3, v4}, Lcom/ah/ToolDesk;->delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 4
    invoke-super {v1, v2, v3}, Lcom/ah/ToolDesk;->insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 4
    invoke-super {v1, v2}, Lcom/ah/ToolDesk;->getType(Landroid/net/Uri;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 4
    invoke-super/range {v1 .. v6}, Lcom/ah/ToolDesk;->query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic onCreate()Z
    .registers 2
    .line 4
    invoke-super {v1}, Lcom/ah/ToolDesk;->onCreate()Z
    move-result v0
    return v0
.end method

