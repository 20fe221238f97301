.class public final Lcom/saltmarsh/podcasts/FeedHandler;
.super Landroid/os/Handler;
.source "Background.kt"


# static fields
.field public static final Companion:Lcom/saltmarsh/podcasts/FeedHandler$Companion;

.field public static final MSG_MARK_SEEN:I = 0x1

.field public static final MSG_WARM:I = 0x2


# instance fields
.field private final artwork:Landroid/util/LruCache;

.field private final db:Lcom/saltmarsh/podcasts/PodcastDb;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lcom/saltmarsh/podcasts/FeedHandler$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lcom/saltmarsh/podcasts/FeedHandler$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/saltmarsh/podcasts/FeedHandler;->Companion:Lcom/saltmarsh/podcasts/FeedHandler$Companion;

    return-void
.end method

.method public constructor <init>(Landroid/os/Looper;Lcom/saltmarsh/podcasts/PodcastDb;)V
    .registers 5

    const-string v0, "looper"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "db"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 14
    invoke-direct {p0, p1}, Landroid/os/Handler;-><init>(Landroid/os/Looper;)V

    iput-object p2, p0, Lcom/saltmarsh/podcasts/FeedHandler;->db:Lcom/saltmarsh/podcasts/PodcastDb;

    .line 15
    new-instance v0, Landroid/util/LruCache;

    const/16 v1, 0x20

    invoke-direct {v0, v1}, Landroid/util/LruCache;-><init>(I)V

    iput-object v0, p0, Lcom/saltmarsh/podcasts/FeedHandler;->artwork:Landroid/util/LruCache;

    .line 14
    return-void
.end method


# virtual methods
.method public final artworkReady(J)Z
    .registers 5

    .line 17
    iget-object v0, p0, Lcom/saltmarsh/podcasts/FeedHandler;->artwork:Landroid/util/LruCache;

    invoke-static {p1, p2}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v1

    invoke-virtual {v0, v1}, Landroid/util/LruCache;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    if-eqz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public handleMessage(Landroid/os/Message;)V
    .registers 17

    move-object/from16 v0, p1

    const-string v1, "msg"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 20
    move-object/from16 v0, p1

    iget v0, v0, Landroid/os/Message;->what:I

    packed-switch v0, :pswitch_data_0

    goto :goto_1

    .line 22
    :pswitch_0
    new-instance v7, Landroid/content/ContentValues;

    invoke-direct {v7}, Landroid/content/ContentValues;-><init>()V

    .line 23
    const/4 v2, 0x1

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "seen"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 24
    iget-object v0, p0, Lcom/saltmarsh/podcasts/FeedHandler;->db:Lcom/saltmarsh/podcasts/PodcastDb;

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/PodcastDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v8

    .line 25
    move-object/from16 v0, p1

    iget-object v0, v0, Landroid/os/Message;->obj:Ljava/lang/Object;

    const-string v2, "null cannot be cast to non-null type kotlin.LongArray"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v0, [J

    move-object v9, v0

    const/4 v10, 0x0

    array-length v11, v9

    :goto_0
    if-ge v10, v11, :cond_0

    aget-wide v12, v9, v10

    const/4 v4, 0x1

    new-array v14, v4, [Ljava/lang/String;

    invoke-static {v12, v13}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v6

    const/4 v5, 0x0

    aput-object v6, v14, v5

    const-string v1, "episodes"

    const-string v3, "id = ?"

    invoke-virtual {v8, v1, v7, v3, v14}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    add-int/lit8 v10, v10, 0x1

    goto :goto_0

    .line 28
    :pswitch_1
    move-object/from16 v0, p1

    iget-object v0, v0, Landroid/os/Message;->obj:Ljava/lang/Object;

    const-string v2, "null cannot be cast to non-null type kotlin.Long"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v0, Ljava/lang/Long;

    invoke-virtual {v0}, Ljava/lang/Long;->longValue()J

    move-result-wide v7

    .line 29
    iget-object v0, p0, Lcom/saltmarsh/podcasts/FeedHandler;->artwork:Landroid/util/LruCache;

    invoke-static {v7, v8}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v1

    invoke-virtual {v0, v1}, Landroid/util/LruCache;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    if-nez v0, :cond_0

    iget-object v0, p0, Lcom/saltmarsh/podcasts/FeedHandler;->db:Lcom/saltmarsh/podcasts/PodcastDb;

    invoke-virtual {v0, v7, v8}, Lcom/saltmarsh/podcasts/PodcastDb;->artwork(J)[B

    move-result-object v0

    if-eqz v0, :cond_0

    move-object v11, v0

    .line 85
    const/4 v12, 0x0

    .line 29
    iget-object v0, p0, Lcom/saltmarsh/podcasts/FeedHandler;->artwork:Landroid/util/LruCache;

    invoke-static {v7, v8}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v1

    invoke-virtual {v0, v1, v11}, Landroid/util/LruCache;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [B

    goto :goto_1

    .line 32
    :cond_0
    :goto_1
    return-void

    nop

    :pswitch_data_0
    .packed-switch 0x1
        :pswitch_0
        :pswitch_1
    .end packed-switch
.end method
