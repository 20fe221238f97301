.class public final Lapp/quillmark/notes/cetp/Sessions;
.super Ljava/lang/Object;
.source "Protocol.kt"


# static fields
.field public static final INSTANCE:Lapp/quillmark/notes/cetp/Sessions;

.field private static final byToken:Ljava/util/concurrent/ConcurrentHashMap;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lapp/quillmark/notes/cetp/Sessions;

    invoke-direct {v0}, Lapp/quillmark/notes/cetp/Sessions;-><init>()V

    sput-object v0, Lapp/quillmark/notes/cetp/Sessions;->INSTANCE:Lapp/quillmark/notes/cetp/Sessions;

    .line 65
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    sput-object v0, Lapp/quillmark/notes/cetp/Sessions;->byToken:Ljava/util/concurrent/ConcurrentHashMap;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 64
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public static final current(Ljava/lang/String;ILjava/lang/String;)Lapp/quillmark/notes/cetp/Session;
    .registers 12

    const-string v1, "providerId"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 74
    if-eqz p0, :cond_4

    move-object v6, p0

    .line 135
    const/4 v7, 0x0

    .line 74
    sget-object v0, Lapp/quillmark/notes/cetp/Sessions;->byToken:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, v6}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    check-cast v4, Lapp/quillmark/notes/cetp/Session;

    .line 75
    if-eqz v4, :cond_4

    .line 74
    move-object v6, v4

    .line 75
    move-object v7, v6

    .line 135
    const/4 v8, 0x0

    .line 75
    invoke-virtual {v7}, Lapp/quillmark/notes/cetp/Session;->getUid()I

    move-result v0

    if-ne v0, p1, :cond_0

    invoke-virtual {v7}, Lapp/quillmark/notes/cetp/Session;->getProviderId()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-eqz v0, :cond_1

    move-object v0, v6

    goto :goto_1

    :cond_1
    const/4 v0, 0x0

    :goto_1
    move-object v5, v0

    .line 76
    if-eqz v5, :cond_4

    .line 74
    move-object v6, v5

    .line 76
    move-object v7, v6

    .line 135
    const/4 v8, 0x0

    .line 76
    invoke-virtual {v7}, Lapp/quillmark/notes/cetp/Session;->getExpiresAt()J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gtz v0, :cond_2

    const/4 v0, 0x1

    goto :goto_2

    :cond_2
    const/4 v0, 0x0

    :goto_2
    if-nez v0, :cond_3

    move-object v0, v6

    goto :goto_3

    :cond_3
    const/4 v0, 0x0

    goto :goto_3

    .line 74
    :cond_4
    const/4 v0, 0x0

    .line 76
    :goto_3
    return-object v0
.end method

.method public static final open(ILjava/lang/String;Ljava/util/Set;)Lapp/quillmark/notes/cetp/Session;
    .registers 16

    const-string v1, "providerId"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "capabilities"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 69
    new-instance v0, Lapp/quillmark/notes/cetp/Session;

    const/16 v2, 0x20

    invoke-static {v2}, Lapp/quillmark/notes/cetp/Tokens;->mint(I)Ljava/lang/String;

    move-result-object v2

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v6

    const-wide/32 v8, 0x36ee80

    add-long/2addr v6, v8

    move-object v1, v2

    move v2, p0

    move-object v3, p1

    move-object v4, p2

    move-wide v5, v6

    invoke-direct/range {v0 .. v6}, Lapp/quillmark/notes/cetp/Session;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/util/Set;J)V

    move-object v10, v0

    .line 70
    move-object v11, v10

    .line 135
    const/4 v12, 0x0

    .line 70
    sget-object v0, Lapp/quillmark/notes/cetp/Sessions;->byToken:Ljava/util/concurrent/ConcurrentHashMap;

    check-cast v0, Ljava/util/Map;

    invoke-virtual {v11}, Lapp/quillmark/notes/cetp/Session;->getToken()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1, v11}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    return-object v10
.end method
