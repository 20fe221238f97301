.class public final Lcom/dg/TokenModule_ProvideFastFactory;
.super Ljava/lang/Object;
.source "TokenModule_ProvideFastFactory.java"

# interfaces
.implements Ldagger/internal/Factory;

# instance fields
.field private final module:Lcom/dg/TokenModule;


# direct methods
.method public constructor <init>(Lcom/dg/TokenModule;)V
    .registers 3
    .line 10
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 11
    iput-object v2, v1, Lcom/dg/TokenModule_ProvideFastFactory;->module:Lcom/dg/TokenModule;
    .line 12
    return-void
.end method

.method public static provideInstance(Lcom/dg/TokenModule;)Ljava/util/Random;
    .registers 2
    .line 20
    invoke-static {v1}, Lcom/dg/TokenModule_ProvideFastFactory;->proxyProvideFast(Lcom/dg/TokenModule;)Ljava/util/Random;
    move-result-object v0
    return-object v0
.end method

.method public static create(Lcom/dg/TokenModule;)Lcom/dg/TokenModule_ProvideFastFactory;
    .registers 2
    .line 24
    new-instance v0, Lcom/dg/TokenModule_ProvideFastFactory;
    invoke-direct {v0, v1}, Lcom/dg/TokenModule_ProvideFastFactory;-><init>(Lcom/dg/TokenModule;)V
    return-object v0
.end method

.method public static proxyProvideFast(Lcom/dg/TokenModule;)Ljava/util/Random;
    .registers 2
    .line 28
    invoke-virtual {v1}, Lcom/dg/TokenModule;->provideFast()Ljava/util/Random;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public get()Ljava/util/Random;
    .registers 2
    .line 16
    iget-object v0, v1, Lcom/dg/TokenModule_ProvideFastFactory;->module:Lcom/dg/TokenModule;
    invoke-static {v0}, Lcom/dg/TokenModule_ProvideFastFactory;->provideInstance(Lcom/dg/TokenModule;)Ljava/util/Random;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic get()Ljava/lang/Object;
    .registers 2
    .line 7
    invoke-virtual {v1}, Lcom/dg/TokenModule_ProvideFastFactory;->get()Ljava/util/Random;
    move-result-object v0
    return-object v0
.end method

