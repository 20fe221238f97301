.class public final Lcom/kitelog/PartnerPolicy;
.super Ljava/lang/Object;
.source "Di.kt"

# interfaces
.implements Lcom/kitelog/Policy;

.field public static final Companion:Lcom/kitelog/PartnerPolicy$Companion;
.field private final ctx:Landroid/content/Context;
.field private static final PARTNERS:Ljava/util/Set;
.field private static final OWNER_TOOLS:Ljava/util/Set;

.method public constructor <init>(Landroid/content/Context;)V
    .registers 3
    const-string v0, "ctx"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 29
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Lcom/kitelog/PartnerPolicy;->ctx:Landroid/content/Context;
    return-void
.end method

.method public authorize(ILjava/lang/String;)Z
    .registers 8
    const-string v1, "tool"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 31
    iget-object v0, v5, Lcom/kitelog/PartnerPolicy;->ctx:Landroid/content/Context;
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v6}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L31
    invoke-static {v0}, Lkotlin/collections/ArraysKt;->singleOrNull([Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    if-nez v0, :L34
    :L31
    const/4 v0, 0x0
    return v0
    :L34
    move-object v4, v0
    .line 32
    sget-object v0, Lcom/kitelog/PartnerPolicy;->PARTNERS:Ljava/util/Set;
    invoke-interface {v0, v4}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L49
    const/4 v0, 0x0
    return v0
    :L49
    .line 33
    sget-object v0, Lcom/kitelog/PartnerPolicy;->OWNER_TOOLS:Ljava/util/Set;
    invoke-interface {v0, v7}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L80
    iget-object v1, v5, Lcom/kitelog/PartnerPolicy;->ctx:Landroid/content/Context;
    invoke-virtual {v1}, Landroid/content/Context;->getPackageName()Ljava/lang/String;
    move-result-object v1
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v3, ".watch"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L84
    :L80
    const/4 v0, 0x1
    goto :L85
    :L84
    const/4 v0, 0x0
    :L85
    return v0
.end method

.method public static final synthetic access$getPARTNERS$cp()Ljava/util/Set;
    .registers 1
    .line 29
    sget-object v0, Lcom/kitelog/PartnerPolicy;->PARTNERS:Ljava/util/Set;
    return-object v0
.end method

.method public static final synthetic access$getOWNER_TOOLS$cp()Ljava/util/Set;
    .registers 1
    .line 29
    sget-object v0, Lcom/kitelog/PartnerPolicy;->OWNER_TOOLS:Ljava/util/Set;
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 4
    new-instance v0, Lcom/kitelog/PartnerPolicy$Companion;
    const/4 v2, 0x0
    invoke-direct {v0, v2}, Lcom/kitelog/PartnerPolicy$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/kitelog/PartnerPolicy;->Companion:Lcom/kitelog/PartnerPolicy$Companion;
    .line 37
    const/4 v0, 0x2
    new-array v0, v0, [Ljava/lang/String;
    move-object v3, v0
    const/4 v1, 0x0
    const-string v2, "com.kitelog.watch"
    aput-object v2, v3, v1
    const/4 v1, 0x1
    const-string v2, "com.windapp.spots"
    aput-object v2, v3, v1
    invoke-static {v3}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lcom/kitelog/PartnerPolicy;->PARTNERS:Ljava/util/Set;
    .line 38
    const/4 v0, 0x2
    new-array v0, v0, [Ljava/lang/String;
    move-object v3, v0
    const/4 v1, 0x0
    const-string v2, "purge_spot"
    aput-object v2, v3, v1
    const/4 v1, 0x1
    const-string v2, "archive_spot"
    aput-object v2, v3, v1
    invoke-static {v3}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lcom/kitelog/PartnerPolicy;->OWNER_TOOLS:Ljava/util/Set;
    return-void
.end method

