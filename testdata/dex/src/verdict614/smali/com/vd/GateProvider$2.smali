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
    .line 45
    iput-object v2, v1, Lcom/vd/GateProvider$2;->this$0:Lcom/vd/GateProvider;
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public run(Lorg/json/JSONObject;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 8
    .line 48
    iget-object v0, v5, Lcom/vd/GateProvider$2;->this$0:Lcom/vd/GateProvider;
    invoke-static {v0, v6, v7}, Lcom/vd/GateProvider;->access$300(Lcom/vd/GateProvider;Lorg/json/JSONObject;Ljava/lang/String;)I
    move-result v4
    .line 49
    if-nez v4, :L20
    .line 50
    const-string v0, "USER_CANCELLED"
    invoke-static {v0}, Lcom/vd/GateProvider;->access$100(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L20
    .line 52
    const/4 v1, 0x1
    if-eq v4, v1, :L31
    .line 53
    const-string v0, "USER_ACTION_REQUIRED"
    invoke-static {v0}, Lcom/vd/GateProvider;->access$100(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L31
    .line 55
    iget-object v0, v5, Lcom/vd/GateProvider$2;->this$0:Lcom/vd/GateProvider;
    invoke-static {v0}, Lcom/vd/GateProvider;->access$200(Lcom/vd/GateProvider;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "archive"
    const/4 v2, 0x0
    const/4 v3, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    .line 56
    const-string v0, "ok"
    invoke-static {v0}, Lcom/vd/GateProvider;->access$100(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

