.class public final Lcom/homeflow/app/cetp/f;
.super Ljava/lang/Object;
.source "SourceFile"

# Tokens: trusted/openSession/sessionValid/issueResume were inlined into the provider;
# a = consume (three callers), b = random (two callers after inlining).

.field public static final a:[B

.field public final b:Ljava/security/SecureRandom;

.field public final c:Ljava/util/concurrent/ConcurrentHashMap;

.field public final d:Ljava/util/concurrent/ConcurrentHashMap;

.method static constructor <clinit>()V
    .registers 2
    .line 1 # Tokens.<clinit>:12
    const-string v0, "ZmxvdyBob21lIGFzc2lzdGFudCBzaWduaW5nIGNlcnQ="
    const/4 v1, 0x2
    invoke-static {v0, v1}, Landroid/util/Base64;->decode(Ljava/lang/String;I)[B
    move-result-object v0
    sput-object v0, Lcom/homeflow/app/cetp/f;->a:[B
    return-void
.end method

.method public constructor <init>()V
    .registers 2
    .line 1 # Tokens.<init>:10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 2 # Tokens.<init>:13
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    iput-object v0, p0, Lcom/homeflow/app/cetp/f;->b:Ljava/security/SecureRandom;
    .line 3 # Tokens.<init>:14
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, p0, Lcom/homeflow/app/cetp/f;->c:Ljava/util/concurrent/ConcurrentHashMap;
    .line 4 # Tokens.<init>:15
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, p0, Lcom/homeflow/app/cetp/f;->d:Ljava/util/concurrent/ConcurrentHashMap;
    return-void
.end method

.method public final a(Ljava/lang/String;I)Z
    .registers 4
    .line 1 # Tokens.consume:40
    iget-object v0, p0, Lcom/homeflow/app/cetp/f;->d:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Ljava/lang/Integer;
    .line 2 # Tokens.consume:41
    if-eqz p1, :cond_0
    invoke-virtual {p1}, Ljava/lang/Integer;->intValue()I
    move-result p1
    if-ne p1, p2, :cond_0
    const/4 p1, 0x1
    return p1

    :cond_0
    const/4 p1, 0x0
    return p1
.end method

.method public final b(I)Ljava/lang/String;
    .registers 3
    .line 1 # Tokens.random:45
    new-array p1, p1, [B
    .line 2 # Tokens.random:46
    iget-object v0, p0, Lcom/homeflow/app/cetp/f;->b:Ljava/security/SecureRandom;
    invoke-virtual {v0, p1}, Ljava/security/SecureRandom;->nextBytes([B)V
    .line 3 # Tokens.random:47
    const/16 v0, 0xb
    invoke-static {p1, v0}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object p1
    return-object p1
.end method
