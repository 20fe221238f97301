.class public final synthetic Lcom/saltmarsh/podcasts/PlaybackService$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Landroidx/lifecycle/Observer;


# instance fields
.field public final synthetic f$0:Lcom/saltmarsh/podcasts/PlaybackService;


# direct methods
.method public synthetic constructor <init>(Lcom/saltmarsh/podcasts/PlaybackService;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/saltmarsh/podcasts/PlaybackService$$ExternalSyntheticLambda0;->f$0:Lcom/saltmarsh/podcasts/PlaybackService;

    return-void
.end method


# virtual methods
.method public final onChanged(Ljava/lang/Object;)V
    .registers 3

    iget-object v0, p0, Lcom/saltmarsh/podcasts/PlaybackService$$ExternalSyntheticLambda0;->f$0:Lcom/saltmarsh/podcasts/PlaybackService;

    check-cast p1, Lcom/saltmarsh/podcasts/Playback;

    invoke-static {v0, p1}, Lcom/saltmarsh/podcasts/PlaybackService;->history$lambda$0(Lcom/saltmarsh/podcasts/PlaybackService;Lcom/saltmarsh/podcasts/Playback;)V

    return-void
.end method
