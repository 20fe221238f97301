.class public final Lcom/tidemark/invoices/CallerGate;
.super Ljava/lang/Object;
.source "Gate.kt"


# instance fields
.field private final pm:Landroid/content/pm/PackageManager;


# direct methods
.method public constructor <init>(Landroid/content/pm/PackageManager;)V
    .registers 3

    const-string v0, "pm"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 36
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tidemark/invoices/CallerGate;->pm:Landroid/content/pm/PackageManager;

    return-void
.end method


# virtual methods
.method public final admit(I)Ljava/lang/String;
    .registers 6

    .line 38
    iget-object v0, p0, Lcom/tidemark/invoices/CallerGate;->pm:Landroid/content/pm/PackageManager;

    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v2

    .line 39
    if-eqz v2, :cond_0

    array-length v0, v2

    const/4 v1, 0x1

    if-eq v0, v1, :cond_1

    :cond_0
    const/4 v0, 0x0

    return-object v0

    .line 40
    :cond_1
    invoke-static {v2}, Lkotlin/collections/ArraysKt;->single([Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    check-cast v3, Ljava/lang/String;

    .line 41
    sget-object v0, Lcom/tidemark/invoices/TrustedCallers;->INSTANCE:Lcom/tidemark/invoices/TrustedCallers;

    iget-object v1, p0, Lcom/tidemark/invoices/CallerGate;->pm:Landroid/content/pm/PackageManager;

    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {v0, v1, v3}, Lcom/tidemark/invoices/TrustedCallers;->signed(Landroid/content/pm/PackageManager;Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_2

    move-object v0, v3

    goto :goto_0

    :cond_2
    const/4 v0, 0x0

    :goto_0
    return-object v0
.end method
