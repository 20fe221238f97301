.class public final Lcom/ferncastle/plugin/Either;
.super Ljava/lang/Object;
.source "Either.java"


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "<",
        "L:Ljava/lang/Object;",
        "R:",
        "Ljava/lang/Object;",
        ">",
        "Ljava/lang/Object;"
    }
.end annotation


# instance fields
.field private final isRight:Z

.field private final left:Ljava/lang/Object;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "T",
            "L;"
        }
    .end annotation
.end field

.field private final right:Ljava/lang/Object;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "TR;"
        }
    .end annotation
.end field


# direct methods
.method constructor <init>(Ljava/lang/Object;Ljava/lang/Object;Z)V
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(T",
            "L;",
            "TR;Z)V"
        }
    .end annotation

    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 12
    iput-object p1, p0, Lcom/ferncastle/plugin/Either;->left:Ljava/lang/Object;

    .line 13
    iput-object p2, p0, Lcom/ferncastle/plugin/Either;->right:Ljava/lang/Object;

    .line 14
    iput-boolean p3, p0, Lcom/ferncastle/plugin/Either;->isRight:Z

    .line 15
    return-void
.end method

.method public static left(Ljava/lang/Object;)Lcom/ferncastle/plugin/Either;
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<",
            "L:Ljava/lang/Object;",
            "R:",
            "Ljava/lang/Object;",
            ">(T",
            "L;",
            ")",
            "Lcom/ferncastle/plugin/Either<",
            "T",
            "L;",
            "TR;>;"
        }
    .end annotation

    .line 18
    new-instance v0, Lcom/ferncastle/plugin/Either;

    const/4 v1, 0x0

    const/4 v2, 0x0

    invoke-direct {v0, p0, v1, v2}, Lcom/ferncastle/plugin/Either;-><init>(Ljava/lang/Object;Ljava/lang/Object;Z)V

    return-object v0
.end method

.method public static right(Ljava/lang/Object;)Lcom/ferncastle/plugin/Either;
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<",
            "L:Ljava/lang/Object;",
            "R:",
            "Ljava/lang/Object;",
            ">(TR;)",
            "Lcom/ferncastle/plugin/Either<",
            "T",
            "L;",
            "TR;>;"
        }
    .end annotation

    .line 22
    new-instance v0, Lcom/ferncastle/plugin/Either;

    const/4 v1, 0x0

    const/4 v2, 0x1

    invoke-direct {v0, v1, p0, v2}, Lcom/ferncastle/plugin/Either;-><init>(Ljava/lang/Object;Ljava/lang/Object;Z)V

    return-object v0
.end method


# virtual methods
.method public flatMap(Ljava/util/function/Function;)Lcom/ferncastle/plugin/Either;
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<X:",
            "Ljava/lang/Object;",
            ">(",
            "Ljava/util/function/Function<",
            "TR;",
            "Lcom/ferncastle/plugin/Either<",
            "T",
            "L;",
            "TX;>;>;)",
            "Lcom/ferncastle/plugin/Either<",
            "T",
            "L;",
            "TX;>;"
        }
    .end annotation

    .line 38
    iget-boolean v0, p0, Lcom/ferncastle/plugin/Either;->isRight:Z

    if-nez v0, :cond_0

    .line 39
    iget-object v0, p0, Lcom/ferncastle/plugin/Either;->left:Ljava/lang/Object;

    invoke-static {v0}, Lcom/ferncastle/plugin/Either;->left(Ljava/lang/Object;)Lcom/ferncastle/plugin/Either;

    move-result-object v0

    return-object v0

    .line 41
    :cond_0
    iget-object v1, p0, Lcom/ferncastle/plugin/Either;->right:Ljava/lang/Object;

    invoke-interface {p1, v1}, Ljava/util/function/Function;->apply(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/ferncastle/plugin/Either;

    return-object v0
.end method

.method public isRight()Z
    .registers 2

    .line 26
    iget-boolean v0, p0, Lcom/ferncastle/plugin/Either;->isRight:Z

    return v0
.end method

.method public left()Ljava/lang/Object;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()T",
            "L;"
        }
    .end annotation

    .line 30
    iget-object v0, p0, Lcom/ferncastle/plugin/Either;->left:Ljava/lang/Object;

    return-object v0
.end method

.method public right()Ljava/lang/Object;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()TR;"
        }
    .end annotation

    .line 34
    iget-object v0, p0, Lcom/ferncastle/plugin/Either;->right:Ljava/lang/Object;

    return-object v0
.end method
