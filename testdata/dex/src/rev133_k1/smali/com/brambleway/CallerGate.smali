.class public final Lcom/brambleway/CallerGate;
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
    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/brambleway/CallerGate;->ctx:Landroid/content/Context;
    iput-object p2, p0, Lcom/brambleway/CallerGate;->trusted:Ljava/util/Map;
    return-void
.end method


# virtual methods
.method public final admit(I)Lcom/brambleway/Caller;
    .registers 11
    .line 11
    iget-object v0, p0, Lcom/brambleway/CallerGate;->ctx:Landroid/content/Context;
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v2
    const/4 v3, 0x0
    .line 12
    invoke-virtual {v2, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L29
    invoke-static {v0}, Lkotlin/collections/ArraysKt;->singleOrNull([Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    if-nez v0, :L32
:L29
    const/4 v0, 0x0
    return-object v0
:L32
    move-object v4, v0
    .line 13
    iget-object v0, p0, Lcom/brambleway/CallerGate;->trusted:Ljava/util/Map;
    invoke-interface {v0, v4}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    if-eqz v0, :L59
    invoke-static {v0}, Lcom/brambleway/SessionsKt;->access$hexBytes(Ljava/lang/String;)[B
    move-result-object v0
    if-nez v0, :L62
:L59
    const/4 v0, 0x0
    return-object v0
:L62
    move-object v5, v0
    .line 14
    new-instance v6, Lcom/brambleway/Caller;
    invoke-direct {v6, p1, v4}, Lcom/brambleway/Caller;-><init>(ILjava/lang/String;)V
    move-object v7, v6
    .line 36
    const/4 v8, 0x0
    .line 14
    const/4 v1, 0x1
    invoke-virtual {v2, v4, v5, v1}, Landroid/content/pm/PackageManager;->hasSigningCertificate(Ljava/lang/String;[BI)Z
    move-result v0
    if-eqz v0, :L100
    move-object v0, v6
    goto :L101
:L100
    const/4 v0, 0x0
:L101
    .line 15
    return-object v0
.end method
