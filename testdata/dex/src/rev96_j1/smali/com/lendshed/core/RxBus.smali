.class public final Lcom/lendshed/core/RxBus;
.super Ljava/lang/Object;
.source "RxBus.java"


# static fields
.field private static instance:Lcom/lendshed/core/RxBus;

.field private static final subject:Lio/reactivex/subjects/PublishSubject;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Lio/reactivex/subjects/PublishSubject<",
            "Ljava/lang/Object;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 9
    invoke-static {}, Lio/reactivex/subjects/PublishSubject;->create()Lio/reactivex/subjects/PublishSubject;

    move-result-object v0

    sput-object v0, Lcom/lendshed/core/RxBus;->subject:Lio/reactivex/subjects/PublishSubject;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 12
    return-void
.end method

.method public static declared-synchronized get()Lcom/lendshed/core/RxBus;
    .registers 2

    const-class v0, Lcom/lendshed/core/RxBus;

    monitor-enter v0

    .line 15
    :try_start_3
    sget-object v1, Lcom/lendshed/core/RxBus;->instance:Lcom/lendshed/core/RxBus;

    if-nez v1, :cond_e

    .line 16
    new-instance v1, Lcom/lendshed/core/RxBus;

    invoke-direct {v1}, Lcom/lendshed/core/RxBus;-><init>()V

    sput-object v1, Lcom/lendshed/core/RxBus;->instance:Lcom/lendshed/core/RxBus;

    .line 18
    :cond_e
    sget-object v1, Lcom/lendshed/core/RxBus;->instance:Lcom/lendshed/core/RxBus;
    :try_end_10
    .catchall {:try_start_3 .. :try_end_10} :catchall_12

    monitor-exit v0

    return-object v1

    :catchall_12
    move-exception v1

    monitor-exit v0

    throw v1
.end method


# virtual methods
.method public post(Ljava/lang/Object;)V
    .registers 3

    .line 22
    sget-object v0, Lcom/lendshed/core/RxBus;->subject:Lio/reactivex/subjects/PublishSubject;

    invoke-virtual {v0, p1}, Lio/reactivex/subjects/PublishSubject;->onNext(Ljava/lang/Object;)V

    .line 23
    return-void
.end method

.method public toObservable()Lio/reactivex/Observable;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Lio/reactivex/Observable<",
            "Ljava/lang/Object;",
            ">;"
        }
    .end annotation

    .line 26
    sget-object v0, Lcom/lendshed/core/RxBus;->subject:Lio/reactivex/subjects/PublishSubject;

    return-object v0
.end method
