.class final Lcom/wr/UnlockTool;
.super Ljava/lang/Object;
.source "UnlockTool.java"

# interfaces
.implements Lcom/wr/Tool;


# direct methods
.method constructor <init>()V
    .registers 2
    .line 6
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public run(Landroid/os/Bundle;)Lcom/wr/Reply;
    .registers 7
    .line 9
    sget-object v0, Lcom/wr/Ids;->FAST:Ljava/util/Random;
    invoke-virtual {v0}, Ljava/util/Random;->nextLong()J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v3
    .line 10
    invoke-static {}, Lcom/wr/Ids;->strong()Ljava/lang/String;
    move-result-object v4
    .line 11
    new-instance v0, Lcom/wr/Reply;
    const-string v2, "USER_ACTION_REQUIRED"
    invoke-direct {v0, v2, v3, v4}, Lcom/wr/Reply;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    return-object v0
.end method

