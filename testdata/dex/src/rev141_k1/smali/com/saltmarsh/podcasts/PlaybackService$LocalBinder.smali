.class public final Lcom/saltmarsh/podcasts/PlaybackService$LocalBinder;
.super Landroid/os/Binder;
.source "Playback.kt"


# instance fields
.field final synthetic this$0:Lcom/saltmarsh/podcasts/PlaybackService;


# direct methods
.method public constructor <init>(Lcom/saltmarsh/podcasts/PlaybackService;)V
    .registers 2

    .line 30
    iput-object p1, p0, Lcom/saltmarsh/podcasts/PlaybackService$LocalBinder;->this$0:Lcom/saltmarsh/podcasts/PlaybackService;

    invoke-direct {p0}, Landroid/os/Binder;-><init>()V

    return-void
.end method


# virtual methods
.method public final getService()Lcom/saltmarsh/podcasts/PlaybackService;
    .registers 2

    .line 31
    iget-object v0, p0, Lcom/saltmarsh/podcasts/PlaybackService$LocalBinder;->this$0:Lcom/saltmarsh/podcasts/PlaybackService;

    return-object v0
.end method
