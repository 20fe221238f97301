.class public final Lcom/example/ms/KtArgs;
.super Ljava/lang/Object;
.source "KArgs.kt"

.annotation runtime Lkotlinx/serialization/Serializable;
.end annotation

.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/example/ms/KtArgs$$serializer;,
        Lcom/example/ms/KtArgs$Companion;
    }
.end annotation

.field public static final Companion:Lcom/example/ms/KtArgs$Companion;

.field private final callerPackage:Ljava/lang/String;

.field private final origin:Ljava/lang/String;

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/example/ms/KtArgs$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/example/ms/KtArgs$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/example/ms/KtArgs;->Companion:Lcom/example/ms/KtArgs$Companion;
    return-void
.end method

.method public synthetic constructor <init>(ILjava/lang/String;Ljava/lang/String;Lkotlinx/serialization/internal/SerializationConstructorMarker;)V
    .registers 7
    .annotation runtime Lkotlin/Deprecated;
        level = .enum Lkotlin/DeprecationLevel;->HIDDEN:Lkotlin/DeprecationLevel;
        message = "This synthesized declaration should not be used directly"
    .end annotation
    .line 5
    and-int/lit8 v0, p1, 0x1
    const/4 v1, 0x1
    if-eq v1, v0, :cond_0
    sget-object v0, Lcom/example/ms/KtArgs$$serializer;->INSTANCE:Lcom/example/ms/KtArgs$$serializer;
    invoke-virtual {v0}, Lcom/example/ms/KtArgs$$serializer;->getDescriptor()Lkotlinx/serialization/descriptors/SerialDescriptor;
    move-result-object v0
    invoke-static {p1, v1, v0}, Lkotlinx/serialization/internal/PluginExceptionsKt;->throwMissingFieldException(IILkotlinx/serialization/descriptors/SerialDescriptor;)V
    :cond_0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p2, p0, Lcom/example/ms/KtArgs;->origin:Ljava/lang/String;
    and-int/lit8 p1, p1, 0x2
    if-nez p1, :cond_1
    const-string p1, ""
    iput-object p1, p0, Lcom/example/ms/KtArgs;->callerPackage:Ljava/lang/String;
    goto :goto_0
    :cond_1
    iput-object p3, p0, Lcom/example/ms/KtArgs;->callerPackage:Ljava/lang/String;
    :goto_0
    return-void
.end method

.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;)V
    .registers 4
    const-string v0, "origin"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "callerPackage"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 7
    iput-object p1, p0, Lcom/example/ms/KtArgs;->origin:Ljava/lang/String;
    .line 8
    iput-object p2, p0, Lcom/example/ms/KtArgs;->callerPackage:Ljava/lang/String;
    return-void
.end method

.method public final getCallerPackage()Ljava/lang/String;
    .registers 2
    .line 8
    iget-object v0, p0, Lcom/example/ms/KtArgs;->callerPackage:Ljava/lang/String;
    return-object v0
.end method

.method public final getOrigin()Ljava/lang/String;
    .registers 2
    .line 7
    iget-object v0, p0, Lcom/example/ms/KtArgs;->origin:Ljava/lang/String;
    return-object v0
.end method
