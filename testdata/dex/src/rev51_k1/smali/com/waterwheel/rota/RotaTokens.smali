.class public final Lcom/waterwheel/rota/RotaTokens;
.super Ljava/lang/Object;
.source "RotaTokens.kt"

.field public static final INSTANCE:Lcom/waterwheel/rota/RotaTokens;
.field private static final pending:Ljava/util/concurrent/ConcurrentHashMap;

.method private constructor <init>()V
    .registers 1
    .line 8
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final put(Ljava/lang/String;Lcom/waterwheel/rota/Pending;)V
    .registers 5
    const-string v1, "token"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "p"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 12
    sget-object v0, Lcom/waterwheel/rota/RotaTokens;->pending:Ljava/util/concurrent/ConcurrentHashMap;
    check-cast v0, Ljava/util/Map;
    invoke-interface {v0, v3, v4}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 13
    return-void
.end method

.method public final take(Ljava/lang/String;)Lcom/waterwheel/rota/Pending;
    .registers 4
    const-string v1, "token"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    sget-object v0, Lcom/waterwheel/rota/RotaTokens;->pending:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, v3}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/waterwheel/rota/Pending;
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/waterwheel/rota/RotaTokens;
    invoke-direct {v0}, Lcom/waterwheel/rota/RotaTokens;-><init>()V
    sput-object v0, Lcom/waterwheel/rota/RotaTokens;->INSTANCE:Lcom/waterwheel/rota/RotaTokens;
    .line 9
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    sput-object v0, Lcom/waterwheel/rota/RotaTokens;->pending:Ljava/util/concurrent/ConcurrentHashMap;
    return-void
.end method

