.class public final Lcom/example/rv15h/AppModule_RngFactory;
.super Ljava/lang/Object;
.source "AppModule_RngFactory.java"

.method public static rng()Ljava/util/Random;
    .registers 1
    .line 27
    sget-object v0, Lcom/example/rv15h/AppModule;->INSTANCE:Lcom/example/rv15h/AppModule;
    invoke-virtual {v0}, Lcom/example/rv15h/AppModule;->rng()Ljava/util/Random;
    move-result-object v0
    invoke-static {v0}, Ldagger/internal/Preconditions;->checkNotNullFromProvides(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/util/Random;
    return-object v0
.end method
