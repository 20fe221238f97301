.class public final Lcom/tallowbrook/salon/core/Caller;
.super Ljava/lang/Object;
.source "Caller.java"


# instance fields
.field public final packageName:Ljava/lang/String;

.field public final scopes:Ljava/util/Set;
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
.method constructor <init>(ILjava/lang/String;Ljava/util/Set;)V
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(I",
            "Ljava/lang/String;",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;)V"
        }
    .end annotation

    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 13
    iput p1, p0, Lcom/tallowbrook/salon/core/Caller;->uid:I

    .line 14
    iput-object p2, p0, Lcom/tallowbrook/salon/core/Caller;->packageName:Ljava/lang/String;

    .line 15
    iput-object p3, p0, Lcom/tallowbrook/salon/core/Caller;->scopes:Ljava/util/Set;

    .line 16
    return-void
.end method

.method public static of(ILjava/lang/String;Ljava/util/Set;)Lcom/tallowbrook/salon/core/Caller;
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(I",
            "Ljava/lang/String;",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;)",
            "Lcom/tallowbrook/salon/core/Caller;"
        }
    .end annotation

    .line 19
    new-instance v0, Lcom/tallowbrook/salon/core/Caller;

    invoke-static {p2}, Ljava/util/Collections;->unmodifiableSet(Ljava/util/Set;)Ljava/util/Set;

    move-result-object v1

    invoke-direct {v0, p0, p1, v1}, Lcom/tallowbrook/salon/core/Caller;-><init>(ILjava/lang/String;Ljava/util/Set;)V

    return-object v0
.end method

.method public static refused(I)Lcom/tallowbrook/salon/core/Caller;
    .registers 4

    .line 23
    new-instance v0, Lcom/tallowbrook/salon/core/Caller;

    invoke-static {}, Ljava/util/Collections;->emptySet()Ljava/util/Set;

    move-result-object v2

    const/4 v1, 0x0

    invoke-direct {v0, p0, v1, v2}, Lcom/tallowbrook/salon/core/Caller;-><init>(ILjava/lang/String;Ljava/util/Set;)V

    return-object v0
.end method


# virtual methods
.method public admitted()Z
    .registers 2

    .line 27
    iget-object v0, p0, Lcom/tallowbrook/salon/core/Caller;->packageName:Ljava/lang/String;

    if-eqz v0, :cond_0

    iget-object v0, p0, Lcom/tallowbrook/salon/core/Caller;->scopes:Ljava/util/Set;

    invoke-interface {v0}, Ljava/util/Set;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public holdsAll([Ljava/lang/String;)Z
    .registers 7

    .line 31
    move-object v1, p1

    array-length v2, v1

    const/4 v3, 0x0

    :goto_0
    if-ge v3, v2, :cond_1

    aget-object v4, v1, v3

    .line 32
    iget-object v0, p0, Lcom/tallowbrook/salon/core/Caller;->scopes:Ljava/util/Set;

    invoke-interface {v0, v4}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 33
    const/4 v0, 0x0

    return v0

    .line 31
    :cond_0
    add-int/lit8 v3, v3, 0x1

    goto :goto_0

    .line 36
    :cond_1
    const/4 v0, 0x1

    return v0
.end method
