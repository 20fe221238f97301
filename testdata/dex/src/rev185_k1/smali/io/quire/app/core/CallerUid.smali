.class public final Lio/quire/app/core/CallerUid;
.super Ljava/lang/Object;
.source "Types.kt"


# instance fields
.field private final raw:I


# direct methods
.method private synthetic constructor <init>(I)V
    .registers 2

    .line 17
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput p1, p0, Lio/quire/app/core/CallerUid;->raw:I

    return-void
.end method

.method public static final synthetic box-impl(I)Lio/quire/app/core/CallerUid;
    .registers 2

    new-instance v0, Lio/quire/app/core/CallerUid;

    invoke-direct {v0, p0}, Lio/quire/app/core/CallerUid;-><init>(I)V

    return-object v0
.end method

.method public static constructor-impl(I)I
    .registers 1

    return p0
.end method

.method public static equals-impl(ILjava/lang/Object;)Z
    .registers 4

    instance-of v0, p1, Lio/quire/app/core/CallerUid;

    if-nez v0, :cond_0

    const/4 v0, 0x0

    return v0

    :cond_0
    move-object v0, p1

    check-cast v0, Lio/quire/app/core/CallerUid;

    invoke-virtual {v0}, Lio/quire/app/core/CallerUid;->unbox-impl()I

    move-result v1

    if-eq p0, v1, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    const/4 v0, 0x1

    return v0
.end method

.method public static final equals-impl0(II)Z
    .registers 3

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public static hashCode-impl(I)I
    .registers 2

    invoke-static {p0}, Ljava/lang/Integer;->hashCode(I)I

    move-result v0

    return v0
.end method

.method public static final isApp-impl(I)Z
    .registers 3

    .line 18
    const/16 v1, 0x2710

    if-lt p0, v1, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public static toString-impl(I)Ljava/lang/String;
    .registers 4

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "CallerUid(raw="

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string v2, ")"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public equals(Ljava/lang/Object;)Z
    .registers 3

    iget v0, p0, Lio/quire/app/core/CallerUid;->raw:I

    invoke-static {v0, p1}, Lio/quire/app/core/CallerUid;->equals-impl(ILjava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method public final getRaw()I
    .registers 2

    .line 17
    iget v0, p0, Lio/quire/app/core/CallerUid;->raw:I

    return v0
.end method

.method public hashCode()I
    .registers 2

    iget v0, p0, Lio/quire/app/core/CallerUid;->raw:I

    invoke-static {v0}, Lio/quire/app/core/CallerUid;->hashCode-impl(I)I

    move-result v0

    return v0
.end method

.method public toString()Ljava/lang/String;
    .registers 2

    iget v0, p0, Lio/quire/app/core/CallerUid;->raw:I

    invoke-static {v0}, Lio/quire/app/core/CallerUid;->toString-impl(I)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public final synthetic unbox-impl()I
    .registers 2

    iget v0, p0, Lio/quire/app/core/CallerUid;->raw:I

    return v0
.end method
