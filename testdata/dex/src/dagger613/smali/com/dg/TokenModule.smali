.class public final Lcom/dg/TokenModule;
.super Ljava/lang/Object;
.source "TokenModule.java"


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 7
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public provideFast()Ljava/util/Random;
    .registers 2
    .line 9
    new-instance v0, Ljava/util/Random;
    invoke-direct {v0}, Ljava/util/Random;-><init>()V
    return-object v0
.end method

.method public provideStrong()Ljava/util/Random;
    .registers 2
    .line 13
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    return-object v0
.end method

.method public provideLedger(Ljava/util/Random;)Lcom/dg/Ledger;
    .registers 3
    .line 17
    new-instance v0, Lcom/dg/Ledger;
    invoke-direct {v0, v2}, Lcom/dg/Ledger;-><init>(Ljava/util/Random;)V
    return-object v0
.end method

