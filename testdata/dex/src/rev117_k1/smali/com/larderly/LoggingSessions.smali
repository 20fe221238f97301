.class public final Lcom/larderly/LoggingSessions;
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
    .line 44
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/larderly/LoggingSessions;->inner:Lcom/larderly/SessionStore;
    return-void
.end method


# virtual methods
.method public close(Ljava/lang/String;)V
    .registers 4
    const-string v1, "token"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    iget-object v0, p0, Lcom/larderly/LoggingSessions;->inner:Lcom/larderly/SessionStore;
    invoke-interface {v0, p1}, Lcom/larderly/SessionStore;->close(Ljava/lang/String;)V
    return-void
.end method

.method public find(Ljava/lang/String;)Lcom/larderly/Session;
    .registers 3
    iget-object v0, p0, Lcom/larderly/LoggingSessions;->inner:Lcom/larderly/SessionStore;
    invoke-interface {v0, p1}, Lcom/larderly/SessionStore;->find(Ljava/lang/String;)Lcom/larderly/Session;
    move-result-object v0
    return-object v0
.end method

.method public open(ILjava/util/List;)Lcom/larderly/Session;
    .registers 12
    const-string v1, "capabilities"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 46
    iget-object v0, p0, Lcom/larderly/LoggingSessions;->inner:Lcom/larderly/SessionStore;
    invoke-interface {v0, p1, p2}, Lcom/larderly/SessionStore;->open(ILjava/util/List;)Lcom/larderly/Session;
    move-result-object v6
    move-object v7, v6
    .line 49
    const/4 v8, 0x0
    .line 46
    invoke-virtual {v7}, Lcom/larderly/Session;->getExpiresAt()J
    move-result-wide v2
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "session for uid "
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v5, " until "
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v2, v3}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    const-string v0, "LarderlySessions"
    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    return-object v6
.end method
