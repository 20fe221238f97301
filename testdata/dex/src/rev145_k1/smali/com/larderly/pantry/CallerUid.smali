.class public final Lcom/larderly/pantry/CallerUid;
.super Ljava/lang/Object;
.source "Values.kt"


# instance fields
.field private final raw:I


# direct methods
.method private synthetic constructor <init>(I)V
    .registers 2

    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput p1, p0, Lcom/larderly/pantry/CallerUid;->raw:I

    return-void
.end method

.method public static final synthetic box-impl(I)Lcom/larderly/pantry/CallerUid;
    .registers 2

    new-instance v0, Lcom/larderly/pantry/CallerUid;

    invoke-direct {v0, p0}, Lcom/larderly/pantry/CallerUid;-><init>(I)V

    return-object v0
.end method

.method public static constructor-impl(I)I
    .registers 1

    return p0
.end method

.method public static equals-impl(ILjava/lang/Object;)Z
    .registers 4

    instance-of v0, p1, Lcom/larderly/pantry/CallerUid;

    if-nez v0, :cond_0

    const/4 v0, 0x0

    return v0

    :cond_0
    move-object v0, p1

    check-cast v0, Lcom/larderly/pantry/CallerUid;

    invoke-virtual {v0}, Lcom/larderly/pantry/CallerUid;->unbox-impl()I

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

.method public static final packages-impl(ILandroid/content/pm/PackageManager;)Ljava/util/List;
    .registers 4

    const-string v1, "pm"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 12
    invoke-virtual {p1, p0}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_0

    invoke-static {v0}, Lkotlin/collections/ArraysKt;->toList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    if-nez v0, :cond_1

    :cond_0
    invoke-static {}, Lkotlin/collections/CollectionsKt;->emptyList()Ljava/util/List;

    move-result-object v0

    :cond_1
    return-object v0
.end method

.method public static final primaryPackage-impl(ILandroid/content/pm/PackageManager;)Ljava/lang/String;
    .registers 5

    const-string v1, "pm"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 9
    invoke-virtual {p1, p0}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    const/4 v1, 0x0

    aget-object v0, v0, v1

    const-string v2, "get(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method public static toString-impl(I)Ljava/lang/String;
    .registers 4

    .line 14
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "uid:"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public equals(Ljava/lang/Object;)Z
    .registers 3

    iget v0, p0, Lcom/larderly/pantry/CallerUid;->raw:I

    invoke-static {v0, p1}, Lcom/larderly/pantry/CallerUid;->equals-impl(ILjava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method public final getRaw()I
    .registers 2

    .line 7
    iget v0, p0, Lcom/larderly/pantry/CallerUid;->raw:I

    return v0
.end method

.method public hashCode()I
    .registers 2

    iget v0, p0, Lcom/larderly/pantry/CallerUid;->raw:I

    invoke-static {v0}, Lcom/larderly/pantry/CallerUid;->hashCode-impl(I)I

    move-result v0

    return v0
.end method

.method public toString()Ljava/lang/String;
    .registers 2

    .line 14
    iget v0, p0, Lcom/larderly/pantry/CallerUid;->raw:I

    invoke-static {v0}, Lcom/larderly/pantry/CallerUid;->toString-impl(I)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public final synthetic unbox-impl()I
    .registers 2

    iget v0, p0, Lcom/larderly/pantry/CallerUid;->raw:I

    return v0
.end method
