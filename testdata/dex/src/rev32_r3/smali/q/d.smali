.class public final Lq/d;
.super Ljava/lang/Object;

# OperationLog with Sessions merged into it (same fields, same constructor; every Sessions
# method and OperationLog.find were inlined into NotesToolProvider.call). The provider's
# field c is the session registry, d the operation log. a(int) = OperationLog.start, whose
# `what` parameter R8 removed (it only fed the removed field Op.what).

.field public final a:Ljava/security/SecureRandom;

.field public final b:Ljava/util/concurrent/ConcurrentHashMap;

.method public constructor <init>()V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    iput-object v0, p0, Lq/d;->a:Ljava/security/SecureRandom;
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, p0, Lq/d;->b:Ljava/util/concurrent/ConcurrentHashMap;
    return-void
.end method

.method public final a(I)Ljava/lang/String;
    .registers 5
    const/16 v0, 0x10
    new-array v0, v0, [B
    iget-object v1, p0, Lq/d;->a:Ljava/security/SecureRandom;
    invoke-virtual {v1, v0}, Ljava/security/SecureRandom;->nextBytes([B)V
    const/16 v1, 0xb
    invoke-static {v0, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v0
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "op_"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    iget-object v1, p0, Lq/d;->b:Ljava/util/concurrent/ConcurrentHashMap;
    new-instance v2, Lq/c;
    invoke-direct {v2, p1}, Lq/c;-><init>(I)V
    invoke-virtual {v1, v0, v2}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    return-object v0
.end method
