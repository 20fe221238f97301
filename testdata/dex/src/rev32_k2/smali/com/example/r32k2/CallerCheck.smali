.class public final Lcom/example/r32k2/CallerCheck;
.super Ljava/lang/Object;
.source "CallerCheck.kt"

# annotations
.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nCallerCheck.kt\nKotlin\n*S Kotlin\n*F\n+ 1 CallerCheck.kt\ncom/example/r32k2/CallerCheck\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n+ 3 _Arrays.kt\nkotlin/collections/ArraysKt___ArraysKt\n*L\n1#1,22:1\n1#2:23\n15309#3,2:24\n*S KotlinDebug\n*F\n+ 1 CallerCheck.kt\ncom/example/r32k2/CallerCheck\n*L\n19#1:24,2\n*E\n"
.end annotation



# static fields
.field public static final INSTANCE:Lcom/example/r32k2/CallerCheck;

.field private static final PINNED$delegate:Lkotlin/Lazy;


# direct methods
.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r32k2/CallerCheck;
    invoke-direct {v0}, Lcom/example/r32k2/CallerCheck;-><init>()V
    sput-object v0, Lcom/example/r32k2/CallerCheck;->INSTANCE:Lcom/example/r32k2/CallerCheck;
    .line 12
    new-instance v0, Lcom/example/r32k2/CallerCheck$$ExternalSyntheticLambda0;
    invoke-direct {v0}, Lcom/example/r32k2/CallerCheck$$ExternalSyntheticLambda0;-><init>()V
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    sput-object v0, Lcom/example/r32k2/CallerCheck;->PINNED$delegate:Lkotlin/Lazy;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static final PINNED_delegate$lambda$0()[B
    .registers 2
    .line 12
    const-string v0, "3q2+7wABAgMEBQYHCAkKCwwNDg8QERITFBUWFxgZGhs="
    const/4 v1, 0x0
    invoke-static {v0, v1}, Landroid/util/Base64;->decode(Ljava/lang/String;I)[B
    move-result-object v0
    return-object v0
.end method

.method private final getPINNED()[B
    .registers 2
    .line 12
    sget-object v0, Lcom/example/r32k2/CallerCheck;->PINNED$delegate:Lkotlin/Lazy;
    invoke-interface {v0}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [B
    return-object v0
.end method


# virtual methods
.method public final isTrusted(Landroid/content/Context;I)Z
    .registers 9
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
    check-cast v1, Lcom/example/r32k2/CallerCheck;
    .local v1, "$this$isTrusted_u24lambda_u240":Lcom/example/r32k2/CallerCheck;
    const/4 v2, 0x0
    .line 23
    .local v2, "$i$a$-runCatching-CallerCheck$isTrusted$signers$1":I
    .line 17
    const/high16 v3, 0x8000000
    invoke-virtual {p1, p2, v3}, Landroid/content/pm/PackageManager;->getPackageInfo(Ljava/lang/String;I)Landroid/content/pm/PackageInfo;
    move-result-object p1
    invoke-static {p1}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    .end local v1    # "$this$isTrusted_u24lambda_u240":Lcom/example/r32k2/CallerCheck;
    .end local v2    # "$i$a$-runCatching-CallerCheck$isTrusted$signers$1":I
    goto :goto_0
    :catchall_0
    move-exception p1
    sget-object p2, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static {p1}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object p1
    invoke-static {p1}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    .line 18
    :goto_0
    invoke-static {p1}, Lkotlin/Result;->isFailure-impl(Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :cond_2
    const/4 p1, 0x0
    :cond_2
    check-cast p1, Landroid/content/pm/PackageInfo;
    if-eqz p1, :cond_3
    .line 17
    iget-object p1, p1, Landroid/content/pm/PackageInfo;->signingInfo:Landroid/content/pm/SigningInfo;
    .line 18
    if-eqz p1, :cond_3
    .line 17
    invoke-virtual {p1}, Landroid/content/pm/SigningInfo;->getApkContentsSigners()[Landroid/content/pm/Signature;
    move-result-object p1
    .line 18
    if-nez p1, :cond_4
    :cond_3
    return v0
    .line 19
    :cond_4
    const/4 p2, 0x0
    .line 24
    .local p2, "$i$f$any":I
    array-length v1, p1
    move v2, v0
    :goto_1
    if-ge v2, v1, :cond_6
    aget-object v3, p1, v2
    const/4 v4, 0x0
    .local v4, "$i$a$-any-CallerCheck$isTrusted$1":I
    .line 19
    const-string v5, "SHA-256"
    invoke-static {v5}, Ljava/security/MessageDigest;->getInstance(Ljava/lang/String;)Ljava/security/MessageDigest;
    move-result-object v5
    invoke-virtual {v3}, Landroid/content/pm/Signature;->toByteArray()[B
    move-result-object v3
    invoke-virtual {v5, v3}, Ljava/security/MessageDigest;->digest([B)[B
    move-result-object v3
    sget-object v5, Lcom/example/r32k2/CallerCheck;->INSTANCE:Lcom/example/r32k2/CallerCheck;
    invoke-direct {v5}, Lcom/example/r32k2/CallerCheck;->getPINNED()[B
    move-result-object v5
    invoke-static {v3, v5}, Ljava/util/Arrays;->equals([B[B)Z
    move-result v3
    .end local v4    # "$i$a$-any-CallerCheck$isTrusted$1":I
    .line 24
    if-eqz v3, :cond_5
    const/4 v0, 0x1
    goto :goto_2
    :cond_5
    add-int/lit8 v2, v2, 0x1
    goto :goto_1
    .line 25
    :cond_6
    .end local p2    # "$i$f$any":I
    .line 19
    :goto_2
    return v0
.end method
