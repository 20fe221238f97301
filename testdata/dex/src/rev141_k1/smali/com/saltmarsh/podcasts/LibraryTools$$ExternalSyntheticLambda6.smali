.class public final synthetic Lcom/saltmarsh/podcasts/LibraryTools$$ExternalSyntheticLambda6;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function1;


# instance fields
.field public final synthetic f$0:Lcom/saltmarsh/podcasts/Download;


# direct methods
.method public synthetic constructor <init>(Lcom/saltmarsh/podcasts/Download;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/saltmarsh/podcasts/LibraryTools$$ExternalSyntheticLambda6;->f$0:Lcom/saltmarsh/podcasts/Download;

    return-void
.end method


# virtual methods
.method public final invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lcom/saltmarsh/podcasts/LibraryTools$$ExternalSyntheticLambda6;->f$0:Lcom/saltmarsh/podcasts/Download;

    check-cast p1, Lcom/saltmarsh/podcasts/PlaybackService;

    invoke-static {v0, p1}, Lcom/saltmarsh/podcasts/LibraryTools;->queueDownload$lambda$0(Lcom/saltmarsh/podcasts/Download;Lcom/saltmarsh/podcasts/PlaybackService;)I

    move-result v0

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v0

    return-object v0
.end method
