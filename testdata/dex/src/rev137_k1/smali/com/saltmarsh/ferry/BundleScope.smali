.class public final Lcom/saltmarsh/ferry/BundleScope;
.super Ljava/lang/Object;
.source "Wire.kt"


# instance fields
.field private final bundle:Landroid/os/Bundle;


# direct methods
.method private synthetic constructor <init>(Landroid/os/Bundle;)V
    .registers 2

    .line 43
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/saltmarsh/ferry/BundleScope;->bundle:Landroid/os/Bundle;

    return-void
.end method

.method public static final synthetic box-impl(Landroid/os/Bundle;)Lcom/saltmarsh/ferry/BundleScope;
    .registers 2

    new-instance v0, Lcom/saltmarsh/ferry/BundleScope;

    invoke-direct {v0, p0}, Lcom/saltmarsh/ferry/BundleScope;-><init>(Landroid/os/Bundle;)V

    return-object v0
.end method

.method public static constructor-impl(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 2

    const-string v0, "bundle"

    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    return-object p0
.end method

.method public static equals-impl(Landroid/os/Bundle;Ljava/lang/Object;)Z
    .registers 3

    instance-of v0, p1, Lcom/saltmarsh/ferry/BundleScope;

    if-nez v0, :cond_0

    const/4 v0, 0x0

    return v0

    :cond_0
    move-object v0, p1

    check-cast v0, Lcom/saltmarsh/ferry/BundleScope;

    invoke-virtual {v0}, Lcom/saltmarsh/ferry/BundleScope;->unbox-impl()Landroid/os/Bundle;

    move-result-object v0

    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    const/4 v0, 0x1

    return v0
.end method

.method public static final equals-impl0(Landroid/os/Bundle;Landroid/os/Bundle;)Z
    .registers 3

    invoke-static {p0, p1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method public static hashCode-impl(Landroid/os/Bundle;)I
    .registers 2

    invoke-virtual {p0}, Landroid/os/Bundle;->hashCode()I

    move-result v0

    return v0
.end method

.method public static final to-impl(Landroid/os/Bundle;Ljava/lang/String;I)V
    .registers 4

    const-string v0, "$this$to"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 46
    invoke-virtual {p0, p1, p2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V

    return-void
.end method

.method public static final to-impl(Landroid/os/Bundle;Ljava/lang/String;Landroid/os/Parcelable;)V
    .registers 4

    const-string v0, "$this$to"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 50
    invoke-virtual {p0, p1, p2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    return-void
.end method

.method public static final to-impl(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)V
    .registers 4

    const-string v0, "$this$to"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 44
    invoke-virtual {p0, p1, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    return-void
.end method

.method public static final to-impl(Landroid/os/Bundle;Ljava/lang/String;Z)V
    .registers 4

    const-string v0, "$this$to"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 48
    invoke-virtual {p0, p1, p2}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V

    return-void
.end method

.method public static toString-impl(Landroid/os/Bundle;)Ljava/lang/String;
    .registers 4

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "BundleScope(bundle="

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    const-string v2, ")"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public equals(Ljava/lang/Object;)Z
    .registers 3

    iget-object v0, p0, Lcom/saltmarsh/ferry/BundleScope;->bundle:Landroid/os/Bundle;

    invoke-static {v0, p1}, Lcom/saltmarsh/ferry/BundleScope;->equals-impl(Landroid/os/Bundle;Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method public final getBundle()Landroid/os/Bundle;
    .registers 2

    .line 43
    iget-object v0, p0, Lcom/saltmarsh/ferry/BundleScope;->bundle:Landroid/os/Bundle;

    return-object v0
.end method

.method public hashCode()I
    .registers 2

    iget-object v0, p0, Lcom/saltmarsh/ferry/BundleScope;->bundle:Landroid/os/Bundle;

    invoke-static {v0}, Lcom/saltmarsh/ferry/BundleScope;->hashCode-impl(Landroid/os/Bundle;)I

    move-result v0

    return v0
.end method

.method public toString()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lcom/saltmarsh/ferry/BundleScope;->bundle:Landroid/os/Bundle;

    invoke-static {v0}, Lcom/saltmarsh/ferry/BundleScope;->toString-impl(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public final synthetic unbox-impl()Landroid/os/Bundle;
    .registers 2

    iget-object v0, p0, Lcom/saltmarsh/ferry/BundleScope;->bundle:Landroid/os/Bundle;

    return-object v0
.end method
