.class public final Lcom/dg/Injectors;
.super Ljava/lang/Object;
.source "Injectors.java"


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 8
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 9
    return-void
.end method

.method public static injectRandom(Lcom/dg/CodeProvider;Ljavax/inject/Provider;)V
    .registers 3
    .line 12
    iput-object v2, v1, Lcom/dg/CodeProvider;->random:Ljavax/inject/Provider;
    .line 13
    return-void
.end method

.method public static injectLedger(Lcom/dg/CodeProvider;Lcom/dg/Ledger;)V
    .registers 3
    .line 16
    iput-object v2, v1, Lcom/dg/CodeProvider;->ledger:Lcom/dg/Ledger;
    .line 17
    return-void
.end method

.method public static injectRandom(Lcom/dg/VaultProvider;Ljavax/inject/Provider;)V
    .registers 3
    .line 20
    iput-object v2, v1, Lcom/dg/VaultProvider;->random:Ljavax/inject/Provider;
    .line 21
    return-void
.end method

.method public static injectLedger(Lcom/dg/VaultProvider;Lcom/dg/Ledger;)V
    .registers 3
    .line 24
    iput-object v2, v1, Lcom/dg/VaultProvider;->ledger:Lcom/dg/Ledger;
    .line 25
    return-void
.end method

