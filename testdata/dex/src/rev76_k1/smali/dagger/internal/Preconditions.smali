.class public final Ldagger/internal/Preconditions;
.super Ljava/lang/Object;
.source "Preconditions.java"


.method public static checkNotNull(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 2
    .line 5
    if-nez v1, :L12
    .line 6
    new-instance v0, Ljava/lang/NullPointerException;
    invoke-direct {v0}, Ljava/lang/NullPointerException;-><init>()V
    throw v0
    :L12
    .line 8
    return-object v1
.end method

.method public static checkNotNull(Ljava/lang/Object;Ljava/lang/String;)Ljava/lang/Object;
    .registers 3
    .line 12
    if-nez v1, :L13
    .line 13
    new-instance v0, Ljava/lang/NullPointerException;
    invoke-direct {v0, v2}, Ljava/lang/NullPointerException;-><init>(Ljava/lang/String;)V
    throw v0
    :L13
    .line 15
    return-object v1
.end method

.method public static checkNotNullFromProvides(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3
    .line 19
    if-nez v2, :L14
    .line 20
    new-instance v0, Ljava/lang/NullPointerException;
    const-string v1, "Cannot return null from a non-@Nullable @Provides method"
    invoke-direct {v0, v1}, Ljava/lang/NullPointerException;-><init>(Ljava/lang/String;)V
    throw v0
    :L14
    .line 22
    return-object v2
.end method

.method public static checkBuilderRequirement(Ljava/lang/Object;Ljava/lang/Class;)V
    .registers 5
    .line 26
    if-nez v3, :L34
    .line 27
    new-instance v0, Ljava/lang/IllegalStateException;
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v4}, Ljava/lang/Class;->getCanonicalName()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    const-string v2, " must be set"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :L34
    .line 29
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 31
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

