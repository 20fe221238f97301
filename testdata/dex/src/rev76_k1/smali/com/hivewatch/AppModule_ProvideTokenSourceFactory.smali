.class public final Lcom/hivewatch/AppModule_ProvideTokenSourceFactory;
.super Ljava/lang/Object;
.source "AppModule_ProvideTokenSourceFactory.java"

# interfaces
.implements Ldagger/internal/Factory;


.method public constructor <init>()V
    .registers 1
    .line 14
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public get()Ljava/util/Random;
    .registers 2
    .line 17
    invoke-static {}, Lcom/hivewatch/AppModule_ProvideTokenSourceFactory;->provideTokenSource()Ljava/util/Random;
    move-result-object v0
    return-object v0
.end method

.method public static create()Lcom/hivewatch/AppModule_ProvideTokenSourceFactory;
    .registers 1
    .line 21
    sget-object v0, Lcom/hivewatch/AppModule_ProvideTokenSourceFactory$InstanceHolder;->INSTANCE:Lcom/hivewatch/AppModule_ProvideTokenSourceFactory;
    return-object v0
.end method

.method public static provideTokenSource()Ljava/util/Random;
    .registers 1
    .line 25
    sget-object v0, Lcom/hivewatch/AppModule;->INSTANCE:Lcom/hivewatch/AppModule;
    invoke-virtual {v0}, Lcom/hivewatch/AppModule;->provideTokenSource()Ljava/util/Random;
    move-result-object v0
    invoke-static {v0}, Ldagger/internal/Preconditions;->checkNotNullFromProvides(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/util/Random;
    return-object v0
.end method

.method public bridge synthetic get()Ljava/lang/Object;
    .registers 2
    .line 11
    invoke-virtual {v1}, Lcom/hivewatch/AppModule_ProvideTokenSourceFactory;->get()Ljava/util/Random;
    move-result-object v0
    return-object v0
.end method

