.class final Lcom/example/r33j2/Resumes;
.super Ljava/lang/Object;
.source "Resumes.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/example/r33j2/Resumes$Grant;
    }
.end annotation


# static fields
.field private static final OPEN:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/example/r33j2/Resumes$Grant;",
            ">;"
        }
    .end annotation
.end field

.field private static final RANDOM:Ljava/security/SecureRandom;


# direct methods
.method static constructor <clinit>()V
    .locals 1

    .line 11
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    sput-object v0, Lcom/example/r33j2/Resumes;->RANDOM:Ljava/security/SecureRandom;

    .line 12
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    sput-object v0, Lcom/example/r33j2/Resumes;->OPEN:Ljava/util/Map;

    return-void
.end method

.method private constructor <init>()V
    .locals 0

    .line 14
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 15
    return-void
.end method

.method static declared-synchronized issue(ILjava/lang/String;)Ljava/lang/String;
    .locals 9

    const-class v0, Lcom/example/r33j2/Resumes;

    monitor-enter v0

    .line 18
    const/16 v1, 0x18

    :try_start_0
    new-array v1, v1, [B

    .line 19
    sget-object v2, Lcom/example/r33j2/Resumes;->RANDOM:Ljava/security/SecureRandom;

    invoke-virtual {v2, v1}, Ljava/security/SecureRandom;->nextBytes([B)V

    .line 20
    const/16 v2, 0xa

    invoke-static {v1, v2}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;

    move-result-object v1

    .line 21
    sget-object v2, Lcom/example/r33j2/Resumes;->OPEN:Ljava/util/Map;

    new-instance v3, Lcom/example/r33j2/Resumes$Grant;

    invoke-static {}, Landroid/os/SystemClock;->elapsedRealtime()J

    move-result-wide v4

    const-wide/32 v6, 0x927c0

    add-long/2addr v4, v6

    const/4 v8, 0x0

    move-wide v6, v4

    move v4, p0

    move-object v5, p1

    invoke-direct/range {v3 .. v8}, Lcom/example/r33j2/Resumes$Grant;-><init>(ILjava/lang/String;JLcom/example/r33j2/Resumes-IA;)V

    invoke-interface {v2, v1, v3}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 22
    monitor-exit v0

    return-object v1

    :catchall_0
    move-exception p0

    monitor-exit v0

    throw p0
.end method

.method static declared-synchronized redeem(Ljava/lang/String;ILjava/lang/String;)Z
    .locals 6

    const-class v0, Lcom/example/r33j2/Resumes;

    monitor-enter v0

    .line 26
    :try_start_0
    sget-object v1, Lcom/example/r33j2/Resumes;->OPEN:Ljava/util/Map;

    invoke-interface {v1, p0}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object p0

    check-cast p0, Lcom/example/r33j2/Resumes$Grant;

    .line 27
    if-eqz p0, :cond_0

    invoke-static {p0}, Lcom/example/r33j2/Resumes$Grant;->-$$Nest$fgetuid(Lcom/example/r33j2/Resumes$Grant;)I

    move-result v1

    if-ne v1, p1, :cond_0

    invoke-static {p0}, Lcom/example/r33j2/Resumes$Grant;->-$$Nest$fgetargs(Lcom/example/r33j2/Resumes$Grant;)Ljava/lang/String;

    move-result-object p1

    invoke-virtual {p1, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p1

    if-eqz p1, :cond_0

    invoke-static {}, Landroid/os/SystemClock;->elapsedRealtime()J

    move-result-wide p1

    invoke-static {p0}, Lcom/example/r33j2/Resumes$Grant;->-$$Nest$fgetexpiresAt(Lcom/example/r33j2/Resumes$Grant;)J

    move-result-wide v1

    cmp-long p0, p1, v1

    if-gez p0, :cond_0

    const/4 p0, 0x1

    goto :goto_0

    :cond_0
    const/4 p0, 0x0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :goto_0
    monitor-exit v0

    return p0

    :catchall_0
    move-exception p0

    monitor-exit v0

    throw p0
.end method
