.class final Lcom/example/r32k2/Resumes;
.super Ljava/lang/Object;
.source "Resumes.java"

# Java: single-use resume tokens bound to the UID they were issued to.

.field private static final OPEN:Ljava/util/concurrent/ConcurrentHashMap;

.method static constructor <clinit>()V
    .registers 1
    .line 8
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    sput-object v0, Lcom/example/r32k2/Resumes;->OPEN:Ljava/util/concurrent/ConcurrentHashMap;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static issue(I)Ljava/lang/String;
    .registers 4
    .line 11
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object v0
    invoke-virtual {v0}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object v0
    .line 12
    sget-object v1, Lcom/example/r32k2/Resumes;->OPEN:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-static {p0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v1, v0, v2}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 13
    return-object v0
.end method

.method static consume(Ljava/lang/String;I)Z
    .registers 4
    .line 17
    sget-object v0, Lcom/example/r32k2/Resumes;->OPEN:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, p0}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p0
    check-cast p0, Ljava/lang/Integer;
    .line 18
    const/4 v0, 0x0
    if-eqz p0, :cond_0
    invoke-virtual {p0}, Ljava/lang/Integer;->intValue()I
    move-result p0
    if-ne p0, p1, :cond_0
    const/4 v0, 0x1
    :cond_0
    return v0
.end method
