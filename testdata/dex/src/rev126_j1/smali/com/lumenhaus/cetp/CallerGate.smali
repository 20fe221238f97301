.class public final Lcom/lumenhaus/cetp/CallerGate;
.super Ljava/lang/Object;
.source "CallerGate.java"


# instance fields
.field private final mRules:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Lcom/lumenhaus/cetp/CallerRule;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 8
    new-instance v0, Ljava/util/concurrent/CopyOnWriteArrayList;

    invoke-direct {v0}, Ljava/util/concurrent/CopyOnWriteArrayList;-><init>()V

    iput-object v0, p0, Lcom/lumenhaus/cetp/CallerGate;->mRules:Ljava/util/List;

    return-void
.end method


# virtual methods
.method public add(Lcom/lumenhaus/cetp/CallerRule;)V
    .registers 3

    .line 11
    iget-object v0, p0, Lcom/lumenhaus/cetp/CallerGate;->mRules:Ljava/util/List;

    invoke-interface {v0, p1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 12
    return-void
.end method

.method public admits(I)Z
    .registers 5

    .line 15
    iget-object v0, p0, Lcom/lumenhaus/cetp/CallerGate;->mRules:Ljava/util/List;

    invoke-interface {v0}, Ljava/util/List;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_0

    .line 16
    const/4 v0, 0x0

    return v0

    .line 18
    :cond_0
    iget-object v0, p0, Lcom/lumenhaus/cetp/CallerGate;->mRules:Ljava/util/List;

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v1

    :goto_0
    invoke-interface {v1}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_2

    invoke-interface {v1}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/lumenhaus/cetp/CallerRule;

    move-object v2, v0

    .line 19
    invoke-interface {v2, p1}, Lcom/lumenhaus/cetp/CallerRule;->accepts(I)Z

    move-result v0

    if-nez v0, :cond_1

    .line 20
    const/4 v0, 0x0

    return v0

    .line 22
    :cond_1
    goto :goto_0

    .line 23
    :cond_2
    const/4 v0, 0x1

    return v0
.end method
