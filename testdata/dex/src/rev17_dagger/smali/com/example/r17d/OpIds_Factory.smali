.class public final Lcom/example/r17d/OpIds_Factory;
.super Ljava/lang/Object;
.source "OpIds_Factory.java"

# interfaces
.implements Ldagger/internal/Factory;

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Ldagger/internal/Factory<",
        "Lcom/example/r17d/OpIds;",
        ">;"
    }
.end annotation

.field private final rngProvider:Ljavax/inject/Provider;

.method public constructor <init>(Ljavax/inject/Provider;)V
    .registers 2
    .line 20
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 21
    iput-object p1, p0, Lcom/example/r17d/OpIds_Factory;->rngProvider:Ljavax/inject/Provider;
    .line 22
    return-void
.end method

.method public static create(Ljavax/inject/Provider;)Lcom/example/r17d/OpIds_Factory;
    .registers 2
    .line 30
    new-instance v0, Lcom/example/r17d/OpIds_Factory;
    invoke-direct {v0, p0}, Lcom/example/r17d/OpIds_Factory;-><init>(Ljavax/inject/Provider;)V
    return-object v0
.end method

.method public static newInstance(Ljava/util/Random;)Lcom/example/r17d/OpIds;
    .registers 2
    .line 34
    new-instance v0, Lcom/example/r17d/OpIds;
    invoke-direct {v0, p0}, Lcom/example/r17d/OpIds;-><init>(Ljava/util/Random;)V
    return-object v0
.end method

.method public get()Lcom/example/r17d/OpIds;
    .registers 2
    .line 26
    iget-object v0, p0, Lcom/example/r17d/OpIds_Factory;->rngProvider:Ljavax/inject/Provider;
    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/util/Random;
    invoke-static {v0}, Lcom/example/r17d/OpIds_Factory;->newInstance(Ljava/util/Random;)Lcom/example/r17d/OpIds;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic get()Ljava/lang/Object;
    .registers 2
    .line 11
    invoke-virtual {p0}, Lcom/example/r17d/OpIds_Factory;->get()Lcom/example/r17d/OpIds;
    move-result-object v0
    return-object v0
.end method
