.class public final Ldagger/internal/InstanceFactory;
.super Ljava/lang/Object;
.source "InstanceFactory.java"

# interfaces
.implements Ldagger/internal/Factory;

.field private final instance:Ljava/lang/Object;

.method public static create(Ljava/lang/Object;)Ldagger/internal/Factory;
    .registers 3
    .line 5
    new-instance v0, Ldagger/internal/InstanceFactory;
    invoke-static {v2}, Ldagger/internal/Preconditions;->checkNotNull(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v1
    invoke-direct {v0, v1}, Ldagger/internal/InstanceFactory;-><init>(Ljava/lang/Object;)V
    return-object v0
.end method

.method private constructor <init>(Ljava/lang/Object;)V
    .registers 2
    .line 10
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    .line 11
    iput-object v1, v0, Ldagger/internal/InstanceFactory;->instance:Ljava/lang/Object;
    .line 12
    return-void
.end method

.method public get()Ljava/lang/Object;
    .registers 2
    .line 16
    iget-object v0, v1, Ldagger/internal/InstanceFactory;->instance:Ljava/lang/Object;
    return-object v0
.end method

