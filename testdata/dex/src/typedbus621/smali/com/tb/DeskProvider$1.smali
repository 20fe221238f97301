.class Lcom/tb/DeskProvider$1;
.super Ljava/lang/Object;
.source "DeskProvider.java"

# interfaces
.implements Lcom/tb/EventBus$Listener;

# instance fields
.field final synthetic this$0:Lcom/tb/DeskProvider;


# direct methods
.method constructor <init>(Lcom/tb/DeskProvider;)V
    .registers 3
    .line 26
    iput-object v2, v1, Lcom/tb/DeskProvider$1;->this$0:Lcom/tb/DeskProvider;
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public onEvent(Lcom/tb/Events$AlertsShown;)V
    .registers 11
    .line 29
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v8, v0
    .line 30
    const-string v1, "read_at"
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    invoke-virtual {v8, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V
    .line 31
    iget-object v0, v9, Lcom/tb/DeskProvider$1;->this$0:Lcom/tb/DeskProvider;
    iget-object v0, v0, Lcom/tb/DeskProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "alerts"
    const-string v3, "room = ?"
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    const/4 v6, 0x0
    iget-object v7, v10, Lcom/tb/Events$AlertsShown;->room:Ljava/lang/String;
    aput-object v7, v4, v6
    invoke-virtual {v0, v1, v8, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .line 32
    return-void
.end method

.method public bridge synthetic onEvent(Ljava/lang/Object;)V
    .registers 4
    .line 26
    move-object v1, v3
    check-cast v1, Lcom/tb/Events$AlertsShown;
    invoke-virtual {v2, v1}, Lcom/tb/DeskProvider$1;->onEvent(Lcom/tb/Events$AlertsShown;)V
    return-void
.end method

