.class public final Lcom/quillmark/docs/core/Caller;
.super Ljava/lang/Object;
.source "Caller.java"


# instance fields
.field public final allowed:Z

.field public final packageName:Ljava/lang/String;

.field public final reason:Ljava/lang/String;

.field private final scopes:Ljava/util/Set;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field public final uid:I


# direct methods
.method private constructor <init>(ILjava/lang/String;ZLjava/lang/String;Ljava/util/Set;)V
    .registers 6
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(I",
            "Ljava/lang/String;",
            "Z",
            "Ljava/lang/String;",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;)V"
        }
    .end annotation

    .line 15
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 16
    iput p1, p0, Lcom/quillmark/docs/core/Caller;->uid:I

    .line 17
    iput-object p2, p0, Lcom/quillmark/docs/core/Caller;->packageName:Ljava/lang/String;

    .line 18
    iput-boolean p3, p0, Lcom/quillmark/docs/core/Caller;->allowed:Z

    .line 19
    iput-object p4, p0, Lcom/quillmark/docs/core/Caller;->reason:Ljava/lang/String;

    .line 20
    iput-object p5, p0, Lcom/quillmark/docs/core/Caller;->scopes:Ljava/util/Set;

    .line 21
    return-void
.end method

.method public static allow(ILjava/lang/String;Ljava/util/Set;)Lcom/quillmark/docs/core/Caller;
    .registers 10
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(I",
            "Ljava/lang/String;",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;)",
            "Lcom/quillmark/docs/core/Caller;"
        }
    .end annotation

    .line 24
    new-instance v0, Lcom/quillmark/docs/core/Caller;

    move-object v1, v0

    move v2, p0

    move-object v3, p1

    const/4 v4, 0x1

    const-string v5, "paired"

    move-object v6, p2

    invoke-direct/range {v1 .. v6}, Lcom/quillmark/docs/core/Caller;-><init>(ILjava/lang/String;ZLjava/lang/String;Ljava/util/Set;)V

    return-object v0
.end method

.method public static deny(ILjava/lang/String;)Lcom/quillmark/docs/core/Caller;
    .registers 9

    .line 28
    new-instance v0, Lcom/quillmark/docs/core/Caller;

    invoke-static {}, Ljava/util/Collections;->emptySet()Ljava/util/Set;

    move-result-object v6

    move-object v1, v0

    move v2, p0

    const/4 v3, 0x0

    const/4 v4, 0x0

    move-object v5, p1

    invoke-direct/range {v1 .. v6}, Lcom/quillmark/docs/core/Caller;-><init>(ILjava/lang/String;ZLjava/lang/String;Ljava/util/Set;)V

    return-object v0
.end method


# virtual methods
.method public holds(Ljava/lang/String;)Z
    .registers 3

    .line 32
    iget-object v0, p0, Lcom/quillmark/docs/core/Caller;->scopes:Ljava/util/Set;

    invoke-interface {v0, p1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method public holdsAll(Ljava/util/List;)Z
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;)Z"
        }
    .end annotation

    .line 36
    iget-object v0, p0, Lcom/quillmark/docs/core/Caller;->scopes:Ljava/util/Set;

    invoke-interface {v0, p1}, Ljava/util/Set;->containsAll(Ljava/util/Collection;)Z

    move-result v0

    return v0
.end method

.method public toString()Ljava/lang/String;
    .registers 6

    .line 41
    iget v0, p0, Lcom/quillmark/docs/core/Caller;->uid:I

    iget-object v1, p0, Lcom/quillmark/docs/core/Caller;->packageName:Ljava/lang/String;

    iget-object v2, p0, Lcom/quillmark/docs/core/Caller;->reason:Ljava/lang/String;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "Caller{uid="

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, ", package="

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, ", "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, "}"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v0, v3

    return-object v0
.end method
