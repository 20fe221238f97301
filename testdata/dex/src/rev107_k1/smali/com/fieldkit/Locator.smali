.class public final Lcom/fieldkit/Locator;
.super Ljava/lang/Object;
.source "Locator.kt"

.field public static final INSTANCE:Lcom/fieldkit/Locator;
.field public static app:Landroid/content/Context;
.field private static debugFakes:Z
.field private static final repo$delegate:Lkotlin/Lazy;
.field private static final sessionTokens$delegate:Lkotlin/Lazy;
.field private static final resumeTokens$delegate:Lkotlin/Lazy;
.field private static final approvalTokens$delegate:Lkotlin/Lazy;

.method private constructor <init>()V
    .registers 1
    .line 9
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final getApp()Landroid/content/Context;
    .registers 2
    .line 10
    sget-object v0, Lcom/fieldkit/Locator;->app:Landroid/content/Context;
    if-eqz v0, :L8
    return-object v0
    :L8
    const-string v0, "app"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    return-object v0
.end method

.method public final setApp(Landroid/content/Context;)V
    .registers 3
    const-string v0, "<set-?>"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 10
    sput-object v2, Lcom/fieldkit/Locator;->app:Landroid/content/Context;
    return-void
.end method

.method public final getDebugFakes()Z
    .registers 2
    .line 11
    sget-boolean v0, Lcom/fieldkit/Locator;->debugFakes:Z
    return v0
.end method

.method public final setDebugFakes(Z)V
    .registers 2
    .line 11
    sput-boolean v1, Lcom/fieldkit/Locator;->debugFakes:Z
    return-void
.end method

.method public final getRepo()Lcom/fieldkit/SampleRepo;
    .registers 3
    .line 13
    sget-object v0, Lcom/fieldkit/Locator;->repo$delegate:Lkotlin/Lazy;
    move-object v1, v0
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/fieldkit/SampleRepo;
    .line 13
    return-object v0
.end method

.method public final getSessionTokens()Lcom/fieldkit/TokenSource;
    .registers 3
    .line 21
    sget-object v0, Lcom/fieldkit/Locator;->sessionTokens$delegate:Lkotlin/Lazy;
    move-object v1, v0
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/fieldkit/TokenSource;
    .line 21
    return-object v0
.end method

.method public final getResumeTokens()Lcom/fieldkit/TokenSource;
    .registers 3
    .line 23
    sget-object v0, Lcom/fieldkit/Locator;->resumeTokens$delegate:Lkotlin/Lazy;
    move-object v1, v0
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/fieldkit/TokenSource;
    .line 23
    return-object v0
.end method

.method public final getApprovalTokens()Lcom/fieldkit/TokenSource;
    .registers 3
    .line 25
    sget-object v0, Lcom/fieldkit/Locator;->approvalTokens$delegate:Lkotlin/Lazy;
    move-object v1, v0
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/fieldkit/TokenSource;
    .line 25
    return-object v0
.end method

.method public static final repo_delegate$lambda$0()Lcom/fieldkit/SampleRepo;
    .registers 5
    .line 14
    sget-object v0, Lcom/fieldkit/Locator;->INSTANCE:Lcom/fieldkit/Locator;
    sget-boolean v0, Lcom/fieldkit/Locator;->debugFakes:Z
    if-eqz v0, :L23
    .line 15
    new-instance v0, Lcom/fieldkit/FakeSampleRepo;
    invoke-direct {v0}, Lcom/fieldkit/FakeSampleRepo;-><init>()V
    check-cast v0, Lcom/fieldkit/SampleRepo;
    goto :L61
    :L23
    .line 17
    new-instance v0, Lcom/fieldkit/SqliteSampleRepo;
    new-instance v1, Ljava/io/File;
    sget-object v3, Lcom/fieldkit/Locator;->INSTANCE:Lcom/fieldkit/Locator;
    invoke-virtual {v3}, Lcom/fieldkit/Locator;->getApp()Landroid/content/Context;
    move-result-object v3
    invoke-virtual {v3}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v3
    const-string v4, "fieldkit.db"
    invoke-direct {v1, v3, v4}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    const/4 v2, 0x0
    invoke-static {v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/io/File;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    const-string v3, "openOrCreateDatabase(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v1}, Lcom/fieldkit/SqliteSampleRepo;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V
    check-cast v0, Lcom/fieldkit/SampleRepo;
    :L61
    .line 18
    return-object v0
.end method

.method public static final sessionTokens_delegate$lambda$0()Lcom/fieldkit/SecureTokens;
    .registers 2
    .line 21
    new-instance v0, Lcom/fieldkit/SecureTokens;
    new-instance v1, Ljava/security/SecureRandom;
    invoke-direct {v1}, Ljava/security/SecureRandom;-><init>()V
    invoke-direct {v0, v1}, Lcom/fieldkit/SecureTokens;-><init>(Ljava/security/SecureRandom;)V
    return-object v0
.end method

.method public static final resumeTokens_delegate$lambda$0$0()Ljava/lang/String;
    .registers 4
    .line 23
    sget-object v0, Lkotlin/random/Random;->Default:Lkotlin/random/Random$Default;
    invoke-virtual {v0}, Lkotlin/random/Random$Default;->nextLong()J
    move-result-wide v0
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "fk-"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public static final resumeTokens_delegate$lambda$0()Lcom/fieldkit/TokenSource;
    .registers 1
    .line 23
    sget-object v0, Lcom/fieldkit/Locator$$ExternalSyntheticLambda0;->INSTANCE:Lcom/fieldkit/Locator$$ExternalSyntheticLambda0;
    return-object v0
.end method

.method public static final approvalTokens_delegate$lambda$0()Lcom/fieldkit/SecureTokens;
    .registers 2
    .line 25
    new-instance v0, Lcom/fieldkit/SecureTokens;
    new-instance v1, Ljava/security/SecureRandom;
    invoke-direct {v1}, Ljava/security/SecureRandom;-><init>()V
    invoke-direct {v0, v1}, Lcom/fieldkit/SecureTokens;-><init>(Ljava/security/SecureRandom;)V
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/fieldkit/Locator;
    invoke-direct {v0}, Lcom/fieldkit/Locator;-><init>()V
    sput-object v0, Lcom/fieldkit/Locator;->INSTANCE:Lcom/fieldkit/Locator;
    .line 13
    sget-object v0, Lcom/fieldkit/Locator$$ExternalSyntheticLambda1;->INSTANCE:Lcom/fieldkit/Locator$$ExternalSyntheticLambda1;
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    sput-object v0, Lcom/fieldkit/Locator;->repo$delegate:Lkotlin/Lazy;
    .line 21
    sget-object v0, Lcom/fieldkit/Locator$$ExternalSyntheticLambda2;->INSTANCE:Lcom/fieldkit/Locator$$ExternalSyntheticLambda2;
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    sput-object v0, Lcom/fieldkit/Locator;->sessionTokens$delegate:Lkotlin/Lazy;
    .line 23
    sget-object v0, Lcom/fieldkit/Locator$$ExternalSyntheticLambda3;->INSTANCE:Lcom/fieldkit/Locator$$ExternalSyntheticLambda3;
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    sput-object v0, Lcom/fieldkit/Locator;->resumeTokens$delegate:Lkotlin/Lazy;
    .line 25
    sget-object v0, Lcom/fieldkit/Locator$$ExternalSyntheticLambda4;->INSTANCE:Lcom/fieldkit/Locator$$ExternalSyntheticLambda4;
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    sput-object v0, Lcom/fieldkit/Locator;->approvalTokens$delegate:Lkotlin/Lazy;
    return-void
.end method

