.class public interface abstract Lnet/switchyard/hub/CallerVerifier;
.super Ljava/lang/Object;
.source "Callers.kt"


# static fields
.field public static final Companion:Lnet/switchyard/hub/CallerVerifier$Companion;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    sget-object v0, Lnet/switchyard/hub/CallerVerifier$Companion;->$$INSTANCE:Lnet/switchyard/hub/CallerVerifier$Companion;

    sput-object v0, Lnet/switchyard/hub/CallerVerifier;->Companion:Lnet/switchyard/hub/CallerVerifier$Companion;

    return-void
.end method

.method public static synthetic access$admit$jd(Lnet/switchyard/hub/CallerVerifier;Landroid/content/pm/PackageManager;I)Ljava/lang/String;
    .registers 4

    .line 28
    invoke-super {p0, p1, p2}, Lnet/switchyard/hub/CallerVerifier;->admit(Landroid/content/pm/PackageManager;I)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public admit(Landroid/content/pm/PackageManager;I)Ljava/lang/String;
    .registers 8

    const-string v1, "pm"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 34
    invoke-virtual {p1, p2}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const/4 v0, 0x0

    return-object v0

    :cond_0
    move-object v2, v0

    .line 35
    array-length v0, v2

    const/4 v1, 0x1

    if-eq v0, v1, :cond_1

    const/4 v0, 0x0

    return-object v0

    .line 36
    :cond_1
    invoke-static {v2}, Lkotlin/collections/ArraysKt;->single([Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    check-cast v3, Ljava/lang/String;

    .line 37
    sget-object v0, Lnet/switchyard/hub/TrustedCallers;->INSTANCE:Lnet/switchyard/hub/TrustedCallers;

    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {v0, v3}, Lnet/switchyard/hub/TrustedCallers;->certDigestOf(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_2

    const/4 v0, 0x0

    return-object v0

    :cond_2
    move-object v4, v0

    .line 38
    invoke-interface {p0, p1, v3, v4}, Lnet/switchyard/hub/CallerVerifier;->signedWith(Landroid/content/pm/PackageManager;Ljava/lang/String;Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_3

    move-object v0, v3

    goto :goto_0

    :cond_3
    const/4 v0, 0x0

    :goto_0
    return-object v0
.end method

.method public abstract signedWith(Landroid/content/pm/PackageManager;Ljava/lang/String;Ljava/lang/String;)Z
.end method
