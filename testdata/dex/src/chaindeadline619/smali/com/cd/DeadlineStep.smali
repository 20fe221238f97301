.class final Lcom/cd/DeadlineStep;
.super Ljava/lang/Object;
.source "DeadlineStep.java"

# interfaces
.implements Lcom/cd/Step;


# direct methods
.method constructor <init>()V
    .registers 2
    .line 6
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public handle(Lcom/cd/Step$Chain;)Landroid/os/Bundle;
    .registers 10
    .line 9
    invoke-interface {v9}, Lcom/cd/Step$Chain;->request()Landroid/os/Bundle;
    move-result-object v4
    .line 10
    const-string v1, "deadline_at_ms"
    invoke-virtual {v4, v1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v5
    .line 11
    const-wide/16 v2, 0x0L
    cmp-long v0, v5, v2
    if-lez v0, :L28
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v0
    cmp-long v0, v0, v5
    if-ltz v0, :L49
:L28
    .line 12
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v7, v0
    .line 13
    const-string v1, "error_code"
    const-string v2, "DEADLINE_EXCEEDED"
    invoke-virtual {v7, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 14
    return-object v7
:L49
    .line 16
    invoke-interface {v9, v4}, Lcom/cd/Step$Chain;->proceed(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

