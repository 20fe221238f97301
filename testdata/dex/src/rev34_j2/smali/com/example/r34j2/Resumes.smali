.class final Lcom/example/r34j2/Resumes;
.super Ljava/lang/Object;
.source "Resumes.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/example/r34j2/Resumes$Pending;
    }
.end annotation


# instance fields
.field private final open:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/example/r34j2/Resumes$Pending;",
            ">;"
        }
    .end annotation
.end field

.field private final random:Ljava/security/SecureRandom;


# direct methods
.method constructor <init>()V
    .locals 1

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 11
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    iput-object v0, p0, Lcom/example/r34j2/Resumes;->random:Ljava/security/SecureRandom;

    .line 12
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/example/r34j2/Resumes;->open:Ljava/util/Map;

    return-void
.end method


# virtual methods
.method check(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Z
    .locals 4

    .line 23
    iget-object v0, p0, Lcom/example/r34j2/Resumes;->open:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object p1

    check-cast p1, Lcom/example/r34j2/Resumes$Pending;

    .line 24
    if-eqz p1, :cond_0

    invoke-static {p1}, Lcom/example/r34j2/Resumes$Pending;->-$$Nest$fgetuid(Lcom/example/r34j2/Resumes$Pending;)I

    move-result v0

    if-ne v0, p2, :cond_0

    invoke-static {p1}, Lcom/example/r34j2/Resumes$Pending;->-$$Nest$fgettool(Lcom/example/r34j2/Resumes$Pending;)Ljava/lang/String;

    move-result-object p2

    invoke-virtual {p2, p3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p2

    if-eqz p2, :cond_0

    invoke-static {p1}, Lcom/example/r34j2/Resumes$Pending;->-$$Nest$fgetargs(Lcom/example/r34j2/Resumes$Pending;)Ljava/lang/String;

    move-result-object p2

    invoke-virtual {p2, p4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p2

    if-eqz p2, :cond_0

    .line 25
    invoke-static {}, Landroid/os/SystemClock;->elapsedRealtime()J

    move-result-wide p2

    invoke-static {p1}, Lcom/example/r34j2/Resumes$Pending;->-$$Nest$fgetexpiresAt(Lcom/example/r34j2/Resumes$Pending;)J

    move-result-wide v0

    cmp-long p1, p2, v0

    if-gez p1, :cond_0

    const/4 p1, 0x1

    goto :goto_0

    :cond_0
    const/4 p1, 0x0

    .line 24
    :goto_0
    return p1
.end method

.method issue(ILjava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    .locals 10

    .line 15
    const/16 v0, 0x18

    new-array v0, v0, [B

    .line 16
    iget-object v1, p0, Lcom/example/r34j2/Resumes;->random:Ljava/security/SecureRandom;

    invoke-virtual {v1, v0}, Ljava/security/SecureRandom;->nextBytes([B)V

    .line 17
    const/16 v1, 0xa

    invoke-static {v0, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;

    move-result-object v0

    .line 18
    iget-object v1, p0, Lcom/example/r34j2/Resumes;->open:Ljava/util/Map;

    new-instance v9, Lcom/example/r34j2/Resumes$Pending;

    invoke-static {}, Landroid/os/SystemClock;->elapsedRealtime()J

    move-result-wide v2

    const-wide/32 v4, 0x927c0

    add-long v6, v2, v4

    const/4 v8, 0x0

    move-object v2, v9

    move v3, p1

    move-object v4, p2

    move-object v5, p3

    invoke-direct/range {v2 .. v8}, Lcom/example/r34j2/Resumes$Pending;-><init>(ILjava/lang/String;Ljava/lang/String;JLcom/example/r34j2/Resumes-IA;)V

    invoke-interface {v1, v0, v9}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 19
    return-object v0
.end method
