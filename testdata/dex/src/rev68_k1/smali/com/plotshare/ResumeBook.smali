.class public final Lcom/plotshare/ResumeBook;
.super Ljava/lang/Object;
.source "Tokens.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nTokens.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Tokens.kt\ncom/plotshare/ResumeBook\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,36:1\n1#2:37\n*E\n"
.end annotation

.field public static final INSTANCE:Lcom/plotshare/ResumeBook;
.field private static final pending:Ljava/util/concurrent/ConcurrentHashMap;

.method private constructor <init>()V
    .registers 1
    .line 31
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final issue(ILjava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    .registers 12
    const-string v1, "tool"
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "token"
    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 33
    move-object v5, v11
    move-object v6, v5
    .line 37
    const/4 v0, 0x0
    move v7, v0
    .line 33
    sget-object v0, Lcom/plotshare/ResumeBook;->pending:Ljava/util/concurrent/ConcurrentHashMap;
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v3, v9}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v4, "/"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v10}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-interface {v0, v6, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 33
    nop
    .line 33
    .line 33
    return-object v5
.end method

.method public final take(Ljava/lang/String;ILjava/lang/String;)Z
    .registers 8
    const-string v1, "tool"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 34
    if-eqz v5, :L34
    sget-object v0, Lcom/plotshare/ResumeBook;->pending:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, v5}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v2, v6}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v3, "/"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L34
    const/4 v0, 0x1
    goto :L35
    :L34
    const/4 v0, 0x0
    :L35
    return v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/plotshare/ResumeBook;
    invoke-direct {v0}, Lcom/plotshare/ResumeBook;-><init>()V
    sput-object v0, Lcom/plotshare/ResumeBook;->INSTANCE:Lcom/plotshare/ResumeBook;
    .line 32
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    sput-object v0, Lcom/plotshare/ResumeBook;->pending:Ljava/util/concurrent/ConcurrentHashMap;
    return-void
.end method

