.class public final Ldagger/internal/InstanceFactory$Companion;
.super Ljava/lang/Object;
.source "Internal.kt"


.method private constructor <init>()V
    .registers 1
    .line 9
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final create(Ljava/lang/Object;)Ldagger/internal/Factory;
    .registers 4
    .line 11
    new-instance v0, Ldagger/internal/InstanceFactory;
    const/4 v1, 0x0
    invoke-direct {v0, v3, v1}, Ldagger/internal/InstanceFactory;-><init>(Ljava/lang/Object;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    check-cast v0, Ldagger/internal/Factory;
    return-object v0
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Ldagger/internal/InstanceFactory$Companion;-><init>()V
    return-void
.end method

