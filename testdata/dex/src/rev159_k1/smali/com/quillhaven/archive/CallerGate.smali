.class public final Lcom/quillhaven/archive/CallerGate;
.super Ljava/lang/Object;
.source "Callers.kt"


# instance fields
.field private final anyVerdicts:Ljava/util/concurrent/ConcurrentHashMap;

.field private final pm:Landroid/content/pm/PackageManager;

.field private final soleVerdicts:Ljava/util/concurrent/ConcurrentHashMap;


# direct methods
.method public constructor <init>(Landroid/content/pm/PackageManager;)V
    .registers 3

    const-string v0, "pm"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 22
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/quillhaven/archive/CallerGate;->pm:Landroid/content/pm/PackageManager;

    .line 23
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/quillhaven/archive/CallerGate;->soleVerdicts:Ljava/util/concurrent/ConcurrentHashMap;

    .line 24
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/quillhaven/archive/CallerGate;->anyVerdicts:Ljava/util/concurrent/ConcurrentHashMap;

    .line 22
    return-void
.end method

.method public static final anyPackage$lambda$0(Lcom/quillhaven/archive/CallerGate;Ljava/lang/Integer;)Ljava/lang/String;
    .registers 12

    const-string v1, "id"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 39
    iget-object v0, p0, Lcom/quillhaven/archive/CallerGate;->pm:Landroid/content/pm/PackageManager;

    invoke-virtual {p1}, Ljava/lang/Integer;->intValue()I

    move-result v1

    invoke-virtual {v0, v1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v0, ""

    return-object v0

    :cond_0
    move-object v2, v0

    .line 40
    move-object v3, v2

    const/4 v4, 0x0

    .line 54
    const/4 v5, 0x0

    array-length v6, v3

    :goto_0
    if-ge v5, v6, :cond_2

    aget-object v7, v3, v5

    move-object v8, v7

    const/4 v9, 0x0

    .line 40
    invoke-static {v8}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {p0, v8}, Lcom/quillhaven/archive/CallerGate;->trusted(Ljava/lang/String;)Z

    move-result v0

    .line 54
    if-eqz v0, :cond_1

    move-object v0, v7

    goto :goto_1

    :cond_1
    add-int/lit8 v5, v5, 0x1

    goto :goto_0

    .line 55
    :cond_2
    const/4 v0, 0x0

    .line 40
    :goto_1
    if-nez v0, :cond_3

    const-string v0, ""

    :cond_3
    return-object v0
.end method

.method public static final anyPackage$lambda$1(Lkotlin/jvm/functions/Function1;Ljava/lang/Object;)Ljava/lang/String;
    .registers 3

    .line 38
    invoke-interface {p0, p1}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    return-object v0
.end method

.method public static final solePackage$lambda$0(Lcom/quillhaven/archive/CallerGate;Ljava/lang/Integer;)Ljava/lang/String;
    .registers 7

    const-string v1, "id"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 33
    iget-object v0, p0, Lcom/quillhaven/archive/CallerGate;->pm:Landroid/content/pm/PackageManager;

    invoke-virtual {p1}, Ljava/lang/Integer;->intValue()I

    move-result v1

    invoke-virtual {v0, v1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v4

    .line 34
    if-eqz v4, :cond_0

    array-length v0, v4

    const/4 v1, 0x1

    if-eq v0, v1, :cond_1

    :cond_0
    const-string v0, ""

    goto :goto_0

    :cond_1
    const/4 v2, 0x0

    aget-object v1, v4, v2

    const-string v3, "get(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-virtual {p0, v1}, Lcom/quillhaven/archive/CallerGate;->trusted(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v1, 0x0

    aget-object v0, v4, v1

    goto :goto_0

    :cond_2
    const-string v0, ""

    :goto_0
    return-object v0
.end method

.method public static final solePackage$lambda$1(Lkotlin/jvm/functions/Function1;Ljava/lang/Object;)Ljava/lang/String;
    .registers 3

    .line 32
    invoke-interface {p0, p1}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    return-object v0
.end method


# virtual methods
.method public final anyPackage(I)Ljava/lang/String;
    .registers 8

    .line 38
    iget-object v0, p0, Lcom/quillhaven/archive/CallerGate;->anyVerdicts:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v1

    new-instance v2, Lcom/quillhaven/archive/CallerGate$$ExternalSyntheticLambda2;

    invoke-direct {v2, p0}, Lcom/quillhaven/archive/CallerGate$$ExternalSyntheticLambda2;-><init>(Lcom/quillhaven/archive/CallerGate;)V

    new-instance v3, Lcom/quillhaven/archive/CallerGate$$ExternalSyntheticLambda3;

    invoke-direct {v3, v2}, Lcom/quillhaven/archive/CallerGate$$ExternalSyntheticLambda3;-><init>(Lkotlin/jvm/functions/Function1;)V

    move-object v2, v3

    invoke-virtual {v0, v1, v2}, Ljava/util/concurrent/ConcurrentHashMap;->computeIfAbsent(Ljava/lang/Object;Ljava/util/function/Function;)Ljava/lang/Object;

    move-result-object v4

    check-cast v4, Ljava/lang/CharSequence;

    .line 41
    invoke-interface {v4}, Ljava/lang/CharSequence;->length()I

    move-result v0

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-eqz v0, :cond_1

    .line 53
    const/4 v5, 0x0

    .line 41
    const/4 v0, 0x0

    goto :goto_1

    :cond_1
    move-object v0, v4

    :goto_1
    check-cast v0, Ljava/lang/String;

    return-object v0
.end method

.method public final solePackage(I)Ljava/lang/String;
    .registers 8

    .line 32
    iget-object v0, p0, Lcom/quillhaven/archive/CallerGate;->soleVerdicts:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v1

    new-instance v2, Lcom/quillhaven/archive/CallerGate$$ExternalSyntheticLambda0;

    invoke-direct {v2, p0}, Lcom/quillhaven/archive/CallerGate$$ExternalSyntheticLambda0;-><init>(Lcom/quillhaven/archive/CallerGate;)V

    new-instance v3, Lcom/quillhaven/archive/CallerGate$$ExternalSyntheticLambda1;

    invoke-direct {v3, v2}, Lcom/quillhaven/archive/CallerGate$$ExternalSyntheticLambda1;-><init>(Lkotlin/jvm/functions/Function1;)V

    move-object v2, v3

    invoke-virtual {v0, v1, v2}, Ljava/util/concurrent/ConcurrentHashMap;->computeIfAbsent(Ljava/lang/Object;Ljava/util/function/Function;)Ljava/lang/Object;

    move-result-object v4

    check-cast v4, Ljava/lang/CharSequence;

    .line 35
    invoke-interface {v4}, Ljava/lang/CharSequence;->length()I

    move-result v0

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-eqz v0, :cond_1

    .line 53
    const/4 v5, 0x0

    .line 35
    const/4 v0, 0x0

    goto :goto_1

    :cond_1
    move-object v0, v4

    :goto_1
    check-cast v0, Ljava/lang/String;

    return-object v0
.end method

.method public final trusted(Ljava/lang/String;)Z
    .registers 6

    const-string v1, "pkg"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 27
    sget-object v0, Lcom/quillhaven/archive/Trust;->INSTANCE:Lcom/quillhaven/archive/Trust;

    invoke-virtual {v0, p1}, Lcom/quillhaven/archive/Trust;->pin(Ljava/lang/String;)[B

    move-result-object v0

    if-nez v0, :cond_0

    const/4 v0, 0x0

    return v0

    :cond_0
    move-object v3, v0

    .line 28
    iget-object v0, p0, Lcom/quillhaven/archive/CallerGate;->pm:Landroid/content/pm/PackageManager;

    const/4 v2, 0x1

    invoke-virtual {v0, p1, v3, v2}, Landroid/content/pm/PackageManager;->hasSigningCertificate(Ljava/lang/String;[BI)Z

    move-result v0

    return v0
.end method
