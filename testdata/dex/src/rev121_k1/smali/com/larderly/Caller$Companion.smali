.class public final Lcom/larderly/Caller$Companion;
.super Ljava/lang/Object;
.source "Callers.kt"

# direct methods
.method private constructor <init>()V
    .registers 1
    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {p0}, Lcom/larderly/Caller$Companion;-><init>()V
    return-void
.end method


# virtual methods
.method public final of(Landroid/content/Context;I)Lcom/larderly/Caller;
    .registers 14
    const-string v1, "ctx"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    invoke-virtual {p1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v4
    const/4 v5, 0x0
    .line 16
    invoke-virtual {v4, p2}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L33
    invoke-static {v0}, Lkotlin/collections/ArraysKt;->singleOrNull([Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    if-nez v0, :L36
:L33
    const/4 v0, 0x0
    return-object v0
:L36
    move-object v6, v0
    .line 17
    invoke-static {}, Lcom/larderly/Caller;->access$getTRUSTED$cp()Ljava/util/Map;
    move-result-object v0
    invoke-interface {v0, v6}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    if-nez v0, :L58
    const/4 v0, 0x0
    return-object v0
:L58
    move-object v7, v0
    .line 18
    new-instance v8, Lcom/larderly/Caller;
    invoke-direct {v8, p2, v6}, Lcom/larderly/Caller;-><init>(ILjava/lang/String;)V
    move-object v9, v8
    .line 25
    const/4 v10, 0x0
    .line 18
    invoke-static {v7}, Lcom/larderly/CallersKt;->access$hexBytes(Ljava/lang/String;)[B
    move-result-object v2
    const/4 v3, 0x1
    invoke-virtual {v4, v6, v2, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(Ljava/lang/String;[BI)Z
    move-result v0
    if-eqz v0, :L99
    move-object v0, v8
    goto :L100
:L99
    const/4 v0, 0x0
:L100
    .line 19
    return-object v0
.end method
