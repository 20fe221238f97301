.class final Lcom/wl/UnlockTool;
.super Ljava/lang/Object;
.source "UnlockTool.java"

# interfaces
.implements Lcom/wl/Tool;


# direct methods
.method constructor <init>()V
    .registers 2
    .line 7
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public run(Landroid/os/Bundle;)Lcom/wl/Reply;
    .registers 7
    .line 10
    new-instance v0, Lcom/wl/Reply;
    const-string v2, "DRAFT"
    invoke-static {}, Lcom/wl/Ids;->fast()Ljava/lang/String;
    move-result-object v3
    invoke-direct {v0, v2, v3}, Lcom/wl/Reply;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    move-object v4, v0
    .line 11
    const-string v0, "unlock"
    iget-object v1, v4, Lcom/wl/Reply;->token:Ljava/lang/String;
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "draft "
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    .line 12
    new-instance v0, Lcom/wl/Reply;
    const-string v2, "USER_ACTION_REQUIRED"
    invoke-static {}, Lcom/wl/Ids;->strong()Ljava/lang/String;
    move-result-object v3
    invoke-direct {v0, v2, v3}, Lcom/wl/Reply;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    return-object v0
.end method

