.class public final Lcom/hearthboard/rx/Disposables;
.super Ljava/lang/Object;
.source "Disposables.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/hearthboard/rx/Disposables$ActionDisposable;,
        Lcom/hearthboard/rx/Disposables$Serial;
    }
.end annotation


# static fields
.field private static final TAG:Ljava/lang/String; = "Disposables"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 13
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 14
    return-void
.end method

.method public static empty()Lcom/hearthboard/rx/Disposable;
    .registers 2

    .line 17
    new-instance v0, Lcom/hearthboard/rx/Disposables$ActionDisposable;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lcom/hearthboard/rx/Disposables$ActionDisposable;-><init>(Lcom/hearthboard/rx/Action;)V

    return-object v0
.end method

.method public static fromAction(Lcom/hearthboard/rx/Action;)Lcom/hearthboard/rx/Disposable;
    .registers 2

    .line 21
    new-instance v0, Lcom/hearthboard/rx/Disposables$ActionDisposable;

    invoke-direct {v0, p0}, Lcom/hearthboard/rx/Disposables$ActionDisposable;-><init>(Lcom/hearthboard/rx/Action;)V

    return-object v0
.end method

.method public static fromFuture(Ljava/util/concurrent/Future;)Lcom/hearthboard/rx/Disposable;
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/util/concurrent/Future<",
            "*>;)",
            "Lcom/hearthboard/rx/Disposable;"
        }
    .end annotation

    .line 25
    new-instance v0, Lcom/hearthboard/rx/Disposables$ActionDisposable;

    new-instance v1, Lcom/hearthboard/rx/Disposables$$ExternalSyntheticLambda0;

    invoke-direct {v1, p0}, Lcom/hearthboard/rx/Disposables$$ExternalSyntheticLambda0;-><init>(Ljava/util/concurrent/Future;)V

    invoke-direct {v0, v1}, Lcom/hearthboard/rx/Disposables$ActionDisposable;-><init>(Lcom/hearthboard/rx/Action;)V

    return-object v0
.end method

.method static synthetic lambda$fromFuture$0(Ljava/util/concurrent/Future;)V
    .registers 2
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 25
    const/4 v0, 0x1

    invoke-interface {p0, v0}, Ljava/util/concurrent/Future;->cancel(Z)Z

    return-void
.end method
