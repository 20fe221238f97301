.class public final Lcom/verdant/garden/cetp/Caller;
.super Ljava/lang/Object;
.source "Caller.java"


# instance fields
.field private final packageName:Ljava/lang/String;

.field private final scopes:Ljava/util/Set;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field private final uid:I


# direct methods
.method public constructor <init>(ILjava/lang/String;Ljava/util/Set;)V
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(I",
            "Ljava/lang/String;",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;)V"
        }
    .end annotation

    .line 13
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 14
    iput p1, p0, Lcom/verdant/garden/cetp/Caller;->uid:I

    .line 15
    iput-object p2, p0, Lcom/verdant/garden/cetp/Caller;->packageName:Ljava/lang/String;

    .line 16
    new-instance v0, Ljava/util/TreeSet;

    invoke-direct {v0, p3}, Ljava/util/TreeSet;-><init>(Ljava/util/Collection;)V

    invoke-static {v0}, Ljava/util/Collections;->unmodifiableSet(Ljava/util/Set;)Ljava/util/Set;

    move-result-object v0

    iput-object v0, p0, Lcom/verdant/garden/cetp/Caller;->scopes:Ljava/util/Set;

    .line 17
    return-void
.end method


# virtual methods
.method public holdsAll(Ljava/util/Collection;)Z
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/util/Collection<",
            "Ljava/lang/String;",
            ">;)Z"
        }
    .end annotation

    .line 32
    iget-object v0, p0, Lcom/verdant/garden/cetp/Caller;->scopes:Ljava/util/Set;

    invoke-interface {v0, p1}, Ljava/util/Set;->containsAll(Ljava/util/Collection;)Z

    move-result v0

    return v0
.end method

.method public packageName()Ljava/lang/String;
    .registers 2

    .line 24
    iget-object v0, p0, Lcom/verdant/garden/cetp/Caller;->packageName:Ljava/lang/String;

    return-object v0
.end method

.method public scopes()Ljava/util/Set;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation

    .line 28
    iget-object v0, p0, Lcom/verdant/garden/cetp/Caller;->scopes:Ljava/util/Set;

    return-object v0
.end method

.method public uid()I
    .registers 2

    .line 20
    iget v0, p0, Lcom/verdant/garden/cetp/Caller;->uid:I

    return v0
.end method
