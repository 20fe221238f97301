.class public final Lcom/vu/CallerUid;
.super Ljava/lang/Object;
.source "ParkProvider.kt"

# instance fields
.field private final raw:I


# direct methods
.method public static toString-impl(I)Ljava/lang/String;
    .registers 4
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "CallerUid(raw="
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, v3}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v2, ")"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public static hashCode-impl(I)I
    .registers 2
    invoke-static {v1}, Ljava/lang/Integer;->hashCode(I)I
    move-result v0
    return v0
.end method

.method public static equals-impl(ILjava/lang/Object;)Z
    .registers 4
    instance-of v0, v3, Lcom/vu/CallerUid;
    if-nez v0, :L9
    const/4 v0, 0x0
    return v0
:L9
    move-object v0, v3
    check-cast v0, Lcom/vu/CallerUid;
    invoke-virtual {v0}, Lcom/vu/CallerUid;->unbox-impl()I
    move-result v1
    if-eq v2, v1, :L24
    const/4 v0, 0x0
    return v0
:L24
    const/4 v0, 0x1
    return v0
.end method

.method private synthetic constructor <init>(I)V
    .registers 3
    .line 14
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput v2, v1, Lcom/vu/CallerUid;->raw:I
    return-void
.end method

.method public static constructor-impl(I)I
    .registers 2
    return v1
.end method

.method public static final synthetic box-impl(I)Lcom/vu/CallerUid;
    .registers 2
    new-instance v0, Lcom/vu/CallerUid;
    invoke-direct {v0, v1}, Lcom/vu/CallerUid;-><init>(I)V
    return-object v0
.end method

.method public static final equals-impl0(II)Z
    .registers 3
    if-ne v1, v2, :L9
    const/4 v0, 0x1
    goto :L10
:L9
    const/4 v0, 0x0
:L10
    return v0
.end method


# virtual methods
.method public final getRaw()I
    .registers 2
    .line 14
    iget v0, v1, Lcom/vu/CallerUid;->raw:I
    return v0
.end method

.method public toString()Ljava/lang/String;
    .registers 2
    iget v0, v1, Lcom/vu/CallerUid;->raw:I
    invoke-static {v0}, Lcom/vu/CallerUid;->toString-impl(I)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public hashCode()I
    .registers 2
    iget v0, v1, Lcom/vu/CallerUid;->raw:I
    invoke-static {v0}, Lcom/vu/CallerUid;->hashCode-impl(I)I
    move-result v0
    return v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 3
    iget v0, v1, Lcom/vu/CallerUid;->raw:I
    invoke-static {v0, v2}, Lcom/vu/CallerUid;->equals-impl(ILjava/lang/Object;)Z
    move-result v0
    return v0
.end method

.method public final synthetic unbox-impl()I
    .registers 2
    iget v0, v1, Lcom/vu/CallerUid;->raw:I
    return v0
.end method

