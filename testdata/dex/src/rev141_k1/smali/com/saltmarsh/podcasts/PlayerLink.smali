.class public final Lcom/saltmarsh/podcasts/PlayerLink;
.super Ljava/lang/Object;
.source "Playback.kt"

# interfaces
.implements Landroid/content/ServiceConnection;


# instance fields
.field private final app:Landroid/content/Context;

.field private volatile service:Lcom/saltmarsh/podcasts/PlaybackService;


# direct methods
.method public constructor <init>(Landroid/content/Context;)V
    .registers 3

    const-string v0, "app"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 116
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/saltmarsh/podcasts/PlayerLink;->app:Landroid/content/Context;

    return-void
.end method


# virtual methods
.method public final getService()Lcom/saltmarsh/podcasts/PlaybackService;
    .registers 2

    .line 118
    iget-object v0, p0, Lcom/saltmarsh/podcasts/PlayerLink;->service:Lcom/saltmarsh/podcasts/PlaybackService;

    return-object v0
.end method

.method public onServiceConnected(Landroid/content/ComponentName;Landroid/os/IBinder;)V
    .registers 4

    const-string v0, "name"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "binder"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 122
    move-object v0, p2

    check-cast v0, Lcom/saltmarsh/podcasts/PlaybackService$LocalBinder;

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/PlaybackService$LocalBinder;->getService()Lcom/saltmarsh/podcasts/PlaybackService;

    move-result-object v0

    iput-object v0, p0, Lcom/saltmarsh/podcasts/PlayerLink;->service:Lcom/saltmarsh/podcasts/PlaybackService;

    .line 123
    return-void
.end method

.method public onServiceDisconnected(Landroid/content/ComponentName;)V
    .registers 3

    const-string v0, "name"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 126
    const/4 v0, 0x0

    iput-object v0, p0, Lcom/saltmarsh/podcasts/PlayerLink;->service:Lcom/saltmarsh/podcasts/PlaybackService;

    .line 127
    return-void
.end method

.method public final ready()Lcom/saltmarsh/podcasts/PlaybackService;
    .registers 5

    .line 138
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J

    move-result-wide v1

    .line 140
    :try_start_0
    invoke-virtual {p0}, Lcom/saltmarsh/podcasts/PlayerLink;->start()V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 142
    invoke-static {v1, v2}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 143
    goto :goto_0

    .line 142
    :catchall_0
    move-exception v3

    invoke-static {v1, v2}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    throw v3

    .line 144
    :goto_0
    iget-object v0, p0, Lcom/saltmarsh/podcasts/PlayerLink;->service:Lcom/saltmarsh/podcasts/PlaybackService;

    return-object v0
.end method

.method public final start()V
    .registers 5

    .line 131
    new-instance v3, Landroid/content/Intent;

    iget-object v1, p0, Lcom/saltmarsh/podcasts/PlayerLink;->app:Landroid/content/Context;

    const-class v2, Lcom/saltmarsh/podcasts/PlaybackService;

    invoke-direct {v3, v1, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 132
    iget-object v0, p0, Lcom/saltmarsh/podcasts/PlayerLink;->app:Landroid/content/Context;

    invoke-virtual {v0, v3}, Landroid/content/Context;->startForegroundService(Landroid/content/Intent;)Landroid/content/ComponentName;

    .line 133
    iget-object v0, p0, Lcom/saltmarsh/podcasts/PlayerLink;->service:Lcom/saltmarsh/podcasts/PlaybackService;

    if-nez v0, :cond_0

    iget-object v0, p0, Lcom/saltmarsh/podcasts/PlayerLink;->app:Landroid/content/Context;

    move-object v1, p0

    check-cast v1, Landroid/content/ServiceConnection;

    const/4 v2, 0x1

    invoke-virtual {v0, v3, v1, v2}, Landroid/content/Context;->bindService(Landroid/content/Intent;Landroid/content/ServiceConnection;I)Z

    .line 134
    :cond_0
    return-void
.end method

.method public final started(Lkotlin/jvm/functions/Function1;)Ljava/lang/Object;
    .registers 4

    const-string v1, "block"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 147
    invoke-virtual {p0}, Lcom/saltmarsh/podcasts/PlayerLink;->ready()Lcom/saltmarsh/podcasts/PlaybackService;

    move-result-object v0

    if-eqz v0, :cond_0

    invoke-interface {p1, v0}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return-object v0
.end method
