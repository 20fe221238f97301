.class public final Lcom/parkrun/Holds;
.super Ljava/lang/Object;
.source "Tokens.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nTokens.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Tokens.kt\ncom/parkrun/Holds\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,47:1\n1#2:48\n*E\n"
.end annotation

.field public static final INSTANCE:Lcom/parkrun/Holds;
.field private static final byToken:Ljava/util/concurrent/ConcurrentHashMap;

.method private constructor <init>()V
    .registers 1
    .line 40
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final hold(Ljava/lang/String;ILjava/lang/String;)Ljava/lang/String;
    .registers 10
    const-string v1, "token"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "runner"
    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 43
    move-object v3, v7
    move-object v4, v3
    .line 48
    const/4 v0, 0x0
    move v5, v0
    .line 43
    sget-object v0, Lcom/parkrun/Holds;->byToken:Ljava/util/concurrent/ConcurrentHashMap;
    new-instance v2, Lcom/parkrun/Hold;
    invoke-direct {v2, v8, v9}, Lcom/parkrun/Hold;-><init>(ILjava/lang/String;)V
    invoke-interface {v0, v4, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 43
    nop
    .line 43
    .line 43
    return-object v3
.end method

.method public final redeem(Ljava/lang/String;)Ljava/lang/String;
    .registers 5
    .line 45
    move-object v0, v4
    if-eqz v4, :L29
    move-object v1, v0
    .line 48
    const/4 v0, 0x0
    move v2, v0
    .line 45
    sget-object v0, Lcom/parkrun/Holds;->byToken:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, v1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/parkrun/Hold;
    .line 45
    nop
    .line 45
    if-eqz v0, :L29
    invoke-virtual {v0}, Lcom/parkrun/Hold;->getRunner()Ljava/lang/String;
    move-result-object v0
    goto :L31
    :L29
    const/4 v0, 0x0
    :L31
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/parkrun/Holds;
    invoke-direct {v0}, Lcom/parkrun/Holds;-><init>()V
    sput-object v0, Lcom/parkrun/Holds;->INSTANCE:Lcom/parkrun/Holds;
    .line 41
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    sput-object v0, Lcom/parkrun/Holds;->byToken:Ljava/util/concurrent/ConcurrentHashMap;
    return-void
.end method

