.class public final Ldagger/internal/DoubleCheck;
.super Ljava/lang/Object;
.source "Internal.kt"

# interfaces
.implements Ljavax/inject/Provider;

.field public static final Companion:Ldagger/internal/DoubleCheck$Companion;
.field private provider:Ljavax/inject/Provider;
.field private instance:Ljava/lang/Object;
.field private static final UNINITIALIZED:Ljava/lang/Object;

.method private constructor <init>(Ljavax/inject/Provider;)V
    .registers 3
    .line 15
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Ldagger/internal/DoubleCheck;->provider:Ljavax/inject/Provider;
    .line 16
    sget-object v0, Ldagger/internal/DoubleCheck;->UNINITIALIZED:Ljava/lang/Object;
    iput-object v0, v1, Ldagger/internal/DoubleCheck;->instance:Ljava/lang/Object;
    .line 15
    return-void
.end method

.method public get()Ljava/lang/Object;
    .registers 3
    .line 21
    iget-object v0, v2, Ldagger/internal/DoubleCheck;->instance:Ljava/lang/Object;
    sget-object v1, Ldagger/internal/DoubleCheck;->UNINITIALIZED:Ljava/lang/Object;
    if-ne v0, v1, :L32
    .line 22
    iget-object v1, v2, Ldagger/internal/DoubleCheck;->provider:Ljavax/inject/Provider;
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-interface {v1}, Ljavax/inject/Provider;->get()Ljava/lang/Object;
    move-result-object v1
    iput-object v1, v2, Ldagger/internal/DoubleCheck;->instance:Ljava/lang/Object;
    .line 23
    const/4 v1, 0x0
    iput-object v1, v2, Ldagger/internal/DoubleCheck;->provider:Ljavax/inject/Provider;
    :L32
    .line 25
    iget-object v0, v2, Ldagger/internal/DoubleCheck;->instance:Ljava/lang/Object;
    return-object v0
.end method

.method public static final provider(Ljavax/inject/Provider;)Ljavax/inject/Provider;
    .registers 2
    sget-object v0, Ldagger/internal/DoubleCheck;->Companion:Ldagger/internal/DoubleCheck$Companion;
    invoke-virtual {v0, v1}, Ldagger/internal/DoubleCheck$Companion;->provider(Ljavax/inject/Provider;)Ljavax/inject/Provider;
    move-result-object v0
    .line 32
    return-object v0
.end method

.method public synthetic constructor <init>(Ljavax/inject/Provider;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 3
    invoke-direct {v0, v1}, Ldagger/internal/DoubleCheck;-><init>(Ljavax/inject/Provider;)V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Ldagger/internal/DoubleCheck$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Ldagger/internal/DoubleCheck$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Ldagger/internal/DoubleCheck;->Companion:Ldagger/internal/DoubleCheck$Companion;
    .line 29
    new-instance v0, Ljava/lang/Object;
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    sput-object v0, Ldagger/internal/DoubleCheck;->UNINITIALIZED:Ljava/lang/Object;
    return-void
.end method

