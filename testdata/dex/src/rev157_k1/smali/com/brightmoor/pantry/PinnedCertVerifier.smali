.class public final Lcom/brightmoor/pantry/PinnedCertVerifier;
.super Ljava/lang/Object;
.source "Verifiers.kt"

# interfaces
.implements Lcom/brightmoor/pantry/CallerVerifier;


# instance fields
.field private final pm:Landroid/content/pm/PackageManager;


# direct methods
.method public constructor <init>(Landroid/content/pm/PackageManager;)V
    .registers 3

    const-string v0, "pm"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 26
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/brightmoor/pantry/PinnedCertVerifier;->pm:Landroid/content/pm/PackageManager;

    return-void
.end method


# virtual methods
.method public verify(Ljava/lang/String;)Z
    .registers 6

    const-string v1, "pkg"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 28
    sget-object v0, Lcom/brightmoor/pantry/Household;->INSTANCE:Lcom/brightmoor/pantry/Household;

    invoke-virtual {v0, p1}, Lcom/brightmoor/pantry/Household;->pinBytes(Ljava/lang/String;)[B

    move-result-object v0

    if-nez v0, :cond_0

    const/4 v0, 0x0

    return v0

    :cond_0
    move-object v3, v0

    .line 29
    iget-object v0, p0, Lcom/brightmoor/pantry/PinnedCertVerifier;->pm:Landroid/content/pm/PackageManager;

    const/4 v2, 0x1

    invoke-virtual {v0, p1, v3, v2}, Landroid/content/pm/PackageManager;->hasSigningCertificate(Ljava/lang/String;[BI)Z

    move-result v0

    return v0
.end method
