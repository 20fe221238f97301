.class Lcom/hearthboard/rx/Single$FlatMap$1$1;
.super Ljava/lang/Object;
.source "Single.java"

# interfaces
.implements Lcom/hearthboard/rx/SingleObserver;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/hearthboard/rx/Single$FlatMap$1;->onSuccess(Ljava/lang/Object;)V
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Lcom/hearthboard/rx/SingleObserver<",
        "TR;>;"
    }
.end annotation


# instance fields
.field final synthetic this$1:Lcom/hearthboard/rx/Single$FlatMap$1;


# direct methods
.method constructor <init>(Lcom/hearthboard/rx/Single$FlatMap$1;)V
    .registers 2

    .line 230
    iput-object p1, p0, Lcom/hearthboard/rx/Single$FlatMap$1$1;->this$1:Lcom/hearthboard/rx/Single$FlatMap$1;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public onError(Ljava/lang/Throwable;)V
    .registers 3

    .line 243
    iget-object v0, p0, Lcom/hearthboard/rx/Single$FlatMap$1$1;->this$1:Lcom/hearthboard/rx/Single$FlatMap$1;

    iget-object v0, v0, Lcom/hearthboard/rx/Single$FlatMap$1;->val$downstream:Lcom/hearthboard/rx/SingleObserver;

    invoke-interface {v0, p1}, Lcom/hearthboard/rx/SingleObserver;->onError(Ljava/lang/Throwable;)V

    .line 244
    return-void
.end method

.method public onSubscribe(Lcom/hearthboard/rx/Disposable;)V
    .registers 3

    .line 233
    iget-object v0, p0, Lcom/hearthboard/rx/Single$FlatMap$1$1;->this$1:Lcom/hearthboard/rx/Single$FlatMap$1;

    iget-object v0, v0, Lcom/hearthboard/rx/Single$FlatMap$1;->val$serial:Lcom/hearthboard/rx/Disposables$Serial;

    invoke-virtual {v0, p1}, Lcom/hearthboard/rx/Disposables$Serial;->set(Lcom/hearthboard/rx/Disposable;)V

    .line 234
    return-void
.end method

.method public onSuccess(Ljava/lang/Object;)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(TR;)V"
        }
    .end annotation

    .line 238
    iget-object v0, p0, Lcom/hearthboard/rx/Single$FlatMap$1$1;->this$1:Lcom/hearthboard/rx/Single$FlatMap$1;

    iget-object v0, v0, Lcom/hearthboard/rx/Single$FlatMap$1;->val$downstream:Lcom/hearthboard/rx/SingleObserver;

    invoke-interface {v0, p1}, Lcom/hearthboard/rx/SingleObserver;->onSuccess(Ljava/lang/Object;)V

    .line 239
    return-void
.end method
