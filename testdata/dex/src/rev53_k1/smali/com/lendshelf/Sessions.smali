.class public final Lcom/lendshelf/Sessions;
.super Ljava/lang/Object;
.source "Tokens.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nTokens.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Tokens.kt\ncom/lendshelf/Sessions\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,38:1\n1#2:39\n*E\n"
.end annotation

.field public static final INSTANCE:Lcom/lendshelf/Sessions;
.field private static final open:Ljava/util/concurrent/ConcurrentHashMap;

.method private constructor <init>()V
    .registers 1
    .line 17
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final open-BuwnMlY(I)Ljava/lang/String;
    .registers 7
    .line 20
    sget-object v0, Lcom/lendshelf/Tokens;->INSTANCE:Lcom/lendshelf/Tokens;
    invoke-virtual {v0}, Lcom/lendshelf/Tokens;->secure()Ljava/lang/String;
    move-result-object v0
    move-object v2, v0
    move-object v3, v2
    .line 39
    const/4 v0, 0x0
    move v4, v0
    .line 20
    sget-object v0, Lcom/lendshelf/Sessions;->open:Ljava/util/concurrent/ConcurrentHashMap;
    check-cast v0, Ljava/util/Map;
    invoke-static {v6}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v1
    invoke-interface {v0, v3, v1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 20
    nop
    .line 20
    .line 20
    return-object v2
.end method

.method public final owns-RwgxzhU(Ljava/lang/String;I)Z
    .registers 7
    .line 23
    if-eqz v5, :L60
    sget-object v0, Lcom/lendshelf/Sessions;->open:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, v5}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Integer;
    if-eqz v0, :L51
    check-cast v0, Ljava/lang/Number;
    invoke-virtual {v0}, Ljava/lang/Number;->intValue()I
    move-result v0
    move v2, v0
    .line 39
    const/4 v0, 0x0
    move v3, v0
    .line 23
    if-ne v2, v6, :L37
    const/4 v0, 0x1
    goto :L38
    :L37
    const/4 v0, 0x0
    :L38
    .line 23
    nop
    .line 23
    const/4 v1, 0x1
    if-ne v0, v1, :L47
    const/4 v0, 0x1
    goto :L53
    :L47
    const/4 v0, 0x0
    goto :L53
    :L51
    const/4 v0, 0x0
    :L53
    if-eqz v0, :L60
    const/4 v0, 0x1
    goto :L61
    :L60
    const/4 v0, 0x0
    :L61
    return v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/lendshelf/Sessions;
    invoke-direct {v0}, Lcom/lendshelf/Sessions;-><init>()V
    sput-object v0, Lcom/lendshelf/Sessions;->INSTANCE:Lcom/lendshelf/Sessions;
    .line 18
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    sput-object v0, Lcom/lendshelf/Sessions;->open:Ljava/util/concurrent/ConcurrentHashMap;
    return-void
.end method

