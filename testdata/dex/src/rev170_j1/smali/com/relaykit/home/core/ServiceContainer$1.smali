.class Lcom/relaykit/home/core/ServiceContainer$1;
.super Ljava/lang/Object;
.source "ServiceContainer.java"

# interfaces
.implements Ljava/util/function/Supplier;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/relaykit/home/core/ServiceContainer;->singleton(Ljava/lang/Class;Ljava/util/function/Supplier;)V
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Ljava/util/function/Supplier<",
        "TT;>;"
    }
.end annotation


# instance fields
.field private instance:Ljava/lang/Object;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "TT;"
        }
    .end annotation
.end field

.field final synthetic this$0:Lcom/relaykit/home/core/ServiceContainer;

.field final synthetic val$factory:Ljava/util/function/Supplier;


# direct methods
.method constructor <init>(Lcom/relaykit/home/core/ServiceContainer;Ljava/util/function/Supplier;)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 34
    iput-object p1, p0, Lcom/relaykit/home/core/ServiceContainer$1;->this$0:Lcom/relaykit/home/core/ServiceContainer;

    iput-object p2, p0, Lcom/relaykit/home/core/ServiceContainer$1;->val$factory:Ljava/util/function/Supplier;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public declared-synchronized get()Ljava/lang/Object;
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()TT;"
        }
    .end annotation

    monitor-enter p0

    .line 39
    :try_start_0
    iget-object v0, p0, Lcom/relaykit/home/core/ServiceContainer$1;->instance:Ljava/lang/Object;

    if-nez v0, :cond_0

    .line 40
    iget-object v1, p0, Lcom/relaykit/home/core/ServiceContainer$1;->val$factory:Ljava/util/function/Supplier;

    invoke-interface {v1}, Ljava/util/function/Supplier;->get()Ljava/lang/Object;

    move-result-object v1

    iput-object v1, p0, Lcom/relaykit/home/core/ServiceContainer$1;->instance:Ljava/lang/Object;

    .line 42
    :cond_0
    iget-object v0, p0, Lcom/relaykit/home/core/ServiceContainer$1;->instance:Ljava/lang/Object;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    monitor-exit p0

    return-object v0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method
