.class public final Ldagger/internal/InstanceFactory;
.super Ljava/lang/Object;
.source "Internal.kt"

# interfaces
.implements Ldagger/internal/Factory;

.field public static final Companion:Ldagger/internal/InstanceFactory$Companion;
.field private final instance:Ljava/lang/Object;

.method private constructor <init>(Ljava/lang/Object;)V
    .registers 2
    .line 7
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    iput-object v1, v0, Ldagger/internal/InstanceFactory;->instance:Ljava/lang/Object;
    return-void
.end method

.method public get()Ljava/lang/Object;
    .registers 2
    .line 8
    iget-object v0, v1, Ldagger/internal/InstanceFactory;->instance:Ljava/lang/Object;
    return-object v0
.end method

.method public static final create(Ljava/lang/Object;)Ldagger/internal/Factory;
    .registers 2
    sget-object v0, Ldagger/internal/InstanceFactory;->Companion:Ldagger/internal/InstanceFactory$Companion;
    invoke-virtual {v0, v1}, Ldagger/internal/InstanceFactory$Companion;->create(Ljava/lang/Object;)Ldagger/internal/Factory;
    move-result-object v0
    .line 11
    return-object v0
.end method

.method public synthetic constructor <init>(Ljava/lang/Object;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 3
    invoke-direct {v0, v1}, Ldagger/internal/InstanceFactory;-><init>(Ljava/lang/Object;)V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Ldagger/internal/InstanceFactory$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Ldagger/internal/InstanceFactory$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Ldagger/internal/InstanceFactory;->Companion:Ldagger/internal/InstanceFactory$Companion;
    return-void
.end method

