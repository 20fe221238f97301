.class public final Lcom/dg/TokenModule_ProvideLedgerFactory;
.super Ljava/lang/Object;
.source "TokenModule_ProvideLedgerFactory.java"

# interfaces
.implements Ldagger/internal/Factory;

# instance fields
.field private final module:Lcom/dg/TokenModule;
.field private final randomProvider:Ljavax/inject/Provider;


# direct methods
.method public constructor <init>(Lcom/dg/TokenModule;Ljavax/inject/Provider;)V
    .registers 4
    .line 12
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 13
    iput-object v2, v1, Lcom/dg/TokenModule_ProvideLedgerFactory;->module:Lcom/dg/TokenModule;
    .line 14
    iput-object v3, v1, Lcom/dg/TokenModule_ProvideLedgerFactory;->randomProvider:Ljavax/inject/Provider;
    .line 15
    return-void
.end method

.method public static provideInstance(Lcom/dg/TokenModule;Ljavax/inject/Provider;)Lcom/dg/Ledger;
    .registers 4
    .line 23
    invoke-interface {v3}, Ljavax/inject/Provider;->get()Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Ljava/util/Random;
    invoke-static {v2, v1}, Lcom/dg/TokenModule_ProvideLedgerFactory;->proxyProvideLedger(Lcom/dg/TokenModule;Ljava/util/Random;)Lcom/dg/Ledger;
    move-result-object v0
    return-object v0
.end method

.method public static create(Lcom/dg/TokenModule;Ljavax/inject/Provider;)Lcom/dg/TokenModule_ProvideLedgerFactory;
    .registers 3
    .line 27
    new-instance v0, Lcom/dg/TokenModule_ProvideLedgerFactory;
    invoke-direct {v0, v1, v2}, Lcom/dg/TokenModule_ProvideLedgerFactory;-><init>(Lcom/dg/TokenModule;Ljavax/inject/Provider;)V
    return-object v0
.end method

.method public static proxyProvideLedger(Lcom/dg/TokenModule;Ljava/util/Random;)Lcom/dg/Ledger;
    .registers 3
    .line 31
    invoke-virtual {v1, v2}, Lcom/dg/TokenModule;->provideLedger(Ljava/util/Random;)Lcom/dg/Ledger;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public get()Lcom/dg/Ledger;
    .registers 3
    .line 19
    iget-object v0, v2, Lcom/dg/TokenModule_ProvideLedgerFactory;->module:Lcom/dg/TokenModule;
    iget-object v1, v2, Lcom/dg/TokenModule_ProvideLedgerFactory;->randomProvider:Ljavax/inject/Provider;
    invoke-static {v0, v1}, Lcom/dg/TokenModule_ProvideLedgerFactory;->provideInstance(Lcom/dg/TokenModule;Ljavax/inject/Provider;)Lcom/dg/Ledger;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic get()Ljava/lang/Object;
    .registers 2
    .line 8
    invoke-virtual {v1}, Lcom/dg/TokenModule_ProvideLedgerFactory;->get()Lcom/dg/Ledger;
    move-result-object v0
    return-object v0
.end method

