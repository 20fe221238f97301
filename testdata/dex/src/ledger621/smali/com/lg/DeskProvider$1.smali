.class Lcom/lg/DeskProvider$1;
.super Ljava/lang/Object;
.source "DeskProvider.java"

# interfaces
.implements Lcom/lg/Callback;

# instance fields
.field final synthetic val$uid:I
.field final synthetic val$requestId:Ljava/lang/String;
.field final synthetic val$out:Landroid/os/Bundle;
.field final synthetic this$0:Lcom/lg/DeskProvider;


# direct methods
.method constructor <init>(Lcom/lg/DeskProvider;ILjava/lang/String;Landroid/os/Bundle;)V
    .registers 6
    .line 49
    iput-object v2, v1, Lcom/lg/DeskProvider$1;->this$0:Lcom/lg/DeskProvider;
    iput v3, v1, Lcom/lg/DeskProvider$1;->val$uid:I
    iput-object v4, v1, Lcom/lg/DeskProvider$1;->val$requestId:Ljava/lang/String;
    iput-object v5, v1, Lcom/lg/DeskProvider$1;->val$out:Landroid/os/Bundle;
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public onSuccess(Ljava/lang/String;)V
    .registers 11
    .line 52
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v8, v0
    .line 53
    const-string v1, "state"
    const-string v2, "done"
    invoke-virtual {v8, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 54
    iget-object v0, v9, Lcom/lg/DeskProvider$1;->this$0:Lcom/lg/DeskProvider;
    iget-object v0, v0, Lcom/lg/DeskProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "ledger"
    const-string v3, "uid = ? AND request_id = ?"
    const/4 v4, 0x2
    new-array v4, v4, [Ljava/lang/String;
    const/4 v6, 0x0
    iget v7, v9, Lcom/lg/DeskProvider$1;->val$uid:I
    invoke-static {v7}, Ljava/lang/Integer;->toString(I)Ljava/lang/String;
    move-result-object v7
    aput-object v7, v4, v6
    const/4 v6, 0x1
    iget-object v7, v9, Lcom/lg/DeskProvider$1;->val$requestId:Ljava/lang/String;
    aput-object v7, v4, v6
    invoke-virtual {v0, v1, v8, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .line 55
    iget-object v0, v9, Lcom/lg/DeskProvider$1;->val$out:Landroid/os/Bundle;
    const-string v1, "result"
    invoke-virtual {v0, v1, v10}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 56
    return-void
.end method

.method public onError(Ljava/lang/String;)V
    .registers 9
    .line 60
    iget-object v0, v7, Lcom/lg/DeskProvider$1;->this$0:Lcom/lg/DeskProvider;
    iget-object v0, v0, Lcom/lg/DeskProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "ledger"
    const-string v2, "uid = ? AND request_id = ?"
    const/4 v3, 0x2
    new-array v3, v3, [Ljava/lang/String;
    const/4 v5, 0x0
    iget v6, v7, Lcom/lg/DeskProvider$1;->val$uid:I
    invoke-static {v6}, Ljava/lang/Integer;->toString(I)Ljava/lang/String;
    move-result-object v6
    aput-object v6, v3, v5
    const/4 v5, 0x1
    iget-object v6, v7, Lcom/lg/DeskProvider$1;->val$requestId:Ljava/lang/String;
    aput-object v6, v3, v5
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    .line 61
    iget-object v0, v7, Lcom/lg/DeskProvider$1;->val$out:Landroid/os/Bundle;
    const-string v1, "error_code"
    invoke-virtual {v0, v1, v8}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 62
    return-void
.end method

