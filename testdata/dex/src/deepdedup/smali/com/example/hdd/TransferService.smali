.class final Lcom/example/hdd/TransferService;
.super Ljava/lang/Object;
.source "TransferService.java"

# Java sketch: sketch/TransferService.java (javac 17 + D8 --min-api 24).
# transfer (true positive): in-memory-only dedup, static synchronized Set.add at line 18.

.field static final seen:Ljava/util/Set;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.method static constructor <clinit>()V
    .registers 1
    .line 12
    new-instance v0, Ljava/util/HashSet;
    invoke-direct {v0}, Ljava/util/HashSet;-><init>()V
    invoke-static {v0}, Ljava/util/Collections;->synchronizedSet(Ljava/util/Set;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lcom/example/hdd/TransferService;->seen:Ljava/util/Set;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 14
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 15
    return-void
.end method

.method private static duplicateReply(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 3
    .line 26
    const-string v0, "CONFLICT"
    const-string v1, "transfer already submitted"
    invoke-static {p0, v0, v1}, Lcom/example/hdd/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p0
    return-object p0
.end method

.method static transfer(Lcom/example/hdd/AppDb;Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 7
    .line 18
    sget-object v0, Lcom/example/hdd/TransferService;->seen:Ljava/util/Set;
    invoke-interface {v0, p1}, Ljava/util/Set;->add(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :cond_0
    .line 19
    invoke-static {p1}, Lcom/example/hdd/TransferService;->duplicateReply(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p0
    return-object p0
    .line 21
    :cond_0
    const-string v0, "from"
    invoke-virtual {p2, v0}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const-string v1, "to"
    invoke-virtual {p2, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v2, "cents"
    invoke-virtual {p2, v2}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J
    move-result-wide v2
    invoke-virtual {p0, v0, v1, v2, v3}, Lcom/example/hdd/AppDb;->moveFunds(Ljava/lang/String;Ljava/lang/String;J)V
    .line 22
    const-string p0, "{\"transferred\":true}"
    invoke-static {p1, p0}, Lcom/example/hdd/Replies;->success(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p0
    return-object p0
.end method
