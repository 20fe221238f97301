.class Lcom/hearthboard/rx/Single$FlatMap$1;
.super Ljava/lang/Object;
.source "Single.java"

# interfaces
.implements Lcom/hearthboard/rx/SingleObserver;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/hearthboard/rx/Single$FlatMap;->subscribeActual(Lcom/hearthboard/rx/SingleObserver;)V
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Lcom/hearthboard/rx/SingleObserver<",
        "TT;>;"
    }
.end annotation


# instance fields
.field final synthetic this$0:Lcom/hearthboard/rx/Single$FlatMap;

.field final synthetic val$downstream:Lcom/hearthboard/rx/SingleObserver;

.field final synthetic val$serial:Lcom/hearthboard/rx/Disposables$Serial;


# direct methods
.method constructor <init>(Lcom/hearthboard/rx/Single$FlatMap;Lcom/hearthboard/rx/Disposables$Serial;Lcom/hearthboard/rx/SingleObserver;)V
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 215
    iput-object p1, p0, Lcom/hearthboard/rx/Single$FlatMap$1;->this$0:Lcom/hearthboard/rx/Single$FlatMap;

    iput-object p2, p0, Lcom/hearthboard/rx/Single$FlatMap$1;->val$serial:Lcom/hearthboard/rx/Disposables$Serial;

    iput-object p3, p0, Lcom/hearthboard/rx/Single$FlatMap$1;->val$downstream:Lcom/hearthboard/rx/SingleObserver;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public onError(Ljava/lang/Throwable;)V
    .registers 3

    .line 250
    iget-object v0, p0, Lcom/hearthboard/rx/Single$FlatMap$1;->val$downstream:Lcom/hearthboard/rx/SingleObserver;

    invoke-interface {v0, p1}, Lcom/hearthboard/rx/SingleObserver;->onError(Ljava/lang/Throwable;)V

    .line 251
    return-void
.end method

.method public onSubscribe(Lcom/hearthboard/rx/Disposable;)V
    .registers 3

    .line 218
    iget-object v0, p0, Lcom/hearthboard/rx/Single$FlatMap$1;->val$serial:Lcom/hearthboard/rx/Disposables$Serial;

    invoke-virtual {v0, p1}, Lcom/hearthboard/rx/Disposables$Serial;->set(Lcom/hearthboard/rx/Disposable;)V

    .line 219
    return-void
.end method

.method public onSuccess(Ljava/lang/Object;)V
    .registers 6
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(TT;)V"
        }
    .end annotation

    .line 225
    :try_start_0
    iget-object v0, p0, Lcom/hearthboard/rx/Single$FlatMap$1;->this$0:Lcom/hearthboard/rx/Single$FlatMap;

    iget-object v0, v0, Lcom/hearthboard/rx/Single$FlatMap;->mapper:Lcom/hearthboard/rx/Function;

    invoke-interface {v0, p1}, Lcom/hearthboard/rx/Function;->apply(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/hearthboard/rx/Single;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    move-object v2, v0

    .line 229
    goto :goto_0

    :catch_0
    move-exception v3

    .line 227
    iget-object v0, p0, Lcom/hearthboard/rx/Single$FlatMap$1;->val$downstream:Lcom/hearthboard/rx/SingleObserver;

    invoke-interface {v0, v3}, Lcom/hearthboard/rx/SingleObserver;->onError(Ljava/lang/Throwable;)V

    .line 228
    return-void

    .line 230
    :goto_0
    new-instance v1, Lcom/hearthboard/rx/Single$FlatMap$1$1;

    invoke-direct {v1, p0}, Lcom/hearthboard/rx/Single$FlatMap$1$1;-><init>(Lcom/hearthboard/rx/Single$FlatMap$1;)V

    invoke-virtual {v2, v1}, Lcom/hearthboard/rx/Single;->subscribe(Lcom/hearthboard/rx/SingleObserver;)V

    .line 246
    return-void
.end method
