.class final Lcom/quirewell/vault/VaultGuard;
.super Ljava/lang/Object;
.source "VaultGuard.java"

# interfaces
.implements Ljava/lang/reflect/InvocationHandler;


# static fields
.field private static final TAG:Ljava/lang/String; = "VaultGuard"


# instance fields
.field private final entry:Lcom/quirewell/cetp/ToolRegistry$Entry;

.field private final grants:Lcom/quirewell/data/Grants;


# direct methods
.method constructor <init>(Lcom/quirewell/cetp/ToolRegistry$Entry;Lcom/quirewell/data/Grants;)V
    .registers 3

    .line 21
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 22
    iput-object p1, p0, Lcom/quirewell/vault/VaultGuard;->entry:Lcom/quirewell/cetp/ToolRegistry$Entry;

    .line 23
    iput-object p2, p0, Lcom/quirewell/vault/VaultGuard;->grants:Lcom/quirewell/data/Grants;

    .line 24
    return-void
.end method


# virtual methods
.method public invoke(Ljava/lang/Object;Ljava/lang/reflect/Method;[Ljava/lang/Object;)Ljava/lang/Object;
    .registers 15
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Throwable;
        }
    .end annotation

    .line 28
    invoke-virtual {p2}, Ljava/lang/reflect/Method;->getName()Ljava/lang/String;

    move-result-object v4

    const/4 v5, -0x1

    invoke-virtual {v4}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "run"

    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v5, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "label"

    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v5, 0x1

    goto :goto_0

    :sswitch_2
    const-string v1, "hashCode"

    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v5, 0x2

    goto :goto_0

    :sswitch_3
    const-string v1, "equals"

    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v5, 0x3

    goto :goto_0

    :sswitch_4
    const-string v1, "toString"

    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v5, 0x4

    :cond_0
    :goto_0
    packed-switch v5, :pswitch_data_0

    goto/16 :goto_3

    .line 30
    :pswitch_0
    const/4 v1, 0x0

    aget-object v0, p3, v1

    check-cast v0, Lcom/quirewell/cetp/Invocation;

    move-object v6, v0

    .line 32
    invoke-virtual {v6}, Lcom/quirewell/cetp/Invocation;->uid()I

    move-result v7

    .line 33
    invoke-static {}, Landroid/os/Process;->myUid()I

    move-result v1

    if-eq v7, v1, :cond_1

    iget-object v0, p0, Lcom/quirewell/vault/VaultGuard;->grants:Lcom/quirewell/data/Grants;

    iget-object v2, p0, Lcom/quirewell/vault/VaultGuard;->entry:Lcom/quirewell/cetp/ToolRegistry$Entry;

    invoke-virtual {v2}, Lcom/quirewell/cetp/ToolRegistry$Entry;->scopes()Ljava/util/List;

    move-result-object v2

    invoke-virtual {v0, v7, v2}, Lcom/quirewell/data/Grants;->allows(ILjava/util/List;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 34
    invoke-virtual {v6}, Lcom/quirewell/cetp/Invocation;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "PERMISSION_DENIED"

    const-string v2, "Grant this assistant the Vault scopes first"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/quirewell/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 38
    :cond_1
    :try_start_0
    iget-object v1, p0, Lcom/quirewell/vault/VaultGuard;->entry:Lcom/quirewell/cetp/ToolRegistry$Entry;

    invoke-virtual {v1}, Lcom/quirewell/cetp/ToolRegistry$Entry;->tool()Lcom/quirewell/cetp/Tool;

    move-result-object v1

    invoke-virtual {p2, v1, p3}, Ljava/lang/reflect/Method;->invoke(Ljava/lang/Object;[Ljava/lang/Object;)Ljava/lang/Object;
    :try_end_0
    .catch Ljava/lang/reflect/InvocationTargetException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v8

    .line 40
    invoke-virtual {v8}, Ljava/lang/reflect/InvocationTargetException;->getTargetException()Ljava/lang/Throwable;

    move-result-object v9

    .line 41
    iget-object v1, p0, Lcom/quirewell/vault/VaultGuard;->entry:Lcom/quirewell/cetp/ToolRegistry$Entry;

    invoke-virtual {v1}, Lcom/quirewell/cetp/ToolRegistry$Entry;->name()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " failed"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    const-string v0, "VaultGuard"

    invoke-static {v0, v1, v9}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 42
    invoke-virtual {v9}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_2

    invoke-virtual {v9}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;

    move-result-object v0

    goto :goto_1

    :cond_2
    invoke-virtual {v9}, Ljava/lang/Throwable;->toString()Ljava/lang/String;

    move-result-object v0

    :goto_1
    move-object v10, v0

    .line 43
    invoke-virtual {v6}, Lcom/quirewell/cetp/Invocation;->requestId()Ljava/lang/String;

    move-result-object v0

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "Vault operation failed: "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v10}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "INTERNAL_ERROR"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/quirewell/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 48
    :pswitch_1
    iget-object v0, p0, Lcom/quirewell/vault/VaultGuard;->entry:Lcom/quirewell/cetp/ToolRegistry$Entry;

    invoke-virtual {v0}, Lcom/quirewell/cetp/ToolRegistry$Entry;->name()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "vault/"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    move-object v0, v1

    return-object v0

    .line 50
    :pswitch_2
    invoke-static {p1}, Ljava/lang/System;->identityHashCode(Ljava/lang/Object;)I

    move-result v0

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v0

    return-object v0

    .line 52
    :pswitch_3
    const/4 v2, 0x0

    aget-object v1, p3, v2

    if-ne p1, v1, :cond_3

    const/4 v0, 0x1

    goto :goto_2

    :cond_3
    const/4 v0, 0x0

    :goto_2
    invoke-static {v0}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v0

    return-object v0

    .line 54
    :pswitch_4
    iget-object v0, p0, Lcom/quirewell/vault/VaultGuard;->entry:Lcom/quirewell/cetp/ToolRegistry$Entry;

    invoke-virtual {v0}, Lcom/quirewell/cetp/ToolRegistry$Entry;->name()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "VaultGuard["

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, "]"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    move-object v0, v1

    return-object v0

    .line 56
    :goto_3
    new-instance v0, Ljava/lang/UnsupportedOperationException;

    invoke-virtual {p2}, Ljava/lang/reflect/Method;->getName()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/UnsupportedOperationException;-><init>(Ljava/lang/String;)V

    throw v0

    nop

    :sswitch_data_0
    .sparse-switch
        -0x69e9ad94 -> :sswitch_4
        -0x4d378041 -> :sswitch_3
        0x1ba8b -> :sswitch_0
        0x61f7ef4 -> :sswitch_1
        0x8cdac1b -> :sswitch_2
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
        :pswitch_4
    .end packed-switch
.end method
