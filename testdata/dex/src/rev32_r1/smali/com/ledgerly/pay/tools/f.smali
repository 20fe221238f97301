.class public final Lcom/ledgerly/pay/tools/f;
.super Ljava/lang/Object;
.source "ResumeTokens.java"

# ResumeTokens and SessionRegistry merged horizontally (same fields, same
# constructor); every method of both was inlined into PayToolProvider (issue into
# a, i.e. needsUser; open/valid/consume/isApproved into call). The provider's
# field b holds the session registry, c the resume-token store.

.field public final a:Ljava/security/SecureRandom;

.field public final b:Ljava/util/concurrent/ConcurrentHashMap;

.method public constructor <init>()V
    .registers 2
    .line 1 # ResumeTokens.<init>:8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 2 # ResumeTokens.<init>:9
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    iput-object v0, p0, Lcom/ledgerly/pay/tools/f;->a:Ljava/security/SecureRandom;
    .line 3 # ResumeTokens.<init>:10
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, p0, Lcom/ledgerly/pay/tools/f;->b:Ljava/util/concurrent/ConcurrentHashMap;
    return-void
.end method
