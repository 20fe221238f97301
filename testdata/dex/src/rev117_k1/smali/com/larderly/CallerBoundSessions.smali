.class public final Lcom/larderly/CallerBoundSessions;
.super Ljava/lang/Object;
.source "Sessions.kt"

# interfaces
.implements Lcom/larderly/SessionStore;

# instance fields
.field private final inner:Lcom/larderly/SessionStore;


# direct methods
.method public constructor <init>(Lcom/larderly/SessionStore;)V
    .registers 3
    const-string v0, "inner"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 39
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/larderly/CallerBoundSessions;->inner:Lcom/larderly/SessionStore;
    return-void
.end method


# virtual methods
.method public close(Ljava/lang/String;)V
    .registers 4
    const-string v1, "token"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    iget-object v0, p0, Lcom/larderly/CallerBoundSessions;->inner:Lcom/larderly/SessionStore;
    invoke-interface {v0, p1}, Lcom/larderly/SessionStore;->close(Ljava/lang/String;)V
    return-void
.end method

.method public find(Ljava/lang/String;)Lcom/larderly/Session;
    .registers 3
    iget-object v0, p0, Lcom/larderly/CallerBoundSessions;->inner:Lcom/larderly/SessionStore;
    invoke-interface {v0, p1}, Lcom/larderly/SessionStore;->find(Ljava/lang/String;)Lcom/larderly/Session;
    move-result-object v0
    return-object v0
.end method

.method public final findFor(Ljava/lang/String;I)Lcom/larderly/Session;
    .registers 7
    .line 40
    iget-object v0, p0, Lcom/larderly/CallerBoundSessions;->inner:Lcom/larderly/SessionStore;
    invoke-interface {v0, p1}, Lcom/larderly/SessionStore;->find(Ljava/lang/String;)Lcom/larderly/Session;
    move-result-object v0
    if-eqz v0, :L46
    move-object v1, v0
    move-object v2, v1
    .line 49
    const/4 v3, 0x0
    .line 40
    invoke-virtual {v2}, Lcom/larderly/Session;->getUid()I
    move-result v0
    if-ne v0, p2, :L34
    const/4 v0, 0x1
    goto :L35
:L34
    const/4 v0, 0x0
:L35
    if-eqz v0, :L42
    move-object v0, v1
    goto :L48
:L42
    const/4 v0, 0x0
    goto :L48
:L46
    const/4 v0, 0x0
:L48
    return-object v0
.end method

.method public open(ILjava/util/List;)Lcom/larderly/Session;
    .registers 5
    const-string v1, "capabilities"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    iget-object v0, p0, Lcom/larderly/CallerBoundSessions;->inner:Lcom/larderly/SessionStore;
    invoke-interface {v0, p1, p2}, Lcom/larderly/SessionStore;->open(ILjava/util/List;)Lcom/larderly/Session;
    move-result-object v0
    return-object v0
.end method
