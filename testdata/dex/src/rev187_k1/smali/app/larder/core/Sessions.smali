.class public final Lapp/larder/core/Sessions;
.super Ljava/lang/Object;
.source "Sessions.kt"


# static fields
.field public static final INSTANCE:Lapp/larder/core/Sessions;

.field private static final byToken:Ljava/util/concurrent/ConcurrentHashMap;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lapp/larder/core/Sessions;

    invoke-direct {v0}, Lapp/larder/core/Sessions;-><init>()V

    sput-object v0, Lapp/larder/core/Sessions;->INSTANCE:Lapp/larder/core/Sessions;

    .line 19
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    sput-object v0, Lapp/larder/core/Sessions;->byToken:Ljava/util/concurrent/ConcurrentHashMap;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 18
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public static final open$lambda$0$0(Lapp/larder/core/Session;)Z
    .registers 3

    const-string v1, "s"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 22
    invoke-virtual {p0}, Lapp/larder/core/Session;->getLive()Z

    move-result v0

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method


# virtual methods
.method public final find(Ljava/lang/String;I)Lapp/larder/core/Session;
    .registers 7

    .line 27
    move-object v0, p1

    if-eqz p1, :cond_2

    move-object v2, v0

    .line 30
    const/4 v3, 0x0

    .line 27
    sget-object v0, Lapp/larder/core/Sessions;->byToken:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, v2}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/larder/core/Session;

    if-eqz v0, :cond_2

    move-object v1, v0

    move-object v2, v1

    .line 30
    const/4 v3, 0x0

    .line 27
    invoke-virtual {v2}, Lapp/larder/core/Session;->getUid()I

    move-result v0

    if-ne v0, p2, :cond_0

    invoke-virtual {v2}, Lapp/larder/core/Session;->getLive()Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-eqz v0, :cond_1

    move-object v0, v1

    goto :goto_1

    :cond_1
    const/4 v0, 0x0

    goto :goto_1

    :cond_2
    const/4 v0, 0x0

    :goto_1
    return-object v0
.end method

.method public final open(ILjava/util/Set;)Lapp/larder/core/Session;
    .registers 9

    const-string v1, "capabilities"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 21
    sget-object v0, Lapp/larder/core/Session;->Companion:Lapp/larder/core/Session$Companion;

    invoke-virtual {v0, p1, p2}, Lapp/larder/core/Session$Companion;->open(ILjava/util/Set;)Lapp/larder/core/Session;

    move-result-object v3

    move-object v4, v3

    const/4 v5, 0x0

    .line 22
    sget-object v0, Lapp/larder/core/Sessions;->byToken:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0}, Ljava/util/concurrent/ConcurrentHashMap;->values()Ljava/util/Collection;

    move-result-object v0

    const-string v2, "<get-values>(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v0, Ljava/lang/Iterable;

    sget-object v1, Lapp/larder/core/Sessions$$ExternalSyntheticLambda0;->INSTANCE:Lapp/larder/core/Sessions$$ExternalSyntheticLambda0;

    invoke-static {v0, v1}, Lkotlin/collections/CollectionsKt;->removeAll(Ljava/lang/Iterable;Lkotlin/jvm/functions/Function1;)Z

    .line 23
    sget-object v0, Lapp/larder/core/Sessions;->byToken:Ljava/util/concurrent/ConcurrentHashMap;

    check-cast v0, Ljava/util/Map;

    invoke-virtual {v4}, Lapp/larder/core/Session;->getToken()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1, v4}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 24
    return-object v3
.end method
