.class public Lcom/example/tobj/ToolProvider;
.super Landroid/content/ContentProvider;
.source "ToolProvider.java"


# static fields
.field static last:Lcom/example/tobj/Grant;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 15
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    return-void
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8

    .line 20
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    .line 21
    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    .line 22
    new-instance v1, Lcom/example/tobj/Grant;

    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;

    move-result-object v2

    invoke-virtual {v2}, Ljava/util/UUID;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v1, v2}, Lcom/example/tobj/Grant;-><init>(Ljava/lang/String;)V

    # near miss CETP613: the Grant read is the one made just above with a UUID
    .line 23
    const-string v2, "session_token"

    invoke-virtual {v1}, Lcom/example/tobj/Grant;->getToken()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v0, v2, v3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 24
    new-instance v1, Lcom/example/tobj/Grant;

    new-instance v2, Ljava/util/Random;

    invoke-direct {v2}, Ljava/util/Random;-><init>()V

    invoke-virtual {v2}, Ljava/util/Random;->nextLong()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v2

    invoke-direct {v1, v2}, Lcom/example/tobj/Grant;-><init>(Ljava/lang/String;)V

    .line 25
    const-string v2, "resume_token"

    invoke-virtual {v1}, Lcom/example/tobj/Grant;->getToken()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v0, v2, v3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 26
    invoke-static {}, Lcom/example/tobj/Grant;->make()Lcom/example/tobj/Grant;

    move-result-object v1

    .line 27
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;

    move-result-object v2

    invoke-virtual {v2}, Ljava/util/UUID;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v1, v2}, Lcom/example/tobj/Grant;->setToken(Ljava/lang/String;)V

    # near miss CETP613: the factory-made Grant read is set just above from a UUID
    .line 28
    const-string v2, "operation_id"

    invoke-virtual {v1}, Lcom/example/tobj/Grant;->getToken()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v0, v2, v3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 29
    invoke-static {}, Lcom/example/tobj/Grant;->make()Lcom/example/tobj/Grant;

    move-result-object v1

    .line 30
    invoke-static {}, Ljava/lang/System;->nanoTime()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v1, v2}, Lcom/example/tobj/Grant;->setToken(Ljava/lang/String;)V

    .line 31
    const-string v2, "operation_id"

    invoke-virtual {v1}, Lcom/example/tobj/Grant;->getToken()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v0, v2, v3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 32
    sget-object v1, Lcom/example/tobj/ToolProvider;->last:Lcom/example/tobj/Grant;

    .line 33
    if-eqz v1, :cond_0

    const-string v2, "session_token"

    invoke-virtual {v1}, Lcom/example/tobj/Grant;->getToken()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v0, v2, v3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 34
    :cond_0
    return-object v0
.end method
