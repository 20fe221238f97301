.class public final Lcom/example/r32k3/Callers;
.super Ljava/lang/Object;
.source "Callers.kt"

# annotations
.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nCallers.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Callers.kt\ncom/example/r32k3/Callers\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n+ 3 _Arrays.kt\nkotlin/collections/ArraysKt___ArraysKt\n+ 4 ArraysJVM.kt\nkotlin/collections/ArraysKt__ArraysJVMKt\n*L\n1#1,27:1\n1#2:28\n15309#3,2:29\n15309#3,2:32\n18#4:31\n*S KotlinDebug\n*F\n+ 1 Callers.kt\ncom/example/r32k3/Callers\n*L\n18#1:29,2\n23#1:32,2\n23#1:31\n*E\n"
.end annotation



# static fields
.field public static final INSTANCE:Lcom/example/r32k3/Callers;

.field private static final PARTNERS:Ljava/util/Set;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field private static final PIN:[B


# direct methods
.method static constructor <clinit>()V
    .registers 3
    new-instance v0, Lcom/example/r32k3/Callers;
    invoke-direct {v0}, Lcom/example/r32k3/Callers;-><init>()V
    sput-object v0, Lcom/example/r32k3/Callers;->INSTANCE:Lcom/example/r32k3/Callers;
    .line 11
    const-string v0, "n2wdC3puX04+LBsKmYh3ZlVEMyIRAP/u3cy7qgARIjM="
    const/4 v1, 0x2
    invoke-static {v0, v1}, Landroid/util/Base64;->decode(Ljava/lang/String;I)[B
    move-result-object v0
    const-string v2, "decode(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    sput-object v0, Lcom/example/r32k3/Callers;->PIN:[B
    .line 12
    new-array v0, v1, [Ljava/lang/String;
    const-string v1, "com.example.crm"
    const/4 v2, 0x0
    aput-object v1, v0, v2
    const-string v1, "com.example.helpdesk"
    const/4 v2, 0x1
    aput-object v1, v0, v2
    invoke-static {v0}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lcom/example/r32k3/Callers;->PARTNERS:Ljava/util/Set;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method private final sha256([B)[B
    .registers 3
    .line 25
    const-string v0, "SHA-256"
    invoke-static {v0}, Ljava/security/MessageDigest;->getInstance(Ljava/lang/String;)Ljava/security/MessageDigest;
    move-result-object v0
    invoke-virtual {v0, p1}, Ljava/security/MessageDigest;->digest([B)[B
    move-result-object p1
    const-string v0, "digest(...)"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
.end method


# virtual methods
.method public final isPartner(Landroid/content/Context;I)Z
    .registers 8
    const-string v0, "context"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 23
    invoke-virtual {p1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object p1
    invoke-virtual {p1, p2}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object p1
    const/4 p2, 0x0
    .line 31
    .local p2, "$i$f$orEmpty":I
    if-nez p1, :cond_0
    new-array p1, p2, [Ljava/lang/String;
    :cond_0
    .end local p2    # "$i$f$orEmpty":I
    .line 23
    nop
    const/4 p2, 0x0
    .line 32
    .local p2, "$i$f$any":I
    array-length v0, p1
    const/4 v1, 0x0
    :goto_0
    if-ge v1, v0, :cond_2
    aget-object v2, p1, v1
    const/4 v3, 0x0
    .line 23
    .local v3, "$i$a$-any-Callers$isPartner$1":I
    sget-object v4, Lcom/example/r32k3/Callers;->PARTNERS:Ljava/util/Set;
    invoke-interface {v4, v2}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v2
    .end local v3    # "$i$a$-any-Callers$isPartner$1":I
    .line 32
    if-eqz v2, :cond_1
    const/4 p1, 0x1
    return p1
    :cond_1
    add-int/lit8 v1, v1, 0x1
    goto :goto_0
    .line 33
    :cond_2
    .end local p2    # "$i$f$any":I
    const/4 p1, 0x0
    .line 23
    return p1
.end method

.method public final trusted(Landroid/content/Context;I)Z
    .registers 10
    const-string v0, "context"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    invoke-virtual {p1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object p1
    .line 16
    invoke-virtual {p1, p2}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object p2
    const/4 v0, 0x0
    if-eqz p2, :cond_0
    invoke-static {p2}, Lkotlin/collections/ArraysKt;->singleOrNull([Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p2
    check-cast p2, Ljava/lang/String;
    if-nez p2, :cond_1
    :cond_0
    return v0
    .line 17
    :cond_1
    :try_start_0
    sget-object v1, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    move-object v1, p0
    check-cast v1, Lcom/example/r32k3/Callers;
    .local v1, "$this$trusted_u24lambda_u240":Lcom/example/r32k3/Callers;
    const/4 v2, 0x0
    .line 28
    .local v2, "$i$a$-runCatching-Callers$trusted$info$1":I
    .line 17
    const/16 v3, 0x40
    invoke-virtual {p1, p2, v3}, Landroid/content/pm/PackageManager;->getPackageInfo(Ljava/lang/String;I)Landroid/content/pm/PackageInfo;
    move-result-object p1
    invoke-static {p1}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    .end local v1    # "$this$trusted_u24lambda_u240":Lcom/example/r32k3/Callers;
    .end local v2    # "$i$a$-runCatching-Callers$trusted$info$1":I
    goto :goto_0
    :catchall_0
    move-exception p1
    sget-object p2, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static {p1}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object p1
    invoke-static {p1}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    :goto_0
    invoke-static {p1}, Lkotlin/Result;->isFailure-impl(Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :cond_2
    const/4 p1, 0x0
    :cond_2
    check-cast p1, Landroid/content/pm/PackageInfo;
    if-nez p1, :cond_3
    return v0
    .line 18
    :cond_3
    iget-object p1, p1, Landroid/content/pm/PackageInfo;->signatures:[Landroid/content/pm/Signature;
    if-eqz p1, :cond_6
    const/4 p2, 0x0
    .line 29
    .local p2, "$i$f$any":I
    array-length v1, p1
    move v2, v0
    :goto_1
    if-ge v2, v1, :cond_5
    aget-object v3, p1, v2
    const/4 v4, 0x0
    .line 18
    .local v4, "$i$a$-any-Callers$trusted$1":I
    sget-object v5, Lcom/example/r32k3/Callers;->INSTANCE:Lcom/example/r32k3/Callers;
    invoke-virtual {v3}, Landroid/content/pm/Signature;->toByteArray()[B
    move-result-object v3
    const-string v6, "toByteArray(...)"
    invoke-static {v3, v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v5, v3}, Lcom/example/r32k3/Callers;->sha256([B)[B
    move-result-object v3
    sget-object v5, Lcom/example/r32k3/Callers;->PIN:[B
    invoke-static {v3, v5}, Ljava/security/MessageDigest;->isEqual([B[B)Z
    move-result v3
    .end local v4    # "$i$a$-any-Callers$trusted$1":I
    .line 29
    if-eqz v3, :cond_4
    const/4 v0, 0x1
    goto :cond_5
    :cond_4
    add-int/lit8 v2, v2, 0x1
    goto :goto_1
    .line 30
    :cond_5
    .end local p2    # "$i$f$any":I
    .line 18
    :cond_6
    return v0
.end method
