.class public final Lcom/quillvault/CallerGate;
.super Ljava/lang/Object;
.source "Sessions.kt"

# instance fields
.field private final ctx:Landroid/content/Context;
.field private final trusted:Ljava/util/Map;


# direct methods
.method public constructor <init>(Landroid/content/Context;Ljava/util/Map;)V
    .registers 4
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "trusted"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/quillvault/CallerGate;->ctx:Landroid/content/Context;
    iput-object p2, p0, Lcom/quillvault/CallerGate;->trusted:Ljava/util/Map;
    return-void
.end method


# virtual methods
.method public final admit(I)Lcom/quillvault/Caller;
    .registers 10
    .line 14
    iget-object v0, p0, Lcom/quillvault/CallerGate;->ctx:Landroid/content/Context;
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v2
    .line 15
    invoke-virtual {v2, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L27
    invoke-static {v0}, Lkotlin/collections/ArraysKt;->singleOrNull([Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    if-nez v0, :L30
:L27
    const/4 v0, 0x0
    return-object v0
:L30
    move-object v3, v0
    .line 16
    iget-object v0, p0, Lcom/quillvault/CallerGate;->trusted:Ljava/util/Map;
    invoke-interface {v0, v3}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    if-eqz v0, :L55
    invoke-static {v0}, Lcom/quillvault/SessionsKt;->access$unhex(Ljava/lang/String;)[B
    move-result-object v0
    if-nez v0, :L58
:L55
    const/4 v0, 0x0
    return-object v0
:L58
    move-object v4, v0
    .line 17
    new-instance v5, Lcom/quillvault/Caller;
    invoke-direct {v5, p1, v3}, Lcom/quillvault/Caller;-><init>(ILjava/lang/String;)V
    move-object v6, v5
    .line 73
    const/4 v7, 0x0
    .line 17
    const/4 v1, 0x1
    invoke-virtual {v2, v3, v4, v1}, Landroid/content/pm/PackageManager;->hasSigningCertificate(Ljava/lang/String;[BI)Z
    move-result v0
    if-eqz v0, :L94
    move-object v0, v5
    goto :L95
:L94
    const/4 v0, 0x0
:L95
    return-object v0
.end method
