.class public final Lcom/example/r17d/AppModule_FastRandomFactory;
.super Ljava/lang/Object;
.source "AppModule_FastRandomFactory.java"

# interfaces
.implements Ldagger/internal/Factory;

.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/example/r17d/AppModule_FastRandomFactory$InstanceHolder;
    }
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Ldagger/internal/Factory<",
        "Ljava/util/Random;",
        ">;"
    }
.end annotation

.method public constructor <init>()V
    .registers 1
    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static create()Lcom/example/r17d/AppModule_FastRandomFactory;
    .registers 1
    .line 19
    invoke-static {}, Lcom/example/r17d/AppModule_FastRandomFactory$InstanceHolder;->access$000()Lcom/example/r17d/AppModule_FastRandomFactory;
    move-result-object v0
    return-object v0
.end method

.method public static fastRandom()Ljava/util/Random;
    .registers 1
    .line 23
    invoke-static {}, Lcom/example/r17d/AppModule;->fastRandom()Ljava/util/Random;
    move-result-object v0
    invoke-static {v0}, Ldagger/internal/Preconditions;->checkNotNullFromProvides(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/util/Random;
    return-object v0
.end method

.method public bridge synthetic get()Ljava/lang/Object;
    .registers 2
    .line 11
    invoke-virtual {p0}, Lcom/example/r17d/AppModule_FastRandomFactory;->get()Ljava/util/Random;
    move-result-object v0
    return-object v0
.end method

.method public get()Ljava/util/Random;
    .registers 2
    .line 15
    invoke-static {}, Lcom/example/r17d/AppModule_FastRandomFactory;->fastRandom()Ljava/util/Random;
    move-result-object v0
    return-object v0
.end method
