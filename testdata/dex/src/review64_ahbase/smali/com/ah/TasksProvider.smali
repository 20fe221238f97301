.class public final Lcom/ah/TasksProvider;
.super Lcom/ah/ToolDesk;
.source "TasksProvider.java"


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 4
    invoke-direct {v1}, Lcom/ah/ToolDesk;-><init>()V
    return-void
.end method


# virtual methods
.method protected run(Lcom/ah/DeskCall;)Ljava/lang/String;
    .registers 3
    .line 8
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

