.class public final Lcom/lendshelf/CallerUid;
.super Ljava/lang/Object;
.source "CallerUid.kt"

.field public static final Companion:Lcom/lendshelf/CallerUid$Companion;
.field private final raw:I

.method public final getRaw()I
    .registers 2
    .line 8
    iget v0, v1, Lcom/lendshelf/CallerUid;->raw:I
    return v0
.end method

.method public static final packages-impl(ILandroid/content/Context;)[Ljava/lang/String;
    .registers 4
    const-string v1, "ctx"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 9
    invoke-virtual {v3}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v2}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L23
    const/4 v0, 0x0
    new-array v0, v0, [Ljava/lang/String;
    :L23
    return-object v0
.end method

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

.method public toString()Ljava/lang/String;
    .registers 2
    iget v0, v1, Lcom/lendshelf/CallerUid;->raw:I
    invoke-static {v0}, Lcom/lendshelf/CallerUid;->toString-impl(I)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public static hashCode-impl(I)I
    .registers 2
    invoke-static {v1}, Ljava/lang/Integer;->hashCode(I)I
    move-result v0
    return v0
.end method

.method public hashCode()I
    .registers 2
    iget v0, v1, Lcom/lendshelf/CallerUid;->raw:I
    invoke-static {v0}, Lcom/lendshelf/CallerUid;->hashCode-impl(I)I
    move-result v0
    return v0
.end method

.method public static equals-impl(ILjava/lang/Object;)Z
    .registers 4
    instance-of v0, v3, Lcom/lendshelf/CallerUid;
    if-nez v0, :L9
    const/4 v0, 0x0
    return v0
    :L9
    check-cast v3, Lcom/lendshelf/CallerUid;
    invoke-virtual {v3}, Lcom/lendshelf/CallerUid;->unbox-impl()I
    move-result v0
    move v1, v0
    if-eq v2, v1, :L24
    const/4 v0, 0x0
    return v0
    :L24
    const/4 v0, 0x1
    return v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 3
    iget v0, v1, Lcom/lendshelf/CallerUid;->raw:I
    invoke-static {v0, v2}, Lcom/lendshelf/CallerUid;->equals-impl(ILjava/lang/Object;)Z
    move-result v0
    return v0
.end method

.method private synthetic constructor <init>(I)V
    .registers 2
    .line 8
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    iput v1, v0, Lcom/lendshelf/CallerUid;->raw:I
    return-void
.end method

.method public static constructor-impl(I)I
    .registers 1
    return v0
.end method

.method public static final synthetic box-impl(I)Lcom/lendshelf/CallerUid;
    .registers 2
    new-instance v0, Lcom/lendshelf/CallerUid;
    invoke-direct {v0, v1}, Lcom/lendshelf/CallerUid;-><init>(I)V
    return-object v0
.end method

.method public final synthetic unbox-impl()I
    .registers 2
    iget v0, v1, Lcom/lendshelf/CallerUid;->raw:I
    return v0
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

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/lendshelf/CallerUid$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/lendshelf/CallerUid$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/lendshelf/CallerUid;->Companion:Lcom/lendshelf/CallerUid$Companion;
    return-void
.end method

