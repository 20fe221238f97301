.class public final Lcom/droprx/tools/TokenMint_Factory;
.super Ljava/lang/Object;
.source "TokenMint_Factory.java"

# interfaces
.implements Ldagger/internal/Factory;

.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/droprx/tools/TokenMint_Factory$InstanceHolder;
    }
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Ldagger/internal/Factory<",
        "Lcom/droprx/tools/TokenMint;",
        ">;"
    }
.end annotation

.method public constructor <init>()V
    .registers 1
    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static create()Lcom/droprx/tools/TokenMint_Factory;
    .registers 1
    .line 14
    invoke-static {}, Lcom/droprx/tools/TokenMint_Factory$InstanceHolder;->-$$Nest$sfgetINSTANCE()Lcom/droprx/tools/TokenMint_Factory;
    move-result-object v0
    return-object v0
.end method

.method public static newInstance(Ljava/util/Random;Ljava/security/SecureRandom;)Lcom/droprx/tools/TokenMint;
    .registers 3
    .line 18
    new-instance v0, Lcom/droprx/tools/TokenMint;
    invoke-direct {v0, p0, p1}, Lcom/droprx/tools/TokenMint;-><init>(Ljava/util/Random;Ljava/security/SecureRandom;)V
    return-object v0
.end method

.method public get()Lcom/droprx/tools/TokenMint;
    .registers 3
    .line 10
    new-instance v0, Ljava/util/Random;
    invoke-direct {v0}, Ljava/util/Random;-><init>()V
    new-instance v1, Ljava/security/SecureRandom;
    invoke-direct {v1}, Ljava/security/SecureRandom;-><init>()V
    invoke-static {v0, v1}, Lcom/droprx/tools/TokenMint_Factory;->newInstance(Ljava/util/Random;Ljava/security/SecureRandom;)Lcom/droprx/tools/TokenMint;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic get()Ljava/lang/Object;
    .registers 2
    .line 7
    invoke-virtual {p0}, Lcom/droprx/tools/TokenMint_Factory;->get()Lcom/droprx/tools/TokenMint;
    move-result-object v0
    return-object v0
.end method
