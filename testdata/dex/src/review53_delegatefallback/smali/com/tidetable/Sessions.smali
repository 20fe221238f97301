.class public final Lcom/tidetable/Sessions;
.super Ljava/lang/Object;
.source "Tokens.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nTokens.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Tokens.kt\ncom/tidetable/Sessions\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,41:1\n1#2:42\n*E\n"
.end annotation

.field public static final INSTANCE:Lcom/tidetable/Sessions;
.field private static final open:Ljava/util/concurrent/ConcurrentHashMap;

.method private constructor <init>()V
    .registers 1
    .line 23
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final open(I)Ljava/lang/String;
    .registers 7
    .line 26
    sget-object v0, Lcom/tidetable/Tokens;->Companion:Lcom/tidetable/Tokens$Companion;
    invoke-virtual {v0}, Lcom/tidetable/Tokens$Companion;->secure()Ljava/lang/String;
    move-result-object v0
    move-object v2, v0
    move-object v3, v2
    .line 42
    const/4 v0, 0x0
    move v4, v0
    .line 26
    sget-object v0, Lcom/tidetable/Sessions;->open:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-static {v6}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v1
    invoke-interface {v0, v3, v1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 26
    nop
    .line 26
    .line 26
    return-object v2
.end method

.method public final owns(Ljava/lang/String;I)Z
    .registers 5
    .line 28
    if-eqz v3, :L35
    sget-object v0, Lcom/tidetable/Sessions;->open:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, v3}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Integer;
    move v1, v4
    if-nez v0, :L24
    goto :L35
    :L24
    invoke-virtual {v0}, Ljava/lang/Integer;->intValue()I
    move-result v0
    if-ne v0, v1, :L35
    const/4 v0, 0x1
    goto :L36
    :L35
    const/4 v0, 0x0
    :L36
    return v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/tidetable/Sessions;
    invoke-direct {v0}, Lcom/tidetable/Sessions;-><init>()V
    sput-object v0, Lcom/tidetable/Sessions;->INSTANCE:Lcom/tidetable/Sessions;
    .line 24
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    sput-object v0, Lcom/tidetable/Sessions;->open:Ljava/util/concurrent/ConcurrentHashMap;
    return-void
.end method

