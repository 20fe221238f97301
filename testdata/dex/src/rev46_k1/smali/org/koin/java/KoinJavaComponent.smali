.class public final Lorg/koin/java/KoinJavaComponent;
.super Ljava/lang/Object;
.source "KoinJavaComponent.kt"

.field public static final INSTANCE:Lorg/koin/java/KoinJavaComponent;

.method private constructor <init>()V
    .registers 1
    .line 6
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static final inject(Ljava/lang/Class;Lorg/koin/core/qualifier/Qualifier;Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    .registers 6
    const-string v1, "clazz"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 10
    sget-object v0, Lkotlin/LazyThreadSafetyMode;->SYNCHRONIZED:Lkotlin/LazyThreadSafetyMode;
    new-instance v2, Lorg/koin/java/KoinJavaComponent$$ExternalSyntheticLambda0;
    invoke-direct {v2, v3, v4, v5}, Lorg/koin/java/KoinJavaComponent$$ExternalSyntheticLambda0;-><init>(Ljava/lang/Class;Lorg/koin/core/qualifier/Qualifier;Lkotlin/jvm/functions/Function0;)V
    move-object v1, v2
    invoke-static {v0, v1}, Lkotlin/LazyKt;->lazy(Lkotlin/LazyThreadSafetyMode;Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    return-object v0
.end method

.method public static synthetic inject$default(Ljava/lang/Class;Lorg/koin/core/qualifier/Qualifier;Lkotlin/jvm/functions/Function0;ILjava/lang/Object;)Lkotlin/Lazy;
    .registers 7
    .line 9
    const/4 v1, 0x2
    and-int v0, v5, v1
    if-eqz v0, :L8
    const/4 v0, 0x0
    move-object v3, v0
    :L8
    const/4 v1, 0x4
    and-int v0, v5, v1
    if-eqz v0, :L16
    const/4 v0, 0x0
    move-object v4, v0
    :L16
    invoke-static {v2, v3, v4}, Lorg/koin/java/KoinJavaComponent;->inject(Ljava/lang/Class;Lorg/koin/core/qualifier/Qualifier;Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    return-object v0
.end method

.method public static final get(Ljava/lang/Class;Lorg/koin/core/qualifier/Qualifier;Lkotlin/jvm/functions/Function0;)Ljava/lang/Object;
    .registers 5
    const-string v1, "clazz"
    invoke-static {v2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    sget-object v0, Lorg/koin/core/KoinPlatformTools;->INSTANCE:Lorg/koin/core/KoinPlatformTools;
    invoke-virtual {v0}, Lorg/koin/core/KoinPlatformTools;->defaultContext()Lorg/koin/core/Koin;
    move-result-object v0
    invoke-static {v2}, Lkotlin/jvm/JvmClassMappingKt;->getKotlinClass(Ljava/lang/Class;)Lkotlin/reflect/KClass;
    move-result-object v1
    invoke-virtual {v0, v1, v3, v4}, Lorg/koin/core/Koin;->get(Lkotlin/reflect/KClass;Lorg/koin/core/qualifier/Qualifier;Lkotlin/jvm/functions/Function0;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static synthetic get$default(Ljava/lang/Class;Lorg/koin/core/qualifier/Qualifier;Lkotlin/jvm/functions/Function0;ILjava/lang/Object;)Ljava/lang/Object;
    .registers 7
    .line 14
    const/4 v1, 0x2
    and-int v0, v5, v1
    if-eqz v0, :L8
    const/4 v0, 0x0
    move-object v3, v0
    :L8
    const/4 v1, 0x4
    and-int v0, v5, v1
    if-eqz v0, :L16
    const/4 v0, 0x0
    move-object v4, v0
    :L16
    invoke-static {v2, v3, v4}, Lorg/koin/java/KoinJavaComponent;->get(Ljava/lang/Class;Lorg/koin/core/qualifier/Qualifier;Lkotlin/jvm/functions/Function0;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final inject(Ljava/lang/Class;Lorg/koin/core/qualifier/Qualifier;)Lkotlin/Lazy;
    .registers 7
    const-string v1, "clazz"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v2, 0x0
    const/4 v3, 0x4
    const/4 v4, 0x0
    invoke-static {v5, v6, v2, v3, v4}, Lorg/koin/java/KoinJavaComponent;->inject$default(Ljava/lang/Class;Lorg/koin/core/qualifier/Qualifier;Lkotlin/jvm/functions/Function0;ILjava/lang/Object;)Lkotlin/Lazy;
    move-result-object v0
    return-object v0
.end method

.method public static final inject(Ljava/lang/Class;)Lkotlin/Lazy;
    .registers 6
    const-string v1, "clazz"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v1, 0x0
    const/4 v2, 0x0
    const/4 v3, 0x6
    const/4 v4, 0x0
    invoke-static {v5, v1, v2, v3, v4}, Lorg/koin/java/KoinJavaComponent;->inject$default(Ljava/lang/Class;Lorg/koin/core/qualifier/Qualifier;Lkotlin/jvm/functions/Function0;ILjava/lang/Object;)Lkotlin/Lazy;
    move-result-object v0
    return-object v0
.end method

.method public static final get(Ljava/lang/Class;Lorg/koin/core/qualifier/Qualifier;)Ljava/lang/Object;
    .registers 7
    const-string v1, "clazz"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v2, 0x0
    const/4 v3, 0x4
    const/4 v4, 0x0
    invoke-static {v5, v6, v2, v3, v4}, Lorg/koin/java/KoinJavaComponent;->get$default(Ljava/lang/Class;Lorg/koin/core/qualifier/Qualifier;Lkotlin/jvm/functions/Function0;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final get(Ljava/lang/Class;)Ljava/lang/Object;
    .registers 6
    const-string v1, "clazz"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v1, 0x0
    const/4 v2, 0x0
    const/4 v3, 0x6
    const/4 v4, 0x0
    invoke-static {v5, v1, v2, v3, v4}, Lorg/koin/java/KoinJavaComponent;->get$default(Ljava/lang/Class;Lorg/koin/core/qualifier/Qualifier;Lkotlin/jvm/functions/Function0;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final inject$lambda$0(Ljava/lang/Class;Lorg/koin/core/qualifier/Qualifier;Lkotlin/jvm/functions/Function0;)Ljava/lang/Object;
    .registers 4
    .line 10
    invoke-static {v1, v2, v3}, Lorg/koin/java/KoinJavaComponent;->get(Ljava/lang/Class;Lorg/koin/core/qualifier/Qualifier;Lkotlin/jvm/functions/Function0;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lorg/koin/java/KoinJavaComponent;
    invoke-direct {v0}, Lorg/koin/java/KoinJavaComponent;-><init>()V
    sput-object v0, Lorg/koin/java/KoinJavaComponent;->INSTANCE:Lorg/koin/java/KoinJavaComponent;
    return-void
.end method

