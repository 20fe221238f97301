.class public final Ldagger/internal/DoubleCheck;
.super Ljava/lang/Object;
.source "DoubleCheck.kt"

# interfaces
.implements Ljavax/inject/Provider;

.field public static final Companion:Ldagger/internal/DoubleCheck$Companion;
.field private provider:Ljavax/inject/Provider;
.field private volatile instance:Ljava/lang/Object;
.field private static final UNINITIALIZED:Ljava/lang/Object;

.method private constructor <init>(Ljavax/inject/Provider;)V
    .registers 3
    .line 5
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Ldagger/internal/DoubleCheck;->provider:Ljavax/inject/Provider;
    .line 6
    sget-object v0, Ldagger/internal/DoubleCheck;->UNINITIALIZED:Ljava/lang/Object;
    iput-object v0, v1, Ldagger/internal/DoubleCheck;->instance:Ljava/lang/Object;
    .line 5
    return-void
.end method

.method public get()Ljava/lang/Object;
    .registers 7
    .line 10
    const/4 v0, 0x0
    move-object v2, v0
    iget-object v0, v6, Ldagger/internal/DoubleCheck;->instance:Ljava/lang/Object;
    move-object v2, v0
    .line 11
    sget-object v1, Ldagger/internal/DoubleCheck;->UNINITIALIZED:Ljava/lang/Object;
    if-ne v2, v1, :L74
    .line 12
    move-object v3, v6
    monitor-enter v3
    :t_18
    nop
    const/4 v0, 0x0
    move v4, v0
    .line 13
    iget-object v0, v6, Ldagger/internal/DoubleCheck;->instance:Ljava/lang/Object;
    move-object v2, v0
    .line 14
    sget-object v1, Ldagger/internal/DoubleCheck;->UNINITIALIZED:Ljava/lang/Object;
    if-ne v2, v1, :L57
    .line 15
    iget-object v0, v6, Ldagger/internal/DoubleCheck;->provider:Ljavax/inject/Provider;
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;
    move-result-object v0
    move-object v2, v0
    .line 16
    iput-object v2, v6, Ldagger/internal/DoubleCheck;->instance:Ljava/lang/Object;
    .line 17
    const/4 v1, 0x0
    iput-object v1, v6, Ldagger/internal/DoubleCheck;->provider:Ljavax/inject/Provider;
    :L57
    .line 19
    nop
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    .line 12
    move-object v4, v0
    :t_62
    monitor-exit v3
    goto :L74
    :L67
    move-exception v0
    move-object v5, v0
    monitor-exit v3
    throw v5
    :L74
    .line 21
    return-object v2
    .catchall {:t_18 .. :t_62} :L67
.end method

.method public static final provider(Ljavax/inject/Provider;)Ljavax/inject/Provider;
    .registers 2
    sget-object v0, Ldagger/internal/DoubleCheck;->Companion:Ldagger/internal/DoubleCheck$Companion;
    invoke-virtual {v0, v1}, Ldagger/internal/DoubleCheck$Companion;->provider(Ljavax/inject/Provider;)Ljavax/inject/Provider;
    move-result-object v0
    .line 29
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
    .line 25
    new-instance v0, Ljava/lang/Object;
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    sput-object v0, Ldagger/internal/DoubleCheck;->UNINITIALIZED:Ljava/lang/Object;
    return-void
.end method

