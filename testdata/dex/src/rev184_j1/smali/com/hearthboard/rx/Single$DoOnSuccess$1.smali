.class Lcom/hearthboard/rx/Single$DoOnSuccess$1;
.super Ljava/lang/Object;
.source "Single.java"

# interfaces
.implements Lcom/hearthboard/rx/SingleObserver;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/hearthboard/rx/Single$DoOnSuccess;->subscribeActual(Lcom/hearthboard/rx/SingleObserver;)V
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
.field final synthetic this$0:Lcom/hearthboard/rx/Single$DoOnSuccess;

.field final synthetic val$downstream:Lcom/hearthboard/rx/SingleObserver;


# direct methods
.method constructor <init>(Lcom/hearthboard/rx/Single$DoOnSuccess;Lcom/hearthboard/rx/SingleObserver;)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 267
    iput-object p1, p0, Lcom/hearthboard/rx/Single$DoOnSuccess$1;->this$0:Lcom/hearthboard/rx/Single$DoOnSuccess;

    iput-object p2, p0, Lcom/hearthboard/rx/Single$DoOnSuccess$1;->val$downstream:Lcom/hearthboard/rx/SingleObserver;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public onError(Ljava/lang/Throwable;)V
    .registers 3

    .line 286
    iget-object v0, p0, Lcom/hearthboard/rx/Single$DoOnSuccess$1;->val$downstream:Lcom/hearthboard/rx/SingleObserver;

    invoke-interface {v0, p1}, Lcom/hearthboard/rx/SingleObserver;->onError(Ljava/lang/Throwable;)V

    .line 287
    return-void
.end method

.method public onSubscribe(Lcom/hearthboard/rx/Disposable;)V
    .registers 3

    .line 270
    iget-object v0, p0, Lcom/hearthboard/rx/Single$DoOnSuccess$1;->val$downstream:Lcom/hearthboard/rx/SingleObserver;

    invoke-interface {v0, p1}, Lcom/hearthboard/rx/SingleObserver;->onSubscribe(Lcom/hearthboard/rx/Disposable;)V

    .line 271
    return-void
.end method

.method public onSuccess(Ljava/lang/Object;)V
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(TT;)V"
        }
    .end annotation

    .line 276
    :try_start_0
    iget-object v0, p0, Lcom/hearthboard/rx/Single$DoOnSuccess$1;->this$0:Lcom/hearthboard/rx/Single$DoOnSuccess;

    iget-object v0, v0, Lcom/hearthboard/rx/Single$DoOnSuccess;->onSuccess:Lcom/hearthboard/rx/Consumer;

    invoke-interface {v0, p1}, Lcom/hearthboard/rx/Consumer;->accept(Ljava/lang/Object;)V
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    .line 280
    goto :goto_0

    :catch_0
    move-exception v1

    .line 278
    iget-object v0, p0, Lcom/hearthboard/rx/Single$DoOnSuccess$1;->val$downstream:Lcom/hearthboard/rx/SingleObserver;

    invoke-interface {v0, v1}, Lcom/hearthboard/rx/SingleObserver;->onError(Ljava/lang/Throwable;)V

    .line 279
    return-void

    .line 281
    :goto_0
    iget-object v0, p0, Lcom/hearthboard/rx/Single$DoOnSuccess$1;->val$downstream:Lcom/hearthboard/rx/SingleObserver;

    invoke-interface {v0, p1}, Lcom/hearthboard/rx/SingleObserver;->onSuccess(Ljava/lang/Object;)V

    .line 282
    return-void
.end method
