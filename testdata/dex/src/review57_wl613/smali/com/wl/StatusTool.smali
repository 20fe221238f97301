.class final Lcom/wl/StatusTool;
.super Ljava/lang/Object;
.source "StatusTool.java"

# interfaces
.implements Lcom/wl/Tool;


# direct methods
.method constructor <init>()V
    .registers 2
    .line 6
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public run(Landroid/os/Bundle;)Lcom/wl/Reply;
    .registers 6
    .line 9
    const-string v1, "door"
    const-string v2, ""
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/String;->isEmpty()Z
    move-result v0
    if-eqz v0, :L27
    .line 10
    new-instance v0, Lcom/wl/Reply;
    const-string v2, "USER_ACTION_REQUIRED"
    invoke-static {}, Lcom/wl/Ids;->strong()Ljava/lang/String;
    move-result-object v3
    invoke-direct {v0, v2, v3}, Lcom/wl/Reply;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    return-object v0
:L27
    .line 12
    new-instance v0, Lcom/wl/Reply;
    const-string v2, "OK"
    invoke-static {}, Lcom/wl/Ids;->fast()Ljava/lang/String;
    move-result-object v3
    invoke-direct {v0, v2, v3}, Lcom/wl/Reply;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    return-object v0
.end method

