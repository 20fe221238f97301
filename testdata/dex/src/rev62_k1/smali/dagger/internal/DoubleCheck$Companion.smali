.class public final Ldagger/internal/DoubleCheck$Companion;
.super Ljava/lang/Object;
.source "DoubleCheck.kt"


.method private constructor <init>()V
    .registers 1
    .line 24
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final provider(Ljavax/inject/Provider;)Ljavax/inject/Provider;
    .registers 5
    const-string v1, "delegate"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 29
    instance-of v0, v4, Ldagger/internal/DoubleCheck;
    if-eqz v0, :L17
    move-object v0, v4
    goto :L29
    :L17
    new-instance v0, Ldagger/internal/DoubleCheck;
    const/4 v2, 0x0
    invoke-direct {v0, v4, v2}, Ldagger/internal/DoubleCheck;-><init>(Ljavax/inject/Provider;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    check-cast v0, Ljavax/inject/Provider;
    :L29
    return-object v0
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Ldagger/internal/DoubleCheck$Companion;-><init>()V
    return-void
.end method

