.class public final Lcom/hearthguard/claims/HearthModule_SessionMintFactory;
.super Ljava/lang/Object;
.source "HearthModule_SessionMintFactory.java"

# interfaces
.implements Ldagger/internal/Factory;

.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/hearthguard/claims/HearthModule_SessionMintFactory$InstanceHolder;
    }
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Ldagger/internal/Factory<",
        "Lcom/hearthguard/claims/TokenMint;",
        ">;"
    }
.end annotation

.method public constructor <init>()V
    .registers 1
    .line 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static create()Lcom/hearthguard/claims/HearthModule_SessionMintFactory;
    .registers 1
    .line 13
    invoke-static {}, Lcom/hearthguard/claims/HearthModule_SessionMintFactory$InstanceHolder;->-$$Nest$sfgetINSTANCE()Lcom/hearthguard/claims/HearthModule_SessionMintFactory;
    move-result-object v0
    return-object v0
.end method

.method public static sessionMint()Lcom/hearthguard/claims/TokenMint;
    .registers 1
    .line 17
    sget-object v0, Lcom/hearthguard/claims/HearthModule;->INSTANCE:Lcom/hearthguard/claims/HearthModule;
    invoke-virtual {v0}, Lcom/hearthguard/claims/HearthModule;->sessionMint()Lcom/hearthguard/claims/TokenMint;
    move-result-object v0
    invoke-static {v0}, Ldagger/internal/Preconditions;->checkNotNullFromProvides(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/hearthguard/claims/TokenMint;
    return-object v0
.end method

.method public get()Lcom/hearthguard/claims/TokenMint;
    .registers 2
    .line 9
    invoke-static {}, Lcom/hearthguard/claims/HearthModule_SessionMintFactory;->sessionMint()Lcom/hearthguard/claims/TokenMint;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic get()Ljava/lang/Object;
    .registers 2
    .line 6
    invoke-virtual {p0}, Lcom/hearthguard/claims/HearthModule_SessionMintFactory;->get()Lcom/hearthguard/claims/TokenMint;
    move-result-object v0
    return-object v0
.end method
