.class public final Lcom/chorechart/SettleHolds;
.super Ljava/lang/Object;
.source "Tokens.kt"

.field public static final INSTANCE:Lcom/chorechart/SettleHolds;
.field private static final holds:Ljava/util/concurrent/ConcurrentHashMap;

.method private constructor <init>()V
    .registers 1
    .line 40
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final hold(Ljava/lang/String;I)V
    .registers 6
    const-string v1, "token"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 44
    sget-object v0, Lcom/chorechart/SettleHolds;->holds:Ljava/util/concurrent/ConcurrentHashMap;
    check-cast v0, Ljava/util/Map;
    invoke-static {v5}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-interface {v0, v4, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 45
    return-void
.end method

.method public final redeem(Ljava/lang/String;)Z
    .registers 4
    .line 47
    check-cast v3, Ljava/lang/CharSequence;
    move-object v1, v3
    if-eqz v1, :L18
    invoke-interface {v1}, Ljava/lang/CharSequence;->length()I
    move-result v0
    if-nez v0, :L22
    :L18
    const/4 v0, 0x1
    goto :L23
    :L22
    const/4 v0, 0x0
    :L23
    .line 47
    if-nez v0, :L40
    sget-object v0, Lcom/chorechart/SettleHolds;->holds:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, v3}, Ljava/util/concurrent/ConcurrentHashMap;->containsKey(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L40
    const/4 v0, 0x1
    goto :L41
    :L40
    const/4 v0, 0x0
    :L41
    return v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/chorechart/SettleHolds;
    invoke-direct {v0}, Lcom/chorechart/SettleHolds;-><init>()V
    sput-object v0, Lcom/chorechart/SettleHolds;->INSTANCE:Lcom/chorechart/SettleHolds;
    .line 41
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    sput-object v0, Lcom/chorechart/SettleHolds;->holds:Ljava/util/concurrent/ConcurrentHashMap;
    return-void
.end method

