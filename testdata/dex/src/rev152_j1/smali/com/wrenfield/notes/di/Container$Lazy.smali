.class final Lcom/wrenfield/notes/di/Container$Lazy;
.super Ljava/lang/Object;
.source "Container.java"

# interfaces
.implements Ljava/util/function/Supplier;


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/wrenfield/notes/di/Container;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "Lazy"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "<T:",
        "Ljava/lang/Object;",
        ">",
        "Ljava/lang/Object;",
        "Ljava/util/function/Supplier<",
        "TT;>;"
    }
.end annotation


# instance fields
.field private final factory:Ljava/util/function/Supplier;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/function/Supplier<",
            "+TT;>;"
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
.method constructor <init>(Ljava/util/function/Supplier;)V
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/util/function/Supplier<",
            "+TT;>;)V"
        }
    .end annotation

    .line 54
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 55
    iput-object p1, p0, Lcom/wrenfield/notes/di/Container$Lazy;->factory:Ljava/util/function/Supplier;

    .line 56
    return-void
.end method


# virtual methods
.method public get()Ljava/lang/Object;
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()TT;"
        }
    .end annotation

    .line 60
    iget-object v1, p0, Lcom/wrenfield/notes/di/Container$Lazy;->value:Ljava/lang/Object;

    .line 61
    if-nez v1, :cond_1

    .line 62
    move-object v2, p0

    monitor-enter v2

    .line 63
    :try_start_0
    iget-object v1, p0, Lcom/wrenfield/notes/di/Container$Lazy;->value:Ljava/lang/Object;

    .line 64
    if-nez v1, :cond_0

    .line 65
    iget-object v0, p0, Lcom/wrenfield/notes/di/Container$Lazy;->factory:Ljava/util/function/Supplier;

    invoke-interface {v0}, Ljava/util/function/Supplier;->get()Ljava/lang/Object;

    move-result-object v1

    .line 66
    iput-object v1, p0, Lcom/wrenfield/notes/di/Container$Lazy;->value:Ljava/lang/Object;

    .line 68
    :cond_0
    monitor-exit v2
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    goto :goto_0

    :catchall_0
    move-exception v3

    :try_start_1
    monitor-exit v2
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    throw v3

    .line 70
    :cond_1
    :goto_0
    return-object v1
.end method
