.class public interface abstract Lcom/hearthguard/claims/HearthComponent;
.super Ljava/lang/Object;
.source "Graph.kt"

.annotation runtime Ldagger/Component;
    modules = {
        Lcom/hearthguard/claims/HearthModule;
    }
.end annotation

.annotation runtime Ljavax/inject/Singleton;
.end annotation

.method public abstract claimRepository()Lcom/hearthguard/claims/ClaimRepository;
.end method

.method public abstract policyStore()Lcom/hearthguard/claims/PolicyStore;
.end method

.method public abstract sessionMint()Lcom/hearthguard/claims/TokenMint;
.end method

.method public abstract ticketMint()Lcom/hearthguard/claims/TokenMint;
.end method
