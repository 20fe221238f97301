.class final Lcom/cd/Tools$LogStep;
.super Ljava/lang/Object;
.source "Tools.java"

# interfaces
.implements Lcom/cd/Step;


# direct methods
.method constructor <init>()V
    .registers 2
    .line 12
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public handle(Lcom/cd/Step$Chain;)Landroid/os/Bundle;
    .registers 6
    .line 15
    const-string v0, "cd"
    invoke-interface {v5}, Lcom/cd/Step$Chain;->request()Landroid/os/Bundle;
    move-result-object v1
    const-string v2, "tool_name"
    invoke-virtual {v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "call "
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I
    .line 16
    invoke-interface {v5}, Lcom/cd/Step$Chain;->request()Landroid/os/Bundle;
    move-result-object v1
    invoke-interface {v5, v1}, Lcom/cd/Step$Chain;->proceed(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

