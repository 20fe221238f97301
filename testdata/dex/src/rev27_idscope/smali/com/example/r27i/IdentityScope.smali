.class final Lcom/example/r27i/IdentityScope;
.super Ljava/lang/Object;
.source "IdentityScope.java"
.implements Ljava/lang/AutoCloseable;

.field private final token:J

.method private constructor <init>(J)V
    .registers 3
    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-wide p1, p0, Lcom/example/r27i/IdentityScope;->token:J
    return-void
.end method

.method static asSelf()Lcom/example/r27i/IdentityScope;
    .registers 3
    .line 9
    new-instance v0, Lcom/example/r27i/IdentityScope;
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v1
    invoke-direct {v0, v1, v2}, Lcom/example/r27i/IdentityScope;-><init>(J)V
    return-object v0
.end method

.method public close()V
    .registers 3
    .line 11
    iget-wide v0, p0, Lcom/example/r27i/IdentityScope;->token:J
    invoke-static {v0, v1}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    return-void
.end method
