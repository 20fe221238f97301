.class public Lcom/example/rxo/ToolProvider;
.super Landroid/content/ContentProvider;
.source "ToolProvider.java"


# instance fields
.field private either:Lio/reactivex/rxjava3/core/Single;

.field private moved:Lio/reactivex/rxjava3/core/Single;

.field private who:Lio/reactivex/rxjava3/core/Single;


# direct methods
.method public constructor <init>()V
    .registers 1
    .line 12
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method static synthetic lambda$call$4(Lcom/example/rxo/ToolProvider;Ljava/lang/String;)V
    .registers 4
    .line 28
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p0}, Lcom/example/rxo/ToolProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    const-string v1, "rxo"
    invoke-static {v1, v0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    return-void
.end method

.method static synthetic lambda$lookup$2(Lcom/example/rxo/ToolProvider;)Ljava/lang/String;
    .registers 1
    .line 31
    invoke-virtual {p0}, Lcom/example/rxo/ToolProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object p0
    return-object p0
.end method

.method static synthetic lambda$onCreate$0()Ljava/lang/Integer;
    .registers 1
    .line 17
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v0
    return-object v0
.end method

.method static synthetic lambda$rearm$1(Lcom/example/rxo/ToolProvider;)Ljava/lang/String;
    .registers 1
    .line 21
    invoke-virtual {p0}, Lcom/example/rxo/ToolProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object p0
    return-object p0
.end method

.method static synthetic lambda$tagged$3(I)Ljava/lang/String;
    .registers 3
    .line 34
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "uid "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p0
    return-object p0
.end method

.method private lookup()Lio/reactivex/rxjava3/core/Single;
    .registers 2
    .line 31
    new-instance v0, Lcom/example/rxo/ToolProvider$$ExternalSyntheticLambda2;
    invoke-direct {v0, p0}, Lcom/example/rxo/ToolProvider$$ExternalSyntheticLambda2;-><init>(Lcom/example/rxo/ToolProvider;)V
    invoke-static {v0}, Lio/reactivex/rxjava3/core/Single;->fromCallable(Ljava/util/concurrent/Callable;)Lio/reactivex/rxjava3/core/Single;
    move-result-object v0
    return-object v0
.end method

.method private static tagged(I)Lio/reactivex/rxjava3/core/Single;
    .registers 2
    .line 34
    new-instance v0, Lcom/example/rxo/ToolProvider$$ExternalSyntheticLambda3;
    invoke-direct {v0, p0}, Lcom/example/rxo/ToolProvider$$ExternalSyntheticLambda3;-><init>(I)V
    invoke-static {v0}, Lio/reactivex/rxjava3/core/Single;->fromCallable(Ljava/util/concurrent/Callable;)Lio/reactivex/rxjava3/core/Single;
    move-result-object p0
    return-object p0
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 6
    .line 24
    iget-object v0, p0, Lcom/example/rxo/ToolProvider;->who:Lio/reactivex/rxjava3/core/Single;
    invoke-static {}, Lio/reactivex/rxjava3/schedulers/Schedulers;->io()Lio/reactivex/rxjava3/core/Scheduler;
    move-result-object v1
    invoke-virtual {v0, v1}, Lio/reactivex/rxjava3/core/Single;->subscribeOn(Lio/reactivex/rxjava3/core/Scheduler;)Lio/reactivex/rxjava3/core/Single;
    move-result-object v0
    invoke-virtual {v0}, Lio/reactivex/rxjava3/core/Single;->subscribe()Lio/reactivex/rxjava3/disposables/Disposable;
    .line 25
    invoke-direct {p0}, Lcom/example/rxo/ToolProvider;->lookup()Lio/reactivex/rxjava3/core/Single;
    move-result-object v0
    invoke-static {}, Lio/reactivex/rxjava3/schedulers/Schedulers;->io()Lio/reactivex/rxjava3/core/Scheduler;
    move-result-object v1
    invoke-virtual {v0, v1}, Lio/reactivex/rxjava3/core/Single;->subscribeOn(Lio/reactivex/rxjava3/core/Scheduler;)Lio/reactivex/rxjava3/core/Single;
    move-result-object v0
    invoke-virtual {v0}, Lio/reactivex/rxjava3/core/Single;->subscribe()Lio/reactivex/rxjava3/disposables/Disposable;
    .line 26
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    invoke-static {v0}, Lcom/example/rxo/ToolProvider;->tagged(I)Lio/reactivex/rxjava3/core/Single;
    move-result-object v0
    invoke-static {}, Lio/reactivex/rxjava3/schedulers/Schedulers;->io()Lio/reactivex/rxjava3/core/Scheduler;
    move-result-object v1
    invoke-virtual {v0, v1}, Lio/reactivex/rxjava3/core/Single;->subscribeOn(Lio/reactivex/rxjava3/core/Scheduler;)Lio/reactivex/rxjava3/core/Single;
    move-result-object v0
    invoke-virtual {v0}, Lio/reactivex/rxjava3/core/Single;->subscribe()Lio/reactivex/rxjava3/disposables/Disposable;
    .line 27
    iget-object v0, p0, Lcom/example/rxo/ToolProvider;->either:Lio/reactivex/rxjava3/core/Single;
    invoke-static {}, Lio/reactivex/rxjava3/schedulers/Schedulers;->io()Lio/reactivex/rxjava3/core/Scheduler;
    move-result-object v1
    invoke-virtual {v0, v1}, Lio/reactivex/rxjava3/core/Single;->subscribeOn(Lio/reactivex/rxjava3/core/Scheduler;)Lio/reactivex/rxjava3/core/Single;
    move-result-object v0
    invoke-virtual {v0}, Lio/reactivex/rxjava3/core/Single;->subscribe()Lio/reactivex/rxjava3/disposables/Disposable;
    .line 28
    iget-object v0, p0, Lcom/example/rxo/ToolProvider;->moved:Lio/reactivex/rxjava3/core/Single;
    new-instance v1, Lcom/example/rxo/ToolProvider$$ExternalSyntheticLambda4;
    invoke-direct {v1, p0}, Lcom/example/rxo/ToolProvider$$ExternalSyntheticLambda4;-><init>(Lcom/example/rxo/ToolProvider;)V
    invoke-virtual {v0, v1}, Lio/reactivex/rxjava3/core/Single;->subscribe(Lio/reactivex/rxjava3/functions/Consumer;)Lio/reactivex/rxjava3/disposables/Disposable;
    .line 29
    const/4 v0, 0x0
    return-object v0
.end method

.method public onCreate()Z
    .registers 2
    .line 17
    new-instance v0, Lcom/example/rxo/ToolProvider$$ExternalSyntheticLambda0;
    invoke-direct {v0}, Lcom/example/rxo/ToolProvider$$ExternalSyntheticLambda0;-><init>()V
    invoke-static {v0}, Lio/reactivex/rxjava3/core/Single;->fromCallable(Ljava/util/concurrent/Callable;)Lio/reactivex/rxjava3/core/Single;
    move-result-object v0
    iput-object v0, p0, Lcom/example/rxo/ToolProvider;->who:Lio/reactivex/rxjava3/core/Single;
    .line 18
    const-string v0, "a"
    invoke-static {v0}, Lio/reactivex/rxjava3/core/Single;->just(Ljava/lang/Object;)Lio/reactivex/rxjava3/core/Single;
    move-result-object v0
    iput-object v0, p0, Lcom/example/rxo/ToolProvider;->either:Lio/reactivex/rxjava3/core/Single;
    .line 19
    const/4 v0, 0x1
    return v0
.end method

.method prepare()V
    .registers 3
    .line 37
    const-string v0, "b"
    invoke-static {v0}, Lio/reactivex/rxjava3/core/Single;->just(Ljava/lang/Object;)Lio/reactivex/rxjava3/core/Single;
    move-result-object v0
    invoke-static {}, Lio/reactivex/rxjava3/schedulers/Schedulers;->io()Lio/reactivex/rxjava3/core/Scheduler;
    move-result-object v1
    invoke-virtual {v0, v1}, Lio/reactivex/rxjava3/core/Single;->observeOn(Lio/reactivex/rxjava3/core/Scheduler;)Lio/reactivex/rxjava3/core/Single;
    move-result-object v0
    iput-object v0, p0, Lcom/example/rxo/ToolProvider;->moved:Lio/reactivex/rxjava3/core/Single;
    return-void
.end method

.method rearm()V
    .registers 2
    .line 21
    new-instance v0, Lcom/example/rxo/ToolProvider$$ExternalSyntheticLambda1;
    invoke-direct {v0, p0}, Lcom/example/rxo/ToolProvider$$ExternalSyntheticLambda1;-><init>(Lcom/example/rxo/ToolProvider;)V
    invoke-static {v0}, Lio/reactivex/rxjava3/core/Single;->fromCallable(Ljava/util/concurrent/Callable;)Lio/reactivex/rxjava3/core/Single;
    move-result-object v0
    iput-object v0, p0, Lcom/example/rxo/ToolProvider;->either:Lio/reactivex/rxjava3/core/Single;
    return-void
.end method
