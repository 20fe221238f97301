# Kotlin sketch (kotlinc 1.9 + D8 shapes):
#   class ToolProvider : ContentProvider() {
#       private val resolution: PendingIntent by lazy {          // line 8
#           PendingIntent.getActivity(context, 0, Intent(context, ConfirmActivity::class.java),
#               PendingIntent.FLAG_UPDATE_CURRENT)               // line 9: mutable (601)
#       }
#       override fun call(method: String, arg: String?, extras: Bundle?): Bundle {
#           val ctx = context!!                                   // line 20
#           Intents.all(ctx); Flags.all(ctx, extras!!)            // line 21
#           Packages.all(ctx); Identity.all(extras)               // line 22
#           Tokens.all(); ErrorState().fail()                     // line 23
#           NotificationHelper(ctx).ping()                        // line 24
#           val h = Handlers.forName(method)                      // line 25
#           executor.execute { Work.run(h) }                      // line 26 (D8 lambda)
#           h.handle()                                            // line 27: synchronous
#           Cleared.window(h)                                     // line 28
#           Pipes.all(); Modern.all(executor)                     // line 29
#           return Bundle().apply { putParcelable("resolution", resolution) }  // line 30
#       }
#   }
.class public final Lcom/example/ip/ToolProvider;
.super Landroid/content/ContentProvider;
.source "ToolProvider.kt"

.field private final resolution$delegate:Lkotlin/Lazy;
.field private final executor:Ljava/util/concurrent/Executor;

.method public constructor <init>()V
    .registers 3
    .line 7
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 8
    new-instance v0, Lcom/example/ip/ToolProvider$resolution$2;
    invoke-direct {v0, p0}, Lcom/example/ip/ToolProvider$resolution$2;-><init>(Lcom/example/ip/ToolProvider;)V
    check-cast v0, Lkotlin/jvm/functions/Function0;
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, p0, Lcom/example/ip/ToolProvider;->resolution$delegate:Lkotlin/Lazy;
    .line 12
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;
    move-result-object v0
    check-cast v0, Ljava/util/concurrent/Executor;
    iput-object v0, p0, Lcom/example/ip/ToolProvider;->executor:Ljava/util/concurrent/Executor;
    return-void
.end method

.method private final getResolution()Landroid/app/PendingIntent;
    .registers 2
    .line 8
    iget-object v0, p0, Lcom/example/ip/ToolProvider;->resolution$delegate:Lkotlin/Lazy;
    invoke-interface {v0}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Landroid/app/PendingIntent;
    return-object v0
.end method

.method public onCreate()Z
    .registers 2
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9
    const-string v0, "method"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 20
    invoke-virtual {p0}, Lcom/example/ip/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    .line 21
    invoke-static {v0}, Lcom/example/ip/Intents;->all(Landroid/content/Context;)V
    invoke-static {p3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v0, p3}, Lcom/example/ip/Flags;->all(Landroid/content/Context;Landroid/os/Bundle;)V
    .line 22
    invoke-static {v0}, Lcom/example/ip/Packages;->all(Landroid/content/Context;)V
    invoke-static {p3}, Lcom/example/ip/Identity;->all(Landroid/os/Bundle;)V
    .line 23
    invoke-static {}, Lcom/example/ip/Tokens;->all()V
    new-instance v1, Lcom/example/ip/ErrorState;
    invoke-direct {v1}, Lcom/example/ip/ErrorState;-><init>()V
    invoke-virtual {v1}, Lcom/example/ip/ErrorState;->fail()Landroid/os/Bundle;
    .line 24
    new-instance v1, Lcom/example/ip/NotificationHelper;
    invoke-direct {v1, v0}, Lcom/example/ip/NotificationHelper;-><init>(Landroid/content/Context;)V
    invoke-virtual {v1}, Lcom/example/ip/NotificationHelper;->ping()V
    .line 25
    invoke-static {p1}, Lcom/example/ip/Handlers;->forName(Ljava/lang/String;)Lcom/example/ip/Handler;
    move-result-object v1
    .line 26
    iget-object v2, p0, Lcom/example/ip/ToolProvider;->executor:Ljava/util/concurrent/Executor;
    new-instance v3, Lcom/example/ip/ToolProvider$$ExternalSyntheticLambda0;
    invoke-direct {v3, v1}, Lcom/example/ip/ToolProvider$$ExternalSyntheticLambda0;-><init>(Lcom/example/ip/Handler;)V
    invoke-interface {v2, v3}, Ljava/util/concurrent/Executor;->execute(Ljava/lang/Runnable;)V
    .line 27
    invoke-interface {v1}, Lcom/example/ip/Handler;->handle()I
    .line 28
    invoke-static {v1}, Lcom/example/ip/Cleared;->window(Lcom/example/ip/Handler;)I
    .line 29
    invoke-static {}, Lcom/example/ip/Pipes;->all()V
    iget-object v2, p0, Lcom/example/ip/ToolProvider;->executor:Ljava/util/concurrent/Executor;
    invoke-static {v2}, Lcom/example/ip/Modern;->all(Ljava/util/concurrent/Executor;)V
    .line 30
    new-instance v4, Landroid/os/Bundle;
    invoke-direct {v4}, Landroid/os/Bundle;-><init>()V
    const-string v5, "resolution"
    invoke-direct {p0}, Lcom/example/ip/ToolProvider;->getResolution()Landroid/app/PendingIntent;
    move-result-object v3
    check-cast v3, Landroid/os/Parcelable;
    invoke-virtual {v4, v5, v3}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    return-object v4
.end method

.method public static final call$lambda$0(Lcom/example/ip/Handler;)V
    .registers 1
    .line 26
    invoke-static {p0}, Lcom/example/ip/Work;->run(Lcom/example/ip/Handler;)V
    return-void
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 6
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 2
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 3
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 4
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    const/4 v0, 0x0
    return v0
.end method
