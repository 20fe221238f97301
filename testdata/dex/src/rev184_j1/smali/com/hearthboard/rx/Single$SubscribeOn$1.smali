.class Lcom/hearthboard/rx/Single$SubscribeOn$1;
.super Ljava/lang/Object;
.source "Single.java"

# interfaces
.implements Lcom/hearthboard/rx/SingleObserver;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/hearthboard/rx/Single$SubscribeOn;->subscribeActual(Lcom/hearthboard/rx/SingleObserver;)V
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
.field final synthetic this$0:Lcom/hearthboard/rx/Single$SubscribeOn;

.field final synthetic val$downstream:Lcom/hearthboard/rx/SingleObserver;

.field final synthetic val$serial:Lcom/hearthboard/rx/Disposables$Serial;


# direct methods
.method constructor <init>(Lcom/hearthboard/rx/Single$SubscribeOn;Lcom/hearthboard/rx/Disposables$Serial;Lcom/hearthboard/rx/SingleObserver;)V
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 343
    iput-object p1, p0, Lcom/hearthboard/rx/Single$SubscribeOn$1;->this$0:Lcom/hearthboard/rx/Single$SubscribeOn;

    iput-object p2, p0, Lcom/hearthboard/rx/Single$SubscribeOn$1;->val$serial:Lcom/hearthboard/rx/Disposables$Serial;

    iput-object p3, p0, Lcom/hearthboard/rx/Single$SubscribeOn$1;->val$downstream:Lcom/hearthboard/rx/SingleObserver;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public onError(Ljava/lang/Throwable;)V
    .registers 3

    .line 356
    iget-object v0, p0, Lcom/hearthboard/rx/Single$SubscribeOn$1;->val$downstream:Lcom/hearthboard/rx/SingleObserver;

    invoke-interface {v0, p1}, Lcom/hearthboard/rx/SingleObserver;->onError(Ljava/lang/Throwable;)V

    .line 357
    return-void
.end method

.method public onSubscribe(Lcom/hearthboard/rx/Disposable;)V
    .registers 3

    .line 346
    iget-object v0, p0, Lcom/hearthboard/rx/Single$SubscribeOn$1;->val$serial:Lcom/hearthboard/rx/Disposables$Serial;

    invoke-virtual {v0, p1}, Lcom/hearthboard/rx/Disposables$Serial;->set(Lcom/hearthboard/rx/Disposable;)V

    .line 347
    return-void
.end method

.method public onSuccess(Ljava/lang/Object;)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(TT;)V"
        }
    .end annotation

    .line 351
    iget-object v0, p0, Lcom/hearthboard/rx/Single$SubscribeOn$1;->val$downstream:Lcom/hearthboard/rx/SingleObserver;

    invoke-interface {v0, p1}, Lcom/hearthboard/rx/SingleObserver;->onSuccess(Ljava/lang/Object;)V

    .line 352
    return-void
.end method
