.class public interface abstract Lcom/tallowbrook/salon/core/SessionPolicy;
.super Ljava/lang/Object;
.source "SessionPolicy.java"


# virtual methods
.method public resume(Landroid/os/Bundle;Lcom/tallowbrook/salon/core/Caller;Lcom/tallowbrook/salon/core/SessionStore;)Lcom/tallowbrook/salon/core/SessionStore$Session;
    .registers 9

    .line 9
    const-string v1, "session_token"

    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 10
    if-eqz v3, :cond_0

    invoke-virtual {v3}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_0

    invoke-virtual {v3}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0x100

    if-le v0, v1, :cond_1

    .line 11
    :cond_0
    const/4 v0, 0x0

    return-object v0

    .line 13
    :cond_1
    invoke-virtual {p3, v3}, Lcom/tallowbrook/salon/core/SessionStore;->find(Ljava/lang/String;)Lcom/tallowbrook/salon/core/SessionStore$Session;

    move-result-object v4

    .line 14
    if-eqz v4, :cond_2

    iget v0, v4, Lcom/tallowbrook/salon/core/SessionStore$Session;->uid:I

    iget v1, p2, Lcom/tallowbrook/salon/core/Caller;->uid:I

    if-ne v0, v1, :cond_2

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v1

    invoke-virtual {v4, v1, v2}, Lcom/tallowbrook/salon/core/SessionStore$Session;->expired(J)Z

    move-result v0

    if-eqz v0, :cond_3

    .line 15
    :cond_2
    const/4 v0, 0x0

    return-object v0

    .line 17
    :cond_3
    return-object v4
.end method
