.class public final Lapp/kestrel/notes/cetp/CallerGate;
.super Ljava/lang/Object;
.source "CallerGate.kt"


# instance fields
.field private final certs:Lapp/kestrel/notes/cetp/CertCheck;

.field private final pm:Landroid/content/pm/PackageManager;


# direct methods
.method public constructor <init>(Landroid/content/pm/PackageManager;Lapp/kestrel/notes/cetp/CertCheck;)V
    .registers 4

    const-string v0, "pm"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "certs"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 13
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/kestrel/notes/cetp/CallerGate;->pm:Landroid/content/pm/PackageManager;

    iput-object p2, p0, Lapp/kestrel/notes/cetp/CallerGate;->certs:Lapp/kestrel/notes/cetp/CertCheck;

    return-void
.end method

.method private final trusted(Ljava/lang/String;)Z
    .registers 5

    .line 15
    invoke-static {}, Lapp/kestrel/notes/cetp/CallerGateKt;->getKNOWN_ASSISTANTS()Ljava/util/Map;

    move-result-object v0

    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    if-nez v0, :cond_0

    const/4 v0, 0x0

    return v0

    :cond_0
    move-object v2, v0

    .line 16
    iget-object v0, p0, Lapp/kestrel/notes/cetp/CallerGate;->certs:Lapp/kestrel/notes/cetp/CertCheck;

    iget-object v1, p0, Lapp/kestrel/notes/cetp/CallerGate;->pm:Landroid/content/pm/PackageManager;

    invoke-interface {v0, v1, p1, v2}, Lapp/kestrel/notes/cetp/CertCheck;->matches(Landroid/content/pm/PackageManager;Ljava/lang/String;Ljava/lang/String;)Z

    move-result v0

    return v0
.end method


# virtual methods
.method public final anyTrusted(I)Ljava/lang/String;
    .registers 11

    .line 21
    iget-object v0, p0, Lapp/kestrel/notes/cetp/CallerGate;->pm:Landroid/content/pm/PackageManager;

    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const/4 v0, 0x0

    return-object v0

    :cond_0
    move-object v1, v0

    .line 22
    move-object v2, v1

    const/4 v3, 0x0

    .line 58
    const/4 v4, 0x0

    array-length v5, v2

    :goto_0
    if-ge v4, v5, :cond_2

    aget-object v6, v2, v4

    move-object v7, v6

    const/4 v8, 0x0

    .line 22
    invoke-direct {p0, v7}, Lapp/kestrel/notes/cetp/CallerGate;->trusted(Ljava/lang/String;)Z

    move-result v0

    .line 58
    if-eqz v0, :cond_1

    move-object v0, v6

    goto :goto_1

    :cond_1
    add-int/lit8 v4, v4, 0x1

    goto :goto_0

    .line 59
    :cond_2
    const/4 v0, 0x0

    .line 22
    :goto_1
    return-object v0
.end method

.method public final soleTrusted(I)Ljava/lang/String;
    .registers 7

    .line 27
    iget-object v0, p0, Lapp/kestrel/notes/cetp/CallerGate;->pm:Landroid/content/pm/PackageManager;

    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const/4 v0, 0x0

    return-object v0

    :cond_0
    move-object v1, v0

    .line 28
    invoke-static {v1}, Lkotlin/collections/ArraysKt;->singleOrNull([Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    if-eqz v0, :cond_2

    move-object v2, v0

    move-object v3, v2

    .line 60
    const/4 v4, 0x0

    .line 28
    invoke-direct {p0, v3}, Lapp/kestrel/notes/cetp/CallerGate;->trusted(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_1

    move-object v0, v2

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    goto :goto_0

    :cond_2
    const/4 v0, 0x0

    :goto_0
    return-object v0
.end method
