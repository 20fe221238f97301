.class public final Lcom/larchwood/library/Attempt$Done;
.super Ljava/lang/Object;
.source "Repos.kt"

# interfaces
.implements Lcom/larchwood/library/Attempt;


# instance fields
.field private final value:Ljava/lang/Object;


# direct methods
.method public constructor <init>(Ljava/lang/Object;)V
    .registers 2

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/larchwood/library/Attempt$Done;->value:Ljava/lang/Object;

    return-void
.end method

.method public static synthetic copy$default(Lcom/larchwood/library/Attempt$Done;Ljava/lang/Object;ILjava/lang/Object;)Lcom/larchwood/library/Attempt$Done;
    .registers 5

    and-int/lit8 v0, p2, 0x1

    if-eqz v0, :cond_0

    iget-object p1, p0, Lcom/larchwood/library/Attempt$Done;->value:Ljava/lang/Object;

    :cond_0
    invoke-virtual {p0, p1}, Lcom/larchwood/library/Attempt$Done;->copy(Ljava/lang/Object;)Lcom/larchwood/library/Attempt$Done;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final component1()Ljava/lang/Object;
    .registers 2

    iget-object v0, p0, Lcom/larchwood/library/Attempt$Done;->value:Ljava/lang/Object;

    return-object v0
.end method

.method public final copy(Ljava/lang/Object;)Lcom/larchwood/library/Attempt$Done;
    .registers 3

    new-instance v0, Lcom/larchwood/library/Attempt$Done;

    invoke-direct {v0, p1}, Lcom/larchwood/library/Attempt$Done;-><init>(Ljava/lang/Object;)V

    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    instance-of v0, p1, Lcom/larchwood/library/Attempt$Done;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v0, p1

    check-cast v0, Lcom/larchwood/library/Attempt$Done;

    move-object v2, v0

    iget-object v0, p0, Lcom/larchwood/library/Attempt$Done;->value:Ljava/lang/Object;

    iget-object v1, v2, Lcom/larchwood/library/Attempt$Done;->value:Ljava/lang/Object;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    const/4 v0, 0x0

    return v0

    :cond_2
    const/4 v0, 0x1

    return v0
.end method

.method public final getValue()Ljava/lang/Object;
    .registers 2

    .line 10
    iget-object v0, p0, Lcom/larchwood/library/Attempt$Done;->value:Ljava/lang/Object;

    return-object v0
.end method

.method public hashCode()I
    .registers 2

    iget-object v0, p0, Lcom/larchwood/library/Attempt$Done;->value:Ljava/lang/Object;

    if-nez v0, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    iget-object v0, p0, Lcom/larchwood/library/Attempt$Done;->value:Ljava/lang/Object;

    invoke-virtual {v0}, Ljava/lang/Object;->hashCode()I

    move-result v0

    :goto_0
    return v0
.end method

.method public toString()Ljava/lang/String;
    .registers 4

    iget-object v0, p0, Lcom/larchwood/library/Attempt$Done;->value:Ljava/lang/Object;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "Done(value="

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    const-string v2, ")"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
