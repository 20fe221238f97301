.class public final Lcom/greenwick/garden/di/Lazy;
.super Ljava/lang/Object;
.source "Lazy.java"


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "<T:",
        "Ljava/lang/Object;",
        ">",
        "Ljava/lang/Object;"
    }
.end annotation


# instance fields
.field private factory:Ljava/util/function/Supplier;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/function/Supplier<",
            "TT;>;"
        }
    .end annotation
.end field

.field private volatile value:Ljava/lang/Object;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "TT;"
        }
    .end annotation
.end field


# direct methods
.method public constructor <init>(Ljava/util/function/Supplier;)V
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/util/function/Supplier<",
            "TT;>;)V"
        }
    .end annotation

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 11
    iput-object p1, p0, Lcom/greenwick/garden/di/Lazy;->factory:Ljava/util/function/Supplier;

    .line 12
    return-void
.end method


# virtual methods
.method public get()Ljava/lang/Object;
    .registers 6
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()TT;"
        }
    .end annotation

    .line 15
    iget-object v2, p0, Lcom/greenwick/garden/di/Lazy;->value:Ljava/lang/Object;

    .line 16
    if-nez v2, :cond_1

    .line 17
    move-object v3, p0

    monitor-enter v3

    .line 18
    :try_start_0
    iget-object v2, p0, Lcom/greenwick/garden/di/Lazy;->value:Ljava/lang/Object;

    .line 19
    if-nez v2, :cond_0

    .line 20
    iget-object v0, p0, Lcom/greenwick/garden/di/Lazy;->factory:Ljava/util/function/Supplier;

    invoke-interface {v0}, Ljava/util/function/Supplier;->get()Ljava/lang/Object;

    move-result-object v2

    .line 21
    iput-object v2, p0, Lcom/greenwick/garden/di/Lazy;->value:Ljava/lang/Object;

    .line 22
    const/4 v1, 0x0

    iput-object v1, p0, Lcom/greenwick/garden/di/Lazy;->factory:Ljava/util/function/Supplier;

    .line 24
    :cond_0
    monitor-exit v3
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    goto :goto_0

    :catchall_0
    move-exception v4

    :try_start_1
    monitor-exit v3
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    throw v4

    .line 26
    :cond_1
    :goto_0
    return-object v2
.end method
