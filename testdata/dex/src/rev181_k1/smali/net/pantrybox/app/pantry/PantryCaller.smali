.class public final Lnet/pantrybox/app/pantry/PantryCaller;
.super Ljava/lang/Object;
.source "PantryToolProvider.kt"


# instance fields
.field private final packageName$delegate:Lkotlin/Lazy;

.field private final pm:Landroid/content/pm/PackageManager;

.field public final uid:I


# direct methods
.method public constructor <init>(Landroid/content/pm/PackageManager;I)V
    .registers 4

    const-string v0, "pm"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 33
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lnet/pantrybox/app/pantry/PantryCaller;->pm:Landroid/content/pm/PackageManager;

    iput p2, p0, Lnet/pantrybox/app/pantry/PantryCaller;->uid:I

    .line 34
    new-instance v0, Lnet/pantrybox/app/pantry/PantryCaller$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0}, Lnet/pantrybox/app/pantry/PantryCaller$$ExternalSyntheticLambda0;-><init>(Lnet/pantrybox/app/pantry/PantryCaller;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lnet/pantrybox/app/pantry/PantryCaller;->packageName$delegate:Lkotlin/Lazy;

    .line 33
    return-void
.end method

.method public static final packageName_delegate$lambda$0(Lnet/pantrybox/app/pantry/PantryCaller;)Ljava/lang/String;
    .registers 3

    .line 34
    iget-object v0, p0, Lnet/pantrybox/app/pantry/PantryCaller;->pm:Landroid/content/pm/PackageManager;

    iget v1, p0, Lnet/pantrybox/app/pantry/PantryCaller;->uid:I

    invoke-static {v0, v1}, Lnet/pantrybox/app/core/PackagesKt;->packagesFor(Landroid/content/pm/PackageManager;I)[Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lkotlin/collections/ArraysKt;->singleOrNull([Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    return-object v0
.end method


# virtual methods
.method public final getPackageName()Ljava/lang/String;
    .registers 3

    .line 34
    iget-object v1, p0, Lnet/pantrybox/app/pantry/PantryCaller;->packageName$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    return-object v0
.end method
