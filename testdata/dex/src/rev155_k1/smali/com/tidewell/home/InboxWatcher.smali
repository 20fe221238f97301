.class public final Lcom/tidewell/home/InboxWatcher;
.super Ljava/lang/Object;
.source "InboxWatcher.kt"


# static fields
.field private static final CONVERSATIONS:Landroid/net/Uri;

.field public static final Companion:Lcom/tidewell/home/InboxWatcher$Companion;

.field private static final INBOX:Landroid/net/Uri;

.field private static instance:Lcom/tidewell/home/InboxWatcher;


# instance fields
.field private final handler:Landroid/os/Handler;

.field private final resolver:Landroid/content/ContentResolver;

.field private final thread:Landroid/os/HandlerThread;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lcom/tidewell/home/InboxWatcher$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lcom/tidewell/home/InboxWatcher$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/tidewell/home/InboxWatcher;->Companion:Lcom/tidewell/home/InboxWatcher$Companion;

    .line 42
    const-string v0, "content://sms/inbox"

    invoke-static {v0}, Landroid/net/Uri;->parse(Ljava/lang/String;)Landroid/net/Uri;

    move-result-object v0

    const-string v1, "parse(...)"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    sput-object v0, Lcom/tidewell/home/InboxWatcher;->INBOX:Landroid/net/Uri;

    .line 43
    const-string v0, "content://sms/conversations"

    invoke-static {v0}, Landroid/net/Uri;->parse(Ljava/lang/String;)Landroid/net/Uri;

    move-result-object v0

    const-string v1, "parse(...)"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    sput-object v0, Lcom/tidewell/home/InboxWatcher;->CONVERSATIONS:Landroid/net/Uri;

    return-void
.end method

.method private constructor <init>(Landroid/content/ContentResolver;)V
    .registers 8

    .line 20
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tidewell/home/InboxWatcher;->resolver:Landroid/content/ContentResolver;

    .line 21
    new-instance v2, Landroid/os/HandlerThread;

    const-string v1, "inbox-watch"

    invoke-direct {v2, v1}, Landroid/os/HandlerThread;-><init>(Ljava/lang/String;)V

    move-object v3, v2

    .line 51
    move-object v5, p0

    const/4 v4, 0x0

    .line 21
    invoke-virtual {v3}, Landroid/os/HandlerThread;->start()V

    iput-object v2, v5, Lcom/tidewell/home/InboxWatcher;->thread:Landroid/os/HandlerThread;

    .line 22
    new-instance v0, Landroid/os/Handler;

    iget-object v1, p0, Lcom/tidewell/home/InboxWatcher;->thread:Landroid/os/HandlerThread;

    invoke-virtual {v1}, Landroid/os/HandlerThread;->getLooper()Landroid/os/Looper;

    move-result-object v1

    invoke-direct {v0, v1}, Landroid/os/Handler;-><init>(Landroid/os/Looper;)V

    iput-object v0, p0, Lcom/tidewell/home/InboxWatcher;->handler:Landroid/os/Handler;

    .line 20
    return-void
.end method

.method public synthetic constructor <init>(Landroid/content/ContentResolver;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 3

    invoke-direct {p0, p1}, Lcom/tidewell/home/InboxWatcher;-><init>(Landroid/content/ContentResolver;)V

    return-void
.end method

.method public static final synthetic access$getCONVERSATIONS$cp()Landroid/net/Uri;
    .registers 1

    .line 20
    sget-object v0, Lcom/tidewell/home/InboxWatcher;->CONVERSATIONS:Landroid/net/Uri;

    return-object v0
.end method

.method public static final synthetic access$getINBOX$cp()Landroid/net/Uri;
    .registers 1

    .line 20
    sget-object v0, Lcom/tidewell/home/InboxWatcher;->INBOX:Landroid/net/Uri;

    return-object v0
.end method

.method public static final synthetic access$getInstance$cp()Lcom/tidewell/home/InboxWatcher;
    .registers 1

    .line 20
    sget-object v0, Lcom/tidewell/home/InboxWatcher;->instance:Lcom/tidewell/home/InboxWatcher;

    return-object v0
.end method

.method public static final synthetic access$getResolver$p(Lcom/tidewell/home/InboxWatcher;)Landroid/content/ContentResolver;
    .registers 2

    .line 20
    iget-object v0, p0, Lcom/tidewell/home/InboxWatcher;->resolver:Landroid/content/ContentResolver;

    return-object v0
.end method

.method public static final synthetic access$setInstance$cp(Lcom/tidewell/home/InboxWatcher;)V
    .registers 1

    .line 20
    sput-object p0, Lcom/tidewell/home/InboxWatcher;->instance:Lcom/tidewell/home/InboxWatcher;

    return-void
.end method


# virtual methods
.method public final getHandler()Landroid/os/Handler;
    .registers 2

    .line 22
    iget-object v0, p0, Lcom/tidewell/home/InboxWatcher;->handler:Landroid/os/Handler;

    return-object v0
.end method

.method public final incoming(JJ)Lkotlinx/coroutines/flow/Flow;
    .registers 12

    .line 25
    new-instance v0, Lcom/tidewell/home/InboxWatcher$incoming$1;

    move-object v1, p0

    move-wide v2, p1

    move-wide v4, p3

    const/4 v6, 0x0

    invoke-direct/range {v0 .. v6}, Lcom/tidewell/home/InboxWatcher$incoming$1;-><init>(Lcom/tidewell/home/InboxWatcher;JJLkotlin/coroutines/Continuation;)V

    check-cast v0, Lkotlin/jvm/functions/Function2;

    invoke-static {v0}, Lkotlinx/coroutines/flow/FlowKt;->callbackFlow(Lkotlin/jvm/functions/Function2;)Lkotlinx/coroutines/flow/Flow;

    move-result-object v0

    .line 34
    return-object v0
.end method

.method public final latest(JJ)Lcom/tidewell/home/IncomingText;
    .registers 18

    .line 36
    iget-object v0, p0, Lcom/tidewell/home/InboxWatcher;->resolver:Landroid/content/ContentResolver;

    .line 37
    sget-object v1, Lcom/tidewell/home/InboxWatcher;->INBOX:Landroid/net/Uri;

    const/4 v2, 0x4

    new-array v9, v2, [Ljava/lang/String;

    const-string v4, "_id"

    const/4 v3, 0x0

    aput-object v4, v9, v3

    const-string v4, "address"

    const/4 v3, 0x1

    aput-object v4, v9, v3

    const-string v4, "body"

    const/4 v3, 0x2

    aput-object v4, v9, v3

    const-string v4, "date"

    const/4 v3, 0x3

    aput-object v4, v9, v3

    .line 38
    const/4 v4, 0x2

    new-array v4, v4, [Ljava/lang/String;

    move-object v2, v9

    move-object v9, v4

    invoke-static {p1, p2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v6

    const/4 v5, 0x0

    aput-object v6, v9, v5

    move-wide/from16 v6, p3

    invoke-static {v6, v7}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v6

    const/4 v5, 0x1

    aput-object v6, v9, v5

    .line 36
    move-object v4, v9

    const-string v3, "thread_id = ? AND date > ?"

    const-string v5, "date DESC"

    invoke-virtual/range {v0 .. v5}, Landroid/content/ContentResolver;->query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v8

    .line 39
    if-eqz v8, :cond_1

    .line 36
    move-object v0, v8

    check-cast v0, Ljava/io/Closeable;

    move-object v9, v0

    .line 39
    const/4 v10, 0x0

    :try_start_0
    move-object v0, v9

    check-cast v0, Landroid/database/Cursor;

    move-object v11, v0

    .line 51
    const/4 v12, 0x0

    .line 39
    invoke-interface {v11}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_0

    new-instance v0, Lcom/tidewell/home/IncomingText;

    const/4 v3, 0x0

    invoke-interface {v11, v3}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v2

    const/4 v5, 0x1

    invoke-interface {v11, v5}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v4

    const-string v6, "getString(...)"

    invoke-static {v4, v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v6, 0x2

    invoke-interface {v11, v6}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v5

    const-string v7, "getString(...)"

    invoke-static {v5, v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v7, 0x3

    invoke-interface {v11, v7}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v6

    move-wide v1, v2

    move-object v3, v4

    move-object v4, v5

    move-wide v5, v6

    invoke-direct/range {v0 .. v6}, Lcom/tidewell/home/IncomingText;-><init>(JLjava/lang/String;Ljava/lang/String;J)V

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move-object v11, v0
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    invoke-static {v9, v10}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    move-object v0, v11

    goto :goto_1

    :catch_0
    :try_start_1
    move-exception v12

    move-object v10, v12

    throw v12
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    :catchall_0
    move-exception v12

    invoke-static {v9, v10}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    throw v12

    :cond_1
    const/4 v0, 0x0

    :goto_1
    return-object v0
.end method
