.class public final Lcom/example/r27s/Locator;
.super Ljava/lang/Object;
.source "PayProvider.kt"

.field public static final INSTANCE:Lcom/example/r27s/Locator;
.field public static app:Landroid/content/Context;
.field private static final resolutions$delegate:Lkotlin/Lazy;

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r27s/Locator;
    invoke-direct {v0}, Lcom/example/r27s/Locator;-><init>()V
    sput-object v0, Lcom/example/r27s/Locator;->INSTANCE:Lcom/example/r27s/Locator;
    .line 13
    sget-object v0, Lcom/example/r27s/Locator$$ExternalSyntheticLambda0;->INSTANCE:Lcom/example/r27s/Locator$$ExternalSyntheticLambda0;
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    sput-object v0, Lcom/example/r27s/Locator;->resolutions$delegate:Lkotlin/Lazy;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static final resolutions_delegate$lambda$0()Lcom/example/r27s/Resolutions;
    .registers 2
    .line 13
    new-instance v0, Lcom/example/r27s/Resolutions;
    sget-object v1, Lcom/example/r27s/Locator;->INSTANCE:Lcom/example/r27s/Locator;
    invoke-virtual {v1}, Lcom/example/r27s/Locator;->getApp()Landroid/content/Context;
    move-result-object v1
    invoke-direct {v0, v1}, Lcom/example/r27s/Resolutions;-><init>(Landroid/content/Context;)V
    return-object v0
.end method

.method public final getApp()Landroid/content/Context;
    .registers 2
    .line 12
    sget-object v0, Lcom/example/r27s/Locator;->app:Landroid/content/Context;
    if-eqz v0, :cond_unset
    return-object v0
    :cond_unset
    const-string v0, "app"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    return-object v0
.end method

.method public final getResolutions()Lcom/example/r27s/Resolutions;
    .registers 2
    .line 13
    sget-object v0, Lcom/example/r27s/Locator;->resolutions$delegate:Lkotlin/Lazy;
    invoke-interface {v0}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/example/r27s/Resolutions;
    return-object v0
.end method

.method public final setApp(Landroid/content/Context;)V
    .registers 3
    const-string v0, "<set-?>"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 12
    sput-object p1, Lcom/example/r27s/Locator;->app:Landroid/content/Context;
    return-void
.end method
