.class final Lcom/example/r17d/AppModule;
.super Ljava/lang/Object;
.source "AppModule.java"

.method static fastRandom()Ljava/util/Random;
    .registers 1
    .line 12
    new-instance v0, Ljava/util/Random;
    invoke-direct {v0}, Ljava/util/Random;-><init>()V
    return-object v0
.end method

.method static secureRandom()Ljava/util/Random;
    .registers 1
    .line 15
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    return-object v0
.end method
