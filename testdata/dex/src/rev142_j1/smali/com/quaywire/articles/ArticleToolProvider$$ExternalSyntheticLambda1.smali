.class public final synthetic Lcom/quaywire/articles/ArticleToolProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/concurrent/Callable;


# instance fields
.field public final synthetic f$0:Lcom/quaywire/articles/ArticleToolProvider;

.field public final synthetic f$1:Lcom/quaywire/net/HttpRequest;

.field public final synthetic f$2:I


# direct methods
.method public synthetic constructor <init>(Lcom/quaywire/articles/ArticleToolProvider;Lcom/quaywire/net/HttpRequest;I)V
    .registers 4

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/quaywire/articles/ArticleToolProvider$$ExternalSyntheticLambda1;->f$0:Lcom/quaywire/articles/ArticleToolProvider;

    iput-object p2, p0, Lcom/quaywire/articles/ArticleToolProvider$$ExternalSyntheticLambda1;->f$1:Lcom/quaywire/net/HttpRequest;

    iput p3, p0, Lcom/quaywire/articles/ArticleToolProvider$$ExternalSyntheticLambda1;->f$2:I

    return-void
.end method


# virtual methods
.method public final call()Ljava/lang/Object;
    .registers 4

    iget-object v0, p0, Lcom/quaywire/articles/ArticleToolProvider$$ExternalSyntheticLambda1;->f$0:Lcom/quaywire/articles/ArticleToolProvider;

    iget-object v1, p0, Lcom/quaywire/articles/ArticleToolProvider$$ExternalSyntheticLambda1;->f$1:Lcom/quaywire/net/HttpRequest;

    iget v2, p0, Lcom/quaywire/articles/ArticleToolProvider$$ExternalSyntheticLambda1;->f$2:I

    invoke-virtual {v0, v1, v2}, Lcom/quaywire/articles/ArticleToolProvider;->lambda$delete$1$com-quaywire-articles-ArticleToolProvider(Lcom/quaywire/net/HttpRequest;I)Lcom/quaywire/net/HttpResponse;

    move-result-object v0

    return-object v0
.end method
