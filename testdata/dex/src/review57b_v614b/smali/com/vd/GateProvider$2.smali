.class Lcom/vd/GateProvider$2;
.super Ljava/lang/Object;
.source "GateProvider.java"

# interfaces
.implements Lcom/vd/Tool;

# instance fields
.field final synthetic this$0:Lcom/vd/GateProvider;


# direct methods
.method constructor <init>(Lcom/vd/GateProvider;)V
    .registers 3
    .line 34
    iput-object v2, v1, Lcom/vd/GateProvider$2;->this$0:Lcom/vd/GateProvider;
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public run(Lorg/json/JSONObject;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 8
    .line 37
    iget-object v0, v5, Lcom/vd/GateProvider$2;->this$0:Lcom/vd/GateProvider;
    iget-object v1, v5, Lcom/vd/GateProvider$2;->this$0:Lcom/vd/GateProvider;
    iget-object v1, v1, Lcom/vd/GateProvider;->uiApproved:Ljava/util/Set;
    const-string v2, "trim"
    invoke-interface {v1, v2}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v1
    invoke-virtual {v0, v1, v7}, Lcom/vd/GateProvider;->verdict(ZLjava/lang/String;)I
    move-result v4
    .line 38
    const/4 v1, 0x1
    if-eq v4, v1, :L34
    .line 39
    const-string v0, "USER_ACTION_REQUIRED"
    invoke-static {v0}, Lcom/vd/GateProvider;->status(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L34
    .line 41
    iget-object v0, v5, Lcom/vd/GateProvider$2;->this$0:Lcom/vd/GateProvider;
    iget-object v0, v0, Lcom/vd/GateProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "trimmed"
    const/4 v2, 0x0
    const/4 v3, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    .line 42
    const-string v0, "ok"
    invoke-static {v0}, Lcom/vd/GateProvider;->status(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

